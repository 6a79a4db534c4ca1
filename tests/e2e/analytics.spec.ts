import type {BrowserContext, Page} from '@playwright/test';

import {ANALYTICS_FIXTURE_PORT, SITE_PORT} from '../../playwright.config';
import {ASK_AI_EVENT, SEARCH_EVENT} from '../../src/plugins/analytics/events';
import {SEARCH_SETTLE_MS} from '../../src/plugins/analytics/search-sessions';
import {ANALYTICS_FIXTURE} from '../fixtures/analytics-site/analytics-fixture';
import {startChatStandIn, streamAnswer, type ChatStandIn} from '../support/chat-completions-stand-in';
import {startPostHogCollector, type PostHogCollector} from '../support/posthog-collector';
import {axeScan} from './support/axe';
import {cspViolations, recordCspViolations} from './support/csp';
import {expectAnswered} from './support/search';
import {expect, gotoHydrated, test} from './support/test';

/**
 * The analytics fixture is built with PostHog (reporting to the collector
 * started here), the Google tag and Hotjar, and with search and Ask AI (its
 * chat endpoint the stand-in started here), whose searches and questions the
 * analytics report. The Google and Hotjar hosts are intercepted: answered
 * with stand-in scripts, or failed. Every other request off this machine is
 * refused and recorded, and must never happen.
 */
const site = `http://localhost:${ANALYTICS_FIXTURE_PORT}`;
const collectorOrigin = ANALYTICS_FIXTURE.collectorHost;
const googleTagScript = `https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_FIXTURE.googleTagId}`;
const hotjarScript = `https://static.hotjar.com/c/hotjar-${ANALYTICS_FIXTURE.hotjarSiteId}.js?sv=6`;

let collector: PostHogCollector;
let chat: ChatStandIn;

// One collector on a fixed port for the whole file.
test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  collector = await startPostHogCollector(ANALYTICS_FIXTURE.collectorPort);
  chat = await startChatStandIn(ANALYTICS_FIXTURE.chatPort);
});

test.afterAll(() => Promise.all([collector.close(), chat.close()]));

test.beforeEach(async ({page}) => {
  collector.requests.length = 0;
  collector.events.length = 0;
  collector.feedback.length = 0;
  chat.requests.length = 0;
  chat.respondWith((_request, response) => streamAnswer(response, ['Follow the links [1].']));
  await recordCspViolations(page);
  // posthog-js drops every event from a browser that says it is automated;
  // the tests' browser poses as a reader's.
  await page.addInitScript(`Object.defineProperty(Navigator.prototype, 'webdriver', {get: () => false});`);
});

type Traffic = {thirdParty: string[]; offMachine: string[]};

/** Answers the Google tag and Hotjar with stand-ins (or fails them); refuses and records anything else off this machine. */
async function interceptThirdParties(context: BrowserContext, mode: 'answer' | 'fail'): Promise<Traffic> {
  const traffic: Traffic = {thirdParty: [], offMachine: []};
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => {
      const url = route.request().url();
      const host = new URL(url).hostname;
      if (host === 'www.googletagmanager.com' || host === 'static.hotjar.com') {
        traffic.thirdParty.push(url);
        if (mode === 'fail') return route.abort('failed');
        const flag = host === 'static.hotjar.com' ? '__hotjarStandIn' : '__googleTagStandIn';
        return route.fulfill({contentType: 'text/javascript', body: `window.${flag} = true;`});
      }
      traffic.offMachine.push(url);
      return route.abort('blockedbyclient');
    },
  );
  return traffic;
}

/** Waits until the page has been idle for a while: long enough for analytics that were going to start to have started. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => setTimeout(resolve, 1500), {timeout: 4000});
      }),
  );
}

/** From the home page to the first, second and third pages, by their links (client-side navigation). */
async function followLinksToThirdPage(page: Page): Promise<void> {
  for (const [link, heading] of [
    ['first page', 'First page'],
    ['second page', 'Second page'],
    ['third page', 'Third page'],
  ] as const) {
    await page.getByRole('link', {name: link}).click();
    await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
  }
}

