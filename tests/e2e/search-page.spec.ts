import type {Page} from '@playwright/test';

import {HANDOVER_GRACE_MS} from '@agenta-docs/search';
import {axeScan} from './support/axe';
import {reactCommits, recordReactCommits} from './support/react-commits';
import {expect, gotoHydrated, test, waitForHydration} from './support/test';

/**
 * `/search?q=`: every hit for a query, 20 per page, from the same local
 * index as the modal (packages/search/src/theme/SearchPage).
 */

const hitItems = (page: Page) => page.locator('main ol > li');
const resultCount = (page: Page) => page.locator('main').getByText(/^\d+ results? for ".*"( · page \d+ of \d+)?$/);
const queryField = (page: Page) => page.getByLabel('Search the documentation', {exact: true});

/** The hits of the current page, as text, to compare pages. */
const hitTexts = (page: Page) => hitItems(page).evaluateAll((items) => items.map((li) => li.textContent ?? ''));

test.describe('with a query in the address', () => {
  test('lists the hits with links and highlighted snippets', async ({page}) => {
    await gotoHydrated(page, '/search?q=webhook');
    await expect(page).toHaveTitle(/^Search results for "webhook"/);
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
    // Body-text hits show a snippet around the words that matched.
    const snippets = hits.map((hit) => hit.snippet).filter((s): s is string => s !== null);
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) expect(snippet).toMatch(/<mark>[^<]+<\/mark>/);
    expect(snippets.some((s) => /<mark>[^<]*webhook[^<]*<\/mark>/i.test(s))).toBe(true);
    // Most hits show where the query matched.
    expect(hits.filter((hit) => hit.marks > 0).length).toBeGreaterThan(hits.length / 2);

    // A hit leads to its page.
    const first = hitItems(page).first().locator('a');
    const href = (await first.getAttribute('href'))!;
    // The trail reads section › page › headings.
    const pageTitle = (await first.textContent())!.split(' › ')[1];
    await first.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle);
  });

  test('pages through more than 20 hits', async ({page}) => {
    await gotoHydrated(page, '/search?q=evaluation');
    await expect(resultCount(page)).toHaveText(/ · page 1 of \d+$/);
    const pages = page.getByRole('navigation', {name: 'Search result pages'});
    const pageLink = (n: number) => pages.getByRole('link', {name: `Page ${n}`, exact: true});
    await expect(pageLink(1)).toHaveAttribute('aria-current', 'page');
    await expect(pageLink(2)).toHaveAttribute('href', '/search?q=evaluation&page=2');
    await expect(pages.getByRole('link', {name: 'Previous page'})).toHaveCount(0);
    await expect(hitItems(page)).toHaveCount(20);
    const firstPage = await hitTexts(page);

    await pages.getByRole('link', {name: 'Next page'}).click();
    await expect(page).toHaveURL('/search?q=evaluation&page=2');
    await expect(resultCount(page)).toHaveText(/ · page 2 of \d+$/);
    await expect(pageLink(2)).toHaveAttribute('aria-current', 'page');
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

test("the hits load their page's code when pointed at, not when on screen, and open in the page", async ({page}) => {
  // What the page's links ask of Docusaurus: `prefetch` when a link comes on screen, `preload` on intent.
  await page.addInitScript(() => {
    const calls = {prefetch: [] as string[], preload: [] as string[]};
    (window as unknown as {routeCalls: typeof calls}).routeCalls = calls;
    let value: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => value,
      set(next: {prefetch: (path: string) => unknown; preload: (path: string) => unknown}) {
        value = {
          prefetch: (path: string) => (calls.prefetch.push(path), next.prefetch(path)),
          preload: (path: string) => (calls.preload.push(path), next.preload(path)),
        };
      },
    });
  });
  const calls = () => page.evaluate(() => (window as unknown as {routeCalls: {prefetch: string[]; preload: string[]}}).routeCalls);
  await gotoHydrated(page, '/search?q=evaluation');
  await expect(hitItems(page)).toHaveCount(20);
  const hrefs = await hitItems(page).evaluateAll((items) => items.map((li) => li.querySelector('a')!.getAttribute('href')!));
  // Paths another link on the page (navbar, footer) also leads to are that link's to prefetch.
  const elsewhere = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'), (a) => (a.closest('main ol') ? '' : a.getAttribute('href')!.split('#')[0]!)),
  );
  const hitPaths = hrefs.map((href) => href.split('#')[0]!).filter((path) => !elsewhere.includes(path));
  expect(hitPaths.length).toBeGreaterThan(10);
  // With every hit and the pager scrolled past, the pager's links (Docusaurus links) have been
  // asked for: by then the hits would have been too.
  for (const item of await hitItems(page).all()) await item.scrollIntoViewIfNeeded();
  await page.getByRole('navigation', {name: 'Search result pages'}).getByRole('link', {name: 'Page 2', exact: true}).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await calls()).prefetch.some((path) => path.includes('page=2'))).toBe(true);
  expect((await calls()).prefetch.filter((path) => hitPaths.includes(path.split('#')[0]!))).toEqual([]);
  // Pointing at a hit that names a section asks for its page's code, by its path alone (routes
  // match paths, not sections).
  const sectionHit = hrefs.findIndex((href) => href.includes('#'));
  expect(sectionHit).toBeGreaterThanOrEqual(0);
  const hitLink = hitItems(page).nth(sectionHit).locator('a');
  await hitLink.hover();
  await expect.poll(async () => (await calls()).preload).toContain(hrefs[sectionHit]!.split('#')[0]);
  await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
  await hitLink.click();
  await expect(page).toHaveURL(hrefs[sectionHit]!);
  expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
});

