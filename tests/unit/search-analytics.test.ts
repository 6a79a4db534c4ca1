import assert from 'node:assert/strict';
import {test, type TestContext} from 'node:test';

import type {SearchAnswer, SearchSurface} from '@agenta-docs/search/analytics-hook';

import {provideAskAiAnalytics, reportAskAiQuestion, type AskAiQuestionReport} from '../../src/plugins/ask-ai/client/analytics-hook';
import {
  ASK_AI_EVENT,
  ASK_AI_QUESTION_MAX_CHARACTERS,
  askAiEvent,
  cutCharacters,
  docsVersionOf,
  SEARCH_EVENT,
  SEARCH_QUERY_MAX_CHARACTERS,
  searchEvent,
} from '../../src/plugins/analytics/events';
import {createSearchSessions, SEARCH_SETTLE_MS, type SettledSearch} from '../../src/plugins/analytics/search-sessions';

/** Sessions on fake timers, with what they sent and whether it went as the page was leaving. */
function sessionsUnderTest(t: TestContext) {
  t.mock.timers.enable({apis: ['setTimeout']});
  const sent: (SettledSearch & {leaving: boolean})[] = [];
  const sessions = createSearchSessions((search, leaving) => sent.push({...search, leaving}));
  const context = {path: '/evaluation/overview', url: 'https://docs.test/evaluation/overview', version: 'current'};
  const answer = (query: string, hits: number, options: {surface?: SearchSurface; ids?: string[]; offset?: number} = {}) =>
    sessions.answered(
      {
        surface: options.surface ?? 'modal',
        query,
        hits,
        hitIds: options.ids ?? Array.from({length: Math.min(hits, 20)}, (_, i) => `${query}:${i}`),
        offset: options.offset ?? 0,
        facetFilters: [],
      } satisfies SearchAnswer,
      context,
    );
  const queries = () => sent.map((search) => [search.query, search.rank]);
  return {sessions, sent, answer, queries, tick: (ms: number) => t.mock.timers.tick(ms)};
}

test('typing in the modal is one search: nothing is sent per keystroke, one event when a hit opens, with its rank', (t) => {
  const {sessions, sent, answer, tick} = sessionsUnderTest(t);
  for (const query of ['t', 'tr', 'tra', 'trac', 'traci', 'tracin', 'tracing']) {
    answer(query, 12);
    tick(150);
  }
  tick(60_000);
  assert.deepEqual(sent, [], 'still, but not replaced: nothing yet');
  sessions.opened({surface: 'modal', objectID: 'tracing:2'});
  assert.deepEqual(sent, [
    {
      surface: 'modal',
      query: 'tracing',
      hits: 12,
      rank: 3,
      leaving: false,
      path: '/evaluation/overview',
      url: 'https://docs.test/evaluation/overview',
      version: 'current',
    },
  ]);
  // The modal then closes (DocSearch closes it on a chosen hit): the search was sent once.
  sessions.ended('modal');
  tick(1);
  assert.equal(sent.length, 1);
});

test(`a query still for ${SEARCH_SETTLE_MS} ms is a search of its own once it is changed; sooner it is a step of typing`, (t) => {
  const {sessions, answer, queries, tick} = sessionsUnderTest(t);
  answer('promtp', 0);
  tick(SEARCH_SETTLE_MS - 1);
  answer('prompt', 40);
  assert.deepEqual(queries(), [], 'changed 1 ms before the settle time: the same search');
  tick(SEARCH_SETTLE_MS);
  answer('prompt management', 9);
  assert.deepEqual(queries(), [['prompt', null]], 'changed at the settle time: the still query was a search');
  sessions.ended('modal');
  tick(0);
  assert.deepEqual(queries(), [
    ['prompt', null],
    ['prompt management', null],
  ]);
});

test('closing the modal sends its search from the next task, so a hit opened with Enter (closed first, then opened) counts', (t) => {
  const {sessions, answer, queries, tick} = sessionsUnderTest(t);
  answer('deploy', 3);
  sessions.ended('modal');
  sessions.opened({surface: 'modal', objectID: 'deploy:0'});
  tick(0);
  assert.deepEqual(queries(), [['deploy', 1]]);

  answer('zebra', 0);
  sessions.ended('modal');
  sessions.ended('modal');
  assert.deepEqual(queries(), [['deploy', 1]], 'not before the next task');
  tick(0);
  assert.deepEqual(
    queries(),
    [
      ['deploy', 1],
      ['zebra', null],
    ],
    'once, however often it closes',
  );

  // Reopened and answered in the same task it closed: the closed search is sent, the new one starts.
  answer('tracing', 5);
  sessions.ended('modal');
  answer('tracing', 5);
  assert.deepEqual(queries(), [
    ['deploy', 1],
    ['zebra', null],
    ['tracing', null],
  ]);
  tick(0);
  assert.deepEqual(
    queries(),
    [
      ['deploy', 1],
      ['zebra', null],
      ['tracing', null],
    ],
    'the new search is still open',
  );
});

