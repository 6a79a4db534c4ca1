import assert from 'node:assert/strict';
import {test} from 'node:test';
import vm from 'node:vm';

import {indexPreloadScript} from '../../src/index-preload';

/** Runs the script at an address; returns the links it added to the head. */
function run(pathname: string, search: string): Record<string, string>[] {
  const links: Record<string, string>[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: {appendChild: (link: Record<string, string>) => links.push(link)},
  };
  vm.runInNewContext(indexPreloadScript('/docs/search', '/docs/search-index.json'), {location: {pathname, search}, document});
  return links;
}

test('on the search page with a query, the index download starts as a preload the fetch can take', () => {
  for (const [pathname, search] of [
    ['/docs/search', '?q=webhook'],
    ['/docs/search/', '?page=2&q=webhook'],
  ] as const) {
    assert.deepEqual(run(pathname, search), [
      {rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/docs/search-index.json'},
    ]);
  }
});

test('without a query, or on any other page, nothing is fetched', () => {
  assert.deepEqual(run('/docs/search', ''), []);
  assert.deepEqual(run('/docs/search', '?q='), []);
  assert.deepEqual(run('/docs/quick-start', '?q=webhook'), []);
  assert.deepEqual(run('/docs/search-tips', '?q=webhook'), []);
});

test('the URLs are written as string literals', () => {
  assert.match(indexPreloadScript('/a"b/search', '/a"b/index.json'), /"\/a\\"b\/search"/);
});
