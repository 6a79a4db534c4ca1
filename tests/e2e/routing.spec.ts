import {releaseAnchor} from '../../src/plugins/changelog-release-notes/release';
import {FULL_RELEASES} from '../../src/plugins/changelog-release-notes';
import {factsReleases} from '../support/changelog';
import {expect, gotoHydrated, test} from './support/test';

test('an unknown URL shows the not-found page with status 404', async ({page, allowConsoleErrors}) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
});

test('"/" is the introduction page', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('.theme-doc-markdown h1, article h1').first()).toBeVisible();
  await expect(page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]')).toHaveAttribute('href', '/');
});

for (const [from, to] of [
  ['/index.html', '/'],
  ['/getting-started/quick-start.html', '/getting-started/quick-start'],
  ['/getting-started/quick-start/index.html', '/getting-started/quick-start'],
  ['/changelog/main.html?ref=mail', '/changelog/main?ref=mail'],
]) {
  test(`the server sends ${from} to ${to}`, async ({page}) => {
    const response = await page.goto(from);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
  });
}

test('client-side navigation to a .html or index.html URL renders the clean page', async ({page}) => {
  for (const [url, cleanPath] of [
    ['/getting-started/quick-start.html', '/getting-started/quick-start'],
    ['/changelog/main/index.html', '/changelog/main'],
  ] as const) {
    await gotoHydrated(page, cleanPath);
    const title = await page.locator('h1').first().innerText();
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      (window as unknown as {notReloaded: boolean}).notReloaded = true;
    });
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await expect(page.locator('h1').first()).toHaveText(title);
    expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
  }
});

test('a URL with a hash scrolls to its target', async ({page}) => {
  // The last release the page shows in full: far down the page.
  const anchor = releaseAnchor(factsReleases()[FULL_RELEASES - 1]!.version);
  await gotoHydrated(page, `/changelog/main#${anchor}`);
  const target = page.locator(`[id="${anchor}"]`);
  await expect(target).toBeInViewport();
  const top = await target.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeLessThan(200);
});

test('a page names its Markdown twin in its head, and the next page its own after a client navigation', async ({page}) => {
  const twinLinks = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await gotoHydrated(page, '/concepts/architecture');
  await expect(twinLinks).toHaveCount(1);
  await expect(twinLinks).toHaveAttribute('href', '/concepts/architecture.md');
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/concepts/concepts"]').first().click();
  await expect(page).toHaveURL(/\/concepts\/concepts$/);
  await expect(twinLinks).toHaveCount(1);
  await expect(twinLinks).toHaveAttribute('href', '/concepts/concepts.md');
});

test('the not-found page, drawn in the browser for a mistyped path, names no Markdown twin', async ({page, allowConsoleErrors}) => {
  allowConsoleErrors(/status of 404/);
  const twinLinks = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await gotoHydrated(page, '/no/such/page');
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(twinLinks).toHaveCount(0);
  // Leaving it for a page, in the browser, brings that page's link back.
  await page.locator('a.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(twinLinks).toHaveAttribute('href', '/index.md');
});