test('on the search page each query is a search, another page of its results is not, and the rank counts the pages before', (t) => {
  const {sessions, answer, queries} = sessionsUnderTest(t);
  answer('evaluation', 45, {surface: 'page'});
  answer('evaluation', 45, {surface: 'page', ids: ['e:20', 'e:21', 'e:22'], offset: 20});
  sessions.opened({surface: 'page', objectID: 'e:21'});
  assert.deepEqual(queries(), [['evaluation', 22]]);

  answer('zebra', 0, {surface: 'page'});
  answer('zebras', 0, {surface: 'page'});
  assert.deepEqual(
    queries(),
    [
      ['evaluation', 22],
      ['zebra', null],
    ],
    'at once: each query on the page was asked on purpose',
  );
});

test('the modal and the search page are searches apart; a link that is no hit of the answer shown opens none', (t) => {
  const {sessions, answer, queries, tick} = sessionsUnderTest(t);
  answer('sdk', 7, {surface: 'page'});
  answer('cli', 4);
  sessions.opened({surface: 'modal', objectID: 'stored-recent-search'});
  sessions.opened({surface: 'page', objectID: 'cli:0'});
  assert.deepEqual(queries(), [], 'neither is a hit of its own surface’s answer');
  sessions.opened({surface: 'modal', objectID: 'cli:3'});
  assert.deepEqual(queries(), [['cli', 4]]);
  sessions.ended('page');
  tick(0);
  assert.deepEqual(queries(), [
    ['cli', 4],
    ['sdk', null],
  ]);
  sessions.opened({surface: 'page', objectID: 'sdk:0'});
  sessions.ended('modal');
  tick(SEARCH_SETTLE_MS * 10);
  assert.equal(queries().length, 2, 'nothing open is sent again');
});

test('a page being hidden sends every open search at once, as leaving', (t) => {
  const {sessions, sent, answer} = sessionsUnderTest(t);
  answer('sdk', 7, {surface: 'page'});
  answer('cli', 4);
  sessions.leave();
  assert.deepEqual(
    sent.map(({query, leaving}) => [query, leaving]),
    [
      ['sdk', true],
      ['cli', true],
    ],
  );
  sessions.leave();
  assert.equal(sent.length, 2);
});

test('a search event carries the query cut to 64 characters, its hits, the hit opened, the surface, version and page', () => {
  const settled: SettledSearch = {
    surface: 'modal',
    query: 'How do I trace?',
    hits: 4,
    rank: 2,
    version: 'current',
    path: '/observability/overview',
    url: 'https://docs.test/observability/overview',
  };
  assert.deepEqual(searchEvent(settled), {
    name: SEARCH_EVENT,
    properties: {
      query: 'How do I trace?',
      hits: 4,
      opened: true,
      opened_rank: 2,
      surface: 'modal',
      version: 'current',
      path: '/observability/overview',
      $current_url: 'https://docs.test/observability/overview',
      $pathname: '/observability/overview',
    },
  });
  const none = searchEvent({...settled, rank: null}).properties;
  assert.equal(none.opened, false);
  assert.equal(none.opened_rank, null);
});

test('queries and questions, hostile ones included, are cut to whole code points and otherwise sent as typed', () => {
  const cases: [name: string, text: string, max: number, expected: string][] = [
    ['short text is kept', 'prompt', 64, 'prompt'],
    ['spaces and case as typed', '  Prompt  Versions ', 64, '  Prompt  Versions '],
    ['cut at the limit', 'x'.repeat(100), 64, 'x'.repeat(64)],
    ['an emoji of one code point at the cut is kept whole, never halved', `${'x'.repeat(63)}😀`, 64, `${'x'.repeat(63)}😀`],
    ['an emoji of two code points at the cut keeps its first (the cut counts code points)', `${'x'.repeat(63)}👍🏽`, 64, `${'x'.repeat(63)}👍`],
    ['markup stays text', '<img src=x onerror=alert(1)>', 64, '<img src=x onerror=alert(1)>'],
    ['right-to-left and control characters', '\u202Eשלום\u0000\n', 64, '\u202Eשלום\u0000\n'],
    ['names of object members', '__proto__ constructor toString', 64, '__proto__ constructor toString'],
    ['a lone surrogate stays one code point', '\uD83D'.repeat(70), 64, '\uD83D'.repeat(64)],
    ['empty', '', 64, ''],
  ];
  for (const [name, text, max, expected] of cases) {
    assert.equal(cutCharacters(text, max), expected, name);
  }
  const long = 'q'.repeat(SEARCH_QUERY_MAX_CHARACTERS * 3);
  assert.equal(
    searchEvent({surface: 'page', query: long, hits: 0, rank: null, version: null, path: '/search', url: 'https://docs.test/search'}).properties.query,
    'q'.repeat(SEARCH_QUERY_MAX_CHARACTERS),
  );
  const question = `${'é'.repeat(ASK_AI_QUESTION_MAX_CHARACTERS)} and more`;
  const report: AskAiQuestionReport = {question, followUp: false, retry: false, sources: 6, outcome: 'answered', error: null};
  assert.equal(askAiEvent(report, {path: '/', url: 'https://docs.test/'}).properties.question, 'é'.repeat(ASK_AI_QUESTION_MAX_CHARACTERS));
});

