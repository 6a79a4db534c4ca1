import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, test} from 'node:test';
import {gzipSync} from 'node:zlib';

import {
  createSearchEngine,
  loadQuerySet,
  measureRelevance,
  openBuiltIndex,
  pagesInOrder,
  readBuiltRecords,
  SEARCH_INDEX_BUDGETS,
  type SearchRecord,
  type SplitManifest,
} from '@agenta-docs/search/node';
import {SEARCH_WORKER_CHUNK} from '@agenta-docs/search';
import {searchRankingWeights, searchVocabulary} from '../../config/search';
import {SEARCH_QUERY_SETS} from '../search/query-sets';

/**
 * Checks the search index the production build wrote (npm test runs this
 * after the build): each part within its budget, the records whole, and
 * relevance above its floors; the measured values are in BENCHMARKS.md
 * (npm run bench:search, npm run bench:scale).
 */
const BUILD = 'build';
const manifestFile = path.join(BUILD, 'search-index.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SplitManifest;
const partsDir = path.join(BUILD, manifest.base);
const parts = fs
  .readdirSync(partsDir, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
  .map((entry) => path.join(entry.parentPath, entry.name));
const gzip = (file: string) => gzipSync(fs.readFileSync(file), {level: 9}).length;

test('each part of the index stays within its budget (gzip): the manifest, every term shard, fragment, word list and rest list', () => {
  assert.ok(gzip(manifestFile) <= SEARCH_INDEX_BUDGETS.manifest, `the manifest: ${gzip(manifestFile)} B`);
  const budgetOf = {t: SEARCH_INDEX_BUDGETS.shard, f: SEARCH_INDEX_BUDGETS.fragment, w: SEARCH_INDEX_BUDGETS.words, r: SEARCH_INDEX_BUDGETS.rest};
  const over = parts.flatMap((file) => {
    const budget = budgetOf[path.basename(path.dirname(file)) as keyof typeof budgetOf];
    const size = gzip(file);
    return size > budget ? [`${path.relative(partsDir, file)}: ${size} B, budget ${budget} B`] : [];
  });
  assert.deepEqual(over, []);
  for (const kind of ['t', 'f', 'w'])
    assert.ok(
      parts.some((file) => path.basename(path.dirname(file)) === kind),
      `${kind}/ parts`,
    );
});

test('the parts sit in a folder named by their content, so a browser never mixes two builds', () => {
  assert.match(manifest.base, /^search-index\/[0-9a-f]{12}\/$/);
  // One folder per index: the site's and each older docs version's (search-index-<version>.json).
  const bases = fs
    .readdirSync(BUILD)
    .filter((name) => /^search-index(-[\w.-]+)?\.json$/.test(name))
    .map((name) => (JSON.parse(fs.readFileSync(path.join(BUILD, name), 'utf8')) as SplitManifest).base.split('/')[1]!);
  assert.ok(bases.length >= 2, "the site's index and an older version's");
  assert.deepEqual(fs.readdirSync(path.join(BUILD, 'search-index')).sort(), [...new Set(bases)].sort());
});

test("the parts' folder has no page's name, which a static host that prefers folders would serve instead", () => {
  // With both search.html and search/, such a host redirects /search to /search/.
  const folder = manifest.base.split('/')[0]!;
  assert.ok(!fs.existsSync(path.join(BUILD, `${folder}.html`)), `${folder}.html and ${folder}/ are both in the build`);
});

let records: SearchRecord[] = [];
before(async () => {
  records = await readBuiltRecords(BUILD);
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
    assert.match(record.docusaurus_tag, /^(default|docs-default-current|docs-default-\d+\.\d+)$/);
    if (record.type !== 'lvl1' && record.type !== 'content') assert.match(record.url, /#./);
  }
  assert.equal(records.length, manifest.recordCount, 'the fragments hold every record (what npm run search:push sends)');
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length, 'objectIDs are unique');
  const headings = records.filter((r) => r.url.startsWith('/self-host/host-locally#'));
  assert.ok(headings.some((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Prerequisites'));
});

test('the index holds the full text: paragraphs and code whole, and API operations with their method, path, parameters and fields', () => {
  assert.ok(
    records.some((r) => r.type === 'content' && (r.content?.length ?? 0) > 1000),
    'a block of over 1,000 characters',
  );
  assert.ok(
    records.every((r) => !r.content?.endsWith('…')),
    'no text cut short',
  );
  const operation = records.filter((r) => r.url.split('#')[0] === '/reference/api/list-apps');
  assert.ok(operation.some((r) => r.content === 'GET /apps'));
  assert.ok(
    operation.some((r) => /^app_name string\b/.test(r.content ?? '')),
    'a field of the response, with its type',
  );
});

test('no admonition or other Markdown syntax leaks into page text', () => {
  assert.ok(records.every((r) => !r.content?.startsWith(':::')));
});

test('relevance stays above its floors on every query set', async () => {
  const engine = createSearchEngine(await openBuiltIndex(BUILD), searchVocabulary, {weights: searchRankingWeights});
  // A little under the measured values (BENCHMARKS.md), so an edit to the
  // docs does not fail the build but a change to the ranking that loses
  // several queries does.
  const floors = {
    tuning: {at1: 0.85, at5: 0.97},
    'held out': {at1: 0.78, at5: 0.95},
    'blind held out': {at1: 0.83, at5: 0.92},
  };
  for (const [set, floor] of Object.entries(floors) as [keyof typeof SEARCH_QUERY_SETS, {at1: number; at5: number}][]) {
    const file = SEARCH_QUERY_SETS[set];
    const queries = loadQuerySet(file);
    const answers = new Map<string, string[]>();
    for (const {query} of queries) answers.set(query, pagesInOrder((await engine.search({query, hitsPerPage: 20})).hits.map((hit) => hit.url)));
    const report = measureRelevance(queries, (query) => answers.get(query)!);
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
