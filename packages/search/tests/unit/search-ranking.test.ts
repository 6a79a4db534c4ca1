import assert from 'node:assert/strict';
import {test} from 'node:test';

import {testVocabulary as searchVocabulary} from './vocabulary';
import type {SearchEngine} from '../../src/engine/engine';
import {readIntent} from '../../src/engine/intent';
import {
  boostNamedRecords,
  clearQueryState,
  createQueryState,
  createRankingContext,
  expandQuery,
  matchRecords,
  orderHits,
  scorePages,
  weighRecords,
} from '../../src/engine/ranking';
import {EMPTY_VOCABULARY, checkVocabulary, type SearchVocabulary} from '../../src/engine/vocabulary';
import {subjectWords, tokenize} from '../../src/engine/text';
import type {SearchRecord} from '../../src/engine/types';
import {createMemoryEngine as createSearchEngine, loadAllTerms, memoryIndex} from '../../src/indexing/read-index';
import {buildSplitIndex} from '../../src/indexing/split-index';
import {pageRecords as page} from '../support/page-records';

const pagesOf = async (engine: SearchEngine, query: string) => [
  ...new Set((await engine.search({query, hitsPerPage: 50})).hits.map((hit) => hit.url.split('#')[0])),
];

/** The split index of `records`, every term shard and word list loaded. */
async function loadedIndex(records: SearchRecord[], vocabulary: SearchVocabulary = EMPTY_VOCABULARY) {
  const index = memoryIndex(records, vocabulary);
  await loadAllTerms(index, buildSplitIndex(records, vocabulary).manifest);
  return index;
}

test('the index finds a stem in every word that has it, and counts each place once', async () => {
  const records = page('/p', 'Misc', 'Tracing', ['traces and more traces', 'a trace', 'another trace', 'nothing here']);
  const index = await loadedIndex(records);
  const postings = (term: string) => {
    const id = index.lookup(term);
    assert.notEqual(id, undefined, term);
    const {slots, from, to} = index.postings(id!);
    return Array.from(slots.subarray(from, to), (slot) => [slot >> 3, slot & 7]);
  };
  // "trace" stands for tracing (the title), traces (twice in one field, one entry) and trace.
  assert.deepEqual(postings('trace'), [
    [0, 0],
    [1, 2],
    [2, 2],
    [3, 2],
  ]);
  assert.deepEqual(postings('traces'), [[1, 2]]);
  assert.equal(index.lookup('tracer'), undefined);
  assert.deepEqual(
    index
      .completions('tra', 10)
      .map((c) => c.term)
      .sort(),
    ['trace', 'traces', 'tracing'],
  );
  assert.deepEqual(
    index.completions('tra', 1).map((c) => c.term),
    ['trace'],
    'the most used completion first',
  );
  assert.deepEqual(
    index
      .nearTerms('tracs', 1)
      .map((n) => n.term)
      .sort(),
    ['trace', 'traces'],
  );
});

test('question and filler words drop out of a query that has other words', () => {
  assert.deepEqual(subjectWords(tokenize('how do I see the cost of each call')), ['cost', 'call']);
  assert.deepEqual(subjectWords(tokenize('what is the difference between a variant and a version')), ['variant', 'version']);
  assert.deepEqual(subjectWords(tokenize('how to')), ['how', 'to'], 'nothing else: kept');
});

test('the query form decides which sections weigh less or more', () => {
  const factor = (query: string, section: string) => readIntent(query, tokenize(query), searchVocabulary).sectionFactor.get(section) ?? 1;
  assert.ok(factor('invite a member', 'API') < 1, 'API pages answer only when asked for');
  assert.ok(factor('how do I invite a member', 'API') < factor('invite a member', 'API'), 'less still for a question');
  assert.ok(factor('invite member api', 'API') > 1);
  assert.ok(factor('POST /evaluations', 'API') > 1, 'a method and path ask for the operation');
  assert.ok(factor('how do I create an api key', 'API') < 1, 'an API key is a thing, not the API reference');
  assert.ok(factor('where is the app endpoint url', 'API') < 1, "in a question, an endpoint may be the reader's own");
  assert.ok(factor('delete traces endpoint', 'API') > 1);
  assert.ok(factor('json diff match', 'API') === 1, 'an everyday word that may mean the API lifts the demotion');
  assert.ok(factor('gemini release notes', 'Changelog') > 1);
  assert.ok(factor("what's new in observability", 'Changelog') > 1);
  assert.ok(factor('observability', 'Changelog') < 1);
  assert.ok(factor('what is a variant', 'Concepts') > 1, 'a definition prefers the concepts');
  assert.ok(factor('what is a variant', 'CLI') < 1);
  assert.deepEqual([...(readIntent('delete traces endpoint', ['delete', 'traces', 'endpoint'], searchVocabulary).sectionWords.get('API') ?? [])], ['endpoint']);
});

