import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';

import {DOCSEARCH_INDEX_SETTINGS, pushSearchRecords} from '../../src/indexing/push';
import type {SearchRecord} from '../../src/engine/types';
import {startAlgoliaMock, type AlgoliaMock} from '../support/algolia-mock';

function record(n: number): SearchRecord {
  return {
    objectID: `/page-${n}:0`,
    url: `/page-${n}`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Docs', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: {level: 100, position: 0},
  };
}

let mock: AlgoliaMock;
before(async () => {
  mock = await startAlgoliaMock();
});
after(() => mock.close());

test('the push command replaces the index with the build records, through a dead host to a live one', async () => {
  const records = Array.from({length: 2500}, (_, i) => record(i));
  // Port 9 on loopback has no listener: the client must fail over to the next host.
  const sent = await pushSearchRecords(records, {
    appId: 'TESTAPP',
    adminApiKey: 'admin-key-for-tests',
    indexName: 'docs',
    hosts: ['http://127.0.0.1:9', mock.url],
  });
  assert.equal(sent, 2500);
  assert.equal(mock.indexes.get('docs')?.size, 2500, 'every record is in the live index');
  assert.deepEqual(mock.settings.get('docs'), {...DOCSEARCH_INDEX_SETTINGS});
  assert.ok(
    [...mock.indexes.keys()].every((name) => !name.includes('_tmp_')),
    'the temporary index was moved over the live one',
  );
  const batches = mock.requests.filter((r) => r.path.endsWith('/batch'));
  assert.equal(batches.length, 3, 'records go in batches of 1,000');
  // The admin key travels in a header (server side), never in the URL.
  assert.ok(mock.requests.every((r) => r.headers['x-algolia-api-key'] === 'admin-key-for-tests'));
  assert.ok(mock.requests.every((r) => !r.query.has('x-algolia-api-key')));
});

test('the push command fails with a clear message when no host answers', async () => {
  await assert.rejects(
    pushSearchRecords([record(1)], {
      appId: 'TESTAPP',
      adminApiKey: 'k',
      indexName: 'docs',
      hosts: ['http://127.0.0.1:9'],
    }),
    (error: Error) => error.name === 'RetryError' || /unreachable|retry/i.test(error.message),
  );
});

test('the search client fails over to the next host and holds the failed one back', async () => {
  // A host that accepts connections and drops them at once: a dead search host we can count.
  const net = await import('node:net');
  let deadHostConnections = 0;
  const dead = net.createServer((socket) => {
    deadHostConnections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
  const deadUrl = `http://127.0.0.1:${(dead.address() as {port: number}).port}`;
  try {
    const {createAlgoliaSearchClient} = await import('../../src/engine/algolia-client');
    const client = createAlgoliaSearchClient({
      appId: 'TESTAPP',
      apiKey: 'search-only-key',
      indexName: 'docs',
      hosts: [deadUrl, mock.url],
    });
    assert.deepEqual(client.transporter.timeouts, {connect: 1000, read: 2000, write: 30000});
    const first = await client.search({requests: [{indexName: 'docs', query: 'page 1'}]});
    assert.ok((first.results[0] as {nbHits: number}).nbHits >= 1, 'the live host answered');
    assert.equal(deadHostConnections, 1, 'the dead host was tried first');
    await client.search({requests: [{indexName: 'docs', query: 'page 2'}]});
    assert.equal(deadHostConnections, 1, 'the failed host is held back for the next query');
  } finally {
    dead.close();
  }
});
