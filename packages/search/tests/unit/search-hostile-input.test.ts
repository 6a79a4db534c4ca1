/**
 * Hostile queries, as tables run through every surface that takes a query:
 * the search page's reading of its address (which cuts the query), the
 * vocabulary's lookups and the engine. Each query answers (hits or none),
 * never throws, and nothing it answers holds a lone surrogate (which
 * `encodeURIComponent` throws on, and the modal's links are built with).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {keptQuery, MAX_QUERY_LENGTH, readSearchPageParams} from '../../src/client/search-page-request';
import {cutQuery} from '../../src/engine/query-text';
import {compileVocabulary, EMPTY_VOCABULARY, type SearchVocabulary} from '../../src/engine/vocabulary';
import {createMemoryEngine} from '../../src/indexing/read-index';
import {measureRelevance} from '../../src/relevance';
import {pageRecords} from '../support/page-records';
import {testVocabulary} from './vocabulary';

/** Names every plain object inherits, in the forms a reader types and the tokenizer makes of them. */
const PROTOTYPE_WORDS = [
  'constructor',
  '__proto__',
  'toString',
  'tostring',
  'hasOwnProperty',
  'hasownproperty',
  'valueOf',
  'valueof',
  'prototype',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'constructor evaluation',
  'evaluation constructor',
  'web constructor',
  'constructor.prototype',
  '__proto__.constructor',
  'Object.prototype.hasOwnProperty',
  'constructors',
  'what is a constructor',
];

/** Strings that break code working by UTF-16 code units, and other odd text. */
const SURROGATE_CUTS = [
  {name: 'emoji across the 64th character (63, 64)', query: `${'a'.repeat(63)}🚀 evaluation`},
  {name: 'emoji ending at the 64th character', query: `${'a'.repeat(62)}🚀 evaluation`},
  {name: 'emoji just past the 64th character (65)', query: `${'a'.repeat(64)}🚀`},
  {name: 'emoji only, past the limit', query: '🚀'.repeat(40)},
  {name: 'a lone high surrogate', query: '\ud83d'},
  {name: 'a lone low surrogate', query: '\ude80'},
  {name: 'a word then a lone high surrogate', query: 'evaluation \ud83d'},
  {name: 'a lone low surrogate then a word', query: '\ude80evaluation'},
  {name: 'surrogates in the wrong order', query: '\ude80\ud83d webhook'},
  {name: 'combining marks', query: 'e\u0301valuation'.repeat(8)},
  {name: 'a pile of combining marks', query: `webhook${'\u0301\u0308\u0327'.repeat(40)}`},
  {name: 'right-to-left marks', query: '\u202ewebhook\u202c \u200fevaluation\u200e'},
  {name: 'right-to-left script', query: 'مرحبا evaluation'},
  {name: '10,000 characters', query: 'webhook evaluation '.repeat(600).slice(0, 10_000)},
  {name: '10,000 emoji', query: '🚀'.repeat(10_000)},
  {name: "10,000 characters with a split emoji at the engine's cut", query: `${'a'.repeat(511)}🚀${'b'.repeat(9_488)}`},
  {name: 'NUL', query: '\u0000'},
  {name: 'NUL inside words', query: 'webhook\u0000evaluation'},
];

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function assertWellFormed(text: string, what: string): void {
  assert.doesNotMatch(text, LONE_SURROGATE, `${what}: a lone surrogate`);
  assert.doesNotThrow(() => encodeURIComponent(text), `${what}: encodeURIComponent`);
}

const records = [
  ...pageRecords('/evaluation/webhook', 'Evaluation', 'Webhook evaluator', [
    'Scores outputs by calling your own HTTP service.',
    [2, 'Set up'],
    'Start the server, then give its URL.',
  ]),
  ...pageRecords('/sdk/objects', 'SDK', 'Objects in the SDK', [
    'The constructor builds an instance; toString and valueOf convert it.',
    [2, 'Prototypes'],
    'hasOwnProperty checks a key; __proto__ and the prototype link objects.',
  ]),
];

/** A site's vocabulary as its configuration JSON gives it: keys that are prototype names, as own keys. */
const hostileVocabulary: SearchVocabulary = {
  ...EMPTY_VOCABULARY,
  synonyms: JSON.parse('{"__proto__": ["prototype"], "constructor": ["instance"], "hook": ["webhook"]}') as Record<string, string[]>,
};

const vocabularies: [string, SearchVocabulary | undefined][] = [
  ['no vocabulary', undefined],
  ['the empty vocabulary', EMPTY_VOCABULARY],
  ['a site vocabulary', testVocabulary],
  ['a vocabulary whose keys are prototype names', hostileVocabulary],
];

test('the vocabulary knows only its own words: a prototype name has no synonyms unless the site gives it some', () => {
  for (const [name, vocabulary] of vocabularies) {
    const compiled = compileVocabulary(vocabulary ?? EMPTY_VOCABULARY);
    for (const word of PROTOTYPE_WORDS) {
      const synonyms = compiled.synonymsOf(word.toLowerCase());
      assert.ok(Array.isArray(synonyms) && synonyms.every((synonym) => typeof synonym === 'string'), `${name}: "${word}" gives ${String(synonyms)}`);
    }
  }
  const compiled = compileVocabulary(hostileVocabulary);
  assert.deepEqual(compiled.synonymsOf('constructor'), ['instance']);
  assert.deepEqual(compiled.synonymsOf('__proto__'), ['prototype']);
  assert.deepEqual(compiled.synonymsOf('tostring'), []);
});