// Prerendered once, for /search without a query: the first client render must
// match it, or React logs error #418 (the fixture fails the test on it).
test('loading /search?q= directly hydrates without errors', async ({page}) => {
  await gotoHydrated(page, '/search?q=webhook');
  await expect(page).toHaveTitle(/^Search results for "webhook"/);
  await expect(resultCount(page)).toBeVisible();
});

test('with a query in the address, the index download starts from the HTML and is made once', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/search-index.json')) indexRequests.push(request.url());
  });
  await gotoHydrated(page, '/search?q=webhook');
  await expect(resultCount(page)).toBeVisible();
  // The head script preloads it (packages/search/src/index-preload.ts); the client's fetch takes that response.
  await expect(page.locator('head link[rel="preload"][as="fetch"]')).toHaveAttribute('href', '/search-index.json');
  expect(indexRequests).toHaveLength(1);
});

test('without a query, the page shows the empty form and no results', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/search-index.json')) indexRequests.push(request.url());
  });
  await gotoHydrated(page, '/search');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
  await expect(queryField(page)).toHaveValue('');
  await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeVisible();
  // Give a search that should not run the time it would take to show.
  await page.waitForLoadState('networkidle');
  await expect(hitItems(page)).toHaveCount(0);
  await expect(resultCount(page)).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('No results');
  // Nothing to search for, so not even the index is fetched.
  expect(indexRequests).toEqual([]);
});

