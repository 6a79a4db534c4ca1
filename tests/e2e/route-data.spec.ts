import {ROUTE_DATA_DIR, routeDataKey} from '../../src/plugins/route-data/format';
import {expect, gotoHydrated, test} from './support/test';

/**
 * Route data in the browser (src/plugins/route-data): a page knows its own
 * routes from its HTML and fetches another path's small route data file
 * before showing it; the scripts it starts with know no other route.
 */

const routeDataRequests = (urls: string[]) => urls.filter((url) => new URL(url).pathname.startsWith(`/${ROUTE_DATA_DIR}/`));

test("a page starts with its own route data, and a link hovered then followed fetches its path's once", async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const requestsFor = (pathname: string) => routeDataRequests(requested).filter((url) => url.endsWith(`/${routeDataKey(pathname)}.json`));
  await gotoHydrated(page, '/evaluation/overview');
  await page.evaluate(() => ((window as Window & {stayedOnPage?: boolean}).stayedOnPage = true));

  const link = page.locator('nav.navbar a[href="/changelog/main"]').first();
  await link.hover();
  await expect.poll(() => requestsFor('/changelog/main').length).toBe(1);
  await link.click();
  await expect(page).toHaveURL(/\/changelog\/main$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText(/release notes/i);
  // A navigation in the page, not a load of a new one.
  expect(await page.evaluate(() => (window as Window & {stayedOnPage?: boolean}).stayedOnPage)).toBe(true);
  expect(requestsFor('/changelog/main')).toHaveLength(1);

  // Back to the first page: its data came with it, so it is never fetched (other links' data may
  // be, by prefetching once the page has settled).
  await page.goBack();
  await expect(page).toHaveURL(/\/evaluation\/overview$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(requestsFor('/evaluation/overview')).toEqual([]);
});

test("an address that differs from a page's only by case shows that page once the scripts run", async ({page, allowConsoleErrors}) => {
  // The host has no such file and sends the 404 page; the router matches routes regardless of case,
  // so the browser draws the doc over the server's not-found markup (React reports the mismatch, as
  // it does on any Docusaurus site).
  allowConsoleErrors(/status of 404/, /onRecoverableError: Error: Minified React error #418/);
  const response = await page.goto('/Evaluation/Overview');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(page.locator('article h1')).toHaveText('Evaluate LLM applications');
  await expect(page.getByRole('heading', {name: /page not found/i})).toHaveCount(0);
});

test('a path no route has shows the not-found page, from the not-found route data', async ({page, allowConsoleErrors}) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('heading', {name: /page not found/i})).toBeVisible();
});