test('a query made of prototype names answers, with hits or none, under every vocabulary', async () => {
  for (const [name, vocabulary] of vocabularies) {
    const engine = createMemoryEngine(records, vocabulary);
    for (const query of PROTOTYPE_WORDS) {
      const response = await engine.search({query, attributesToSnippet: ['content:10']}).catch((error: unknown) => {
        assert.fail(`${name}: "${query}" threw ${String(error)}`);
      });
      assert.ok(Array.isArray(response.hits) && Number.isInteger(response.nbHits), `${name}: "${query}"`);
    }
    // The words are in the pages: they are found like any other word.
    assert.ok(
      (await engine.search({query: 'constructor'})).hits.some((hit) => hit.url.startsWith('/sdk/objects')),
      name,
    );
  }
});

test('a query is cut at 64 whole characters: an emoji at the 63rd, 64th or 65th is kept whole or left out, never halved', () => {
  for (const {name, query} of SURROGATE_CUTS) {
    const kept = keptQuery(query);
    assertWellFormed(kept, name);
    assert.ok([...kept].length <= MAX_QUERY_LENGTH, `${name}: ${[...kept].length} characters`);
    assert.ok(query.startsWith(kept) || /[\ud800-\udfff]/.test(query), `${name}: not a prefix of the query`);
  }
  assert.equal(keptQuery(`${'a'.repeat(63)}🚀 evaluation`), `${'a'.repeat(63)}🚀`);
  assert.equal(keptQuery(`${'a'.repeat(62)}🚀 evaluation`), `${'a'.repeat(62)}🚀 `);
  assert.equal(keptQuery(`${'a'.repeat(64)}🚀`), 'a'.repeat(64));
  assert.equal(keptQuery('🚀'.repeat(40)), '🚀'.repeat(40));
  assert.equal(keptQuery('evaluation \ud83d'), 'evaluation ');
  assert.equal(keptQuery('\ude80\ud83d webhook'), ' webhook');
  // DocSearch's own field cuts at 64 code units: what it hands on is cleaned too.
  assert.equal(keptQuery(`${'a'.repeat(63)}🚀`.slice(0, 64)), 'a'.repeat(63));
  assert.equal(cutQuery('🚀'.repeat(10_000), 512), '🚀'.repeat(512));
  assert.equal(cutQuery('', 64), '');
});

test("the search page keeps at most 64 whole characters of its address's query, never half an emoji", () => {
  for (const {name, query} of SURROGATE_CUTS) {
    const search = `?${new URLSearchParams({q: query})}`;
    const kept = readSearchPageParams(search).query;
    assertWellFormed(kept, name);
    assert.ok([...kept].length <= MAX_QUERY_LENGTH, `${name}: ${[...kept].length} characters`);
    // What the address holds (URLSearchParams makes a lone surrogate U+FFFD), cut at a character.
    const sent = new URLSearchParams(search).get('q')!;
    assert.equal(kept, [...sent].slice(0, MAX_QUERY_LENGTH).join(''), name);
  }
});

test('the engine answers every odd string, and echoes a query with no lone surrogate', async () => {
  for (const [name, vocabulary] of vocabularies) {
    const engine = createMemoryEngine(records, vocabulary);
    for (const {name: what, query} of SURROGATE_CUTS) {
      const response = await engine.search({query, attributesToSnippet: ['content:10']}).catch((error: unknown) => {
        assert.fail(`${name}: ${what} threw ${String(error)}`);
      });
      assert.ok(Number.isInteger(response.nbHits), `${name}: ${what}`);
      assertWellFormed(response.query, `${name}: ${what}: the query echoed`);
      assertWellFormed(JSON.stringify(response.hits), `${name}: ${what}: the hits`);
    }
  }
  // Words beside the odd characters are still found.
  const engine = createMemoryEngine(records);
  for (const query of ['evaluation \ud83d', '\ude80webhook', 'webhook\u0000', '\u202ewebhook\u202c']) {
    assert.ok((await engine.search({query})).nbHits > 0, JSON.stringify(query));
  }
});

test('a query set may name its kinds with any word', () => {
  const queries = PROTOTYPE_WORDS.slice(0, 6).map((kind, i) => ({query: `q${i}`, kind, expect: ['/a']}));
  const report = measureRelevance(queries, (query) => (query === 'q0' ? ['/a'] : ['/b']));
  assert.deepEqual(Object.keys(report.byKind), PROTOTYPE_WORDS.slice(0, 6));
  assert.deepEqual(report.byKind.constructor, {queries: 1, successAt1: 1, successAt5: 1});
  assert.deepEqual(Object.getOwnPropertyDescriptor(report.byKind, '__proto__')?.value, {queries: 1, successAt1: 0, successAt5: 0});
});
