import assert from 'node:assert/strict';
import {test} from 'node:test';

import {EMPTY_VOCABULARY, validateOptions} from '../../src';

test('options of the wrong kind stop the build with a message naming them', () => {
  assert.throws(() => validateOptions({options: {}}), /search-local: option "indexName" is required/);
  assert.throws(() => validateOptions({options: {indexName: 'my docs'}}), /option "indexName" must be a name of letters, digits/);
  assert.throws(
    () => validateOptions({options: {indexName: 'docs', readBuiltPages: 'no'}}),
    /search-local: option "readBuiltPages" must be boolean, not string/,
  );
  assert.throws(() => validateOptions({options: {indexName: 'docs', writeCopies: 'gzip'}}), /option "writeCopies" must be a function/);
  assert.throws(() => validateOptions({options: {indexName: 'docs', searchPagePath: 'search'}}), /option "searchPagePath" must start with "\/"/);
  assert.throws(
    () => validateOptions({options: {indexName: 'docs', algolia: {appId: 'A', apiKey: 'k', indexName: 'i', insights: 'yes'}}}),
    /option "algolia.insights" must be boolean, not string/,
  );
  assert.throws(
    () => validateOptions({options: {indexName: 'docs', algolia: {appId: 'A', apiKey: '', indexName: 'i'}}}),
    /option "algolia.apiKey" is required when Algolia is configured/,
  );
  assert.throws(
    () => validateOptions({options: {indexName: 'docs', algolia: {appId: 'A', apiKey: 'k', indexName: 'i', hosts: ['x']}}}),
    /option "algolia.hosts\[0\]" must be an http\(s\) URL/,
  );
  assert.throws(() => validateOptions({options: {indexName: 'docs', vocabulary: {productName: 1}}}), /option "vocabulary": "productName" must be a string/);
  assert.throws(() => validateOptions({options: {indexName: 'docs', indexFile: 'x.json'}}), /option "indexFile" is not an option of this plugin/);
});

test('omitted options get their declared defaults', () => {
  assert.deepEqual(validateOptions({options: {indexName: 'docs'}}), {
    indexName: 'docs',
    indexFileName: 'search-index.json',
    searchPagePath: '/search',
    missingResultsUrl: null,
    algolia: null,
    fallbackSection: 'Docs',
    blogSection: 'Changelog',
    vocabulary: EMPTY_VOCABULARY,
    rankingWeights: {},
    readBuiltPages: true,
    id: 'default',
  });
});
