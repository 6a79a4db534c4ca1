import type {BrowserContext, Page} from '@playwright/test';

import {ANALYTICS_FIXTURE_PORT} from '../../playwright.config';
import {ANALYTICS_FIXTURE} from '../fixtures/analytics-site/analytics-fixture';
import {startPostHogCollector, type PostHogCollector} from '../support/posthog-collector';
import {axeScan} from './support/axe';
import {cspViolations, recordCspViolations} from './support/csp';
import {expect, gotoHydrated, test} from './support/test';

/**
 * The analytics fixture is built with PostHog (reporting to the collector
 * started here), the Google tag and Hotjar. The Google and Hotjar hosts are
 * intercepted: answered with stand-in scripts, or failed. Every other request
 * off this machine is refused and recorded, and must never happen.
 */
const site = `http://localhost:${ANALYTICS_FIXTURE_PORT}`;
const collectorOrigin = ANALYTICS_FIXTURE.collectorHost;
const googleTagScript = `https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_FIXTURE.googleTagId}`;
const hotjarScript = `https://static.hotjar.com/c/hotjar-${ANALYTICS_FIXTURE.hotjarSiteId}.js?sv=6`;

let collector: PostHogCollector;

// One collector on a fixed port for the whole file.
test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  collector = await startPostHogCollector(ANALYTICS_FIXTURE.collectorPort);
});

test.afterAll(() => collector.close());

test.beforeEach(async ({page}) => {
  collector.requests.length = 0;
  collector.events.length = 0;
  collector.feedback.length = 0;
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

const pageViewUrls = () =>
  collector.events.filter((event) => event.event === '$pageview').map((event) => event.properties.$current_url);

test('a first load and three client-side navigations send exactly four page views to PostHog', async ({
  page,
  consoleMessages,
}) => {
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

test('the Google tag and Hotjar scripts are requested from their hosts and run under the policy', async ({
  page,
  consoleMessages,
}) => {
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
    const traffic = await interceptThirdParties(page.context(), 'answer');
    const siteRequests: string[] = [];
    page.on('request', (request) => siteRequests.push(request.url()));
    await page.addInitScript(initScript);
    await visitFourPages(page);
    await settle(page);

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

test('with every analytics host failing, pages show no error and navigation works', async ({
  page,
  allowConsoleErrors,
}) => {
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
  const feedbackEvents = () =>
    collector.events.filter((event) => event.event === 'docs_page_feedback').map((event) => event.properties);
  const comment = (page: Page) => page.getByRole('textbox', {name: /optional/});
  const thanks = (page: Page) => page.getByText('Thank you for your feedback on this page.');
  // Markup, quotes, right-to-left text and emoji: all of it must arrive as typed and show nowhere as markup.
  const awkward = '<img src=x onerror="window.__injected=1"><b>bold</b> "quotes" \u202Eשלום עולם 👍🏽 done';

  test.beforeEach(async ({page}) => {
    await interceptThirdParties(page.context(), 'answer');
  });

  test('an answer with a comment goes to the feedback URL and to PostHog, as text, once per page per visit', async ({
    page,
    consoleMessages,
  }) => {
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
    expect(feedbackEvents()).toEqual([
      expect.objectContaining({path: '/first', answer: 'yes', comment: awkward, $current_url: `${site}/first`}),
    ]);
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

  test('a failed send says so and offers a retry, which resends only where it failed', async ({
    page,
    allowConsoleErrors,
  }) => {
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
