import assert from 'node:assert/strict';
import {test} from 'node:test';
import vm from 'node:vm';

import {indexPreloadScript} from '../../src/index-preload';
import {FIRST_RESULTS_GLOBAL} from '../../src/first-results/handoff';

/** Runs the script at an address; returns the elements it added to the head, and the window. */
function runWith(pathname: string, search: string, firstResultsUrl?: string) {
  const added: Record<string, unknown>[] = [];
  const document = {
    createElement: (tag: string) => ({tag}) as Record<string, unknown>,
    head: {appendChild: (element: Record<string, unknown>) => added.push(element)},
  };
  const window: Record<string, unknown> = {};
  vm.runInNewContext(indexPreloadScript('/docs/search', '/docs/search-index.json', firstResultsUrl), {location: {pathname, search}, document, window});
  return {added, window};
}

const run = (pathname: string, search: string, firstResultsUrl?: string) =>
  runWith(pathname, search, firstResultsUrl).added.map(({onerror, ...element}) => element);

test('on the search page with a query, the index download starts as a preload the fetch can take', () => {
  for (const [pathname, search] of [
    ['/docs/search', '?q=webhook'],
    ['/docs/search/', '?page=2&q=webhook'],
  ] as const) {
    assert.deepEqual(run(pathname, search), [{tag: 'link', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/docs/search-index.json'}]);
  }
});

test('given the first-results script, it adds that script too, to run as soon as it arrives, and its handoff', async () => {
  const script = '/docs/assets/js/search-first-results.0123abcd.js';
  assert.deepEqual(run('/docs/search', '?q=webhook', script), [
    {tag: 'link', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/docs/search-index.json'},
    {tag: 'script', src: script, async: true},
  ]);
  // The handoff exists before the script runs; a script that cannot load settles `painted`.
  const {added, window} = runWith('/docs/search', '?q=webhook', script);
  const handoff = window[FIRST_RESULTS_GLOBAL] as {painted: Promise<void>; settle: () => void};
  let settled = false;
  void handoff.painted.then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(settled, false);
  (added[1]!.onerror as () => void)();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(settled, true);
  assert.deepEqual(runWith('/docs/quick-start', '?q=webhook', script).window, {});
});

test('without a query, or on any other page, nothing is fetched', () => {
  const script = '/docs/assets/js/search-first-results.0123abcd.js';
  assert.deepEqual(run('/docs/search', '', script), []);
  assert.deepEqual(run('/docs/search', '?q=', script), []);
  assert.deepEqual(run('/docs/quick-start', '?q=webhook', script), []);
  assert.deepEqual(run('/docs/search-tips', '?q=webhook', script), []);
});

test('the URLs are written as string literals', () => {
  assert.match(indexPreloadScript('/a"b/search', '/a"b/index.json'), /"\/a\\"b\/search"/);
});
