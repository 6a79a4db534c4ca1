import type {BrowserContext, Page} from '@playwright/test';

import {ANALYTICS_FIXTURE_PORT} from '../../playwright.config';
import {ANALYTICS_FIXTURE} from '../fixtures/analytics-site/analytics-fixture';
import {startPostHogCollector, type PostHogCollector} from '../support/posthog-collector';
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
