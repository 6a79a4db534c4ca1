import type {Locator, Page, Request, Route} from '@playwright/test';

import {expect, gotoHydrated, test} from './support/test';
import {expectAnswered} from './support/search';

/**
 * The navbar search: the DocSearch modal answered by the site's own index
 * (packages/search). DocSearch 3.9 behaviours checked here are read from
 * node_modules/@docsearch/react/dist/esm/index.js.
 */

const DOC_PAGE = '/getting-started/quick-start';
const INDEX_PATH = '/search-index.json';
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__agenta-docs';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__agenta-docs';

const searchButton = (page: Page) => page.locator('.DocSearch-Button');
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

/** One titled group of the dropdown: a lvl0 section, "Recent" or "Favorite". */
const hitGroup = (page: Page, title: string): Locator =>
  page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source').getByText(title, {exact: true})});

const isIndexRequest = (request: Request) => new URL(request.url()).pathname === INDEX_PATH;

async function openSearch(page: Page): Promise<void> {
  await searchButton(page).click();
  await expect(searchInput(page)).toBeFocused();
}

async function search(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  await expectAnswered(page, query);
}

/** The title of the page a hit leads to: its own title, or for a deeper hit its path. */
async function pageTitleOf(hit: Locator): Promise<string> {
  const path = hit.locator('.DocSearch-Hit-path');
  const title = (await path.count()) > 0 ? path : hit.locator('.DocSearch-Hit-title');
  return (await title.textContent()) ?? '';
}

/** A record as DocSearch stores it in recent or favorite searches (highlights stripped). */
function storedHit(n: number, url = '/concepts/architecture') {
  return {
    objectID: `stored-${n}`,
    url,
    type: 'lvl1',
    hierarchy: {
      lvl0: 'Stored',
      lvl1: `Stored search ${n}`,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
  };
}

async function seedStorage(page: Page, entries: Record<string, unknown>): Promise<void> {
  await page.addInitScript((values) => {
    // Only once: a later navigation must not undo what the test did.
    if (sessionStorage.getItem('search-test-seeded')) return;
    sessionStorage.setItem('search-test-seeded', '1');
    for (const [key, value] of Object.entries(values)) {
      localStorage.setItem(key, JSON.stringify(value));
    }
  }, entries);
}

/**
 * Waits until a client-side navigation to `href` has rendered its page, not
 * only changed the URL. Until then Docusaurus shows the old page; when the new
 * one renders, it resets focus to the top of the page (for a path without a
 * hash), taking it from the search button the closed modal gave it to, or
 * from a modal opened in the meantime.
 */
async function expectArrived(page: Page, href: string): Promise<void> {
  await expect(page).toHaveURL(href);
  const {hash} = new URL(href, 'http://site.invalid');
  if (hash) {
    await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
  } else {
    await expect(searchButton(page)).not.toBeFocused();
  }
}

/**
 * From the docs page, searches for `query` and clicks the first hit, with
 * `beforeClick` run first; returns where the hit leads, once the address is there.
 */
async function chooseFirstHit(page: Page, query: string, beforeClick?: () => Promise<void>): Promise<{href: string; title: string}> {
  await gotoHydrated(page, DOC_PAGE);
  await openSearch(page);
  await search(page, query);
  const first = hits(page).first();
  const href = (await first.locator('a').getAttribute('href'))!;
  const title = await pageTitleOf(first);
  await beforeClick?.();
  await first.locator('a').click();
  await expect(modal(page)).toHaveCount(0);
  await expect(page).toHaveURL(href);
  return {href, title};
}

type StoredHit = {objectID: string; url: string};
const readStored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as StoredHit[], key);

