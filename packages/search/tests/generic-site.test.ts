import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, test} from 'node:test';

import {parse} from 'yaml';

import {createSearchEngine, openBuiltIndex, readBuiltRecords, type SearchEngine} from '@agenta-docs/search/node';
import {brewingVocabulary} from './fixtures/generic-site/vocabulary';

/**
 * The search plugin on a site that is not the product's: a home-brewing
 * handbook with its own sections and vocabulary (fixtures/generic-site). Its
 * queries must find their pages, and nothing of the product's site may reach
 * its index.
 */
const SITE = path.join(__dirname, 'fixtures', 'generic-site');
const BUILD = path.join(SITE, 'build');
const BUILD_COMMAND = 'npm run build:fixture -w @agenta-docs/search';
/** Words of the product's site that the plugin must not carry into another site. */
const PRODUCT_SITE_WORDS = ['agenta', 'llm', 'evaluator', 'playground', 'observability', 'testset'];

interface FixtureQuery {
  query: string;
  kind: string;
  /** Page paths (no anchor) that answer the query. */
  expect: string[];
  /** How many of the first result pages may hold the answer. */
  top: number;
}

function loadQueries(file: string): FixtureQuery[] {
  const data = parse(fs.readFileSync(file, 'utf8')) as {queries?: Partial<FixtureQuery>[]};
  assert.ok(Array.isArray(data?.queries) && data.queries.length > 0, `${file}: expected a "queries" list.`);
  return data.queries.map((q, i) => {
    assert.ok(typeof q.query === 'string' && Array.isArray(q.expect) && q.expect.length > 0, `${file}: query ${i + 1} needs "query" and "expect".`);
    return {query: q.query, kind: q.kind ?? 'other', expect: q.expect.map(String), top: q.top ?? 3};
  });
}

/** The distinct pages of a hit list, in the order a reader meets them. */
function pagesInOrder(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => url.split('#')[0]))];
}

let engine: SearchEngine;

before(async () => {
  if (!fs.existsSync(path.join(BUILD, 'search-index.json'))) {
    throw new Error(`No search index in ${BUILD}: build the fixture site first, from the repository root: ${BUILD_COMMAND}`);
  }
  engine = createSearchEngine(await openBuiltIndex(BUILD), brewingVocabulary);
});

for (const q of loadQueries(path.join(SITE, 'queries.yaml'))) {
  test(`"${q.query}" (${q.kind}) finds ${q.expect.join(' or ')} in the first ${q.top}`, async () => {
    const {hits} = await engine.search({query: q.query, hitsPerPage: 20});
    const pages = pagesInOrder(hits.map((hit) => hit.url));
    assert.ok(
      pages.slice(0, q.top).some((page) => q.expect.includes(page)),
      `got ${pages.slice(0, 5).join(', ') || 'no results'}`,
    );
  });
}

test('every page of the site is indexed, under its own section', async () => {
  const records = await readBuiltRecords(BUILD);
  const sectionOf = new Map(records.map((record) => [record.url.split('#')[0], record.hierarchy.lvl0]));
  assert.deepEqual(Object.fromEntries([...sectionOf].sort()), {
    '/': 'Handbook',
    '/brewing/bottling': 'Brewing',
    '/brewing/brew-day': 'Brewing',
    '/brewing/fermentation': 'Brewing',
    '/concepts/bitterness': 'Concepts',
    '/concepts/gravity': 'Concepts',
    '/concepts/yeast': 'Concepts',
    '/editions/edition-1.1': 'Editions',
    '/editions/edition-1.2': 'Editions',
    '/getting-started/equipment': 'Getting started',
    '/getting-started/sanitation': 'Getting started',
    '/reference/recipe-file': 'Reference',
  });
});

test("no word of the product's site reaches the index or the pages", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'search-index.json'), 'utf8')) as {base: string};
  const files = [
    path.join(BUILD, 'search-index.json'),
    ...fs.readdirSync(path.join(BUILD, manifest.base), {recursive: true, encoding: 'utf8'}).map((file) => path.join(BUILD, manifest.base, file)),
    ...fs
      .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(BUILD, file)),
    firstResultsScript(),
  ].filter((file) => fs.statSync(file).isFile());
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8').toLowerCase();
    for (const word of PRODUCT_SITE_WORDS) {
      assert.doesNotMatch(text, new RegExp(`\\b${word}\\b`), `${path.relative(BUILD, file)} holds "${word}"`);
    }
  }
});

/** The search page's first-results script the build wrote, as the search page's head names it. */
function firstResultsScript(): string {
  const html = fs.readFileSync(path.join(BUILD, 'search.html'), 'utf8');
  const src = /\.src="(\/assets\/js\/search-first-results\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  assert.ok(src, 'the head names no first-results script');
  return path.join(BUILD, src);
}

test("the search page's first-results script is built with the site's own vocabulary", () => {
  const script = fs.readFileSync(firstResultsScript(), 'utf8');
  assert.match(script, new RegExp(`productName:"${brewingVocabulary.productName}"`));
});