async function visitFourPages(page: Page): Promise<void> {
  await gotoHydrated(page, `${site}/`);
  await followLinksToThirdPage(page);
}

const pageViewUrls = () => collector.events.filter((event) => event.event === '$pageview').map((event) => event.properties.$current_url);

const searchButton = (page: Page) => page.locator('.DocSearch-Button');
const searchInput = (page: Page) => page.locator('.DocSearch-Input');
/** The modal's hits, in the order shown; Ask AI's entry is the last. */
const modalHits = (page: Page) => page.locator('.DocSearch-Hit');
const askAiDialog = (page: Page) => page.getByRole('dialog', {name: 'Ask AI'});

/** Opens the modal and types `query` key by key, as a reader does, until its answer is shown. */
async function typeInModal(page: Page, query: string): Promise<void> {
  if (!(await searchInput(page).isVisible())) await searchButton(page).click();
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).pressSequentially(query, {delay: 40});
  await expectAnswered(page, query);
}

/** The search page's own hits, once React's answer has replaced the first results drawn before it. */
async function searchPageHits(page: Page, query: string) {
  await gotoHydrated(page, `${site}/search?q=${encodeURIComponent(query)}`);
  await expect(page.locator('[data-search-first-results]')).toHaveCount(0);
  return page.locator('main ol li a');
}

/** Asks `question` from the modal's Ask AI entry and waits for the whole answer. */
async function askFromModal(page: Page, question: string): Promise<void> {
  await typeInModal(page, question);
  await modalHits(page).filter({hasText: 'Ask AI: an answer from these docs'}).click();
  await expect(askAiDialog(page).getByText('Answer complete', {exact: false})).toBeAttached();
}

/** What the browser does when the reader switches tabs or closes the browser: the page is hidden. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * A reader's searches and a question: a hit opened from the modal, a search
 * with no hit closed, a hit opened on the search page, a question answered,
 * and a search left open when the page is hidden.
 */
async function searchAndAsk(page: Page, startUrl: string, queries: {withHits: string; withoutHits: string}, ask: boolean) {
  await gotoHydrated(page, startUrl);
  await typeInModal(page, queries.withHits);
  await modalHits(page).first().click();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await typeInModal(page, queries.withoutHits);
  await page.keyboard.press('Escape');
  const hits = await searchPageHits(page, queries.withHits);
  await hits.first().click();
  await expect(page).not.toHaveURL(/\/search/);
  // The address changes first; the search page stays until the next page's data has loaded, and a
  // click on the search button in between can come to nothing.
  await expect(hits).toHaveCount(0);
  if (ask) {
    await askFromModal(page, 'Which page comes after the first?');
    await page.keyboard.press('Escape');
    await expect(askAiDialog(page)).toHaveCount(0);
  }
  await typeInModal(page, queries.withHits);
  await hidePage(page);
}

test('a first load and three client-side navigations send exactly four page views to PostHog', async ({page, consoleMessages}) => {
  const traffic = await interceptThirdParties(page.context(), 'answer');
  await gotoHydrated(page, `${site}/`);
  await expect.poll(pageViewUrls).toEqual([`${site}/`]);

  // A jump within the page is no new page view.
  await page.getByRole('link', {name: 'Jump to the details'}).click();
  await expect(page).toHaveURL(`${site}/#details`);

  await followLinksToThirdPage(page);
  const expected = [`${site}/`, `${site}/first`, `${site}/second`, `${site}/third`];
  await expect.poll(pageViewUrls).toEqual(expected);
  await settle(page);
  expect(pageViewUrls(), 'no late duplicates').toEqual(expected);

  const titles = collector.events.map((event) => event.properties.title);
  expect(titles).toEqual([
    'Home page | Analytics fixture',
    'First page | Analytics fixture',
    'Second page | Analytics fixture',
    'Third page | Analytics fixture',
  ]);
  // Page views are all PostHog receives: no flags, remote config or other events.
  expect(collector.events.map((event) => event.event)).toEqual(Array(4).fill('$pageview'));
  expect(new Set(collector.requests.filter((r) => r.method !== 'OPTIONS').map((r) => r.path)).size).toBe(1);
  // No cookie and no storage written by PostHog.
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /^ph_|posthog/i.test(key)))).toEqual([]);

  // The Google tag got the same four page views.
  const googlePageViews = await page.evaluate(() =>
    ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([command, name]) => command === 'event' && name === 'page_view')
      .map(([, , params]) => (params as {page_location: string}).page_location),
  );
  expect(googlePageViews).toEqual(expected);
  expect(traffic.offMachine).toEqual([]);
  expect(await cspViolations(page, consoleMessages)).toEqual([]);
});