/** The same-document marker survives client-side navigation only. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__sameDocument: boolean}).__sameDocument = true;
  });
}
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);

test.describe('search button and lazy loading', () => {
  test('the navbar button is labelled "Search"', async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    await expect(searchButton(page)).toBeVisible();
    await expect(searchButton(page).locator('.DocSearch-Button-Placeholder')).toHaveText('Search');
    await expect(searchButton(page).locator('.DocSearch-Button-Placeholder')).toBeVisible();
  });

  // At mobile widths the search button is pinned to the navbar's right edge;
  // the icon links that sat on top of it are hidden there (src/css/custom.css).
  test('at phone width a tap on the search button opens the modal', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, DOC_PAGE);
    await expect(searchButton(page)).toBeVisible();
    await searchButton(page).click({timeout: 5_000});
    await expect(modal(page)).toBeVisible();
  });

  test('the index is fetched once, on the first hover, and not again on reopening', async ({page}) => {
    const indexRequests: Request[] = [];
    page.on('request', (request) => {
      if (isIndexRequest(request)) indexRequests.push(request);
    });
    await gotoHydrated(page, DOC_PAGE);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toHaveLength(0);

    const fetched = page.waitForRequest(isIndexRequest);
    await searchButton(page).hover();
    await fetched;

    await openSearch(page);
    await search(page, 'webhook');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await openSearch(page);
    await search(page, 'evaluation');
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toHaveLength(1);
  });

  test('focusing the button (keyboard users) also starts fetching the index', async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    await page.waitForLoadState('networkidle');
    const fetched = page.waitForRequest(isIndexRequest);
    await searchButton(page).focus();
    await fetched;
  });

  // The modal's code is its own chunk (the button is drawn by SearchBar, not
  // imported from @docsearch/react, whose one module holds both). Its CSS is
  // not checked: Docusaurus merges every stylesheet into one file.
  test('the modal code loads only when the search is first used', async ({page}) => {
    // Strings and selectors found only in the modal's code and styles.
    const modalMarkers = ['Believe this query should return results?', 'No recent searches'];
    const loaded: Promise<{url: string; body: string}>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script') {
        const url = response.url();
        loaded.push(
          response.text().then(
            (body) => ({url, body}),
            () => ({url, body: ''}),
          ),
        );
      }
    });
    const withModalCode = async () => (await Promise.all(loaded)).filter(({body}) => modalMarkers.some((marker) => body.includes(marker))).map(({url}) => url);
    await gotoHydrated(page, DOC_PAGE);
    await page.waitForLoadState('networkidle');
    expect(await withModalCode(), 'modal code loaded before any interaction').toEqual([]);

    await openSearch(page);
    await expect.poll(async () => (await withModalCode()).length).toBeGreaterThan(0);
  });
});

test.describe('opening the modal', () => {
  test.beforeEach(async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
  });

  test('opens from a click on the button', async ({page}) => {
    await searchButton(page).click();
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
  });

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`opens with ${shortcut} when no text field has focus`, async ({page}) => {
      await page.locator('article h1').click();
      await page.keyboard.press(shortcut);
      await expect(modal(page)).toBeVisible();
      await expect(searchInput(page)).toBeFocused();
      // The "/" (or "k") itself does not become the query.
      await expect(searchInput(page)).toHaveValue('');
    });
  }
});

test('"/" typed in a text field goes into the field and does not open the modal', async ({page}) => {
  // Counts every time the modal is put into the page.
  await page.addInitScript(() => {
    const counter = window as unknown as {modalOpenings: number};
    counter.modalOpenings = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof Element && (node.matches('.DocSearch-Modal') || node.querySelector('.DocSearch-Modal'))) {
            counter.modalOpenings += 1;
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await gotoHydrated(page, '/search');
  // Load the modal first, so that if "/" did open it, it would open at once.
  const loaded = page.waitForResponse((response) => isIndexRequest(response.request()));
  await searchButton(page).hover();
  await loaded;
  const field = page.getByLabel('Search the documentation', {exact: true});
  await field.click();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');

  // Then "/" outside a field opens it. Keys are handled in the order they are pressed, so once
  // this opening is seen, any opening the first "/" caused would have been seen before it.
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {modalOpenings: number}).modalOpenings)).toBe(1);
});

test.describe('closing the modal', () => {
  test('closes on Escape and gives focus back to the button', async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('closes on a click outside the modal', async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    await openSearch(page);
    // The backdrop is the container itself, around the centred modal.
    await page.locator('.DocSearch-Container').click({position: {x: 5, y: 5}});
    await expect(modal(page)).toHaveCount(0);
  });

  test('a click inside the modal keeps it open', async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    await openSearch(page);
    await page.locator('.DocSearch-Footer').click();
    await expect(modal(page)).toBeVisible();
  });

  test('closes on Cancel at phone width', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, DOC_PAGE);
    // Not by tapping the button: see the navbar icon links bug above.
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    const cancel = page.locator('.DocSearch-Cancel');
    await expect(cancel).toBeVisible();
    await cancel.click();
    await expect(modal(page)).toHaveCount(0);
  });

  test('the Cancel button is hidden at desktop width', async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    await openSearch(page);
    await expect(page.locator('.DocSearch-Cancel')).toBeHidden();
  });
});

test.describe('the search input', () => {
  test.beforeEach(async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
  });

  test('has the placeholder "Search docs" and takes at most 64 characters', async ({page}) => {
    await openSearch(page);
    const input = searchInput(page);
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await expect(input).toHaveAttribute('maxlength', '64');
    const typed = 'evaluation '.repeat(8).slice(0, 80);
    await input.pressSequentially(typed);
    await expect(input).toHaveValue(typed.slice(0, 64));
  });

  test('starts with the selected page text, cut to 64 characters', async ({page}) => {
    const selected = await page.evaluate(() => {
      const paragraph = Array.from(document.querySelectorAll('article p')).find((p) => (p.textContent ?? '').trim().length > 80);
      if (!paragraph) throw new Error('no long paragraph on the page');
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    expect(selected.length).toBeGreaterThan(64);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toHaveValue(selected.slice(0, 64));
  });

  test('with nothing typed, no search runs: the start screen says "No recent searches"', async ({page}) => {
    await openSearch(page);
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
    await expect(hits(page)).toHaveCount(0);
    await expect(page.locator('.DocSearch-HitsFooter')).toHaveCount(0);
  });
});

test.describe('results', () => {
  test.beforeEach(async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    await openSearch(page);
  });

  test('are grouped by section, at most 5 per section', async ({page}) => {
    for (const query of ['webhook', 'evaluation']) {
      await search(page, query);
      const groups = await page.locator('.DocSearch-Hits').evaluateAll((sections) =>
        sections.map((section) => ({
          title: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
          count: section.querySelectorAll('.DocSearch-Hit').length,
        })),
      );
      expect(groups.length, query).toBeGreaterThan(1);
      const titles = groups.map((g) => g.title);
      expect(titles.every(Boolean), query).toBe(true);
      expect(new Set(titles).size, `each section once for "${query}"`).toBe(titles.length);
      for (const group of groups) {
        expect(group.count, `${query}: ${group.title}`).toBeLessThanOrEqual(5);
      }
      if (query === 'evaluation') {
        // "evaluation" matches far more than 5 records of the Evaluation section: the cap applies.
        expect(groups.find((g) => g.title === 'Evaluation')?.count).toBe(5);
      }
    }
  });

  test('a heading or content hit is shown under its page', async ({page}) => {
    await search(page, 'webhook');
    const child = page.locator('.DocSearch-Hit--Child').first();
    await expect(child).toBeVisible();
    await expect(child.locator('.DocSearch-Hit-Tree')).toBeVisible();
    const rows = await hits(page).evaluateAll((items) =>
      items.map((item) => ({
        child: item.classList.contains('DocSearch-Hit--Child'),
        href: item.querySelector('a')?.getAttribute('href') ?? '',
        title: item.querySelector('.DocSearch-Hit-title')?.textContent ?? '',
        path: item.querySelector('.DocSearch-Hit-path')?.textContent ?? null,
      })),
    );
    expect(rows[0].child).toBe(false);
    let parent = rows[0];
    for (const row of rows) {
      if (!row.child) {
        parent = row;
        continue;
      }
      // Same page as the hit above it, and its path names that page.
      expect(row.href.split('#')[0]).toBe(parent.href.split('#')[0]);
      expect(row.path).toBe(parent.title);
    }
  });

  test('the footer shows key hints and links to all results on /search', async ({page}) => {
    const footer = page.locator('.DocSearch-Footer');
    for (const hint of ['to select', 'to navigate', 'to close']) {
      await expect(footer.getByText(hint, {exact: true})).toBeVisible();
    }
    // The "Search by Algolia" logo is shown only when Algolia answers.
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();

    await search(page, 'webhook');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toHaveText(/^See all \d+ results$/);
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThanOrEqual(await hits(page).count());
    await expect(seeAll).toHaveAttribute('href', '/search?q=webhook');
    await seeAll.click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL('/search?q=webhook');
    // The page reports the same number of hits.
    await expect(page.locator('main').getByText(new RegExp(`^${count} results`))).toBeVisible();
  });

  test('snippets are about 10 words at desktop width', async ({page}) => {
    await search(page, 'OpenTelemetry');
    const texts = await page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').evaluateAll((spans) => spans.map((span) => span.textContent ?? ''));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(wordCount(text), text).toBeLessThanOrEqual(10);
    // Long paragraphs were cut, to more than the phone length.
    expect(texts.some((text) => text.includes('…') && wordCount(text) > 5)).toBe(true);
  });
});

test('snippets are about 5 words at phone width', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await gotoHydrated(page, DOC_PAGE);
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await search(page, 'OpenTelemetry');
  const texts = await page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').evaluateAll((spans) => spans.map((span) => span.textContent ?? ''));
  expect(texts.some((text) => text.includes('…'))).toBe(true);
  for (const text of texts) expect(wordCount(text), text).toBeLessThanOrEqual(5);
});

/** Words as the snippet builder counts them: runs of letters and digits. */
function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

