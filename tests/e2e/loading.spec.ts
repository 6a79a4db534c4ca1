import http from 'node:http';
import type {AddressInfo} from 'node:net';

import type {Page} from '@playwright/test';

import {FALLBACK_START_MS, LOADER_ID} from '../../src/plugins/page-template/template';
import {PREFETCH_DELAY_MS, PREFETCH_IDLE_TIMEOUT_MS} from '../../src/lib/browser/prefetch-when-idle';
import {expect, gotoHydrated, test, waitForHydration} from './support/test';

async function fakeConnection(page: Page, connection: {effectiveType: string; saveData: boolean}) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
  }, connection);
}

const prefetchLinks = (page: Page) => page.locator('link[rel="prefetch"]');

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

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
  const html = await (await page.goto('/search?q=evaluation'))!.text();
  await waitForHydration(page);
  await expect.poll(() => prefetchLinks(page).count()).toBeGreaterThan(0);
  // Links in the page's own head preload what it starts with; the rest are prefetches. A
  // prefetch is in the resource timeline once its response has ended: wait for the first.
  const readTiming = () =>
    page.evaluate((preloaded) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const prefetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'link' && new URL(entry.name).pathname.startsWith('/assets/js/'))
        .filter((entry) => !preloaded.includes(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return {loaded: navigation!.loadEventStart, prefetched};
    }, listedScripts(html).preloaded);
  await expect.poll(async () => (await readTiming()).prefetched.length).toBeGreaterThan(0);
  const timing = await readTiming();
  expect(timing.loaded).toBeGreaterThan(1500);
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
    await page.mouse.move(10, 10);
    // Past the latest moment prefetching would start on a normal connection (the test above
    // sees it start): the load event, the delay, the longest idle wait, and a second's margin.
    const deadline = PREFETCH_DELAY_MS + PREFETCH_IDLE_TIMEOUT_MS + 1000;
    await page.waitForFunction(
      (after) => {
        const {loadEventEnd} = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return loadEventEnd > 0 && performance.now() > loadEventEnd + after;
      },
      deadline,
      {timeout: deadline + 10_000},
    );
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

test('a route whose chunk fails to load recovers by reloading the page', async ({page, allowConsoleErrors}) => {
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

test('with localStorage failing on every call, the site renders and navigates', async ({page, consoleMessages}) => {
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
  expect(consoleMessages.some((m) => m.type === 'warning' && m.text.includes('browser storage is not available'))).toBe(true);
});

/** The scripts a page's HTML lists (src/plugins/page-template/template.ts): the main bundle preloaded in its head, all started by its loader. */
function listedScripts(html: string): {preloaded: string[]; started: string[]; plain: number} {
  const preloaded = [...html.matchAll(/<link rel="?preload"? as="?script"? href="?([^"\s>]+)/g)].map(([, src]) => src);
  const started = (/<script[^>]* data-scripts="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  return {preloaded, started, plain: [...html.matchAll(/<script[^>]* src=/g)].length};
}

type MainStart = {time: number; painted: boolean; taskEnd?: number};

/**
 * Records, from the page's first byte, when the main bundle starts (it sets
 * window.docusaurus), whether the first contentful paint had been reported by
 * then, and when the task running it ended.
 */
async function recordMainBundleStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let value: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => value,
      set(next) {
        const record = window as unknown as {mainStart?: MainStart};
        if (!record.mainStart) {
          const start: MainStart = {time: performance.now(), painted: performance.getEntriesByName('first-contentful-paint').length > 0};
          record.mainStart = start;
          // A timer fires once the task running the main bundle is over.
          setTimeout(() => (start.taskEnd = performance.now()));
        }
        value = next;
      },
    });
  });
}

const mainStart = (page: Page) => page.evaluate(() => (window as unknown as {mainStart?: MainStart}).mainStart);