test('the Google tag and Hotjar scripts are requested from their hosts and run under the policy', async ({page, consoleMessages}) => {
  const traffic = await interceptThirdParties(page.context(), 'answer');
  await gotoHydrated(page, `${site}/`);
  await expect.poll(() => traffic.thirdParty.sort()).toEqual([googleTagScript, hotjarScript].sort());
  await expect
    .poll(() => page.evaluate(() => [(window as {__googleTagStandIn?: boolean}).__googleTagStandIn, (window as {__hotjarStandIn?: boolean}).__hotjarStandIn]))
    .toEqual([true, true]);
  expect(await page.evaluate(() => (window as {_hjSettings?: unknown})._hjSettings)).toEqual({
    hjid: Number(ANALYTICS_FIXTURE.hotjarSiteId),
    hjsv: 6,
  });
  expect(traffic.offMachine).toEqual([]);
  expect(await cspViolations(page, consoleMessages)).toEqual([]);
});

for (const [signal, initScript] of [
  ['Global Privacy Control', `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true});`],
  ['Do Not Track', `Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'});`],
] as const) {
  test(`with ${signal} set, no analytics script loads and nothing is sent`, async ({page}) => {
    test.setTimeout(60_000);
    const traffic = await interceptThirdParties(page.context(), 'answer');
    const siteRequests: string[] = [];
    page.on('request', (request) => siteRequests.push(request.url()));
    await page.addInitScript(initScript);
    await visitFourPages(page);
    // Nor for searches and questions, the ones the test below sees reported without the signal.
    await searchAndAsk(page, `${site}/`, {withHits: 'third', withoutHits: 'zebra'}, true);
    await settle(page);
    expect(chat.requests, 'the question was asked').toHaveLength(1);

    expect(traffic.thirdParty).toEqual([]);
    expect(traffic.offMachine).toEqual([]);
    expect(collector.requests).toEqual([]);
    expect(siteRequests.filter((url) => url.startsWith(collectorOrigin))).toEqual([]);
    const globals = await page.evaluate(() => {
      const w = window as {dataLayer?: unknown; gtag?: unknown; hj?: unknown; _hjSettings?: unknown; posthog?: unknown};
      return [w.dataLayer, w.gtag, w.hj, w._hjSettings, w.posthog].map((value) => value !== undefined);
    });
    expect(globals).toEqual([false, false, false, false, false]);
  });
}

