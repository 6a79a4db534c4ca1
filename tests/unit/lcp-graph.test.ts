import assert from 'node:assert/strict';
import {test} from 'node:test';

import {describeLcpGraph, fileName, summarizeLcpGraph, type LcpGraphNode} from '../../scripts/lib/lcp-graph';

const origin = 'http://127.0.0.1:4000';
const replay: LcpGraphNode[] = [
  {kind: 'request', url: `${origin}/search?q=evaluation`, bytes: 5_840, startMs: 0, endMs: 609},
  {kind: 'request', url: `${origin}/assets/css/styles.6ff75a93.css`, bytes: 18_179, startMs: 609, endMs: 1069},
  {kind: 'request', url: `${origin}/search-index.json`, bytes: 122_582, startMs: 609, endMs: 2419},
  {kind: 'task', startMs: 609, endMs: 674},
  {kind: 'request', url: `${origin}/assets/js/main.91b4464d.js`, bytes: 119_291, startMs: 674, endMs: 2334},
  {kind: 'request', url: `${origin}/assets/js/1a4e3797.b69f4c24.js`, bytes: 3_708, startMs: 674, endMs: 984},
  {kind: 'task', startMs: 2334, endMs: 2412},
];

test('sums the requests and the main-thread work the LCP estimate waited for', () => {
  const summary = summarizeLcpGraph(replay);
  assert.equal(summary.requests, 5);
  assert.equal(summary.bytes, 5_840 + 18_179 + 122_582 + 119_291 + 3_708);
  assert.equal(summary.taskMs, 65 + 78);
  assert.deepEqual(summary.largest, [
    {name: 'search-index.json', bytes: 122_582},
    {name: 'main.js', bytes: 119_291},
    {name: 'styles.css', bytes: 18_179},
  ]);
});

test('names files without their content hash or query', () => {
  assert.equal(fileName(`${origin}/assets/js/main.91b4464d.js`), 'main.js');
  assert.equal(fileName(`${origin}/assets/js/1a4e3797.b69f4c24.js`), '1a4e3797.js');
  assert.equal(fileName(`${origin}/search?q=evaluation`), 'search');
  assert.equal(fileName(`${origin}/`), '/');
  assert.equal(fileName(`${origin}/img/favicon.svg`), 'favicon.svg');
});

test('describes a replay in one table cell', () => {
  assert.equal(describeLcpGraph(summarizeLcpGraph(replay, 2)), '5 requests, 263 KB (search-index.json 120 KB, main.js 116 KB)');
  assert.equal(describeLcpGraph(summarizeLcpGraph([replay[0]])), '1 request, 6 KB (search 6 KB)');
  assert.equal(describeLcpGraph(summarizeLcpGraph([])), '0 requests, 0 KB');
});
