import type {Page} from '@playwright/test';

import {PREFETCH_DELAY_MS} from '../../src/plugins/lean-bundles/prefetch-when-idle';
import {expect, gotoHydrated, test, waitForHydration} from './support/test';

async function fakeConnection(page: Page, connection: {effectiveType: string; saveData: boolean}) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
  }, connection);
}

const prefetchLinks = (page: Page) => page.locator('link[rel="prefetch"]');

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('links in view are prefetched on a normal connection', async ({page}) => {
  await fakeConnection(page, {effectiveType: '4g', saveData: false});
  await gotoHydrated(page, '/getting-started/quick-start');
  await expect.poll(() => prefetchLinks(page).count()).toBeGreaterThan(0);
});

test('prefetching waits until the page has loaded and settled', async ({page}) => {
  await fakeConnection(page, {effectiveType: '4g', saveData: false});
  // An image the page adds while it parses holds back the load event until it arrives:
  // held for 1.5 s, long after the page has hydrated and its links have come into view.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const image = new Image(1, 1);
      image.alt = '';
      image.src = '/held-back-image.png';
      document.body.append(image);
    });
  });
  await page.route('**/held-back-image.png', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({status: 200, contentType: 'image/png', body: ONE_PIXEL_PNG});
  });
  await page.goto('/search?q=evaluation');
  await waitForHydration(page);
  await expect.poll(() => prefetchLinks(page).count()).toBeGreaterThan(0);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const prefetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'link' && new URL(entry.name).pathname.startsWith('/assets/js/'))
      .map((entry) => entry.startTime);
    return {loaded: navigation!.loadEventStart, prefetched};
  });
  expect(timing.loaded).toBeGreaterThan(1500);
  expect(timing.prefetched.length).toBeGreaterThan(0);
  for (const start of timing.prefetched) expect(start).toBeGreaterThanOrEqual(timing.loaded + PREFETCH_DELAY_MS);
});

for (const connection of [
  {effectiveType: '4g', saveData: true},
  {effectiveType: '2g', saveData: false},
  {effectiveType: 'slow-2g', saveData: false},
]) {
  test(`prefetching is skipped with ${JSON.stringify(connection)}`, async ({page}) => {
    await fakeConnection(page, connection);
    await gotoHydrated(page, '/getting-started/quick-start');
    // Give the viewport observer and idle callbacks time to act.
    await page.mouse.move(10, 10);
    await page.waitForTimeout(1500);
    expect(await prefetchLinks(page).count()).toBe(0);
    // Navigation itself still works.
    await page.locator('nav.navbar').getByRole('link', {name: 'Changelog', exact: true}).click();
    await expect(page).toHaveURL('/changelog/main');
  });
}

test('the progress bar shows while a slow route loads', async ({page}) => {
  // Save-data stops prefetching, so the route's chunks load only on click.
  await fakeConnection(page, {effectiveType: '4g', saveData: true});
  await gotoHydrated(page, '/getting-started/quick-start');
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('nav.navbar').getByRole('link', {name: 'Changelog', exact: true}).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page).toHaveURL('/changelog/main');
  await expect(page.getByRole('heading', {name: 'Release notes', level: 1})).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a route whose chunk fails to load recovers by reloading the page', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource/, /ChunkLoadError|Loading chunk/);
  await fakeConnection(page, {effectiveType: '4g', saveData: true});
  await gotoHydrated(page, '/getting-started/quick-start');
  // Chunks fail until the page reloads, as after a deployment removed them.
  let failing = true;
  let failed = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) failing = false;
  });
  await page.route('**/assets/js/*.js', async (route) => {
    if (failing) {
      failed += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  const reloaded = page.waitForRequest((request) => request.isNavigationRequest());
  await page.locator('nav.navbar').getByRole('link', {name: 'Changelog', exact: true}).click();
  expect((await reloaded).url()).toMatch(/\/changelog\/main$/);
  expect(failed).toBeGreaterThan(0);
  await expect(page.getByRole('heading', {name: 'Release notes', level: 1})).toBeVisible();
  await waitForHydration(page);
});

test('with localStorage failing on every call, the site renders and navigates', async ({
  page,
  consoleMessages,
}) => {
  // As in a browser that blocks site data: even reading window.localStorage throws.
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      Storage.prototype[method] = fail;
    }
    Object.defineProperty(window, 'localStorage', {configurable: true, get: fail});
  });
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('nav.navbar').getByRole('link', {name: 'Changelog', exact: true}).click();
  await expect(page.getByRole('heading', {name: 'Release notes', level: 1})).toBeVisible();
  expect(
    consoleMessages.some(
      (m) => m.type === 'warning' && m.text.includes('browser storage is not available'),
    ),
  ).toBe(true);
});

test('the search page lists the scripts it needs to show results in its HTML, each fetched once', async ({page}) => {
  const path = '/search?q=evaluation';
  // Docusaurus writes a page's route chunks into its HTML from the modules the server reports
  // (src/plugins/lean-bundles/registry-by-chunk-name.ts), and the search page, whose results are
  // drawn by script, keeps them (routeChunksInHtml): the browser fetches them with the main
  // bundle, not a round trip after it has run.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  });
  const html = await (await page.goto(path))!.text();
  await waitForHydration(page);
  // (The bundler's chunk loader removes a chunk's script element once it has run: read the HTML.)
  const listed = [...html.matchAll(/<script[^>]* src="?([^"\s>]+)/g)].map(([, src]) => src);
  expect(listed.length).toBeGreaterThan(2);
  // The scripts asked for by the time the document has run its deferred scripts: the main
  // bundle asks for any route chunk missing from the HTML as it starts, before then; lazily
  // loaded code comes once the page has rendered.
  const startup = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < navigation.domContentLoadedEventStart && /\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(startup.length).toBeGreaterThan(2);
  expect(startup.filter((url) => !listed.includes(url))).toEqual([]);
  expect(new Set(fetched).size).toBe(fetched.length);
});
