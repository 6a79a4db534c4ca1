import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {gzipSync} from 'node:zlib';

import {fromHtml} from 'hast-util-from-html';

import {buildSearchRecords, dropRepeatedContent} from '../../src/indexing/records';
import {compileFacetFilters} from '../../src/engine/facet-filters';
import {escapeHtml, highlightAndSnippet, matcherFor} from '../../src/engine/highlight';
import {createLocalSearchClient} from '../../src/engine/local-client';
import {decodeFragment, encodeFragment, SEARCH_INDEX_PARTS_DIR} from '../../src/engine/split-format';
import {startEngine} from '../../src/engine/worker-engine';
import {createMemoryEngine} from '../../src/indexing/read-index';
import {SEARCH_INDEX_BUDGETS} from '../../src/indexing/budgets';
import {buildSplitIndex} from '../../src/indexing/split-index';
import {writeSearchIndex} from '../../src/indexing/write-index';

const page = (body: string, htmlClass = 'docs-doc-page', tag = 'docs-default-current') => `<!doctype html>
<html lang="en" class="${htmlClass}"><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}">
</head><body><nav class="navbar">Docs Reference</nav><main><article>
<nav class="theme-doc-breadcrumbs">Home › Evaluation</nav>
<div class="theme-doc-markdown markdown"><header><h1>Webhook evaluator</h1></header>${body}</div>
</article></main><footer>Copyright</footer></body></html>`;

const html = page(`
<p>Scores outputs by calling your own HTTP service.</p>
<h2 id="set-up">Set up<a href="#set-up" class="hash-link">\u200b</a></h2>
<ul><li>Start the server<ul><li>Nested item</li></ul></li></ul>
<table><thead><tr><th>Field</th><th>Meaning</th></tr></thead><tbody><tr><td>webhook_url</td><td>Where to send it</td></tr></tbody></table>
<h3 id="code">Example code</h3>
<div class="theme-code-block"><pre><code><span class="token-line">&lt;script&gt;alert(1)&lt;/script&gt;</span><br><span class="token-line">import agenta as ag</span></code></pre><button>Copy</button></div>
<pre class="openapi__method-endpoint"><span class="badge">POST</span> <h2 class="openapi__method-endpoint-path">/evaluators/run</h2></pre>
`);

const records = buildSearchRecords({url: '/evaluation/webhook', tree: fromHtml(html), section: 'Evaluation'});

