import {SEARCH_FIXTURE_PORT} from '../../playwright.config';
import {ALGOLIA_FIXTURE} from '../fixtures/search-site/algolia-fixture';
import {startAlgoliaMock, type AlgoliaMock} from '@agenta-docs/search/testing';
import {expect, gotoHydrated, test} from './support/test';

/**
 * The search fixture is built with Algolia configured: the same modal must
 * query Algolia through the official client, trying a dead host first and
 * failing over to the live one (the stand-in started here on loopback).
 */
const site = `http://localhost:${SEARCH_FIXTURE_PORT}`;
let mock: AlgoliaMock;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  mock = await startAlgoliaMock(Number(new URL(ALGOLIA_FIXTURE.liveHost).port));
  const index = new Map<string, {objectID: string; [key: string]: unknown}>();
  for (const [i, title] of ['Quasar gateway', 'Quasar relay'].entries()) {
    index.set(`q${i}`, {
      objectID: `q${i}`,
      url: i === 0 ? '/' : '/#beta-section',
      type: i === 0 ? 'lvl1' : 'lvl2',
      hierarchy: {lvl0: 'Docs', lvl1: title, lvl2: i === 0 ? null : 'Beta section', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: null,
    });
  }
  mock.indexes.set(ALGOLIA_FIXTURE.indexName, index);
});

test.afterAll(() => mock.close());

test.beforeEach(() => {
  mock.requests.length = 0;
});

test('its Content-Security-Policy lets requests reach exactly its two search hosts', async ({page}) => {
  const response = await page.goto(site);
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy.split('; ').find((directive) => directive.startsWith('connect-src '))).toBe(
    `connect-src 'self' ${ALGOLIA_FIXTURE.deadHost} ${ALGOLIA_FIXTURE.liveHost}`,
  );
});

test('adds a preconnect hint for the first search host and never loads the local index', async ({page, allowConsoleErrors}) => {
  allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  const localIndexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/search-index.json')) localIndexRequests.push(request.url());
  });
  await gotoHydrated(page, site);
  await expect(page.locator(`link[rel="preconnect"][href="${ALGOLIA_FIXTURE.deadHost}"]`)).toHaveCount(1);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('quasar');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(localIndexRequests).toEqual([]);
});

test('queries Algolia with credentials as query parameters, failing over from a dead host', async ({page, allowConsoleErrors}) => {
  // The dead host refuses the connection; Chromium logs the failed request.
  allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  const hostsTried: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/1/indexes/')) hostsTried.push(new URL(request.url()).origin);
  });
  await gotoHydrated(page, site);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('quasar');
  await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Docs']);
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(2);

  expect(hostsTried[0], JSON.stringify(hostsTried)).toBe(ALGOLIA_FIXTURE.deadHost);
  expect(hostsTried).toContain(ALGOLIA_FIXTURE.liveHost);
  const search = mock.requests.find((r) => r.path === '/1/indexes/*/queries');
  expect(search, 'the stand-in received the search').toBeTruthy();
  expect(search!.query.get('x-algolia-application-id')).toBe(ALGOLIA_FIXTURE.appId);
  expect(search!.query.get('x-algolia-api-key')).toBe(ALGOLIA_FIXTURE.apiKey);
  expect(search!.headers['x-algolia-api-key']).toBeUndefined();
  const [request] = (search!.body as {requests: Record<string, unknown>[]}).requests;
  expect(request).toMatchObject({indexName: ALGOLIA_FIXTURE.indexName, query: 'quasar', hitsPerPage: 20});
  expect(request.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);

  // The failed host is held back: the next query goes straight to the live one.
  hostsTried.length = 0;
  await page.locator('.DocSearch-Input').fill('quasar relay');
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
  expect(hostsTried.length).toBeGreaterThan(0);
  expect(hostsTried, JSON.stringify(hostsTried)).toEqual(hostsTried.map(() => ALGOLIA_FIXTURE.liveHost));
});

test('shows the error screen when every Algolia host fails', async ({page, allowConsoleErrors}) => {
  allowConsoleErrors(/ERR_CONNECTION_REFUSED|ERR_FAILED|Failed to load resource/);
  await page.route(`${ALGOLIA_FIXTURE.liveHost}/**`, (route) => route.abort());
  await gotoHydrated(page, site);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('quasar');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
});

test('the /search page answers from Algolia too', async ({page, allowConsoleErrors}) => {
  allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  await gotoHydrated(page, `${site}/search?q=quasar`);
  await expect(page.getByText('2 results')).toBeVisible();
  await expect(page.locator('main ol li')).toHaveCount(2);
  expect(mock.requests.some((r) => r.path === '/1/indexes/*/queries')).toBe(true);
});
