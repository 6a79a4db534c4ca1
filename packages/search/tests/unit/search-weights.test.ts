import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {LoadContext} from '@docusaurus/types';

import searchPlugin, {validateOptions} from '../../src';
import {createSearchEngine, type SearchEngine} from '../../src/engine/engine';
import type {SearchGlobalData} from '../../src/engine/global-data';
import {createLocalSearchClient} from '../../src/engine/local-client';
import {EMPTY_VOCABULARY, type SearchVocabulary} from '../../src/engine/vocabulary';
import {checkRankingWeights, DEFAULT_RANKING_WEIGHTS, resolveRankingWeights, type RankingWeights} from '../../src/engine/weights';
import {startEngine, type WorkerRequest} from '../../src/engine/worker-engine';
import {memoryIndex} from '../../src/indexing/read-index';
import {buildSplitIndex} from '../../src/indexing/split-index';
import {pageRecords} from '../support/page-records';

/** A page of the section "Guides", as records. */
const page = (url: string, title: string, blocks: Parameters<typeof pageRecords>[3]) => pageRecords(url, 'Guides', title, blocks);

const site = [
  // Its title holds the query among other words; the other page has a heading that is the query.
  ...page('/guide/webhooks', 'Webhook retries and backoff for servers you run', ['Send events to your own server when something changes.']),
  ...page('/guide/automation', 'Automation', [
    'Automation runs on webhooks: every webhook call starts a webhook job.',
    [2, 'Webhook retries'],
    'A failed delivery is retried five times, then dropped.',
    [2, 'Webhook security'],
    'Sign every webhook with a secret and verify the webhook signature.',
  ]),
  // The site says "teammate" once; "member" is its synonym, on another page.
  ...page('/guide/team', 'Team', ['Invite a member to the workspace.']),
  ...page('/guide/roles', 'Roles', ['A teammate with the admin role can invite others.']),
];
const vocabulary: SearchVocabulary = {...EMPTY_VOCABULARY, synonyms: {teammate: ['member']}};

const engineWith = (weights?: Partial<RankingWeights>) => createSearchEngine(memoryIndex(site, vocabulary), vocabulary, {weights});
const pagesOf = async (engine: Pick<SearchEngine, 'search'>, query: string) => [
  ...new Set((await engine.search({query, hitsPerPage: 50})).hits.map((hit) => hit.url.split('#')[0])),
];

test('overrides are merged over the defaults, which stay as they are', () => {
  const weights = resolveRankingWeights({titleMatchBonus: 5});
  assert.equal(weights.titleMatchBonus, 5);
  assert.deepEqual({...weights, titleMatchBonus: DEFAULT_RANKING_WEIGHTS.titleMatchBonus}, {...DEFAULT_RANKING_WEIGHTS});
  assert.deepEqual(resolveRankingWeights(), DEFAULT_RANKING_WEIGHTS);
});

test('the defaults are the weights the query sets were tuned with: changing one is a ranking change, measured first', () => {
  assert.deepEqual(DEFAULT_RANKING_WEIGHTS, {
    prefixWeight: 0.4,
    completionLengthPenalty: 0.3,
    fuzzyWeight: 0.35,
    synonymWeight: 0.5,
    phraseBoost: 1.5,
    compoundBoost: 2,
    namedSectionBoost: 3,
    titleMatchBonus: 3,
    leadParagraphBoost: 2.3,
    pointerWeight: 0.3,
    wordEvidenceWeight: 0.3,
    secondRecordWeight: 0.3,
    thirdRecordWeight: 0.1,
    pageDepthWeight: 0.15,
    coverageExponent: 1.5,
    definitionBoost: 1.6,
    definitionFactFactor: 0.5,
    recordsPerPageFirst: 2,
  });
});

test('no overrides rank as the defaults do', async () => {
  for (const query of ['webhook retries', 'teammate', 'webhook']) {
    assert.deepEqual(await pagesOf(engineWith({}), query), await pagesOf(engineWith(), query));
    assert.deepEqual(await pagesOf(engineWith({...DEFAULT_RANKING_WEIGHTS}), query), await pagesOf(engineWith(), query));
  }
});

test('a higher title bonus puts the page whose title matches above the page with a matching heading', async () => {
  assert.deepEqual(await pagesOf(engineWith(), 'webhook retries'), ['/guide/automation', '/guide/webhooks']);
  assert.deepEqual(await pagesOf(engineWith({titleMatchBonus: 5}), 'webhook retries'), ['/guide/webhooks', '/guide/automation']);
});

test('a synonym weight of 0 drops the pages that only hold a synonym', async () => {
  assert.deepEqual(await pagesOf(engineWith(), 'teammate'), ['/guide/roles', '/guide/team']);
  assert.deepEqual(await pagesOf(engineWith({synonymWeight: 0}), 'teammate'), ['/guide/roles']);
});

