import assert from 'node:assert/strict';
import {test} from 'node:test';

import {filteredTags, indexUrlFor, recordsOfIndexes, versionIndexFileName} from '../../src/engine/version-index';
import {docsVersionOfFilters, readSearchPageParams, searchPageLink, withDocsVersion} from '../../src/client/search-page-request';
import type {SearchRecord} from '../../src/engine/types';

const versionIndexes = {'docs-default-0.27': '/search-index-0.27.json'};

test("a search reads the index of the older version its filters name, else the site's", () => {
  const contextual = (tag: string) => ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]];
  assert.equal(indexUrlFor(contextual('docs-default-0.27'), '/search-index.json', versionIndexes), '/search-index-0.27.json');
  assert.equal(indexUrlFor(contextual('docs-default-current'), '/search-index.json', versionIndexes), '/search-index.json');
  assert.equal(indexUrlFor(undefined, '/search-index.json', versionIndexes), '/search-index.json');
  assert.equal(indexUrlFor(contextual('docs-default-0.27'), '/search-index.json', undefined), '/search-index.json');
  // What a script may pass is read, never trusted: a negated tag, other shapes, a prototype key.
  assert.equal(indexUrlFor(['-docusaurus_tag:docs-default-0.27'], '/search-index.json', versionIndexes), '/search-index.json');
  assert.equal(indexUrlFor({docusaurus_tag: 'docs-default-0.27'}, '/search-index.json', versionIndexes), '/search-index.json');
  assert.equal(indexUrlFor(['docusaurus_tag:constructor', 'docusaurus_tag:__proto__'], '/search-index.json', versionIndexes), '/search-index.json');
  assert.deepEqual(filteredTags([[['docusaurus_tag:deep']], 'docusaurus_tag:a', 42, null]), ['a']);
});

test("each older version's index holds its docs and the pages outside the docs; the site's the rest", () => {
  const record = (url: string, tag: string) => ({url, docusaurus_tag: tag}) as unknown as SearchRecord;
  const routes = new Map([
    ['/a', [record('/a', 'docs-default-current')]],
    ['/0.27/a', [record('/0.27/a', 'docs-default-0.27')]],
    ['/changelog/x', [record('/changelog/x', 'default')]],
    ['/search', [record('/search', 'default')]],
  ]);
  const {site, versions} = recordsOfIndexes(routes, ['docs-default-0.27'], ['docs-default-current', 'docs-default-0.27']);
  assert.deepEqual([...site.keys()], ['/a', '/changelog/x', '/search']);
  assert.deepEqual([...versions.get('docs-default-0.27')!.keys()], ['/0.27/a', '/changelog/x', '/search']);
  assert.equal(versionIndexFileName('search-index.json', 'default', '0.27'), 'search-index-0.27.json');
  assert.equal(versionIndexFileName('search-index.json', 'api', '1.0'), 'search-index-api-1.0.json');
  assert.equal(versionIndexFileName('search-index.json', 'default', 'a/../b'), 'search-index-a_.._b.json');
});

test("the search page's address keeps a version, and the filters search it", () => {
  assert.deepEqual(readSearchPageParams('?q=eval&version=0.27'), {query: 'eval', page: 1, version: '0.27'});
  assert.equal(readSearchPageParams('?q=eval&version=<script>').version, null);
  assert.equal(readSearchPageParams(`?q=eval&version=${'9'.repeat(41)}`).version, null);
  assert.equal(searchPageLink('/search', 'a b', 2, '0.27'), '/search?q=a+b&page=2&version=0.27');
  assert.equal(searchPageLink('/search', 'a'), '/search?q=a');
  const contextual = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
  assert.equal(docsVersionOfFilters(contextual), 'current');
  assert.deepEqual(withDocsVersion(contextual, '0.27'), ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.27']]);
  assert.equal(docsVersionOfFilters(['language:en']), null);
});