test('the form runs the typed query and puts it in the address', async ({page}) => {
  await gotoHydrated(page, '/search');
  await queryField(page).fill('webhook');
  await queryField(page).press('Enter');
  await expect(page).toHaveURL('/search?q=webhook');
  await expect(page).toHaveTitle(/^Search results for "webhook"/);
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
  const violations = async (page: Page, include?: string) => {
    const builder = axeScan(page);
    if (include) builder.include(include);
    const results = await builder.analyze();
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  };

  const openResults = async (page: Page, mode: 'light' | 'dark') => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto('/search?q=webhook');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(resultCount(page)).toBeVisible();
    await expect(hitItems(page).first()).toBeVisible();
  };

  test('the results page has no violations in light mode', async ({page}) => {
    await openResults(page, 'light');
    expect(await violations(page)).toEqual([]);
  });

  test('the results (main content) have no violations in light mode', async ({page}) => {
    await openResults(page, 'light');
    expect(await violations(page, 'main')).toEqual([]);
  });

  test('the results page has no violations in dark mode', async ({page}) => {
    await openResults(page, 'dark');
    expect(await violations(page)).toEqual([]);
  });

  // Three rules are off for DocSearch 3.9's own markup: its backdrop
  // (role=button) and hits (role=option) hold links (nested-interactive), and
  // the dialog's <header> and <footer> count as a second banner and
  // contentinfo beside the page's (axe's best-practice landmark rules). Colour
  // contrast, target size and every other rule are checked, in both colour
  // modes (the list ids its input's aria-controls names are fixed by
  // src/patches/@docsearch/react/edits.mjs).
  for (const mode of ['light', 'dark'] as const) {
    test(`the open search modal with results has no violations in ${mode} mode`, async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, '/getting-started/quick-start');
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('webhook');
      await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute('href', '/search?q=webhook');
      const results = await axeScan(page)
        .include('.DocSearch-Container')
        .disableRules(['nested-interactive', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test('opened with a query, the page starts its search worker before it hydrates', async ({page}) => {
  // The search page's module starts the client when it runs, before React renders the page
  // (startClientForAddress), so the worker's script downloads while the page hydrates.
  await recordReactCommits(page);
  await page.addInitScript(() => {
    const workers: number[] = [];
    (window as unknown as {workerStarts: number[]}).workerStarts = workers;
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        workers.push(performance.now());
        super(url, options);
      }
    };
  });
  await gotoHydrated(page, '/search?q=evaluation');
  await expect(hitItems(page).first()).toBeVisible();
  const workers = await page.evaluate(() => (window as unknown as {workerStarts: number[]}).workerStarts);
  const commits = (await reactCommits(page)).filter(({event}) => event === 'commit').map(({time}) => time);
  expect(workers).toHaveLength(1);
  expect(commits.length).toBeGreaterThan(0);
  expect(workers[0]).toBeLessThan(commits[0]);
});

test.describe("first results, drawn before the page's scripts run", () => {
  /** Holds the main bundle back until the returned function is called: the page cannot hydrate meanwhile. */
  const holdMainBundle = async (page: Page) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/main.*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  };
  const firstResults = (page: Page) => page.locator('[data-search-first-results]');
  /** Counts, in the page, the workers started from now on (run it as an init script, or evaluate it). */
  const countWorkers = () => {
    const record = window as unknown as {workers: number};
    record.workers = 0;
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        record.workers += 1;
        super(url, options);
      }
    };
  };
  const workersStarted = (page: Page) => page.evaluate(() => (window as unknown as {workers: number}).workers);
  /** The index manifest's downloads, as they are asked for. */
  const recordIndexRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/search-index.json')) urls.push(request.url());
    });
    return urls;
  };
  const boxes = (page: Page, count: number) =>
    hitItems(page).evaluateAll((items, n) => items.slice(0, n).map((item) => JSON.stringify(item.getBoundingClientRect())), count);

  test('are on screen before the page hydrates, and stay in place when React draws its own page of hits', async ({page}) => {
    await page.addInitScript(() => {
      (window as unknown as {shifts: number}).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as {shifts: number}).shifts += (entry as unknown as {value: number}).value;
      }).observe({type: 'layout-shift', buffered: true});
    });
    const release = await holdMainBundle(page);
    // Not waiting for the load event, which the held main bundle holds back.
    await page.goto('/search?q=evaluation', {waitUntil: 'commit'});
    await expect(firstResults(page).locator('ol > li')).toHaveCount(10);
    await expect(firstResults(page)).toContainText(/^\d+ results for "evaluation" · page 1 of \d+/);
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    const before = await boxes(page, 10);
    const texts = await hitTexts(page);

    release();
    await waitForHydration(page);
    await expect(hitItems(page)).toHaveCount(20);
    await expect(firstResults(page)).toHaveCount(0);
    // React's page starts with the same hits, in the same places.
    expect((await hitTexts(page)).slice(0, 10)).toEqual(texts);
    expect(await boxes(page, 10)).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
    // The hits are React's now: a click navigates client-side.
    await hitItems(page).first().getByRole('link').click();
    await expect(page).not.toHaveURL(/\/search/);
    expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
  });

  test('have no accessibility violations', async ({page}) => {
    const release = await holdMainBundle(page);
    // Not waiting for the load event, which the held main bundle holds back.
    await page.goto('/search?q=evaluation', {waitUntil: 'commit'});
    await expect(firstResults(page).locator('ol > li')).toHaveCount(10);
    const results = await axeScan(page).include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    release();
  });

  test('write the query and the snippets as text, whatever they hold', async ({page}) => {
    const release = await holdMainBundle(page);
    const query = '<img src=x onerror=alert(1)>evaluation';
    await page.goto(`/search?q=${encodeURIComponent(query)}`, {waitUntil: 'commit'});
    await expect(firstResults(page).locator('ol > li').first()).toBeVisible();
    await expect(firstResults(page)).toContainText(`results for "${query}"`);
    expect(await firstResults(page).locator('img, script, [onerror]').count()).toBe(0);
    // Highlights are <mark> elements and nothing else.
    expect(await firstResults(page).locator('p *:not(mark), a span *:not(mark):not([aria-hidden="true"])').count()).toBe(0);
    expect(await firstResults(page).locator('mark').count()).toBeGreaterThan(0);
    release();
    await waitForHydration(page);
  });

  test("start the page's scripts once they are on screen, with one worker and one index download", async ({page}) => {
    const indexRequests = recordIndexRequests(page);
    const partRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) partRequests.push(request.url());
    });
    await page.addInitScript(countWorkers);
    await page.addInitScript(() => {
      const record = window as unknown as {drawn?: number; mainStart?: number};
      new MutationObserver(() => {
        if (record.drawn === undefined && document.querySelector('[data-search-first-results] ol')) record.drawn = performance.now();
      }).observe(document, {childList: true, subtree: true});
      let value: unknown;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => value,
        set(next) {
          record.mainStart ??= performance.now();
          value = next;
        },
      });
    });
    await gotoHydrated(page, '/search?q=evaluation');
    await expect(hitItems(page)).toHaveCount(20);
    const {drawn, mainStart} = await page.evaluate(() => {
      const record = window as unknown as {drawn?: number; mainStart?: number};
      return {drawn: record.drawn, mainStart: record.mainStart};
    });
    const workers = await workersStarted(page);
    expect(drawn).toBeDefined();
    expect(mainStart).toBeDefined();
    expect(drawn!).toBeLessThan(mainStart!);
    // The search client took the first results' engine, with the index loaded and the parts it
    // read: one worker, one manifest download, and each part asked for once.
    expect(workers).toBe(1);
    expect(indexRequests).toHaveLength(1);
    expect(partRequests.length).toBeGreaterThan(0);
    expect(partRequests.filter((url, i) => partRequests.indexOf(url) !== i)).toEqual([]);
  });

  test('say "Searching…" until their hits arrive, as the page says it', async ({page}) => {
    let releaseParts: () => void = () => {};
    const partsReleased = new Promise<void>((resolve) => (releaseParts = resolve));
    await page.route('**/search-index/*/t/*.json', async (route) => {
      await partsReleased;
      await route.continue();
    });
    const release = await holdMainBundle(page);
    await page.goto('/search?q=evaluation', {waitUntil: 'commit'});
    const status = firstResults(page).locator('[aria-live="polite"]');
    await expect(status).toHaveText('Searching…');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    releaseParts();
    await expect(firstResults(page).locator('ol > li')).toHaveCount(10);
    await expect(status).toHaveAttribute('aria-busy', 'false');
    release();
    await waitForHydration(page);
    await expect(hitItems(page)).toHaveCount(20);
  });

  test('with no hits, say so as the page does, and nothing moves when the page says it', async ({page}) => {
    const release = await holdMainBundle(page);
    const query = 'qqzxv';
    await page.goto(`/search?q=${query}`, {waitUntil: 'commit'});
    const line = page.locator('main [aria-live="polite"]');
    await expect(firstResults(page)).toContainText(`No results for "${query}".`);
    const drawn = await line.evaluate((node) => ({html: node.outerHTML.replace(/ class="[^"]*"/g, ''), box: JSON.stringify(node.getBoundingClientRect())}));
    release();
    await waitForHydration(page);
    await expect(firstResults(page)).toHaveCount(0);
    await expect(line).toContainText(`No results for "${query}".`);
    expect(await line.evaluate((node) => ({html: node.outerHTML.replace(/ class="[^"]*"/g, ''), box: JSON.stringify(node.getBoundingClientRect())}))).toEqual(
      drawn,
    );
  });

  test('past the last page, give the count alone, as the page does', async ({page}) => {
    const release = await holdMainBundle(page);
    await page.goto('/search?q=evaluation&page=500', {waitUntil: 'commit'});
    const line = page.locator('main [aria-live="polite"]');
    await expect(firstResults(page)).toContainText(/^\d+ results for "evaluation" · page 500 of \d+$/);
    await expect(firstResults(page).locator('ol')).toHaveCount(0);
    const drawn = await line.textContent();
    release();
    await waitForHydration(page);
    await expect(firstResults(page)).toHaveCount(0);
    await expect(line).toHaveText(drawn!);
    await expect(hitItems(page)).toHaveCount(0);
  });

  test('hand over an engine that keeps answering after the client has stopped waiting for one', async ({page}) => {
    await page.addInitScript(countWorkers);
    await gotoHydrated(page, '/search?q=evaluation');
    await expect(hitItems(page)).toHaveCount(20);
    // The client gives up on an engine not ready HANDOVER_GRACE_MS after the manifest arrived,
    // which was before the hits: past that, a taken engine must still be running.
    await page.waitForTimeout(HANDOVER_GRACE_MS + 500);
    await page.getByRole('navigation', {name: 'Search result pages'}).getByRole('link', {name: 'Page 2', exact: true}).click();
    await expect(resultCount(page)).toContainText('page 2 of');
    await expect(hitItems(page)).toHaveCount(20);
    expect(await workersStarted(page)).toBe(1);
  });

  test('are drawn again from the cached script, which may run before the page is parsed', async ({page}) => {
    await gotoHydrated(page, '/search?q=evaluation');
    await expect(hitItems(page)).toHaveCount(20);
    const release = await holdMainBundle(page);
    await page.goto('/search?q=prompt', {waitUntil: 'commit'});
    await expect(firstResults(page).locator('ol > li')).toHaveCount(10);
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    release();
    await waitForHydration(page);
    await expect(hitItems(page)).toHaveCount(20);
  });

  test('their script waits for the page to be parsed when it runs before the placeholder exists', async ({page}) => {
    // As from the cache on a slow connection: the script runs while the parser is still in the
    // head. Here it is made a plain script at the start of the body (the inline script that adds
    // it asks for nothing instead, so the page is served without its script-hash policy).
    await page.route('**/search?q=*', async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      const src = /\.src="(\/assets\/js\/search-first-results\.[0-9a-f]{8}\.js)"/.exec(html)![1]!;
      html = html.replace(`.src="${src}"`, '.src="data:text/javascript,"').replace(/<body[^>]*>/, (body) => `${body}<script src="${src}"></script>`);
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(security-policy|length|encoding)$/i.test(name)));
      await route.fulfill({status: 200, headers, body: html});
    });
    const release = await holdMainBundle(page);
    await page.goto('/search?q=evaluation', {waitUntil: 'commit'});
    await expect(firstResults(page).locator('ol > li')).toHaveCount(10);
    release();
    await waitForHydration(page);
    await expect(hitItems(page)).toHaveCount(20);
  });

  test('claimed by the page before it runs, their script does nothing', async ({page}) => {
    let releaseScript: () => void = () => {};
    const scriptReleased = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route('**/assets/js/search-first-results.*.js', async (route) => {
      await scriptReleased;
      await route.continue();
    });
    const release = await holdMainBundle(page);
    await page.goto('/search?q=evaluation', {waitUntil: 'commit'});
    await expect(firstResults(page)).toBeAttached();
    // What the search client does when it starts first (handoff.ts, takeFirstResults).
    await page.evaluate(() => {
      (window as unknown as {__searchFirstResults: {claimed: boolean}}).__searchFirstResults.claimed = true;
    });
    await page.evaluate(countWorkers);
    releaseScript();
    await page.waitForResponse(/search-first-results/);
    await page.evaluate(() => (window as unknown as {__searchFirstResults: {painted: Promise<void>}}).__searchFirstResults.painted);
    expect(await workersStarted(page)).toBe(0);
    await expect(firstResults(page).locator('li')).toHaveCount(0);
    release();
    await waitForHydration(page);
  });

  test('arriving after the page has started its own search, their script does nothing', async ({page}) => {
    const indexRequests = recordIndexRequests(page);
    await page.addInitScript(countWorkers);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/search-first-results.*.js', async (route) => {
      await released;
      await route.continue();
    });
    // Not waiting for the load event, which the held script holds back. The page's scripts start
    // without it, at the loader's fallback time.
    await page.goto('/search?q=evaluation', {waitUntil: 'commit'});
    await waitForHydration(page);
    await expect(hitItems(page)).toHaveCount(20);
    const hits = await hitTexts(page);
    release();
    await page.waitForResponse(/search-first-results/);
    // Its handoff settles without a second worker, download or drawing.
    await page.evaluate(() => (window as unknown as {__searchFirstResults: {painted: Promise<void>}}).__searchFirstResults.painted);
    expect(await workersStarted(page)).toBe(1);
    expect(indexRequests).toHaveLength(1);
    expect(await hitTexts(page)).toEqual(hits);
  });

  test("if their script cannot load, the page's own search draws the results", async ({page, allowConsoleErrors}) => {
    allowConsoleErrors(/Failed to load resource/);
    await page.route('**/assets/js/search-first-results.*.js', (route) => route.abort());
    await gotoHydrated(page, '/search?q=evaluation');
    await expect(resultCount(page)).toBeVisible();
    await expect(hitItems(page)).toHaveCount(20);
  });

  test("if the index cannot load, the page's own search says so and retries", async ({page, allowConsoleErrors}) => {
    allowConsoleErrors(/Failed to load resource/);
    await page.route('**/search-index.json', (route) => route.fulfill({status: 500, body: 'unavailable'}));
    await gotoHydrated(page, '/search?q=evaluation');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unable to fetch results');
    await page.unroute('**/search-index.json');
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expect(hitItems(page)).toHaveCount(20);
  });
});
