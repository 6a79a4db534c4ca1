import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test, waitForHydration} from './support/test';

/**
 * `/search?q=`: every hit for a query, 20 per page, from the same local
 * index as the modal (src/plugins/search/theme/SearchPage).
 */

// BUG (hydration mismatch on /search?q=…): the page is prerendered once, for
// /search without a query, but SearchPage reads `q` from the location while
// hydrating, so the <h1> text differs ("Search the documentation" vs
// "Search results for …") and React logs error #418 and re-renders the page
// on the client. The test below that loads /search?q= directly without
// allowing it is marked fixme; the others allow exactly this error.
const HYDRATION_MISMATCH = /Minified React error #418/;

const hitItems = (page: Page) => page.locator('main ol > li');
const resultCount = (page: Page) => page.locator('main').getByText(/^\d+ results?( · page \d+ of \d+)?$/);
const queryField = (page: Page) => page.getByLabel('Search the documentation', {exact: true});

/** The hits of the current page, as text, to compare pages. */
const hitTexts = (page: Page) => hitItems(page).evaluateAll((items) => items.map((li) => li.textContent ?? ''));

test.describe('with a query in the address', () => {
  test.beforeEach(({allowConsoleErrors}) => {
    allowConsoleErrors(HYDRATION_MISMATCH);
  });

  test('lists the hits with links and highlighted snippets', async ({page}) => {
    await gotoHydrated(page, '/search?q=webhook');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "webhook"');
    await expect(queryField(page)).toHaveValue('webhook');
    await expect(resultCount(page)).toBeVisible();
    const total = Number((await resultCount(page).textContent())!.match(/^\d+/)![0]);
    expect(total).toBeGreaterThan(0);
    await expect(hitItems(page)).toHaveCount(Math.min(total, 20));

    const hits = await hitItems(page).evaluateAll((items) =>
      items.map((li) => ({
        href: li.querySelector('a')?.getAttribute('href') ?? null,
        linkText: li.querySelector('a')?.textContent ?? '',
        marks: li.querySelectorAll('mark').length,
        snippet: li.querySelector('p')?.innerHTML ?? null,
      })),
    );
    for (const hit of hits) {
      expect(hit.href).toMatch(/^\/[^/]/);
      expect(hit.linkText.length).toBeGreaterThan(0);
    }
    const snippets = hits.map((hit) => hit.snippet).filter((s): s is string => s !== null);
    expect(snippets.length).toBeGreaterThan(0);
    expect(snippets.some((s) => /<mark>[^<]*webhook[^<]*<\/mark>/i.test(s))).toBe(true);
    // Most hits show where the query matched.
    expect(hits.filter((hit) => hit.marks > 0).length).toBeGreaterThan(hits.length / 2);

    // A hit leads to its page.
    const first = hitItems(page).first().locator('a');
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Webhook evaluator');
  });

  test('pages through more than 20 hits', async ({page}) => {
    await gotoHydrated(page, '/search?q=evaluation');
    await expect(resultCount(page)).toHaveText(/ · page 1 of \d+$/);
    const pages = page.getByRole('navigation', {name: 'Search result pages'});
    await expect(pages.getByRole('link', {name: 'Page 1', exact: true})).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', {name: 'Page 2', exact: true})).toHaveAttribute(
      'href',
      '/search?q=evaluation&page=2',
    );
    await expect(pages.getByRole('link', {name: 'Previous page'})).toHaveCount(0);
    await expect(hitItems(page)).toHaveCount(20);
    const firstPage = await hitTexts(page);

    await pages.getByRole('link', {name: 'Next page'}).click();
    await expect(page).toHaveURL('/search?q=evaluation&page=2');
    await expect(resultCount(page)).toHaveText(/ · page 2 of \d+$/);
    await expect(pages.getByRole('link', {name: 'Page 2', exact: true})).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main ol')).toHaveAttribute('start', '21');
    await expect(hitItems(page).first()).toBeVisible();
    const secondPage = await hitTexts(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((text) => firstPage.includes(text))).toEqual([]);

    await pages.getByRole('link', {name: 'Previous page'}).click();
    await expect(page).toHaveURL('/search?q=evaluation');
    await expect.poll(() => hitTexts(page)).toEqual(firstPage);
  });

  test('says so when nothing matches', async ({page}) => {
    await gotoHydrated(page, '/search?q=zzqxwv');
    await expect(page.locator('main')).toContainText('No results for "zzqxwv".');
    await expect(hitItems(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: 'Search result pages'})).toHaveCount(0);
  });
});