test('an Ask AI event carries the question, the sources sent, and whether the answer arrived or which failure ended it', () => {
  const page = {path: '/deploy', url: 'https://docs.test/deploy'};
  const report = (change: Partial<AskAiQuestionReport>): AskAiQuestionReport => ({
    question: 'How do I roll back?',
    followUp: false,
    retry: false,
    sources: 5,
    outcome: 'answered',
    error: null,
    ...change,
  });
  assert.deepEqual(askAiEvent(report({}), page), {
    name: ASK_AI_EVENT,
    properties: {
      question: 'How do I roll back?',
      sources: 5,
      outcome: 'answered',
      answered: true,
      error: null,
      follow_up: false,
      retry: false,
      path: '/deploy',
      $current_url: 'https://docs.test/deploy',
      $pathname: '/deploy',
    },
  });
  const failed = askAiEvent(report({outcome: 'failed', error: 'rate-limited', followUp: true, retry: true}), page).properties;
  assert.deepEqual([failed.answered, failed.error, failed.follow_up, failed.retry], [false, 'rate-limited', true, true]);
  const stopped = askAiEvent(report({outcome: 'stopped', sources: 0}), page).properties;
  assert.deepEqual([stopped.answered, stopped.outcome, stopped.sources], [false, 'stopped', 0]);
});

test('the docs version is read from the search’s facet filters; anything else gives none', () => {
  const cases: [name: string, filters: unknown, ids: string[], expected: string | null][] = [
    ['the docs as they are', ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']], ['default'], 'current'],
    ['a released version', ['language:en', ['docusaurus_tag:docs-default-2.1']], ['default'], '2.1'],
    [
      'another plugin is named',
      [['docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-v2-1.0']],
      ['default', 'api', 'api-v2'],
      'current,api-v2/1.0',
    ],
    ['a plugin id that begins another', [['docusaurus_tag:docs-api-current']], ['api', 'api-v2'], 'api/current'],
    ['a version named with dashes', [['docusaurus_tag:docs-default-1.0-beta']], ['default'], '1.0-beta'],
    ['repeated', [['docusaurus_tag:docs-default-current'], 'docusaurus_tag:docs-default-current'], ['default'], 'current'],
    ['no docs tag', ['language:en', ['docusaurus_tag:default']], ['default'], null],
    ['a negated tag', ['-docusaurus_tag:docs-default-current'], ['default'], null],
    ['an unknown plugin', [['docusaurus_tag:docs-other-current']], ['default'], null],
    ['a tag with no version', [['docusaurus_tag:docs-default-']], ['default'], null],
    ['a single string', 'docusaurus_tag:docs-default-current', ['default'], 'current'],
    ['none at all', undefined, ['default'], null],
    ['not filters', {docusaurus_tag: 'docs-default-current'}, ['default'], null],
    ['numbers and nulls', [1, null, [2, {}]], ['default'], null],
    ['no docs plugin', [['docusaurus_tag:docs-default-current']], [], null],
  ];
  for (const [name, filters, ids, expected] of cases) {
    assert.equal(docsVersionOf(filters, ids), expected, name);
  }
});

test('Ask AI reports go to the listener a plugin provided; one that throws never reaches the conversation', () => {
  const report: AskAiQuestionReport = {question: 'q', followUp: false, retry: false, sources: 1, outcome: 'answered', error: null};
  const received: AskAiQuestionReport[] = [];
  provideAskAiAnalytics((sent) => received.push(sent));
  reportAskAiQuestion(report);
  assert.deepEqual(received, [report]);
  provideAskAiAnalytics(() => {
    throw new Error('listener failed');
  });
  assert.doesNotThrow(() => reportAskAiQuestion(report));
});