test('records follow the headings, with anchors, facets and the section as lvl0', () => {
  assert.deepEqual(
    records.map((r) => [r.type, r.url, r.content]),
    [
      ['lvl1', '/evaluation/webhook', null],
      ['content', '/evaluation/webhook', 'Scores outputs by calling your own HTTP service.'],
      ['lvl2', '/evaluation/webhook#set-up', null],
      ['content', '/evaluation/webhook#set-up', 'Start the server'],
      ['content', '/evaluation/webhook#set-up', 'Nested item'],
      ['content', '/evaluation/webhook#set-up', 'webhook_url · Where to send it'],
      ['lvl3', '/evaluation/webhook#code', null],
      ['content', '/evaluation/webhook#code', '<script>alert(1)</script>\nimport agenta as ag'.replace('\n', ' ')],
      ['content', '/evaluation/webhook#code', 'POST /evaluators/run'],
    ],
  );
  assert.deepEqual(records[6].hierarchy, {
    lvl0: 'Evaluation',
    lvl1: 'Webhook evaluator',
    lvl2: 'Set up',
    lvl3: 'Example code',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.ok(records.every((r) => r.language === 'en' && r.docusaurus_tag === 'docs-default-current'));
});

test('pages that are not articles give no records', () => {
  assert.deepEqual(buildSearchRecords({url: '/changelog', tree: fromHtml(page('<p>x</p>', 'blog-list-page', 'default')), section: 'Changelog'}), []);
});

test("an operation's parameters and fields are indexed with name, type and description; its tab names and examples are not", () => {
  const operation = page(`<div class="row theme-api-markdown"><div class="col openapi-left-panel__container">
<p>Returns the apps you can see.</p>
<details class="openapi-markdown__details"><summary><h3>Query Parameters</h3></summary><ul><li class="item"><div class="openapi-params__list-item">
<span class="openapi-schema__container"><strong class="openapi-schema__property">workspace_id</strong><span class="openapi-schema__type">string</span><span class="openapi-schema__required">required</span></span>
<div class="markdown"><p>The workspace to list.</p></div></div></li></ul></details>
<div class="openapi-tabs__container"><ul role="tablist"><li role="tab">200</li><li role="tab">401</li></ul><p>The matching apps.</p>
<div class="openapi-tabs__mime-container"><ul role="tablist"><li role="tab">application/json</li></ul></div>
<div class="openapi-tabs__schema-container"><ul><li class="schemaRoot"><div class="openapi-schema__list-item"><div>
<span class="openapi-schema__container"><strong class="openapi-schema__property">app</strong><span class="openapi-schema__name">object</span></span>
<div class="markdown"><p>The app.</p></div>
<div class="openapi-schema__list-item"><span class="openapi-schema__container"><strong class="openapi-schema__property">app_name</strong><span class="openapi-schema__name">string</span></span><div class="markdown"><p>Its <code>name</code>.</p></div></div>
</div></div></li></ul>
<div class="openapi-code__code-samples-container"><pre><code>{"app_name": "example"}</code></pre></div></div></div>
</div></div>`);
  const contents = buildSearchRecords({url: '/reference/api/x', tree: fromHtml(operation), section: 'API'}).flatMap((r) => (r.content ? [r.content] : []));
  assert.deepEqual(contents, [
    'Returns the apps you can see.',
    'Query Parameters',
    'workspace_id string required The workspace to list.',
    'The matching apps.',
    'app object The app.',
    'app_name string Its name.',
  ]);
});

test('paragraphs and code are indexed whole, however long', () => {
  const long = 'A sentence about evaluators. '.repeat(40).trim();
  const code = Array.from({length: 30}, (_, i) => `<span class="token-line">value_${i} = compute(${i})</span>`).join('<br>');
  const records = buildSearchRecords({url: '/p', tree: fromHtml(page(`<p>${long}</p><pre><code>${code}</code></pre>`)), section: 'Docs'});
  assert.equal(records[1].content, long);
  assert.match(records[2].content!, /^value_0 = compute\(0\) .* value_29 = compute\(29\)$/);
});

test('text repeated word for word on many pages is dropped', () => {
  const many = Array.from({length: 5}, (_, i) =>
    buildSearchRecords({url: `/p${i}`, tree: fromHtml(page('<p>The same boilerplate sentence.</p><p>Unique ' + i + ' text here.</p>')), section: 'API'}),
  ).flat();
  const kept = dropRepeatedContent(many);
  assert.ok(kept.every((r) => r.content !== 'The same boilerplate sentence.'));
  assert.equal(kept.filter((r) => r.content?.startsWith('Unique')).length, 5);
});

test('a fragment decodes to exactly the records it was made from, and the split index holds every record', () => {
  assert.deepEqual(decodeFragment(JSON.parse(JSON.stringify(encodeFragment(records.slice(2), 2)))), records.slice(2));
  assert.throws(() => decodeFragment({version: 2} as never), /rebuild the site/);
  const split = buildSplitIndex(records);
  const fragments = [...split.files].filter(([name]) => name.startsWith('f/')).sort(([a], [b]) => a.localeCompare(b, 'en', {numeric: true}));
  assert.deepEqual(
    fragments.flatMap(([, text]) => decodeFragment(JSON.parse(text))),
    records,
  );
});

test('highlights escape page text and add only <mark>', () => {
  const tags = {pre: '<mark>', post: '</mark>'};
  const result = highlightAndSnippet('<script>alert("x")</script> & webhook', matcherFor(['webhook', 'script']), undefined, tags).highlight;
  assert.equal(result.value, '&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &amp; <mark>webhook</mark>');
  assert.equal(escapeHtml(`<a href='x'>`), '&lt;a href=&#39;x&#39;&gt;');
});

test('snippets keep about N words around the first match, with ellipses', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen webhook sixteen';
  const five = highlightAndSnippet(text, matcherFor(['webhook']), 5, {pre: '<mark>', post: '</mark>'}).snippet!;
  assert.equal(five.value, '…thirteen fourteen fifteen <mark>webhook</mark> sixteen');
  const ten = highlightAndSnippet(text, matcherFor(['webhook']), 10, {pre: '<mark>', post: '</mark>'}).snippet!;
  assert.equal(
    ten.value
      .replace(/<\/?mark>/g, '')
      .replace('…', '')
      .trim()
      .split(/\s+/).length,
    10,
  );
});

test('facet filters: AND across the list, OR inside a group, negation', () => {
  const record = records[0];
  assert.ok(compileFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])(record));
  assert.ok(!compileFacetFilters(['language:fr'])(record));
  assert.ok(!compileFacetFilters(['-docusaurus_tag:docs-default-current'])(record));
  assert.ok(!compileFacetFilters(['unknown:x'])(record));
});