const site = [
  ...page('/guide/team', 'Misc', 'Team management', [
    'Invite members to your workspace and give them roles.',
    [2, 'Invite a member'],
    'Open Settings, then Members, and send an invitation to the new member.',
  ]),
  ...page('/guide/scores', 'Evaluation', 'Read the scores', [
    'Each row shows the scores of one test case.',
    'Download the table as a CSV file to export the results of a run.',
  ]),
  ...page('/guide/run', 'Evaluation', 'Run an evaluation', [
    'Start a run from the web UI and wait for the scores.',
    'The results of every run are kept.',
    [2, 'Next steps'],
    'Read the scores: export the results as CSV.',
  ]),
  ...page('/reference/api/invite-to-workspace', 'API', 'Invite a member to a workspace', [
    'POST /organizations/:org_id/workspaces/:workspace_id/invite',
    'Sends an invitation to each address.',
  ]),
  ...page('/reference/api/list-apps', 'API', 'List apps', ['GET /apps', 'Returns the apps of the project.']),
  ...page('/changelog/v0-27-0', 'Changelog', 'v0.27.0: Observability rebuilt', ['This release reworks tracing.']),
  ...page('/self-host/kubernetes', 'Self-hosting', 'Kubernetes', [[2, 'What exists at release 0.27.0'], 'Helm charts are not part of release 0.27.0.']),
  ...page('/sdk/variants', 'SDK', 'Variants from Python', ['VariantManager.create adds a variant and commits its parameters.']),
  ...page('/evaluation/test-sets', 'Evaluation', 'Create test sets', ['Create a test set from a CSV file.']),
];
const engine = createSearchEngine(site, searchVocabulary);

test('a how-to question finds the guide before the API operation that echoes it', async () => {
  assert.equal((await pagesOf(engine, 'how do I invite a member to my workspace'))[0], '/guide/team');
  assert.equal((await pagesOf(engine, 'invite member api'))[0], '/reference/api/invite-to-workspace');
});

test('"Next steps" describes other pages: its words count less there', async () => {
  assert.equal((await pagesOf(engine, 'export results csv'))[0], '/guide/scores');
});

test('an API path typed whole, with or without its method, names its operation', async () => {
  assert.equal((await pagesOf(engine, 'GET /apps'))[0], '/reference/api/list-apps');
  assert.equal((await pagesOf(engine, '/organizations/{org_id}/workspaces/{workspace_id}/invite'))[0], '/reference/api/invite-to-workspace');
});

test('a version number with "release" names the release post', async () => {
  assert.equal((await pagesOf(engine, 'release 0.27'))[0], '/changelog/v0-27-0');
});

test('a code name is answered by pages that hold it whole, not by one of its words', async () => {
  assert.equal((await pagesOf(engine, 'VariantManager.create'))[0], '/sdk/variants');
});

test('highlights mark the words the query matched, stems and completions included', async () => {
  const hit = (await engine.search({query: 'invitations', attributesToSnippet: ['content:10']})).hits.find((h) => h.content?.includes('invitation'))!;
  assert.match(JSON.stringify(hit._snippetResult), /<mark>invitation<\/mark>/);
});

test('the engine knows no site words of its own: without a vocabulary, "Next steps" and the API section are plain text', async () => {
  const plain = createSearchEngine(site);
  assert.equal((await pagesOf(plain, 'how do I invite a member to my workspace'))[0], '/reference/api/invite-to-workspace');
  const vocabulary: SearchVocabulary = {...EMPTY_VOCABULARY, pointerHeadings: ['Next steps']};
  assert.equal((await pagesOf(createSearchEngine(site, vocabulary), 'export results csv'))[0], '/guide/scores');
});

test('synonyms come from the vocabulary, looked up by stem too', async () => {
  const vocabulary: SearchVocabulary = {...searchVocabulary, synonyms: {teammate: ['member']}};
  assert.equal((await pagesOf(createSearchEngine(site, {...searchVocabulary, synonyms: {}}), 'teammates')).length, 0);
  assert.equal((await pagesOf(createSearchEngine(site, vocabulary), 'teammates'))[0], '/guide/team');
});

test('a vocabulary with a wrong field is refused with a message naming it', () => {
  assert.doesNotThrow(() => checkVocabulary(searchVocabulary, 'search'));
  assert.throws(() => checkVocabulary({...searchVocabulary, synonyms: {Teammate: ['member']}}, 'search'), /synonym key "Teammate" must be lowercase/);
  assert.throws(() => checkVocabulary({...searchVocabulary, referenceSections: [{section: 'API', factor: 0}]}, 'search'), /referenceSections\[0\]\.factor/);
  assert.throws(() => checkVocabulary({...searchVocabulary, pointerHeadings: 'Next steps'}, 'search'), /"pointerHeadings" must be a list/);
});

// The ranking's stages, one at a time, on the site above.
let context: ReturnType<typeof createRankingContext>;
test.before(async () => {
  context = createRankingContext(await loadedIndex(site, searchVocabulary), searchVocabulary);
});
const allowed = new Uint8Array(site.length).fill(1);
const idOf = (url: string, content?: string) =>
  site.findIndex((r) => r.url.split('#')[0] === url && (content === undefined ? r.type === 'lvl1' : r.content?.startsWith(content)));