test('a lower lead-paragraph boost ranks the lead paragraph lower within its page', async () => {
  const scoreOf = async (engine: SearchEngine) =>
    (await engine.search({query: 'automation'})).hits.find((hit) => hit.content?.startsWith('Automation runs'))!._rankingInfo!.score;
  assert.ok((await scoreOf(engineWith({leadParagraphBoost: 1}))) < (await scoreOf(engineWith())));
});

// The same overrides reach the engine however it runs: in this thread, or in a worker.
const split = buildSplitIndex(site, vocabulary);
const fetchPart = async (path: string) => split.files.get(path.slice(split.manifest.base.length))!;

test('the local search client passes its weights to the engine', async () => {
  const client = createLocalSearchClient({
    indexUrl: '/search-index.json',
    fetchIndex: async () => JSON.parse(JSON.stringify(split.manifest)),
    fetchPart,
    vocabulary,
    weights: {synonymWeight: 0},
  });
  const {results} = await client.search([{indexName: 'docs', query: 'teammate'}]);
  assert.deepEqual([...new Set(results[0].hits.map((hit) => hit.url.split('#')[0]))], ['/guide/roles']);
});

test('the worker engine sends the weights with the index, and the in-thread fallback ranks with them', async () => {
  const bytes = () => Promise.resolve(new TextEncoder().encode(JSON.stringify(split.manifest)).buffer as ArrayBuffer);
  const inThread = await startEngine(bytes(), null, fetchPart, vocabulary, {synonymWeight: 0});
  const [response] = await inThread.search([{query: 'teammate'}]);
  assert.deepEqual([...new Set(response.hits.map((hit) => hit.url.split('#')[0]))], ['/guide/roles']);

  const sent: WorkerRequest[] = [];
  const worker = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null,
    postMessage(message: WorkerRequest) {
      sent.push(message);
      if (message.type === 'load') queueMicrotask(() => this.onmessage?.({data: {type: 'ready'}} as MessageEvent));
    },
    terminate() {},
  };
  await startEngine(bytes(), worker as unknown as Worker, fetchPart, vocabulary, {titleMatchBonus: 5});
  assert.deepEqual(sent[0]?.type === 'load' && sent[0].weights, {titleMatchBonus: 5});
});

test('the plugin checks the option at build time, naming the key to fix', () => {
  const options = (rankingWeights: unknown) => ({indexName: 'docs', rankingWeights});
  assert.doesNotThrow(() => validateOptions({options: options({titleMatchBonus: 5, synonymWeight: 0})}));
  assert.throws(
    () => validateOptions({options: options({titleBonus: 5})}),
    /option "rankingWeights": "titleBonus" is not a ranking weight \(known: prefixWeight,/,
  );
  assert.throws(() => validateOptions({options: options({synonymWeight: -0.5})}), /"synonymWeight" must be a finite number of at least 0 \(got -0\.5\)/);
  assert.throws(() => validateOptions({options: options({phraseBoost: Number.NaN})}), /"phraseBoost" must be a finite number of at least 0 \(got NaN\)/);
  assert.throws(() => validateOptions({options: options({phraseBoost: Number.POSITIVE_INFINITY})}), /"phraseBoost" must be a finite number/);
  assert.throws(() => validateOptions({options: options({fuzzyWeight: '0.3'})}), /"fuzzyWeight" must be a finite number of at least 0 \(got "0\.3"\)/);
  assert.throws(() => validateOptions({options: options({recordsPerPageFirst: 1.5})}), /"recordsPerPageFirst" must be a whole number/);
  assert.throws(() => validateOptions({options: options([1, 2])}), /option "rankingWeights": must be an object of weights/);
  assert.throws(() => checkRankingWeights(null, 'here'), /^Error: here: must be an object/);
});

test('the plugin hands the overrides to the browser in its global data, as given', async () => {
  const context = {baseUrl: '/'} as LoadContext;
  const globalOf = async (rankingWeights?: Partial<RankingWeights>) => {
    let data: SearchGlobalData | undefined;
    const actions = {
      setGlobalData: (value: SearchGlobalData) => (data = value),
      createData: async () => '',
      addRoute: () => {},
    };
    await searchPlugin(context, validateOptions({options: {indexName: 'docs', rankingWeights}})).allContentLoaded?.({allContent: {}, actions} as never);
    return data!;
  };
  assert.deepEqual((await globalOf({titleMatchBonus: 5})).rankingWeights, {titleMatchBonus: 5});
  assert.deepEqual((await globalOf()).rankingWeights, {});
});