test('the engine answers DocSearch requests: prefix, typos, names, page grouping', async () => {
  const engine = createMemoryEngine(records);
  const first = async (query: string) => (await engine.search({query})).hits[0];
  assert.equal((await first('webh')).type, 'lvl1', 'prefix of the last word; the page title leads its hits');
  assert.ok((await engine.search({query: 'webhok evalutor'})).nbHits > 0, 'typos');
  assert.equal((await engine.search({query: 'webhook_url'})).hits.find((h) => h.type === 'content')?.content, 'webhook_url · Where to send it');
  assert.equal((await engine.search({query: ''})).nbHits, 0, 'no search for an empty query');
  assert.equal((await engine.search({query: 'webhook', facetFilters: ['language:fr']})).nbHits, 0);
  const paged = await engine.search({query: 'webhook', hitsPerPage: 2, page: 1});
  assert.equal(paged.page, 1);
  assert.ok(paged.hits.length <= 2);
  for (const query of ['<img src=x onerror=alert(1)>', '.*+?^${}()|[]\\', '"\'"', '🚀 مرحبا', 'x'.repeat(10_000)]) {
    const response = await engine.search({query, attributesToSnippet: ['content:10']});
    for (const hit of response.hits) {
      const values = JSON.stringify([hit._highlightResult, hit._snippetResult]);
      assert.ok(!/<(?!\/?mark>)/.test(values.replace(/\\u003c/g, '<')), `only <mark> for ${query.slice(0, 20)}`);
    }
  }
});

/** The split index of `records` behind a fake HTTP: the manifest, and each part by path, counted. */
function served(records: Parameters<typeof buildSplitIndex>[0], limits?: Parameters<typeof buildSplitIndex>[2]) {
  const split = buildSplitIndex(records, undefined, limits);
  const fetched: string[] = [];
  return {
    split,
    fetched,
    fetchIndex: async () => JSON.parse(JSON.stringify(split.manifest)),
    fetchPart: async (path: string) => {
      fetched.push(path.slice(split.manifest.base.length));
      const text = split.files.get(path.slice(split.manifest.base.length));
      if (text === undefined) throw new Error(`404 ${path}`);
      return text;
    },
  };
}

test('the local client rejects a failed index fetch with a RetryError and retries on the next query', async () => {
  let calls = 0;
  const index = served(records);
  const client = createLocalSearchClient({
    indexUrl: '/search-index.json',
    fetchIndex: async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return index.fetchIndex();
    },
    fetchPart: index.fetchPart,
  });
  const request = {requests: [{indexName: 'docs', query: 'webhook', hitsPerPage: 20}]};
  await assert.rejects(client.search(request), (error: Error) => error.name === 'RetryError');
  const {results} = await client.search(request);
  assert.ok(results[0].nbHits > 0);
  assert.equal(results[0].index, 'docs');
  assert.ok(results[0].queryID);
  assert.equal(calls, 2);
});

test('a part that fails to load fails its query with a RetryError; the next query fetches it again', async () => {
  const index = served(records);
  let failing = true;
  const client = createLocalSearchClient({
    indexUrl: '/search-index.json',
    fetchIndex: index.fetchIndex,
    fetchPart: async (path) => {
      if (failing && path.includes('/f/')) {
        const {PartLoadError} = await import('../../src/engine/local-client');
        throw new PartLoadError('HTTP 500');
      }
      return index.fetchPart(path);
    },
  });
  const request = {requests: [{indexName: 'docs', query: 'webhook'}]};
  await assert.rejects(client.search(request), (error: Error) => error.name === 'RetryError');
  failing = false;
  assert.ok((await client.search(request)).results[0].hits.length > 0);
});

