import assert from 'node:assert/strict';
import {test} from 'node:test';
import vm from 'node:vm';

import {indexPreloadScript} from '../../src/index-preload';

/** Runs the script at an address; returns the elements it added to the head. */
function run(pathname: string, search: string, firstResultsUrl?: string): Record<string, unknown>[] {
  const added: Record<string, unknown>[] = [];
  const document = {
    createElement: (tag: string) => ({tag}) as Record<string, unknown>,
    head: {appendChild: (element: Record<string, unknown>) => added.push(element)},
  };
  vm.runInNewContext(indexPreloadScript('/docs/search', '/docs/search-index.json', firstResultsUrl), {location: {pathname, search}, document});
  return added;
}

test('on the search page with a query, the index download starts as a preload the fetch can take', () => {
  for (const [pathname, search] of [
    ['/docs/search', '?q=webhook'],
    ['/docs/search/', '?page=2&q=webhook'],
  ] as const) {
    assert.deepEqual(run(pathname, search), [
      {tag: 'link', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/docs/search-index.json'},
    ]);
  }
});

test('given the first-results script, it adds that script too, to run as soon as it arrives', () => {
  assert.deepEqual(run('/docs/search', '?q=webhook', '/docs/assets/js/search-first-results.0123abcd.js'), [
    {tag: 'link', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/docs/search-index.json'},
    {tag: 'script', src: '/docs/assets/js/search-first-results.0123abcd.js', async: true},
  ]);
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