/** The state after the stages up to `last`, for `query`. */
function runStages(query: string, last: 'expand' | 'match' | 'weigh' | 'boost') {
  const state = createQueryState(context);
  const words = tokenize(query);
  Object.assign(state, expandQuery(context, subjectWords(words)));
  if (last !== 'expand') matchRecords(context, state, allowed);
  if (last === 'weigh' || last === 'boost') weighRecords(context, state);
  const intent = readIntent(query, words, searchVocabulary);
  if (last === 'boost') boostNamedRecords(context, state, query, words, intent);
  return {state, intent, terms: state.alternatives.map((a) => context.index.term(a.id))};
}

test('stage 1, expandQuery: the word, its stem class, completions of the last word, near spellings, synonyms', () => {
  const terms = (query: string) => runStages(query, 'expand').terms;
  assert.ok(terms('invitations').includes('invitation'), 'the stem');
  assert.ok(terms('invit').includes('invitation'), 'a completion of the last word');
  assert.ok(terms('invitaton').includes('invitation'), 'a near spelling of a word the site never uses');
  const {state} = runStages('VariantManager.create', 'expand');
  assert.deepEqual(state.groupWords, ['variantmanager', 'create'], 'a code name gives one group per word');
  assert.ok(
    state.alternatives.some((a) => a.compound),
    'the name whole answers each group',
  );
  const synonyms = runStages('dataset', 'expand')
    .state.alternatives.filter((a) => a.synonym)
    .map((a) => context.index.term(a.id));
  assert.ok(synonyms.includes('test'), "a reader's word brings the pages' word");
});

test('stage 2, matchRecords: BM25 summed per record, the query words each record holds, filtered records left out', () => {
  const {state} = runStages('invite member', 'match');
  const heading = site.findIndex((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Invite a member');
  assert.equal(state.groupsOf[heading], 0b11, 'the heading holds both words');
  assert.ok(state.rawScore[heading] > 0);
  assert.ok(state.wordWeight.every((w) => w > 0));
  const filtered = createQueryState(context);
  Object.assign(filtered, expandQuery(context, ['invite']));
  const none = new Uint8Array(site.length);
  matchRecords(context, filtered, none);
  assert.equal(filtered.touchedCount, 0, 'a facet filter that allows nothing matches nothing');
});

test('stage 3, weighRecords: more words held count more; a lead paragraph more, a "Next steps" record less', () => {
  const {state} = runStages('export results csv', 'weigh');
  const scores = idOf('/guide/scores', 'Download the table');
  const pointer = idOf('/guide/run', 'Read the scores');
  assert.equal(state.score[scores], state.rawScore[scores] * 3, 'three query words held');
  assert.ok(Math.abs(state.score[pointer] - state.rawScore[pointer] * 3 * 0.3) < 1e-9, 'under "Next steps"');
  const lead = runStages('invite members', 'weigh').state;
  const leadId = idOf('/guide/team', 'Invite members');
  assert.ok(Math.abs(lead.score[leadId] - lead.rawScore[leadId] * 2 * 2.3) < 1e-9, "the page's first paragraph");
});

test('stage 4, boostNamedRecords: a heading the query names, an API path, a release version', () => {
  const named = runStages('invite a member', 'boost').state;
  const weighed = runStages('invite a member', 'weigh').state;
  const heading = site.findIndex((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Invite a member');
  assert.ok(named.score[heading] > weighed.score[heading] * 2, 'the heading is the query');
  const path = runStages('GET /apps', 'boost').state;
  assert.equal(path.pageNamed[context.pageOfRecord[idOf('/reference/api/list-apps')]], 1, 'the operation at the path');
  const release = runStages('release 0.27', 'boost').state;
  assert.equal(release.pageNamed[context.pageOfRecord[idOf('/changelog/v0-27-0')]], 1, 'the release post');
});

test('stage 5, scorePages: coverage, title and section decide the page order', () => {
  const order = (query: string) => {
    const {state, intent} = runStages(query, 'boost');
    return scorePages(context, state, intent, allowed).map((page) => site[context.pageTitle[page]].url);
  };
  assert.equal(order('how do I invite a member to my workspace')[0], '/guide/team', 'the API section weighs less in a question');
  assert.equal(order('invite member api')[0], '/reference/api/invite-to-workspace', 'unless the query names it');
  assert.equal(order('create test sets')[0], '/evaluation/test-sets', 'the page whose title is the query');
});

test('stage 6, orderHits: page by page, each title first, and the count of every hit', () => {
  const {state, intent} = runStages('scores', 'boost');
  const pageOrder = scorePages(context, state, intent, allowed);
  const {order, total} = orderHits(context, state, pageOrder, allowed, 20);
  assert.equal(order[0].id, context.pageTitle[pageOrder[0]], "the first page's title heads its hits");
  const pages = order.map((hit) => context.pageOfRecord[hit.id]);
  assert.deepEqual([...new Set(pages)], pageOrder.slice(0, new Set(pages).size), 'pages in page order');
  assert.ok(total >= state.touchedCount);
  clearQueryState(state);
  assert.equal(state.touchedCount, 0);
  assert.ok(state.rawScore.every((v) => v === 0) && state.pageHead.every((v) => v === -1), 'the state is clean for the next query');
});