test('an engine that stops (a crashed worker) fails its query with a RetryError and is built again', async () => {
  let builds = 0;
  let closed = 0;
  const client = createLocalSearchClient({
    indexUrl: '/search-index.json',
    loadEngine: async () => {
      builds += 1;
      const broken = builds === 1;
      const engine = createMemoryEngine(records);
      return {
        search: async (params) => {
          if (broken) throw new Error('worker stopped');
          return Promise.all(params.map((entry) => engine.search(entry)));
        },
        close: () => (closed += 1),
      };
    },
  });
  const request = {requests: [{indexName: 'docs', query: 'webhook'}]};
  await assert.rejects(client.search(request), (error: Error) => error.name === 'RetryError');
  // The stopped engine is closed (its worker ended), not left beside the new one.
  assert.equal(closed, 1);
  assert.ok((await client.search(request)).results[0].nbHits > 0);
  assert.equal(builds, 2);
  assert.equal(closed, 1);
});

test('closing a worker engine fails what it was asked and ends the worker', {timeout: 5_000}, async () => {
  const posted: {type: string}[] = [];
  let terminated = 0;
  const worker = {
    onmessage: null as ((event: {data: unknown}) => void) | null,
    onerror: null as unknown,
    postMessage(message: {type: string}) {
      posted.push(message);
      if (message.type === 'load') queueMicrotask(() => worker.onmessage?.({data: {type: 'ready'}}));
    },
    terminate: () => (terminated += 1),
  };
  const engine = await startEngine(Promise.resolve(new ArrayBuffer(2)), worker as unknown as Worker, async () => '');
  const asked = engine.search([{query: 'webhook'}]);
  assert.deepEqual(
    posted.map((message) => message.type),
    ['load', 'search'],
  );
  engine.close!();
  await assert.rejects(Promise.resolve(asked), /The search engine was closed\./);
  assert.equal(terminated, 1);
});

test('without a worker, the engine runs in this thread from the manifest bytes and the parts it fetches', async () => {
  const index = served(records);
  const bytes = new TextEncoder().encode(JSON.stringify(index.split.manifest)).buffer;
  const engine = await startEngine(Promise.resolve(bytes), null, index.fetchPart);
  const [response] = await engine.search([{query: 'webhook'}]);
  assert.ok(response.nbHits > 0);
});

test('page chrome inside the article (buttons, scripts, heading links, a toc) is not page text', () => {
  const tree = fromHtml(
    page(`<p>Run the evaluation <button>Copy link</button>now.</p><script>var tracker = 1;</script>
<div class="theme-doc-toc-mobile"><p>On this page</p></div><p>Then read the scores<svg><text>icon</text></svg>.</p>`),
  );
  const text = buildSearchRecords({url: '/docs/chrome', tree, section: 'Evaluation'})
    .map((r) => r.content ?? '')
    .join(' | ');
  assert.match(text, /Run the evaluation now\./);
  assert.match(text, /Then read the scores\./);
  for (const chrome of ['Copy link', 'tracker', 'On this page', 'icon']) assert.ok(!text.includes(chrome), `"${chrome}" in ${text}`);
});

/** Pages of a generated site: each its title, a heading and some text, in one of a few sections. */
function site(pages: number, words: (page: number) => string): typeof records {
  return Array.from({length: pages}, (_, i) =>
    buildSearchRecords({
      url: `/docs/page-${i}`,
      tree: fromHtml(page(`<p>${words(i)}</p><h2 id="more">More about topic${i}</h2><p>Details of topic${i} and words${i % 7}.</p>`)),
      section: ['Evaluation', 'Observability', 'Misc'][i % 3],
    }).map((record) => ({...record, hierarchy: {...record.hierarchy, lvl1: `Page ${i} webhook`}})),
  ).flat();
}

