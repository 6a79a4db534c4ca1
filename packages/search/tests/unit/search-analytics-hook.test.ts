import assert from 'node:assert/strict';
import {test} from 'node:test';

import {provideSearchAnalytics, providedSearchAnalytics, withAnsweredSearches, type SearchAnswer} from '../../src/client/analytics-hook';

type Request = {requests: {indexName: string; query: string; facetFilters?: unknown}[]};
type Response = {results: unknown[]};

/** A client whose answers the test releases one by one, in any order. */
function heldClient() {
  const held = new Map<string, (response: Response) => void>();
  const client = {
    name: 'held',
    search: (request: Request) =>
      new Promise<Response>((resolve) => {
        held.set(request.requests[0]!.query, resolve);
      }),
  };
  const answer = (query: string, nbHits: number) =>
    held.get(query)!({results: [{nbHits, hits: Array.from({length: Math.min(nbHits, 2)}, (_, i) => ({objectID: `${query}:${i}`}))}]});
  return {client, answer};
}

const ask = (query: string) => ({requests: [{indexName: 'docs', query, facetFilters: ['language:en']}]});
const flush = () => new Promise((resolve) => setImmediate(resolve));

// First: no plugin has provided a listener yet.
test('with no listener, the client is left as it is and nothing is told', () => {
  const {client} = heldClient();
  assert.equal(providedSearchAnalytics(), undefined);
  assert.equal(withAnsweredSearches(client, 'modal'), client);
});

test('each answer is told in the order its query was sent: one overtaken by a later query’s is not', async () => {
  const told: SearchAnswer[] = [];
  provideSearchAnalytics({answered: (answer) => told.push(answer), opened() {}, ended() {}});
  const {client, answer} = heldClient();
  const observed = withAnsweredSearches(client, 'modal');
  assert.notEqual(observed, client);
  assert.equal(observed.name, 'held', 'the rest of the client is the client’s');

  const first = observed.search(ask('tra'));
  const second = observed.search(ask('trac'));
  const third = observed.search(ask('trace'));
  answer('trac', 3);
  answer('tra', 9);
  answer('trace', 0);
  const responses = await Promise.all([first, second, third]);
  assert.deepEqual(
    told.map(({query, hits, hitIds}) => [query, hits, hitIds]),
    [
      ['trac', 3, ['trac:0', 'trac:1']],
      ['trace', 0, []],
    ],
  );
  assert.deepEqual(told[0], {surface: 'modal', query: 'trac', hits: 3, hitIds: ['trac:0', 'trac:1'], offset: 0, facetFilters: ['language:en']});
  // The answers themselves go to the modal untouched.
  assert.equal((responses[1].results[0] as {nbHits: number}).nbHits, 3);
});

test('a failed search, or an answer that is no search answer, is not told and fails as before; odd hits break nothing', async () => {
  const told: SearchAnswer[] = [];
  provideSearchAnalytics({answered: (answer) => told.push(answer), opened() {}, ended() {}});
  type Client = {search(request: Request): Promise<Response>};
  const failing: Client = {search: () => Promise.reject(Object.assign(new Error('down'), {name: 'RetryError'}))};
  await assert.rejects(withAnsweredSearches(failing, 'modal').search(ask('x')), {name: 'RetryError'});
  const odd: Client = {search: () => Promise.resolve({results: [{hits: 'many'}]})};
  await withAnsweredSearches(odd, 'modal').search(ask('x'));
  const empty: Client = {search: () => Promise.resolve({results: []})};
  // Hits that are not objects are still the modal's to show (or not): the answer is told, the search not broken.
  const strange: Client = {search: () => Promise.resolve({results: [{nbHits: 2, hits: [null, {objectID: 'a'}]}]})};
  const shown = await withAnsweredSearches(strange, 'page').search(ask('x'));
  assert.deepEqual(shown.results, [{nbHits: 2, hits: [null, {objectID: 'a'}]}]);
  await withAnsweredSearches(empty, 'modal').search({requests: []});
  await flush();
  assert.deepEqual(
    told.map(({surface, hitIds}) => [surface, hitIds]),
    [['page', ['undefined', 'a']]],
  );
});