// See HYDRATION_MISMATCH above.
test.fixme('loading /search?q= directly hydrates without errors', async ({page}) => {
  await gotoHydrated(page, '/search?q=webhook');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "webhook"');
  await expect(resultCount(page)).toBeVisible();
});

test('without a query, the page shows the empty form and no results', async ({page}) => {
  await gotoHydrated(page, '/search');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
  await expect(queryField(page)).toHaveValue('');
  await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeVisible();
  // Give a search that should not run the time it would take to show.
  await page.waitForLoadState('networkidle');
  await expect(hitItems(page)).toHaveCount(0);
  await expect(resultCount(page)).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('No results');
});

test('the form runs the typed query and puts it in the address', async ({page}) => {
  await gotoHydrated(page, '/search');
  await queryField(page).fill('webhook');
  await queryField(page).press('Enter');
  await expect(page).toHaveURL('/search?q=webhook');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "webhook"');
  await expect(resultCount(page)).toBeVisible();
  const webhookHits = await hitTexts(page);

  // A new query from the button replaces the old one and starts at page 1.
  await queryField(page).fill('  observability ');
  await page.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(page).toHaveURL('/search?q=observability');
  await expect(resultCount(page)).toBeVisible();
  await expect.poll(async () => (await hitTexts(page))[0]).not.toBe(webhookHits[0]);
});

test('a failed index load says so, and "Try again" retries', async ({page, allowConsoleErrors}) => {
  allowConsoleErrors(/Failed to load resource/);
  await page.route('**/search-index.json', (route) => route.fulfill({status: 500, body: 'unavailable'}));
  // Through the form, not the address: see HYDRATION_MISMATCH.
  await gotoHydrated(page, '/search');
  await queryField(page).fill('webhook');
  await queryField(page).press('Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unable to fetch results');
  await expect(alert).toContainText('You might want to check your network connection.');
  await expect(hitItems(page)).toHaveCount(0);

  await page.unroute('**/search-index.json');
  await alert.getByRole('button', {name: 'Try again'}).click();
  await expect(resultCount(page)).toBeVisible();
  await expect(hitItems(page).first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test.describe('accessibility', () => {
  const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

  const violations = async (page: Page, include?: string) => {
    const builder = new AxeBuilder({page}).withTags(WCAG_TAGS);
    if (include) builder.include(include);
    const results = await builder.analyze();
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  };

  const openResults = async (page: Page, mode: 'light' | 'dark') => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto('/search?q=webhook');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(resultCount(page)).toBeVisible();
    await expect(hitItems(page).first()).toBeVisible();
  };

  // BUG (navbar search button contrast): in light mode the button's "Search"
  // label is DocSearch's muted colour #969faf on #ebedf0, 2.27:1 (WCAG 1.4.3
  // needs 4.5:1): src/plugins/search/theme/SearchBar/styles.css sets
  // --docsearch-text-color and --docsearch-primary-color but not
  // --docsearch-muted-color. The button is on every page (a11y.spec.ts fails on it too).
  test.fixme('the results page has no violations in light mode', async ({page, allowConsoleErrors}) => {
    allowConsoleErrors(HYDRATION_MISMATCH);
    await openResults(page, 'light');
    expect(await violations(page)).toEqual([]);
  });

  test('the results (main content) have no violations in light mode', async ({page, allowConsoleErrors}) => {
    allowConsoleErrors(HYDRATION_MISMATCH);
    await openResults(page, 'light');
    expect(await violations(page, 'main')).toEqual([]);
  });

  test('the results page has no violations in dark mode', async ({page, allowConsoleErrors}) => {
    allowConsoleErrors(HYDRATION_MISMATCH);
    await openResults(page, 'dark');
    expect(await violations(page)).toEqual([]);
  });

  // BUG (modal accessibility), three violations inside .DocSearch-Container:
  // - color-contrast: hit paths (.DocSearch-Hit-path) and footer labels
  //   (.DocSearch-Label) use --docsearch-muted-color #969faf on white, 2.66:1;
  //   SearchBar/styles.css does not set that variable for the site's theme;
  // - aria-valid-attr-value: the input's aria-controls names
  //   "docsearch-hits0-list docsearch-hits1-list …", ids no element has (the
  //   lists are id="docsearch-list"), from DocSearch 3.9's markup;
  // - nested-interactive: the container (role="button", tabindex="0") and
  //   each hit (role="option") hold links and inputs, from DocSearch 3.9's markup.
  test.fixme('the open search modal with results has no violations', async ({page}) => {
    await gotoHydrated(page, '/getting-started/quick-start');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('webhook');
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute('href', '/search?q=webhook');
    expect(await violations(page, '.DocSearch-Container')).toEqual([]);
  });
});