test.describe('choosing a hit', () => {
  test.beforeEach(async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    await markDocument(page);
    await openSearch(page);
    await search(page, 'webhook');
  });

  test('a click navigates to the hit, client-side, and closes the modal', async ({page}) => {
    const first = hits(page).first();
    const href = (await first.locator('a').getAttribute('href'))!;
    const title = await pageTitleOf(first);
    await first.locator('a').click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('ArrowDown then Enter navigates to the second hit', async ({page}) => {
    await page.keyboard.press('ArrowDown');
    const second = hits(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const href = (await second.locator('a').getAttribute('href'))!;
    const title = await pageTitleOf(second);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    expect(await isSameDocument(page)).toBe(true);
  });

  for (const {keys, opens} of [
    {keys: 'Control+Enter', opens: 'a new tab'},
    {keys: 'Meta+Enter', opens: 'a new tab'},
    {keys: 'Shift+Enter', opens: 'a new window'},
  ]) {
    test(`${keys} opens the hit in ${opens} and leaves this page as it is`, async ({page, baseURL}) => {
      const href = (await hits(page).first().locator('a').getAttribute('href'))!;
      const title = await pageTitleOf(hits(page).first());
      const opened = page.context().waitForEvent('page');
      await page.keyboard.press(keys);
      const newPage = await opened;
      await newPage.waitForURL(new URL(href, baseURL).href);
      await expect(newPage.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page).toHaveURL(DOC_PAGE);
      await newPage.close();
    });
  }
});

test('opened while the next page loads, the modal keeps the focus in its input once that page is drawn', async ({page}) => {
  // The chosen page's code is held back until the modal is open again, so the
  // address changes first and the page is drawn only once the modal has the focus.
  let releaseCode!: () => void;
  const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
  const {href, title} = await chooseFirstHit(page, 'webhook', async () => {
    await page.route('**/assets/js/*.js', async (route) => {
      await codeReleased;
      await route.continue();
    });
  });
  // Docusaurus moves the focus only on arriving at a page's top, not at a heading.
  expect(href).not.toContain('#');

  await openSearch(page);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(title);
  releaseCode();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.type('trace');
  await expect(searchInput(page)).toHaveValue('trace');
});

test.describe('recent and favorite searches', () => {
  test('a chosen hit is listed under "Recent" when the modal reopens', async ({page}) => {
    const {href, title} = await chooseFirstHit(page, 'webhook');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);

    await openSearch(page);
    const recent = hitGroup(page, 'Recent');
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(recent.locator('.DocSearch-Hit-title')).toHaveText(title);
    const stored = await readStored(page, RECENT_KEY);
    // A deeper hit is remembered as its page.
    expect(stored.map((hit) => hit.url)).toEqual([href.split('#')[0]]);
  });

  test('recent searches keep the last 7 hits chosen', async ({page}) => {
    test.slow();
    await gotoHydrated(page, DOC_PAGE);
    const queries = ['webhook', 'human evaluation', 'architecture', 'postgres', 'langchain', 'custom template', 'tracing', 'test sets'];
    const chosen: string[] = [];
    for (const query of queries) {
      await page.keyboard.press('Control+k');
      await expect(searchInput(page)).toBeFocused();
      await search(page, query);
      const href = (await hits(page).first().locator('a').getAttribute('href'))!;
      chosen.push(href);
      await page.keyboard.press('Enter');
      await expect(modal(page)).toHaveCount(0);
      await expectArrived(page, href);
    }
    const pages = new Set(chosen.map((href) => href.split('#')[0]));
    expect(pages.size, 'eight different pages').toBe(8);

    await openSearch(page);
    await expect(hitGroup(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(7);
    const stored = await readStored(page, RECENT_KEY);
    // Newest first; the first page chosen fell off.
    expect(stored.map((hit) => hit.url)).toEqual(chosen.slice(1).reverse());
  });

  test('at most 7 recent searches are shown when there are no favorites', async ({page}) => {
    await seedStorage(page, {[RECENT_KEY]: Array.from({length: 10}, (_, i) => storedHit(i))});
    await gotoHydrated(page, DOC_PAGE);
    await openSearch(page);
    const titles = hitGroup(page, 'Recent').locator('.DocSearch-Hit-title');
    await expect(titles).toHaveText(Array.from({length: 7}, (_, i) => `Stored search ${i}`));
    await expect(hitGroup(page, 'Favorite')).toHaveCount(0);
  });

  test('at most 4 recent searches are shown beside favorites', async ({page}) => {
    await seedStorage(page, {
      [RECENT_KEY]: Array.from({length: 10}, (_, i) => storedHit(i)),
      [FAVORITE_KEY]: [storedHit(100)],
    });
    await gotoHydrated(page, DOC_PAGE);
    await openSearch(page);
    await expect(hitGroup(page, 'Recent').locator('.DocSearch-Hit-title')).toHaveText(Array.from({length: 4}, (_, i) => `Stored search ${i}`));
    await expect(hitGroup(page, 'Favorite').locator('.DocSearch-Hit-title')).toHaveText(['Stored search 100']);
  });

  test('saving a recent search moves it to favorites, which keep at most 10', async ({page}) => {
    const favorites = Array.from({length: 10}, (_, i) => storedHit(100 + i));
    await seedStorage(page, {[RECENT_KEY]: [storedHit(1)], [FAVORITE_KEY]: favorites});
    await gotoHydrated(page, DOC_PAGE);
    await openSearch(page);
    const recent = hitGroup(page, 'Recent');
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await recent.locator('.DocSearch-Hit').hover();
    await recent.getByTitle('Save this search').click();

    await expect(hitGroup(page, 'Recent')).toHaveCount(0);
    const favoriteTitles = hitGroup(page, 'Favorite').locator('.DocSearch-Hit-title');
    await expect(favoriteTitles).toHaveCount(10);
    await expect(favoriteTitles.first()).toHaveText('Stored search 1');
    await expect(favoriteTitles.last()).toHaveText('Stored search 108');
    expect((await readStored(page, FAVORITE_KEY)).map((hit) => hit.objectID)).toEqual(['stored-1', ...favorites.slice(0, 9).map((hit) => hit.objectID)]);
    expect(await readStored(page, RECENT_KEY)).toEqual([]);
  });

  test('choosing a favorite navigates to it without adding it to recent searches', async ({page}) => {
    const favorite = {
      ...storedHit(1, '/concepts/architecture'),
      hierarchy: {...storedHit(1).hierarchy, lvl0: 'Concepts', lvl1: 'Architecture'},
    };
    await seedStorage(page, {[FAVORITE_KEY]: [favorite]});
    await gotoHydrated(page, DOC_PAGE);
    await openSearch(page);
    await hitGroup(page, 'Favorite').locator('.DocSearch-Hit a').click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL('/concepts/architecture');
    await expect(page.getByRole('heading', {level: 1, name: 'Architecture'})).toBeVisible();
    expect(await readStored(page, RECENT_KEY)).toEqual([]);
    await openSearch(page);
    await expect(hitGroup(page, 'Favorite').locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(hitGroup(page, 'Recent')).toHaveCount(0);
  });
});

test.describe('no results', () => {
  test.beforeEach(async ({page}) => {
    await gotoHydrated(page, DOC_PAGE);
    await openSearch(page);
  });

  test('says so, offers a safe "Let us know" link and no suggestions before any results', async ({page}) => {
    const query = 'zzqxw yyvvk';
    await search(page, query);
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen.locator('.DocSearch-Title')).toHaveText(`No results for "${query}"`);
    await expect(screen.locator('.DocSearch-NoResults-Prefill-List')).toHaveCount(0);
    await expect(screen).toContainText('Believe this query should return results? Let us know.');
    const link = screen.getByRole('link', {name: 'Let us know.'});
    const href = (await link.getAttribute('href'))!;
    expect(href.startsWith('https://github.com/Agenta-AI/agenta/issues/new')).toBe(true);
    expect(href).toContain(encodeURIComponent(query));
    // A new tab must not get a handle on this page.
    const target = await link.getAttribute('target');
    if (target === '_blank') await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  });

  test('after a query with results, suggests up to 3 sections to search for', async ({page}) => {
    await search(page, 'webhook');
    const sections = await page.locator('.DocSearch-Hit-source').allTextContents();
    await search(page, 'zzqxw');
    const suggestions = page.locator('.DocSearch-NoResults-Prefill-List');
    await expect(suggestions.locator('.DocSearch-Help')).toHaveText('Try searching for:');
    const buttons = suggestions.locator('button.DocSearch-Prefill');
    const names = await buttons.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(3);
    expect(sections).toEqual(expect.arrayContaining(names));

    // A suggestion becomes the query.
    await buttons.first().click();
    await expect(searchInput(page)).toHaveValue(`${names[0].toLowerCase()} `);
    await expect(hits(page).first()).toBeVisible();
  });
});

test('while the index loads slowly, the modal shows its stalled state, then the results', async ({page}) => {
  await page.route(`**${INDEX_PATH}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await gotoHydrated(page, DOC_PAGE);
  await openSearch(page);
  await searchInput(page).fill('webhook');
  const container = page.locator('.DocSearch-Container');
  await expect(container).toHaveClass(/DocSearch-Container--Stalled/);
  await expect(hits(page).first()).toBeVisible();
  await expect(container).not.toHaveClass(/DocSearch-Container--Stalled/);
});

test.describe('a failed index load', () => {
  const failures = [
    {kind: 'a network failure', fail: (route: Route) => route.abort('failed')},
    {
      kind: 'an HTTP 500',
      fail: (route: Route) => route.fulfill({status: 500, body: 'unavailable'}),
    },
  ];

  for (const {kind, fail} of failures) {
    test(`after ${kind}, shows the error screen, and the next query retries`, async ({page, allowConsoleErrors}) => {
      allowConsoleErrors(/Failed to load resource/);
      await page.route(`**${INDEX_PATH}`, fail);
      await gotoHydrated(page, DOC_PAGE);
      await openSearch(page);
      await searchInput(page).fill('webhook');
      // DocSearch shows it only for errors named RetryError (engine/local-client.ts).
      const errorScreen = page.locator('.DocSearch-ErrorScreen');
      await expect(errorScreen).toContainText('Unable to fetch results');
      await expect(errorScreen).toContainText('You might want to check your network connection.');
      const container = page.locator('.DocSearch-Container');
      await expect(container).toHaveClass(/DocSearch-Container--Errored/);
      await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
      await expect(hits(page)).toHaveCount(0);

      await page.unroute(`**${INDEX_PATH}`);
      const retried = page.waitForResponse((response) => isIndexRequest(response.request()) && response.ok());
      await searchInput(page).press('s');
      await retried;
      await expectAnswered(page, 'webhooks');
      await expect(hits(page).first()).toBeVisible();
      await expect(errorScreen).toHaveCount(0);
    });
  }
});

for (const blocked of ['Storage methods', 'window.localStorage itself'] as const) {
  test(`with ${blocked} throwing, search still finds and opens hits`, async ({page, allowConsoleErrors}) => {
    if (blocked === 'Storage methods') {
      // Docusaurus core (announcement bar, docs version) logs these when only
      // the methods throw; the search itself must add no error.
      allowConsoleErrors(/^Docusaurus storage error/);
    }
    await page.addInitScript((throwOnAccess) => {
      const fail = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Storage.prototype[method] = fail;
      }
      if (throwOnAccess) {
        Object.defineProperty(window, 'localStorage', {configurable: true, get: fail});
      }
    }, blocked === 'window.localStorage itself');
    await gotoHydrated(page, DOC_PAGE);
    await openSearch(page);
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
    await search(page, 'webhook');
    const first = hits(page).first();
    const href = (await first.locator('a').getAttribute('href'))!;
    const title = await pageTitleOf(first);
    await first.locator('a').click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    // Nothing could be remembered, and (checked by the fixture) nothing else logged an error.
    await openSearch(page);
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
  });
}

test('queries are answered locally, from changelog and docs alike', async ({page, baseURL}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoHydrated(page, DOC_PAGE);
  await openSearch(page);
  // The contextual filters (language:en, docusaurus_tag:default or
  // docs-default-current) let both the changelog posts and the docs through.
  await search(page, 'OpenTelemetry release');
  const rows = await hits(page).evaluateAll((items) =>
    items.map((item) => ({
      section: item.closest('.DocSearch-Hits')?.querySelector('.DocSearch-Hit-source')?.textContent,
      href: item.querySelector('a')?.getAttribute('href') ?? '',
    })),
  );
  const fromChangelog = rows.filter((row) => row.href.startsWith('/changelog/'));
  expect(fromChangelog.length).toBeGreaterThan(0);
  expect(fromChangelog.every((row) => row.section === 'Changelog')).toBe(true);
  expect(rows.length - fromChangelog.length, 'hits from the docs').toBeGreaterThan(0);
  const origin = new URL(baseURL!).origin;
  const elsewhere = requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
  expect(elsewhere).toEqual([]);
});
