import assert from 'node:assert/strict';
import {test} from 'node:test';

import {createSearchEngine} from '../../src/plugins/search/engine/engine';
import {readIntent} from '../../src/plugins/search/engine/intent';
import {buildTermIndex} from '../../src/plugins/search/engine/term-index';
import {subjectWords, tokenize} from '../../src/plugins/search/engine/text';
import type {RecordType, SearchRecord} from '../../src/plugins/search/engine/types';

/** A page as records: its title, then [heading level, heading] or body text, in order. */
function page(url: string, section: string, title: string, blocks: (string | [number, string])[]): SearchRecord[] {
  const hierarchy = {lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null} as SearchRecord['hierarchy'];
  let anchor = '';
  const records: SearchRecord[] = [];
  const push = (type: RecordType, content: string | null) =>
    records.push({
      objectID: `${url}:${records.length}`,
      url: anchor ? `${url}#${anchor}` : url,
      type,
      hierarchy: {...hierarchy},
      content,
      language: 'en',
      docusaurus_tag: 'default',
      weight: {level: type === 'content' ? 0 : 100, position: records.length},
    });
  push('lvl1', null);
  for (const block of blocks) {
    if (typeof block === 'string') {
      push('content', block);
      continue;
    }
    const [level, heading] = block;
    hierarchy[`lvl${level}` as 'lvl2'] = heading;
    anchor = heading.toLowerCase().replace(/\W+/g, '-');
    push(`lvl${level}` as RecordType, null);
  }
  return records;
}

const pagesOf = (engine: ReturnType<typeof createSearchEngine>, query: string) => [
  ...new Set(engine.search({query, hitsPerPage: 50}).hits.map((hit) => hit.url.split('#')[0])),
];

test('the term index finds a stem in every word that has it, and counts each place once', () => {
  const index = buildTermIndex(['title', 'content'] as const, [
    {title: 'Tracing', content: 'traces and more traces'},
    {title: '', content: 'a trace'},
    {title: '', content: 'nothing here'},
  ]);
  const postings = (term: string) => {
    const id = index.lookup(term);
    assert.notEqual(id, undefined, term);
    const {slots, from, to} = index.postings(id!);
    return Array.from(slots.subarray(from, to), (slot) => [slot >> 3, slot & 7]);
  };
  // "trace" stands for tracing (title), traces (twice in one field, one entry) and trace.
  assert.deepEqual(postings('trace'), [[0, 0], [0, 1], [1, 1]]);
  assert.deepEqual(postings('traces'), [[0, 1]]);
  assert.equal(index.lookup('tracer'), undefined);
  assert.deepEqual(index.completions('tra', 10).map((c) => c.term).sort(), ['trace', 'traces', 'tracing']);
  assert.deepEqual(index.completions('tra', 1).map((c) => c.term), ['trace'], 'the most used completion first');
  assert.deepEqual(index.nearTerms('tracs', 1).map((n) => n.term).sort(), ['trace', 'traces']);
});

test('question and filler words drop out of a query that has other words', () => {
  assert.deepEqual(subjectWords(tokenize('how do I see the cost of each call')), ['cost', 'call']);
  assert.deepEqual(subjectWords(tokenize('what is the difference between a variant and a version')), ['variant', 'version']);
  assert.deepEqual(subjectWords(tokenize('how to')), ['how', 'to'], 'nothing else: kept');
});

test('the query form decides which sections weigh less or more', () => {
  const factor = (query: string, section: string) => readIntent(query, tokenize(query)).sectionFactor.get(section) ?? 1;
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
  assert.deepEqual([...(readIntent('delete traces endpoint', ['delete', 'traces', 'endpoint']).sectionWords.get('API') ?? [])], ['endpoint']);
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
  ...page('/self-host/kubernetes', 'Self-hosting', 'Kubernetes', [
    [2, 'What exists at release 0.27.0'],
    'Helm charts are not part of release 0.27.0.',
  ]),
  ...page('/sdk/variants', 'SDK', 'Variants from Python', [
    'VariantManager.create adds a variant and commits its parameters.',
  ]),
  ...page('/evaluation/test-sets', 'Evaluation', 'Create test sets', ['Create a test set from a CSV file.']),
];
const engine = createSearchEngine(site);

test('a how-to question finds the guide before the API operation that echoes it', () => {
  assert.equal(pagesOf(engine, 'how do I invite a member to my workspace')[0], '/guide/team');
  assert.equal(pagesOf(engine, 'invite member api')[0], '/reference/api/invite-to-workspace');
});

test('"Next steps" describes other pages: its words count less there', () => {
  assert.equal(pagesOf(engine, 'export results csv')[0], '/guide/scores');
});

test('an API path typed whole, with or without its method, names its operation', () => {
  assert.equal(pagesOf(engine, 'GET /apps')[0], '/reference/api/list-apps');
  assert.equal(pagesOf(engine, '/organizations/{org_id}/workspaces/{workspace_id}/invite')[0], '/reference/api/invite-to-workspace');
});

test('a version number with "release" names the release post', () => {
  assert.equal(pagesOf(engine, 'release 0.27')[0], '/changelog/v0-27-0');
});

test('a code name is answered by pages that hold it whole, not by one of its words', () => {
  assert.equal(pagesOf(engine, 'VariantManager.create')[0], '/sdk/variants');
});

test('highlights mark the words the query matched, stems and completions included', () => {
  const [hit] = engine.search({query: 'invitations', attributesToSnippet: ['content:10']}).hits.filter((h) => h.type === 'content');
  assert.match(JSON.stringify(hit._snippetResult), /<mark>invitation<\/mark>/);
});