test("a query downloads the manifest, its words' shards and its hits' fragments, nothing else", async () => {
  const index = served(
    site(300, (i) => `Common text ${i} with rareword${i}.`),
    {shardChars: 2000, wordChars: 2000, restChars: 2000, fragmentChars: 2000, packChars: 500, firstPart: 2000},
  );
  const client = createLocalSearchClient({indexUrl: '/search-index.json', fetchIndex: index.fetchIndex, fetchPart: index.fetchPart});
  const {results} = await client.search({requests: [{indexName: 'docs', query: 'rareword42', hitsPerPage: 20}]});
  assert.equal(results[0].hits[0].url, '/docs/page-42');
  const shards = index.fetched.filter((path) => path.startsWith('t/'));
  const fragments = index.fetched.filter((path) => path.startsWith('f/'));
  const allShards = [...index.split.files.keys()].filter((path) => path.startsWith('t/')).length;
  assert.ok(allShards > 20, `${allShards} shards in all`);
  assert.ok(shards.length <= 2, `shards read: ${shards.join(', ')}`);
  assert.ok(fragments.length >= 1 && fragments.length <= results[0].hits.length, `fragments read: ${fragments.join(', ')}`);
  assert.deepEqual(
    index.fetched.filter((path) => !/^[tf]\//.test(path)),
    [],
    'no word list for a word the site uses',
  );
  // A word the site never uses brings the word list of its first letter, for near spellings.
  index.fetched.length = 0;
  const typo = (await client.search({requests: [{indexName: 'docs', query: 'rarewrd42'}]})).results[0];
  assert.equal(typo.hits[0]?.url, '/docs/page-42');
  // The list of "r" words is longer than one file holds here: every file of it is read.
  assert.ok(index.fetched.includes('w/r.json') && index.fetched.includes('w/r-1.json'), index.fetched.join(', '));
});

test('a long postings list keeps its best postings in its shard; hits past the first ones read the rest', async () => {
  const records = site(260, (i) => `Webhook ${i % 2 === 0 ? 'webhook webhook' : ''} text.`);
  const index = served(records, {shardChars: 4000, wordChars: 4000, restChars: 4000, fragmentChars: 4000, packChars: 1000, firstPart: 150});
  assert.ok(
    [...index.split.files.keys()].some((path) => path.startsWith('r/')),
    'a rest file',
  );
  const engine = createLocalSearchClient({indexUrl: '/search-index.json', fetchIndex: index.fetchIndex, fetchPart: index.fetchPart});
  const first = (await engine.search({requests: [{indexName: 'docs', query: 'webhook', hitsPerPage: 20}]})).results[0];
  assert.equal(index.fetched.filter((path) => path.startsWith('r/')).length, 0, 'the first hits need no rest');
  assert.equal(first.exhaustiveNbHits, false);
  // Titles hold the word on every page: all of them rank, from the first part and the rest.
  const later = (await engine.search({requests: [{indexName: 'docs', query: 'webhook', hitsPerPage: 20, page: 20}]})).results[0];
  assert.ok(
    index.fetched.some((path) => path.startsWith('r/')),
    'the rest read',
  );
  assert.equal(later.exhaustiveNbHits, true);
  assert.ok(later.hits.length > 0);
  // Pages of hits do not repeat one another.
  const seen = new Set<string>();
  for (let page = 0; page < 10; page += 1) {
    const {hits} = (await engine.search({requests: [{indexName: 'docs', query: 'webhook', hitsPerPage: 20, page}]})).results[0];
    for (const hit of hits) {
      assert.ok(!seen.has(hit.objectID), `${hit.objectID} twice`);
      seen.add(hit.objectID);
    }
  }
});

test('a stem whose words together pass the first part ranks from its best postings; hits past the first ones use them all', async () => {
  // Each word's list is whole (120 records); the stem standing for all three holds 360.
  const words = ['deploy', 'deployment', 'deploying'];
  const records = site(360, (i) => `An ${words[i % 3]} ${i % 4 === 0 ? words[i % 3] : ''} text.`);
  const limits = {shardChars: 4000, wordChars: 4000, restChars: 4000, fragmentChars: 4000, packChars: 1000};
  const trimmed = served(records, {...limits, firstPart: 150});
  const whole = served(records, {...limits, firstPart: 100_000});
  const client = (index: typeof trimmed) => createLocalSearchClient({indexUrl: '/search-index.json', fetchIndex: index.fetchIndex, fetchPart: index.fetchPart});
  const [fromTrimmed, fromWhole] = [client(trimmed), client(whole)];
  const search = (engine: typeof fromTrimmed, page: number) =>
    engine.search({requests: [{indexName: 'docs', query: 'deployments', hitsPerPage: 20, page}]}).then(({results}) => results[0]);
  const first = await search(fromTrimmed, 0);
  assert.equal(first.exhaustiveNbHits, false, 'the first hits come from part of the stem');
  assert.equal((await search(fromWhole, 0)).exhaustiveNbHits, true);
  // Page after page, every record holding one of the words is reached once, as from the whole list.
  const all = async (engine: typeof fromTrimmed) => {
    const ids: string[] = [];
    for (let page = 0; page < 100; page += 1) {
      const {hits} = await search(engine, page);
      if (hits.length === 0) break;
      ids.push(...hits.map((hit: {objectID: string}) => hit.objectID));
    }
    return ids;
  };
  const [idsTrimmed, idsWhole] = [await all(fromTrimmed), await all(fromWhole)];
  assert.ok(idsWhole.length >= 360, `${idsWhole.length} hits`);
  assert.equal(new Set(idsTrimmed).size, idsTrimmed.length, 'no hit twice');
  assert.deepEqual([...idsTrimmed].sort(), [...idsWhole].sort());
  assert.deepEqual(
    trimmed.fetched.filter((path) => path.startsWith('r/')),
    [],
    "each word's list is whole: no rest read",
  );
});

test('the rest of a long postings list is cut into files by size; hits read from them are those of a rest kept whole', async () => {
  const records = site(400, (i) => `Webhook ${i % 2 === 0 ? 'webhook webhook' : ''} text.`);
  const limits = {shardChars: 4000, wordChars: 4000, fragmentChars: 4000, packChars: 1000, firstPart: 100};
  const cut = served(records, {...limits, restChars: 500});
  const whole = served(records, {...limits, restChars: 100_000});
  const restFiles = (index: typeof cut) => [...index.split.files].filter(([path]) => path.startsWith('r/'));
  const parted = (index: typeof cut) => restFiles(index).filter(([path]) => path.includes('-'));
  assert.ok(parted(cut).length > 0 && parted(whole).length === 0, 'cut into several files only under the smaller limit');
  for (const [path, text] of restFiles(cut)) assert.ok(text.length <= 500 + 2, `${path}: ${text.length} characters`);
  const pages = async (index: typeof cut) => {
    const engine = createLocalSearchClient({indexUrl: '/search-index.json', fetchIndex: index.fetchIndex, fetchPart: index.fetchPart});
    const ids: string[] = [];
    for (let page = 0; page < 25; page += 1) {
      const {hits} = (await engine.search({requests: [{indexName: 'docs', query: 'webhook', hitsPerPage: 20, page}]})).results[0];
      ids.push(...hits.map((hit: {objectID: string}) => hit.objectID));
    }
    return ids;
  };
  const [fromCut, fromWhole] = [await pages(cut), await pages(whole)];
  assert.ok(fromWhole.length > 400, `${fromWhole.length} hits`);
  assert.deepEqual(fromCut, fromWhole);
  // A rest that was read was read whole: every file of it, and one of them was cut.
  const termOf = (path: string) => path.match(/^r\/(\d+)/)![1];
  const read = new Set(cut.fetched.filter((path) => path.startsWith('r/')).map(termOf));
  assert.ok(
    parted(cut).some(([path]) => read.has(termOf(path))),
    'a rest cut into files was read',
  );
  for (const [path] of restFiles(cut)) if (read.has(termOf(path))) assert.ok(cut.fetched.includes(path), `${path} not read`);
});

test('parts are cut by size: at ten times the pages, every shard, fragment and word list stays within its budget', () => {
  const gzip = (text: string) => gzipSync(text, {level: 9}).length;
  const largest = (pages: number) => {
    const split = buildSplitIndex(site(pages, (i) => `Common text ${i} with rareword${i}, term${i * 7} and name${i % 97}x${i}.`));
    const sizes: Record<string, number> = {manifest: gzip(JSON.stringify(split.manifest))};
    for (const [name, text] of split.files) sizes[name[0]] = Math.max(sizes[name[0]] ?? 0, gzip(text));
    return sizes;
  };
  const [small, large] = [largest(200), largest(2000)];
  const budgetOf: Record<string, number> = {
    t: SEARCH_INDEX_BUDGETS.shard,
    f: SEARCH_INDEX_BUDGETS.fragment,
    w: SEARCH_INDEX_BUDGETS.words,
    r: SEARCH_INDEX_BUDGETS.rest,
  };
  for (const [kind, size] of Object.entries(large)) {
    if (kind === 'manifest') continue;
    assert.ok(size <= budgetOf[kind], `${kind}/ at 2,000 pages: ${size} B (at 200: ${small[kind]} B), budget ${budgetOf[kind]} B`);
  }
  assert.ok(large.manifest <= SEARCH_INDEX_BUDGETS.manifest, `the manifest at 2,000 pages: ${large.manifest} B`);
});

/** `writeSearchIndex` over the pages of `records`, into a folder of its own. */
function writeIndex(records: Parameters<typeof buildSplitIndex>[0], budgets?: Parameters<typeof writeSearchIndex>[0]['budgets']) {
  const recordsByRoute = new Map<string, (typeof records)[number][]>();
  for (const record of records) {
    const route = record.url.split('#')[0];
    recordsByRoute.set(route, [...(recordsByRoute.get(route) ?? []), record]);
  }
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  return {outDir, built: writeSearchIndex({recordsByRoute, outDir, fileName: 'search-index.json', budgets})};
}

test('the writer cuts parts from the budgets: smaller budgets, more and smaller parts, each within its budget', async () => {
  const records = site(300, (i) => `Common text ${i} with rareword${i}, term${i * 7} and name${i % 97}x${i}.`);
  const small = {...SEARCH_INDEX_BUDGETS, shard: 2048, fragment: 2048, words: 1024};
  const sizes = async (budgets?: typeof small) => {
    const {outDir, built} = writeIndex(records, budgets);
    await built;
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'search-index.json'), 'utf8')) as {base: string};
    const byKind: Record<string, number[]> = {};
    for (const entry of fs.readdirSync(path.join(outDir, manifest.base), {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
      const kind = path.basename(entry.parentPath);
      (byKind[kind] ??= []).push(gzipSync(fs.readFileSync(path.join(entry.parentPath, entry.name)), {level: 9}).length);
    }
    fs.rmSync(outDir, {recursive: true, force: true});
    return byKind;
  };
  const [atDefault, atSmall] = [await sizes(), await sizes(small)];
  for (const [kind, budget] of [
    ['t', small.shard],
    ['f', small.fragment],
    ['w', small.words],
  ] as const) {
    assert.ok(
      atSmall[kind].length > atDefault[kind].length,
      `${kind}/: ${atSmall[kind].length} parts under the smaller budget, ${atDefault[kind].length} under the default`,
    );
    assert.ok(Math.max(...atSmall[kind]) < Math.max(...atDefault[kind]), `${kind}/: the largest part is smaller under the smaller budget`);
    assert.ok(Math.max(...atSmall[kind]) <= budget, `${kind}/: ${Math.max(...atSmall[kind])} B, budget ${budget} B`);
  }
});

