import assert from 'node:assert/strict';
import {test} from 'node:test';

import {fromHtml} from 'hast-util-from-html';

import {buildSearchRecords, dropRepeatedContent} from '../../src/plugins/search/indexing/records';
import {createSearchEngine} from '../../src/plugins/search/engine/engine';
import {compileFacetFilters} from '../../src/plugins/search/engine/facet-filters';
import {escapeHtml, highlightAndSnippet, matcherFor} from '../../src/plugins/search/engine/highlight';
import {decodeSearchIndex, encodeSearchIndex} from '../../src/plugins/search/engine/index-format';
import {createLocalSearchClient} from '../../src/plugins/search/engine/local-client';
import {startEngine} from '../../src/plugins/search/engine/worker-engine';

const page = (body: string, htmlClass = 'docs-doc-page', tag = 'docs-default-current') => `<!doctype html>
<html lang="en" class="${htmlClass}"><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}">
</head><body><nav class="navbar">Docs Reference</nav><main><article>
<nav class="theme-doc-breadcrumbs">Home › Evaluation</nav>
<div class="theme-doc-markdown markdown"><header><h1>Webhook evaluator</h1></header>${body}</div>
</article></main><footer>Copyright</footer></body></html>`;

const html = page(`
<p>Scores outputs by calling your own HTTP service.</p>
<h2 id="set-up">Set up<a href="#set-up" class="hash-link">​</a></h2>
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
    lvl0: 'Evaluation', lvl1: 'Webhook evaluator', lvl2: 'Set up', lvl3: 'Example code', lvl4: null, lvl5: null, lvl6: null,
  });
  assert.ok(records.every((r) => r.language === 'en' && r.docusaurus_tag === 'docs-default-current'));
});

test('pages that are not articles give no records', () => {
  assert.deepEqual(buildSearchRecords({url: '/changelog', tree: fromHtml(page('<p>x</p>', 'blog-list-page', 'default')), section: 'Changelog'}), []);
});

test('an operation\'s parameter and schema lists are left out; the same tabs elsewhere are kept', () => {
  const schemaTabs = '<div class="openapi-tabs__schema-container"><p>Authorization: &lt;your-api-key&gt;</p></div>';
  const operation = page(`<div class="row theme-api-markdown"><div class="col openapi-left-panel__container">
<p>Returns the apps you can see.</p>
<details class="openapi-markdown__details"><summary><h3>Query Parameters</h3></summary><ul><li>workspace_id string</li></ul></details>
<div class="openapi-tabs__container"><p>The matching apps.</p><div class="openapi-tabs__mime-container"><p>application/json</p></div>${schemaTabs}</div>
</div></div>`);
  const contents = (html: string) =>
    buildSearchRecords({url: '/reference/api/x', tree: fromHtml(html), section: 'API'}).flatMap((r) => (r.content ? [r.content] : []));
  assert.deepEqual(contents(operation), ['Returns the apps you can see.', 'The matching apps.']);
  assert.deepEqual(contents(page(schemaTabs)), ['Authorization: <your-api-key>']);
});

test('text repeated word for word on many pages is dropped', () => {
  const many = Array.from({length: 5}, (_, i) =>
    buildSearchRecords({url: `/p${i}`, tree: fromHtml(page('<p>The same boilerplate sentence.</p><p>Unique ' + i + ' text here.</p>')), section: 'API'}),
  ).flat();
  const kept = dropRepeatedContent(many);
  assert.ok(kept.every((r) => r.content !== 'The same boilerplate sentence.'));
  assert.equal(kept.filter((r) => r.content?.startsWith('Unique')).length, 5);
});

test('the compact index decodes to exactly the records', () => {
  assert.deepEqual(decodeSearchIndex(JSON.parse(JSON.stringify(encodeSearchIndex(records)))), records);
  assert.throws(() => decodeSearchIndex({version: 1} as never), /rebuild the site/);
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
  assert.equal(ten.value.replace(/<\/?mark>/g, '').replace('…', '').trim().split(/\s+/).length, 10);
});

test('facet filters: AND across the list, OR inside a group, negation', () => {
  const record = records[0];
  assert.ok(compileFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])(record));
  assert.ok(!compileFacetFilters(['language:fr'])(record));
  assert.ok(!compileFacetFilters(['-docusaurus_tag:docs-default-current'])(record));
  assert.ok(!compileFacetFilters(['unknown:x'])(record));
});

test('the engine answers DocSearch requests: prefix, typos, names, page grouping', () => {
  const engine = createSearchEngine(records);
  const first = (query: string) => engine.search({query}).hits[0];
  assert.equal(first('webh').type, 'lvl1', 'prefix of the last word; the page title leads its hits');
  assert.ok(engine.search({query: 'webhok evalutor'}).nbHits > 0, 'typos');
  assert.equal(engine.search({query: 'webhook_url'}).hits.find((h) => h.type === 'content')?.content, 'webhook_url · Where to send it');
  assert.equal(engine.search({query: ''}).nbHits, 0, 'no search for an empty query');
  assert.equal(engine.search({query: 'webhook', facetFilters: ['language:fr']}).nbHits, 0);
  const paged = engine.search({query: 'webhook', hitsPerPage: 2, page: 1});
  assert.equal(paged.page, 1);
  assert.ok(paged.hits.length <= 2);
  for (const query of ['<img src=x onerror=alert(1)>', '.*+?^${}()|[]\\', '"\'"', '🚀 مرحبا', 'x'.repeat(10_000)]) {
    const response = engine.search({query, attributesToSnippet: ['content:10']});
    for (const hit of response.hits) {
      const values = JSON.stringify([hit._highlightResult, hit._snippetResult]);
      assert.ok(!/<(?!\/?mark>)/.test(values.replace(/\\u003c/g, '<')), `only <mark> for ${query.slice(0, 20)}`);
    }
  }
});

test('the local client rejects a failed index fetch with a RetryError and retries on the next query', async () => {
  let calls = 0;
  const client = createLocalSearchClient({
    indexUrl: '/search-index.json',
    fetchIndex: async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return encodeSearchIndex(records);
    },
  });
  const request = {requests: [{indexName: 'docs', query: 'webhook', hitsPerPage: 20}]};
  await assert.rejects(client.search(request), (error: Error) => error.name === 'RetryError');
  const {results} = await client.search(request);
  assert.ok(results[0].nbHits > 0);
  assert.equal(results[0].index, 'docs');
  assert.ok(results[0].queryID);
  assert.equal(calls, 2);
});

test('an engine that stops (a crashed worker) fails its query with a RetryError and is built again', async () => {
  let builds = 0;
  const client = createLocalSearchClient({
    indexUrl: '/search-index.json',
    loadEngine: async () => {
      builds += 1;
      const broken = builds === 1;
      return {
        search: async (params) => {
          if (broken) throw new Error('worker stopped');
          return params.map((entry) => createSearchEngine(records).search(entry));
        },
      };
    },
  });
  const request = {requests: [{indexName: 'docs', query: 'webhook'}]};
  await assert.rejects(client.search(request), (error: Error) => error.name === 'RetryError');
  assert.ok((await client.search(request)).results[0].nbHits > 0);
  assert.equal(builds, 2);
});

test('without a worker, the engine is built from the index bytes in this thread', async () => {
  const bytes = new TextEncoder().encode(JSON.stringify(encodeSearchIndex(records))).buffer;
  const engine = await startEngine(Promise.resolve(bytes), null);
  const [response] = await engine.search([{query: 'webhook'}]);
  assert.ok(response.nbHits > 0);
});
