import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test, waitForHydration} from './support/test';
import {expectAnswered} from './support/search';

/**
 * The docs versions (config/versions.ts): the latest release at the site's routes, 0.27 under
 * /0.27/. The dropdown, the saved preference and the banner are Docusaurus's, fed by route data
 * (src/plugins/route-data); search reads the index of the page's version (packages/search).
 */

const LATEST = '0.28';
const OLDER = '0.27';
const PREFERRED_KEY = 'docs-preferred-version-default';
// A page in both versions, and one in the latest only (an operation 0.28.0 added).
const BOTH = '/evaluation/overview';
const LATEST_ONLY = '/reference/api/list-projects';

const dropdown = (page: Page) => page.locator('nav.navbar .navbar__item.dropdown').filter({has: page.locator(`a.navbar__link`, {hasText: /^0\.2\d$/})});

async function versionLinks(page: Page): Promise<Record<string, string | null>> {
  const menu = dropdown(page);
  await menu.hover();
  const links: Record<string, string | null> = {};
  for (const label of [LATEST, OLDER]) {
    const link = menu.locator('.dropdown__menu').getByRole('link', {name: label, exact: true});
    await expect(link).toBeVisible();
    links[label] = await link.getAttribute('href');
  }
  return links;
}

test.describe('docs versions', () => {
  test("the dropdown names the page's version and links the same page in each version", async ({page}) => {
    await gotoHydrated(page, BOTH);
    await expect(dropdown(page).locator('a.navbar__link')).toHaveText(LATEST);
    expect(await versionLinks(page)).toEqual({[LATEST]: BOTH, [OLDER]: `/${OLDER}${BOTH}`});

    await gotoHydrated(page, `/${OLDER}${BOTH}`);
    await expect(dropdown(page).locator('a.navbar__link')).toHaveText(OLDER);
    expect(await versionLinks(page)).toEqual({[LATEST]: BOTH, [OLDER]: `/${OLDER}${BOTH}`});
    // The link the browser follows, not only the one the build wrote.
    await dropdown(page).locator('.dropdown__menu').getByRole('link', {name: LATEST, exact: true}).click();
    await expect(page).toHaveURL(BOTH);
  });

  test("on a page the other version lacks, the dropdown leads to that version's main page", async ({page}) => {
    await gotoHydrated(page, LATEST_ONLY);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await versionLinks(page)).toEqual({[LATEST]: LATEST_ONLY, [OLDER]: `/${OLDER}`});
    const response = await page.request.get(`/${OLDER}${LATEST_ONLY}`);
    expect(response.status(), 'the older version has no such page').toBe(404);
  });

  test('choosing a version saves it as the preferred one, per docs plugin, in local storage', async ({page}) => {
    await gotoHydrated(page, BOTH);
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_KEY)).toBeNull();
    await dropdown(page).hover();
    await dropdown(page).locator('.dropdown__menu').getByRole('link', {name: OLDER, exact: true}).click();
    await expect(page).toHaveURL(`/${OLDER}${BOTH}`);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_KEY)).toBe(OLDER);
    // The docs sit at the site's root, so every path is in a version: a page of the latest is
    // still shown as the latest, without the older version's banner.
    await gotoHydrated(page, BOTH);
    await expect(dropdown(page).locator('a.navbar__link')).toHaveText(LATEST);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_KEY)).toBe(OLDER);
  });

  test('an older version carries a banner that names the latest release and links the same page there', async ({page}) => {
    await gotoHydrated(page, `/${OLDER}${BOTH}`);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText(`You are reading the docs of ${OLDER}, an older release of Agenta.`);
    await expect(banner).toContainText(`The latest release is ${LATEST}; see the latest docs.`);
    await banner.getByRole('link', {name: 'the latest docs'}).click();
    await expect(page).toHaveURL(BOTH);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test("a path under the older version that is no page answers 404 with that version's own not-found page", async ({page, allowConsoleErrors}) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto(`/${OLDER}/no/such/page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    // Drawn with the version's navbar, as the browser draws it there: no hydration mismatch
    // (the fixture fails the test on the console error React would log).
    await expect(dropdown(page).locator('a.navbar__link')).toHaveText(OLDER);
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', `/${OLDER}`);
  });

  test("the older version's pages name their own release: API pages from its description, links within it", async ({page}) => {
    await gotoHydrated(page, `/${OLDER}/reference/api/category`);
    const first = page.locator('main .markdown a[href*="/reference/api/"]').first();
    await expect(first).toHaveAttribute('href', new RegExp(`^/${OLDER.replace('.', '\\.')}/reference/api/`));
    await gotoHydrated(page, `/${OLDER}/reference/api/list-apps`);
    await expect(page.locator('h1').first()).toBeVisible();
  });
});

test.describe('search within a version', () => {
  const docsHits = (page: Page) =>
    page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').filter((href) => !href.startsWith('/changelog')));

  test("the modal searches the page's version, from that version's own index", async ({page}) => {
    const manifests: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (/^\/search-index[^/]*\.json$/.test(pathname)) manifests.push(pathname);
    });
    await gotoHydrated(page, `/${OLDER}${BOTH}`);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('evaluation');
    await expectAnswered(page, 'evaluation');
    const older = await docsHits(page);
    expect(older.length).toBeGreaterThan(0);
    expect(
      older.filter((href) => !href.startsWith(`/${OLDER}/`)),
      'hits outside 0.27',
    ).toEqual([]);
    expect(manifests).toEqual([`/search-index-${OLDER}.json`]);
    // "See all results" keeps the version.
    const footer = page.locator('.DocSearch-HitsFooter a');
    expect(new URL((await footer.getAttribute('href'))!, 'http://site.invalid').searchParams.get('version')).toBe(OLDER);
    await page.keyboard.press('Escape');

    await gotoHydrated(page, BOTH);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('evaluation');
    await expectAnswered(page, 'evaluation');
    const latest = await docsHits(page);
    expect(latest.length).toBeGreaterThan(0);
    expect(
      latest.filter((href) => href.startsWith(`/${OLDER}/`)),
      'hits in 0.27',
    ).toEqual([]);
    expect(new URL((await page.locator('.DocSearch-HitsFooter a').getAttribute('href'))!, 'http://site.invalid').searchParams.has('version')).toBe(false);
  });

  const pageHits = (page: Page) =>
    page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').filter((href) => /^\/(?!changelog|search)/.test(href)));

  test('/search searches the latest version, the version its address names, or the one the reader picks', async ({page}) => {
    await gotoHydrated(page, '/search?q=evaluation');
    const select = page.getByLabel('Docs version');
    await expect(select).toHaveValue('current');
    await expect.poll(async () => (await pageHits(page)).length).toBeGreaterThan(0);
    expect((await pageHits(page)).filter((href) => href.startsWith(`/${OLDER}/`))).toEqual([]);

    await select.selectOption(OLDER);
    await expect(page).toHaveURL(`/search?q=evaluation&version=${OLDER}`);
    // The hits of 0.27, and only they, replace those of the latest.
    await expect
      .poll(async () => {
        const hrefs = await pageHits(page);
        return hrefs.length > 0 && hrefs.every((href) => href.startsWith(`/${OLDER}/`));
      })
      .toBe(true);

    // Opened with the version in its address, the page searches it from the start.
    await gotoHydrated(page, `/search?q=evaluation&version=${OLDER}`);
    await expect(select).toHaveValue(OLDER);
    await expect.poll(async () => (await pageHits(page)).length).toBeGreaterThan(0);
    expect((await pageHits(page)).filter((href) => !href.startsWith(`/${OLDER}/`))).toEqual([]);
  });
});