test('a part over its budget fails the build, naming its kind, file, size and budget, and what to do', async () => {
  // One record of varied text that gzip cannot shrink below 8 KB, which a fragment holds whole.
  let seed = 1;
  const word = () => Array.from({length: 6}, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join('');
  const long = Array.from({length: 3000}, word).join(' ');
  const {outDir, built} = writeIndex([
    ...site(3, (i) => `Short page ${i}.`),
    ...site(1, () => long).map((r) => ({...r, url: r.url.replace('page-0', 'long-page')})),
  ]);
  await assert.rejects(built, (error: Error) => {
    assert.match(error.message, /1 part\(s\) over budget/);
    assert.match(
      error.message,
      new RegExp(
        `- fragment ${outDir}/search-index/[0-9a-f]{12}/f/\\d+\\.json \\(1 record of /docs/long-page\\): \\d+ B gzip, budget 8192 B \\(SEARCH_INDEX_BUDGETS\\.fragment, in the search package's src/indexing/budgets\\.ts\\)`,
      ),
    );
    assert.match(error.message, /most likely one long record: break that block of its page up .* or raise the budget/);
    return true;
  });
  // A budget below what a part needs fails the same way, whatever the part (here the manifest).
  const tiny = writeIndex(
    site(3, (i) => `Short page ${i}.`),
    {...SEARCH_INDEX_BUDGETS, manifest: 100},
  );
  await assert.rejects(tiny.built, new RegExp(`- manifest ${tiny.outDir}/search-index\\.json: \\d+ B gzip, budget 100 B .*raise its budget`));
  for (const dir of [outDir, tiny.outDir]) fs.rmSync(dir, {recursive: true, force: true});
});

test('the parts go under SEARCH_INDEX_PARTS_DIR, in a folder named by their hash, which a host may cache for good', () => {
  const {manifest} = buildSplitIndex(site(3, (i) => `Page ${i}.`));
  assert.match(manifest.base, new RegExp(`^${SEARCH_INDEX_PARTS_DIR}/[0-9a-f]{12}/$`));
});