for (const path of ['/self-host/host-locally', '/reference/api/list-apps', '/search?q=evaluation']) {
  test(`${path} lists the scripts it starts with in its HTML, fetches each once, and starts them after its first paint`, async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });
    await recordMainBundleStart(page);
    const html = await (await page.goto(path))!.text();
    await waitForHydration(page);
    const {preloaded, started, plain} = listedScripts(html);
    // The runtime, the main bundle, then the page's route chunks (registry-by-chunk-name.ts), none as a plain script.
    expect(plain).toBe(0);
    expect(started.length).toBeGreaterThan(2);
    expect(started[0]).toMatch(/\/runtime~main\.[^/]*\.js$/);
    expect(started[1]).toMatch(/\/main\.[^/]*\.js$/);
    expect(preloaded).toEqual([started[1]]);
    // Every script asked for by the end of the main bundle's start-up task was listed: had a route
    // chunk been missing, the main bundle would have asked for it then. Lazily loaded code comes later.
    const {taskEnd, painted} = (await mainStart(page))!;
    expect(taskEnd).toBeDefined();
    const early = await page.evaluate(
      (before) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime < before && ['link', 'script'].includes(entry.initiatorType))
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.js')),
      taskEnd!,
    );
    expect(early.length).toBeGreaterThan(2);
    // (The search page's head asks for its first-results script itself: not one of the page's scripts.)
    expect(early.filter((src) => !started.includes(src) && !src.includes('/search-first-results.'))).toEqual([]);
    // Of the listed scripts, only the main bundle was asked for before the first paint; the runtime
    // and the route chunks after it. (The search page's first-results script is not one of them.)
    const beforePaint = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime < paint && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(beforePaint.filter((src) => started.includes(src))).toEqual([started[1]]);
    // Each once; the first-results script's file is also its worker's (from the cache).
    const pageScripts = fetched.filter((src) => !src.includes('/search-first-results.'));
    expect(new Set(pageScripts).size).toBe(pageScripts.length);
    expect(fetched.length - pageScripts.length).toBeLessThanOrEqual(2);
    // The page was on screen before its scripts started.
    expect(painted).toBe(true);
  });
}

test('without paint timing, the scripts start after the next frame', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PerformanceObserver', {configurable: true, value: undefined});
  });
  await recordMainBundleStart(page);
  await gotoHydrated(page, '/self-host/host-locally');
  // Well before FALLBACK_START_MS: the frame, not the fallback, started them.
  expect((await mainStart(page))!.time).toBeLessThan(FALLBACK_START_MS - 500);
});

/** A PerformanceObserver that says it knows paint timing and never reports anything. */
async function silencePaintReports(page: Page): Promise<void> {
  await page.addInitScript(() => {
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', {configurable: true, value: SilentObserver});
  });
}

test('if no paint is reported, the scripts start after FALLBACK_START_MS', async ({page}) => {
  await silencePaintReports(page);
  await recordMainBundleStart(page);
  await page.goto('/self-host/host-locally');
  await waitForHydration(page);
  expect((await mainStart(page))!.time).toBeGreaterThanOrEqual(FALLBACK_START_MS);
});

test('a page loading in a background tab starts its scripts at once', async ({page}) => {
  await silencePaintReports(page);
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});
  });
  await recordMainBundleStart(page);
  await gotoHydrated(page, '/self-host/host-locally');
  expect((await mainStart(page))!.time).toBeLessThan(FALLBACK_START_MS - 500);
});

/**
 * A server on this machine in front of the site that sends `path`'s HTML in two parts: up to its
 * footer at once, the rest HOLD_MS later, as a slow connection would. Everything else is passed on
 * whole, so the style sheet arrives while the HTML is still incomplete.
 */
async function serveHtmlInTwoParts(site: string, path: string, holdMs: number): Promise<{origin: string; close: () => void}> {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, site), {headers: {'accept-encoding': 'identity'}});
    const body = Buffer.from(await upstream.arrayBuffer());
    response.setHeader('content-type', upstream.headers.get('content-type') ?? 'application/octet-stream');
    if (new URL(request.url!, site).pathname !== path) {
      response.end(body);
      return;
    }
    const html = body.toString('utf8');
    const cut = html.indexOf('<footer');
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), holdMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close()};
}

test('the first frame drawn is the whole page, even when its HTML arrives in parts', async ({page, baseURL}) => {
  const path = '/self-host/host-locally';
  const proxy = await serveHtmlInTwoParts(baseURL!, path, 800);
  try {
    // What the document holds when the browser first renders: animation frame callbacks run
    // just before it draws, and not while rendering is blocked.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as {firstFrame: object}).firstFrame = {
          footer: document.querySelector('footer') !== null,
          painted: performance.getEntriesByType('paint').length > 0,
        };
      });
    });
    await page.goto(proxy.origin + path);
    await waitForHydration(page);
    const firstFrame = await page.evaluate(() => (window as unknown as {firstFrame?: object}).firstFrame);
    // Until the page template held rendering for the loader (#LOADER_ID, last in the body), the browser
    // drew the part that had arrived, then styled and laid out the whole page again when the rest came.
    expect(firstFrame).toEqual({footer: true, painted: false});
    expect(await page.locator(`body > script#${LOADER_ID}:last-child`).count()).toBe(1);
  } finally {
    proxy.close();
  }
});