test('with every analytics host failing, pages show no error and navigation works', async ({page, allowConsoleErrors}) => {
  // The browser logs each refused request; the page itself must stay silent.
  allowConsoleErrors(/^Failed to load resource: net::ERR_(FAILED|CONNECTION_REFUSED)$/);
  const traffic = await interceptThirdParties(page.context(), 'fail');
  await page.context().route(`${collectorOrigin}/**`, (route) => route.abort('connectionrefused'));

  await visitFourPages(page);
  await settle(page);
  expect(traffic.thirdParty.sort()).toEqual([googleTagScript, hotjarScript].sort());
  expect(collector.requests).toEqual([]);

  // The failed scripts were removed; nothing on the page speaks of an error.
  await expect(page.locator('script[src*="googletagmanager"], script[src*="hotjar"]')).toHaveCount(0);
  await expect(page.locator('[role="alert"]')).toHaveCount(0);
  await expect(page.getByText(/error|failed/i)).toHaveCount(0);

  await page.getByRole('link', {name: 'home'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Home page'})).toBeVisible();
});

test.describe('page feedback', () => {
  const question = (page: Page) => page.getByRole('heading', {name: 'Was this page helpful?'});
  const feedbackEvents = () => collector.events.filter((event) => event.event === 'docs_page_feedback').map((event) => event.properties);
  const comment = (page: Page) => page.getByRole('textbox', {name: /optional/});
  const thanks = (page: Page) => page.getByText('Thank you for your feedback on this page.');
  // Markup, quotes, right-to-left text and emoji: all of it must arrive as typed and show nowhere as markup.
  const awkward = '<img src=x onerror="window.__injected=1"><b>bold</b> "quotes" \u202Eשלום עולם 👍🏽 done';

  test.beforeEach(async ({page}) => {
    await interceptThirdParties(page.context(), 'answer');
  });

  test('an answer with a comment goes to the feedback URL and to PostHog, as text, once per page per visit', async ({page, consoleMessages}) => {
    await gotoHydrated(page, `${site}/first`);
    await expect(question(page)).toBeVisible();
    await page.getByRole('button', {name: 'Yes'}).click();
    await expect(comment(page)).toBeFocused();
    await expect(page.getByText('What helped you? (optional)')).toBeVisible();
    await comment(page).fill(awkward);
    await expect(page.getByText(/^\d+ of 500 characters$/)).toHaveText(`${[...new Intl.Segmenter().segment(awkward)].length} of 500 characters`);
    await page.getByRole('button', {name: 'Send feedback'}).click();

    await expect(thanks(page)).toBeFocused();
    await expect(page.getByRole('status').filter({hasText: 'Thank'})).toHaveText('Thank you for your feedback.');
    expect(collector.feedback).toEqual([{path: '/first', answer: 'yes', comment: awkward}]);
    expect(feedbackEvents()).toEqual([expect.objectContaining({path: '/first', answer: 'yes', comment: awkward, $current_url: `${site}/first`})]);
    expect(await page.evaluate(() => (window as {__injected?: number}).__injected)).toBeUndefined();
    await expect(page.locator('article img, article b, footer img')).toHaveCount(0);
    expect(await cspViolations(page, consoleMessages)).toEqual([]);

    // The same page, reloaded or reached again, does not ask again; another page does.
    await page.reload();
    await expect(thanks(page)).toBeVisible();
    await expect(page.getByRole('button', {name: 'Yes'})).toHaveCount(0);
    await page.getByRole('link', {name: 'second page'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Second page'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'No'})).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1, name: 'First page'})).toBeVisible();
    await expect(thanks(page)).toBeVisible();
    expect(collector.feedback).toHaveLength(1);
  });

  test('the keyboard alone answers, and a long paste is cut to 500 characters as counted', async ({page}) => {
    await gotoHydrated(page, `${site}/second`);
    await page.getByRole('button', {name: 'No'}).focus();
    await page.keyboard.press('Enter');
    await expect(comment(page)).toBeFocused();
    await expect(page.getByText('What was missing or wrong? (optional)')).toBeVisible();
    await comment(page).fill('é'.repeat(10_000));
    await expect(comment(page)).toHaveValue('é'.repeat(500));
    await expect(page.getByText('500 of 500 characters, the limit')).toBeVisible();
    await expect(comment(page)).toHaveAttribute('aria-describedby', /.+/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Send feedback'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(thanks(page)).toBeFocused();
    expect(collector.feedback).toEqual([{path: '/second', answer: 'no', comment: 'é'.repeat(500)}]);
  });

  test('a failed send says so and offers a retry, which resends only where it failed', async ({page, allowConsoleErrors}) => {
    allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    await page.route(ANALYTICS_FIXTURE.feedbackUrl, (route) => route.abort('failed'));
    await gotoHydrated(page, `${site}/third`);
    await page.getByRole('button', {name: 'No'}).click();
    await page.getByRole('button', {name: 'Send feedback'}).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(/Your feedback could not be sent\. Check your connection and try again\./);
    await expect(page.getByRole('button', {name: 'Try again'})).toBeFocused();
    expect(feedbackEvents()).toHaveLength(1);
    expect(collector.feedback).toEqual([]);

    await page.unroute(ANALYTICS_FIXTURE.feedbackUrl);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(thanks(page)).toBeVisible();
    expect(collector.feedback).toEqual([{path: '/third', answer: 'no', comment: ''}]);
    expect(feedbackEvents()).toHaveLength(1);
  });

  test('with Do Not Track, the answer goes to the feedback URL only', async ({page}) => {
    await page.addInitScript(`Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'});`);
    await gotoHydrated(page, `${site}/first`);
    await page.getByRole('button', {name: 'Yes'}).click();
    await page.getByRole('button', {name: 'Send feedback'}).click();
    // Thanks appear once every destination has answered: PostHog was never one.
    await expect(thanks(page)).toBeVisible();
    expect(collector.feedback).toEqual([{path: '/first', answer: 'yes', comment: ''}]);
    expect(collector.requests.filter((request) => request.path !== '/feedback')).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`each step has no accessibility violations in ${mode} mode`, async ({page, allowConsoleErrors}) => {
      test.setTimeout(60_000);
      allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.route(ANALYTICS_FIXTURE.feedbackUrl, (route) => route.abort('failed'));
      await gotoHydrated(page, `${site}/second`);
      const scan = async (step: string) => {
        const results = await axeScan(page).analyze();
        expect(results.violations.map((v) => `${step}: ${v.id}: ${v.help}`)).toEqual([]);
      };
      await question(page).scrollIntoViewIfNeeded();
      await scan('question');
      await page.getByRole('button', {name: 'Yes'}).click();
      await comment(page).fill('x'.repeat(600));
      await scan('comment');
      await page.getByRole('button', {name: 'Send feedback'}).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await scan('failed');
      await page.unroute(ANALYTICS_FIXTURE.feedbackUrl);
      await page.getByRole('button', {name: 'Try again'}).click();
      await expect(thanks(page)).toBeVisible();
      await scan('thanks');
    });
  }
});

test.describe('searches and Ask AI questions', () => {
  const eventsNamed = (name: string) => collector.events.filter((event) => event.event === name).map((event) => event.properties);
  /** The properties the site sets on a search's event (PostHog adds its own: library, screen, ids). */
  const searches = () =>
    eventsNamed(SEARCH_EVENT).map(({query, hits, opened, opened_rank, surface, version, path, $current_url}) => ({
      query,
      hits,
      opened,
      opened_rank,
      surface,
      version,
      path,
      $current_url,
    }));
  const questions = () =>
    eventsNamed(ASK_AI_EVENT).map(({question, sources, outcome, answered, error, follow_up, retry, path}) => ({
      question,
      sources,
      outcome,
      answered,
      error,
      follow_up,
      retry,
      path,
    }));
  const search = (values: {query: string; hits: unknown; surface?: string; path?: string; rank?: number | null}) => ({
    query: values.query,
    hits: values.hits,
    opened: (values.rank ?? null) !== null,
    opened_rank: values.rank ?? null,
    surface: values.surface ?? 'modal',
    version: 'current',
    path: values.path ?? '/',
    $current_url: `${site}${values.path ?? '/'}`,
  });

  test.beforeEach(async ({page}) => {
    await interceptThirdParties(page.context(), 'answer');
  });

  test('a search in the modal sends one event when a hit is opened, not one per keystroke, with its rank', async ({page, consoleMessages}) => {
    await gotoHydrated(page, `${site}/`);
    // Five answers as the query is typed ("t" … "third"); the second hit shown is "Second page".
    await typeInModal(page, 'third');
    await modalHits(page).nth(1).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Second page'})).toBeVisible();
    await expect.poll(searches).toEqual([search({query: 'third', hits: 3, rank: 2})]);
    await settle(page);
    expect(searches(), 'one event for the search, and no late one').toHaveLength(1);

    // No identifier but the page views': the same anonymous ids, no cookie, no storage.
    const [view] = eventsNamed('$pageview');
    const [sent] = eventsNamed(SEARCH_EVENT);
    for (const id of ['distinct_id', '$session_id', '$window_id', '$device_id']) {
      expect(sent?.[id], id).toEqual(view?.[id]);
    }
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /^ph_|posthog/i.test(key)))).toEqual([]);
    // The Google tag gets the same event.
    const googleSearches = await page.evaluate(() =>
      ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter(([command, name]) => command === 'event' && name === 'docs_search')
        .map(([, , params]) => params),
    );
    expect(googleSearches).toEqual([
      {query: 'third', hits: 3, opened: true, opened_rank: 2, surface: 'modal', version: 'current', path: '/', send_to: ANALYTICS_FIXTURE.googleTagId},
    ]);
    expect(await cspViolations(page, consoleMessages)).toEqual([]);
  });

  test('a search with no hit is sent when the modal closes; Enter opens the first hit; a query left still is a search of its own', async ({page}) => {
    await gotoHydrated(page, `${site}/first`);
    await typeInModal(page, 'zebra');
    // No hit: Ask AI's entry alone.
    await expect(modalHits(page)).toHaveText([/Ask AI/]);
    await page.keyboard.press('Escape');
    await expect.poll(searches).toEqual([search({query: 'zebra', hits: 0, path: '/first'})]);

    // "first", read for longer than the settle time, then replaced by "home", whose first hit Enter opens:
    // two searches. DocSearch closes the modal before it navigates; the hit still counts.
    await typeInModal(page, 'first');
    await page.waitForTimeout(SEARCH_SETTLE_MS + 500);
    await searchInput(page).fill('');
    await typeInModal(page, 'home');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', {level: 1, name: 'Home page'})).toBeVisible();
    await expect
      .poll(searches)
      .toEqual([
        search({query: 'zebra', hits: 0, path: '/first'}),
        search({query: 'first', hits: 5, path: '/first'}),
        search({query: 'home', hits: 5, path: '/first', rank: 1}),
      ]);
  });

  test('on the search page, each query is a search: a hit opened, with its rank; a new query, or leaving, ends the one before', async ({page}) => {
    const hits = await searchPageHits(page, 'page');
    await expect(hits).toHaveCount(9);
    await hits.nth(3).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Second page'})).toBeVisible();
    const pageSearch = (query: string, count: number, rank: number | null) => ({
      ...search({query, hits: count, surface: 'page', path: '/search', rank}),
      $current_url: `${site}/search?q=${query}`,
    });
    await expect.poll(searches).toEqual([pageSearch('page', 9, 4)]);

    await searchPageHits(page, 'zebra');
    await expect(page.getByText('No results for')).toBeVisible();
    await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('third');
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page.locator('main ol li a')).toHaveCount(3);
    await expect.poll(searches).toEqual([pageSearch('page', 9, 4), pageSearch('zebra', 0, null)]);
    // Leaving the page by its navbar ends the search that was on it.
    await page.getByRole('link', {name: 'Analytics fixture'}).first().click();
    await expect(page.getByRole('heading', {level: 1, name: 'Home page'})).toBeVisible();
    await expect.poll(searches).toEqual([pageSearch('page', 9, 4), pageSearch('zebra', 0, null), pageSearch('third', 3, null)]);
  });

  test('a search still open when the page is hidden is sent then', async ({page}) => {
    await gotoHydrated(page, `${site}/second`);
    await typeInModal(page, 'details');
    await hidePage(page);
    await expect.poll(searches).toEqual([search({query: 'details', hits: 3, path: '/second'})]);
  });

  test('each Ask AI question sends one event: its sources and whether the answer arrived, or the kind of failure', async ({page, allowConsoleErrors}) => {
    allowConsoleErrors(/^Failed to load resource: the server responded with a status of 503/);
    const question = 'Which page comes after the first?';
    await gotoHydrated(page, `${site}/`);
    await askFromModal(page, question);
    const answered = {question, outcome: 'answered', answered: true, error: null, follow_up: false, retry: false, path: '/'};
    await expect.poll(questions).toEqual([{...answered, sources: expect.any(Number)}]);
    const [{sources} = {sources: 0}] = questions();
    expect(sources, 'the sections sent with the question').toBeGreaterThan(0);
    expect(sources, 'as many as the endpoint received').toBe(chat.requests[0]?.body.messages?.[1]?.content.match(/^\[\d+\] /gm)?.length);
    // Asking closed the modal: its search ended there, with no hit opened.
    expect(searches()).toEqual([search({query: question, hits: expect.any(Number)})]);

    // A follow-up the endpoint refuses, then its retry.
    chat.respondWith((_request, response) => response.writeHead(503).end());
    const followUp = askAiDialog(page).getByRole('textbox', {name: 'Ask a follow-up question'});
    await followUp.fill('And after the second?');
    await followUp.press('Enter');
    await expect(askAiDialog(page).getByRole('alert')).toBeVisible();
    chat.respondWith((_request, response) => streamAnswer(response, ['The third [1].']));
    await askAiDialog(page).getByRole('button', {name: 'Retry'}).click();
    const followUpEvent = {question: 'And after the second?', follow_up: true, path: '/'};
    await expect.poll(questions).toEqual([
      {...answered, sources},
      {...followUpEvent, outcome: 'failed', answered: false, error: 'server', retry: false, sources: expect.any(Number)},
      {...followUpEvent, outcome: 'answered', answered: true, error: null, retry: true, sources: expect.any(Number)},
    ]);
  });

  test('a long question is sent cut to its first 200 characters (code points)', async ({page}) => {
    await gotoHydrated(page, `${site}/`);
    await askFromModal(page, 'Where is the third page?');
    // 198 letters, then an emoji of two code points (a thumb and its skin tone): the cut falls right after it.
    const long = `${'é'.repeat(198)}👍🏽 and more words past the cut`;
    const followUp = askAiDialog(page).getByRole('textbox', {name: 'Ask a follow-up question'});
    await followUp.fill(long);
    await followUp.press('Enter');
    await expect.poll(() => questions().length).toBe(2);
    expect(questions().map((event) => event.question)).toEqual(['Where is the third page?', `${'é'.repeat(198)}👍🏽`]);
  });
});

test('the site, built with no analytics, sends nothing of its searches anywhere', async ({page}) => {
  const main = `http://localhost:${SITE_PORT}`;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The site's own files only, and only read: nothing is posted or beaconed about a search.
    if (url.origin !== main || request.method() !== 'GET') elsewhere.push(`${request.method()} ${request.url()}`);
  });
  await gotoHydrated(page, `${main}/`);
  await typeInModal(page, 'evaluation');
  await modalHits(page).first().click();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await typeInModal(page, 'zzqqxxz');
  await page.keyboard.press('Escape');
  await gotoHydrated(page, `${main}/search?q=evaluation`);
  await expect(page.locator('[data-search-first-results]')).toHaveCount(0);
  await page.locator('main ol li a').first().click();
  await expect(page).not.toHaveURL(/\/search/);
  await hidePage(page);
  await settle(page);
  expect(elsewhere).toEqual([]);
  expect(collector.requests).toEqual([]);
});
