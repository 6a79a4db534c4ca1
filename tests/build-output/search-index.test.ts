import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';
import {gzipSync} from 'node:zlib';

import {createSearchEngine} from '../../src/plugins/search/engine/engine';
import {decodeSearchIndex, type SearchIndexFile} from '../../src/plugins/search/engine/index-format';
import {loadQuerySet, measureRelevance, pagesInOrder} from '../../scripts/lib/search-relevance';
import {SEARCH_WORKER_CHUNK} from '../../src/plugins/search';
import {searchVocabulary} from '../../config/search';

/**
 * Checks the search index the production build wrote (npm test runs this
 * after the build). Sizes and relevance have floors here so a regression
 * fails; the measured values are in BENCHMARKS.md (npm run bench:search).
 */
const json = fs.readFileSync('build/search-index.json', 'utf8');
const file = JSON.parse(json) as SearchIndexFile;
const records = decodeSearchIndex(file);

test('the index stays under 175 KB gzip', () => {
  assert.ok(gzipSync(json, {level: 9}).length < 175 * 1024);
});

test('every section of the site is in the index, under its sidebar name', () => {
  const sections = new Set(records.map((r) => r.hierarchy.lvl0));
  for (const name of ['Getting started', 'Prompt management', 'Evaluation', 'Observability', 'Self-hosting', 'API', 'CLI', 'SDK', 'Tutorials', 'Changelog']) {
    assert.ok(sections.has(name), `section ${name}`);
  }
});

test('records carry the DocSearch fields, facets and anchors', () => {
  for (const record of records) {
    assert.match(record.type, /^(lvl[1-6]|content)$/);
    assert.ok(record.hierarchy.lvl1, `${record.objectID} has a page title`);
    assert.equal(record.language, 'en');
    assert.match(record.docusaurus_tag, /^(default|docs-default-current)$/);
    if (record.type !== 'lvl1' && record.type !== 'content') assert.match(record.url, /#./);
  }
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length, 'objectIDs are unique');
  const headings = records.filter((r) => r.url.startsWith('/self-host/host-locally#'));
  assert.ok(headings.some((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Prerequisites'));
});

test('API operation pages are indexed with their method and path', () => {
  const listApps = records.filter((r) => r.url.startsWith('/reference/api/list-apps'));
  assert.ok(listApps.some((r) => r.content === 'GET /apps'));
});

test('no admonition or other Markdown syntax leaks into page text', () => {
  assert.ok(records.every((r) => !r.content?.startsWith(':::')));
});

test('relevance stays above its floors on every query set', () => {
  const engine = createSearchEngine(records, searchVocabulary);
  // A little under the measured values (BENCHMARKS.md), so an edit to the
  // docs does not fail the build but a change to the ranking that loses
  // several queries does.
  const floors = {
    'tests/search/queries.yaml': {at1: 0.85, at5: 0.97},
    'tests/search/holdout-queries.yaml': {at1: 0.78, at5: 0.95},
    'tests/search/holdout-queries-2.yaml': {at1: 0.83, at5: 0.92},
  };
  for (const [file, floor] of Object.entries(floors)) {
    const report = measureRelevance(loadQuerySet(file), (query) =>
      pagesInOrder(engine.search({query, hitsPerPage: 20}).hits.map((hit) => hit.url)),
    );
    assert.ok(report.successAt1 >= floor.at1, `${file}: success@1 ${report.successAt1.toFixed(3)}`);
    assert.ok(report.successAt5 >= floor.at5, `${file}: success@5 ${report.successAt5.toFixed(3)}`);
  }
});

test("the site's vocabulary reaches the browser with the search code only, not in every page's bundle", () => {
  const dir = 'build/assets/js';
  const holding = fs.readdirSync(dir).filter((name) => name.endsWith('.js') && fs.readFileSync(`${dir}/${name}`, 'utf8').includes('"pointerHeadings"'));
  assert.ok(holding.length >= 1, 'a chunk holds the vocabulary');
  for (const name of holding) {
    assert.doesNotMatch(name, /^(main|runtime~main)\./, `${name} holds the vocabulary`);
    assert.match(fs.readFileSync(`${dir}/${name}`, 'utf8'), /"productName":"agenta"/);
  }
});

test('the search worker is one script: it fetches no chunk of its own before it can build the engine', () => {
  const workers = fs.readdirSync('build/assets/js').filter((name) => new RegExp(`^${SEARCH_WORKER_CHUNK}\\.[0-9a-f]+\\.js$`).test(name));
  assert.equal(workers.length, 1, `build/assets/js holds ${workers.length} ${SEARCH_WORKER_CHUNK} scripts`);
  const source = fs.readFileSync(`build/assets/js/${workers[0]}`, 'utf8');
  // The runtime a worker gets when it has chunks to load.
  assert.doesNotMatch(source, /importScripts/);
  assert.match(source, /onmessage/);
});
