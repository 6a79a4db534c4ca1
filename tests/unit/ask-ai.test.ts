import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';

import type {LoadContext} from '@docusaurus/types';

import {askAiOptions, askAiSettings} from '../../config/ask-ai';
import {hostingOptions} from '../../config/hosting';
import askAiPlugin, {askAiCspSources, ASK_AI_REQUIREMENTS, checkAskAiRequirements} from '../../src/plugins/ask-ai';
import llmsTxtPlugin, {validateOptions as llmsTxtOptions} from '../../src/plugins/llms-txt';
import searchPlugin, {validateOptions as searchOptions} from '@agenta-docs/search';
import {loadProvidedSearchAskAi} from '@agenta-docs/search/ask-ai-hook';
import {AskAiError, describeAskAiError, parseChunk, parseRetryAfter, streamChatCompletion} from '../../src/plugins/ask-ai/lib/chat-stream';
import {answerForClipboard, buildMessages, SOURCE_RULES} from '../../src/plugins/ask-ai/lib/prompt';
import {
  fuseHits,
  keywordsOf,
  onePerPageFirst,
  preferSections,
  retrievePassages,
  searchQueries,
  searchRequest,
  selectPassages,
  type SearchHitLike,
  type SectionRef,
} from '../../src/plugins/ask-ai/lib/retrieval';
import {isSitePath, rehypeCitations, rehypeHeadingsAt, safeLinkUrl, splitMarkdownBlocks, spokenText} from '../../src/plugins/ask-ai/lib/safe-markdown';
import {cutSection, headingsOf} from '../../src/plugins/ask-ai/lib/sections';
import {estimateTokens, trimToTokens} from '../../src/plugins/ask-ai/lib/tokens';
import {buildContentSecurityPolicy} from '../../src/plugins/hosting/content-security-policy';

const endpoint = {ASK_AI_URL: 'https://ai.example.com/v1/chat/completions', ASK_AI_MODEL: 'gpt-4o-mini'};

// Configuration

test('with ASK_AI_URL unset there is no Ask AI, and no policy source for it', () => {
  assert.equal(askAiOptions({}), undefined);
  assert.equal(askAiOptions({ASK_AI_URL: '  '}), undefined);
  assert.deepEqual(askAiCspSources(undefined), []);
});

test('the endpoint and model come from the environment, the rest from config/ask-ai.ts', () => {
  assert.deepEqual(askAiOptions({...endpoint, ASK_AI_MODEL: ' gpt-4o-mini '}), {
    url: 'https://ai.example.com/v1/chat/completions',
    model: 'gpt-4o-mini',
    systemPrompt: askAiSettings.systemPrompt,
    maxSources: askAiSettings.maxSources,
    sourceTokenBudget: askAiSettings.sourceTokenBudget,
  });
});

test('bad settings stop the build with a message naming the variable or setting', () => {
  const cases: [NodeJS.ProcessEnv, Partial<typeof askAiSettings>, RegExp][] = [
    [{...endpoint, ASK_AI_URL: 'ai.example.com/v1'}, {}, /ASK_AI_URL must be an http\(s\) URL/],
    [{...endpoint, ASK_AI_URL: 'ftp://ai.example.com/v1'}, {}, /ASK_AI_URL must be an http\(s\) URL/],
    [{...endpoint, ASK_AI_URL: 'javascript:alert(1)'}, {}, /ASK_AI_URL must be an http\(s\) URL/],
    [{...endpoint, ASK_AI_URL: 'https://user:sk-secret@ai.example.com/v1'}, {}, /ASK_AI_URL must not hold a user name or password/],
    [{ASK_AI_URL: endpoint.ASK_AI_URL}, {}, /ASK_AI_MODEL must name the model/],
    [{ASK_AI_MODEL: 'gpt-4o-mini'}, {}, /ASK_AI_MODEL is set but ASK_AI_URL is not/],
    [endpoint, {maxSources: 0}, /askAiSettings\.maxSources \(config\/ask-ai\.ts\) must be a whole number from 1 to 20/],
    [endpoint, {maxSources: 2.5}, /maxSources .* must be a whole number/],
    [endpoint, {sourceTokenBudget: 50}, /askAiSettings\.sourceTokenBudget .* from 200 to 100000/],
    [endpoint, {systemPrompt: ' '}, /askAiSettings\.systemPrompt .* must be a non-empty string/],
  ];
  for (const [env, settings, message] of cases) {
    assert.throws(() => askAiOptions(env, {...askAiSettings, ...settings}), message, JSON.stringify({env, settings}));
  }
});

test('the plugin plugs into search through its hook, with no theme component of its own', async () => {
  const plugin = askAiPlugin({} as LoadContext, askAiOptions(endpoint)!);
  assert.equal(plugin.getThemePath, undefined);
  const clientModules = plugin.getClientModules?.() ?? [];
  assert.deepEqual(clientModules, [path.resolve(__dirname, '../../src/plugins/ask-ai/client/provide-search-ask-ai.ts')]);
  // Until the client module runs, the search theme offers no Ask AI; then it offers the plugin's.
  assert.equal(loadProvidedSearchAskAi(), undefined);
  await import(clientModules[0]!);
  const loading = loadProvidedSearchAskAi();
  assert.ok(loading instanceof Promise);
  // The integration itself needs a bundler (CSS modules): only that it is asked for matters here.
  loading.catch(() => {});
  let data: unknown;
  await plugin.contentLoaded?.({content: undefined, actions: {setGlobalData: (value: unknown) => (data = value)} as never});
  assert.equal((data as {model: string}).model, 'gpt-4o-mini');
});

test('Ask AI stops the build before bundling unless the search and llms-txt plugins are in the site, naming what to add', () => {
  const allContentOf = (...names: string[]) => Object.fromEntries(names.map((name) => [name, {default: undefined}]));
  const plugin = askAiPlugin({} as LoadContext, askAiOptions(endpoint)!);
  const loaded =
    (...names: string[]) =>
    () =>
      plugin.allContentLoaded?.({allContent: allContentOf(...names), actions: {} as never});
  assert.doesNotThrow(loaded('docusaurus-plugin-content-docs', 'search-local', 'llms-txt', 'ask-ai'));
  assert.throws(loaded('docusaurus-plugin-content-docs', 'search-local', 'ask-ai'), (error: Error) => {
    assert.match(error.message, /^ask-ai: Ask AI needs plugins this site does not have:/);
    assert.match(
      error.message,
      /"llms-txt", for the Markdown twin of every page \(<page>\.md\).*: add llmsTxtPlugin \(src\/plugins\/llms-txt\) to the site's "plugins" in docusaurus\.config\.ts/,
    );
    assert.doesNotMatch(error.message, /search-local/);
    assert.match(error.message, /leave ASK_AI_URL unset/);
    return true;
  });
  assert.throws(loaded('llms-txt', 'ask-ai'), /"search-local", for the search modal .*: add the search plugin \(@agenta-docs\/search\) to the site's "themes"/);
  assert.throws(
    () => checkAskAiRequirements([]),
    (error: Error) => error.message.split('\n- ').length === 1 + ASK_AI_REQUIREMENTS.length,
  );
  // The names it looks for are the plugins' own.
  assert.deepEqual(
    ASK_AI_REQUIREMENTS.map(({plugin: name}) => name),
    [
      searchPlugin({baseUrl: '/'} as LoadContext, searchOptions({options: {indexName: 'docs'}})).name,
      llmsTxtPlugin({} as LoadContext, llmsTxtOptions({options: {summary: 'Docs.', sections: []}})).name,
    ],
  );
});

test('the policy gains exactly the endpoint’s origin in connect-src, and nothing else', () => {
  const askAi = askAiOptions({...endpoint, ASK_AI_URL: 'http://127.0.0.1:4610/v1/chat/completions?x=1'})!;
  assert.deepEqual(askAiCspSources(askAi), [{'connect-src': ['http://127.0.0.1:4610']}]);
  const spec = path.join(__dirname, '../../openapi/agenta.yaml');
  const policy = (features: Parameters<typeof hostingOptions>[0]) =>
    new Map(
      buildContentSecurityPolicy({inlineScriptHashes: ['abc='], allow: hostingOptions(features).allow})
        .split('; ')
        .map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)] as const),
    );
  const without = policy({openApiSpecs: [spec]});
  const withAskAi = policy({openApiSpecs: [spec], askAi});
  for (const [directive, sources] of without) {
    const expected = directive === 'connect-src' ? [...sources, 'http://127.0.0.1:4610'] : sources;
    assert.deepEqual([...(withAskAi.get(directive) ?? [])].sort(), [...expected].sort(), directive);
  }
  assert.equal(withAskAi.size, without.size);
  // Without the API reference's request panel, the endpoint is all a page may call besides the site.
  assert.deepEqual(policy({askAi}).get('connect-src'), ["'self'", 'http://127.0.0.1:4610']);
});

// Sections of the Markdown twins

const twin = `# Ship a prompt

Intro text.

## Publish

Publish it.

\`\`\`bash
# not a heading
echo hi
\`\`\`

## Roll back a \`deployment\`

Revert it.

### From the command line

Run the command.

## Names

Lower case.

## Configuration

First configuration.
`;

test('headings are found outside code blocks, without their Markdown', () => {
  assert.deepEqual(
    headingsOf(twin).map(({depth, text}) => [depth, text]),
    [
      [1, 'ship a prompt'],
      [2, 'publish'],
      [2, 'roll back a deployment'],
      [3, 'from the command line'],
      [2, 'names'],
      [2, 'configuration'],
    ],
  );
});

test('a section runs from its heading to the next of its level, subsections included', () => {
  assert.equal(cutSection(twin, ['Roll back a deployment']), '## Roll back a `deployment`\n\nRevert it.\n\n### From the command line\n\nRun the command.');
  assert.equal(cutSection(twin, ['Roll back a deployment', 'From the command line']), '### From the command line\n\nRun the command.');
  assert.equal(cutSection(twin, ['Publish']), '## Publish\n\nPublish it.\n\n```bash\n# not a heading\necho hi\n```');
  assert.equal(cutSection(twin, []), twin.trim());
  assert.equal(cutSection(twin, ['Nowhere']), null);
  // A heading is looked for under the one before it; failing that, anywhere.
  assert.equal(cutSection(twin, ['Publish', 'Configuration']), '## Configuration\n\nFirst configuration.');
});

// Retrieval

test('keyword queries drop the filler of a question; follow-ups bring the previous question', () => {
  assert.equal(keywordsOf('How do I roll back a deployment to the previous version?'), 'roll back deployment previous version');
  assert.deepEqual(searchQueries('How do I roll back?', []), [
    {query: 'How do I roll back?', weight: 1},
    {query: 'roll back', weight: 1},
  ]);
  assert.deepEqual(
    searchQueries('And from the CLI?', ['How do I roll back a deployment?']).map((q) => q.query),
    ['And from the CLI?', 'cli', 'roll back deployment cli'],
  );
});

test('a long question is cut for the search at a whole character: an emoji at the cut is kept whole or left out', () => {
  const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  const questions = [
    `${'a'.repeat(254)}🚀 deploy`,
    `${'a'.repeat(255)}🚀 deploy`,
    `${'a'.repeat(256)}🚀`,
    '🚀'.repeat(300),
    `deploy ${'é'.repeat(300)}`,
    `roll back ${'\u202e'.repeat(300)}`,
  ];
  for (const question of questions) {
    for (const {query} of searchQueries(question, [`${'b'.repeat(255)}🚀`])) {
      assert.doesNotMatch(query, loneSurrogate, JSON.stringify(query.slice(-4)));
      assert.doesNotThrow(() => encodeURIComponent(query));
      assert.ok(query.length <= 256, `${query.length}`);
    }
  }
  assert.equal(searchQueries(`${'a'.repeat(255)}🚀 deploy`, [])[0]!.query, 'a'.repeat(255));
  assert.equal(searchQueries(`${'a'.repeat(254)}🚀 deploy`, [])[0]!.query, `${'a'.repeat(254)}🚀`);
});

test('each search asks for enough hits, their text, and (for Algolia) any of the question’s words', () => {
  assert.deepEqual(searchRequest('docs', 'roll back', ['language:en']), {
    indexName: 'docs',
    query: 'roll back',
    hitsPerPage: 20,
    facetFilters: ['language:en'],
    removeWordsIfNoResults: 'allOptional',
    attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
  });
  assert.equal('facetFilters' in searchRequest('docs', 'q'), false);
});

const hit = (url: string, lvl1: string, lvl2: string | null = null, content: string | null = null): SearchHitLike => ({
  url,
  hierarchy: {lvl0: 'Docs', lvl1, lvl2},
  content,
});

test('hits merge into sections ranked by reciprocal rank fusion across queries', () => {
  const sections = fuseHits([
    {hits: [hit('/a#one', 'A', 'One'), hit('/b', 'B'), hit('/a#one', 'A', 'One', 'dup')], weight: 1},
    {hits: [hit('/b', 'B'), hit('/c#x', 'C', 'X')], weight: 1},
    {hits: [hit('/c#x', 'C', 'X')], weight: 0.5},
  ]);
  assert.deepEqual(
    sections.map((section) => `${section.path}#${section.anchor}`),
    ['/b#', '/c#x', '/a#one'],
  );
  assert.deepEqual(sections[2]?.headings, ['One']);
  assert.equal(sections[0]?.pageTitle, 'B');
});

test('a page’s own entry gives way to its best section, which takes its score', () => {
  const ref = (path: string, anchor: string, score: number) => ({path, anchor, score, pageTitle: path, headings: anchor ? [anchor] : [], hitText: ''});
  const kept = preferSections([ref('/a', '', 0.5), ref('/b', 'x', 0.4), ref('/a', 'one', 0.2), ref('/c', '', 0.1), ref('/a', 'two', 0.05)]);
  assert.deepEqual(
    kept.map((section) => [`${section.path}#${section.anchor}`, Number(section.score.toFixed(2))]),
    [
      ['/a#one', 0.7],
      ['/b#x', 0.4],
      ['/c#', 0.1],
      ['/a#two', 0.05],
    ],
  );
});

test('every page’s best section comes before any page’s second', () => {
  const ranked = ['/a#1', '/a#2', '/b#1', '/a#3', '/c#1', '/b#2'].map((url) => ({path: url.split('#')[0]!, url}));
  assert.deepEqual(
    onePerPageFirst(ranked).map((section) => section.url),
    ['/a#1', '/b#1', '/c#1', '/a#2', '/a#3', '/b#2'],
  );
});

const section = (path: string, anchor: string, pageTitle: string, headings: string[]): SectionRef => ({
  path,
  anchor,
  pageTitle,
  headings,
  score: 1,
  hitText: '',
});

test('passages stay within the source count and the token budget, a quarter of it at most each', () => {
  const long = Array.from({length: 40}, (_, i) => `Paragraph ${i} ${'word '.repeat(40)}`).join('\n\n');
  const sections = ['a', 'b', 'c', 'd', 'e'].map((name) => ({section: section(`/${name}`, 'h', name.toUpperCase(), ['H']), text: name + long}));
  const chosen = selectPassages(sections, {maxSources: 4, sourceTokenBudget: 1000});
  assert.ok(chosen.length <= 4);
  assert.ok(chosen.reduce((sum, passage) => sum + passage.tokens, 0) <= 1000);
  assert.ok(chosen.every((passage) => passage.tokens <= 250));
  assert.deepEqual(
    chosen.map((passage) => passage.n),
    chosen.map((_, i) => i + 1),
  );
  assert.equal(chosen[0]?.url, '/a#h');
  assert.equal(chosen[0]?.label, 'A › H');
  assert.equal(selectPassages(sections, {maxSources: 2, sourceTokenBudget: 100_000}).length, 2);
});

test('a subsection of a chosen section, or an empty one, is not sent twice', () => {
  const parent = '## Roll back\n\nRevert it.\n\n### From the CLI\n\nRun the command.';
  const chosen = selectPassages(
    [
      {section: section('/deploy', 'roll-back', 'Deploy', ['Roll back']), text: parent},
      {section: section('/deploy', 'from-the-cli', 'Deploy', ['Roll back', 'From the CLI']), text: '### From the CLI\n\nRun the command.'},
      {section: section('/empty', '', 'Empty', []), text: '  '},
      {section: section('/names', '', 'Names', []), text: '# Names\n\nLower case.'},
    ],
    {maxSources: 6, sourceTokenBudget: 3000},
  );
  assert.deepEqual(
    chosen.map((passage) => passage.url),
    ['/deploy#roll-back', '/names'],
  );
  assert.equal(chosen[1]?.label, 'Names');
});

test('retrieval searches, fetches each page once, cuts its sections, and falls back to the hit’s text', async () => {
  const searched: string[] = [];
  const fetched: string[] = [];
  const passages = await retrievePassages({
    question: 'How do I roll back a deployment?',
    earlierQuestions: [],
    settings: {maxSources: 3, sourceTokenBudget: 3000},
    search: async (query) => {
      searched.push(query);
      return [
        hit('/deploy#roll-back-a-deployment', 'Ship a prompt', 'Roll back a deployment', 'Revert it.'),
        hit('/deploy#publish', 'Ship a prompt', 'Publish', 'Publish it.'),
        hit('/gone#somewhere', 'Gone page', 'Somewhere', 'Text only the index has.'),
      ];
    },
    fetchMarkdown: async (pagePath) => {
      fetched.push(pagePath);
      return pagePath === '/deploy' ? twin : null;
    },
  });
  assert.deepEqual(searched, ['How do I roll back a deployment?', 'roll back deployment']);
  assert.deepEqual(fetched, ['/deploy', '/gone']);
  assert.deepEqual(
    passages.map(({n, url, label}) => [n, url, label]),
    [
      // Each page's best section first, then the next ones.
      [1, '/deploy#roll-back-a-deployment', 'Ship a prompt › Roll back a deployment'],
      [2, '/gone#somewhere', 'Gone page › Somewhere'],
      [3, '/deploy#publish', 'Ship a prompt › Publish'],
    ],
  );
  assert.match(passages[0]!.text, /^## Roll back a `deployment`\n\nRevert it\.\n\n### From the command line/);
  assert.equal(passages[1]!.text, '## Somewhere\n\nText only the index has.');
});

test('text is trimmed to whole paragraphs, and a code fence cut open is closed', () => {
  assert.equal(estimateTokens('abcd'), 1);
  assert.equal(trimToTokens('short', 10), 'short');
  assert.equal(trimToTokens(`${'a'.repeat(30)}\n\n${'b'.repeat(30)}`, 10), `${'a'.repeat(30)}\n…`);
  const code = `\`\`\`python\n${'x = 1\n'.repeat(50)}\`\`\``;
  const trimmed = trimToTokens(code, 20);
  assert.ok(trimmed.length <= 20 * 4 + 10, trimmed);
  assert.match(trimmed, /\n```\n…$/);
});

// The request

test('a request holds the system prompt and rules, the earlier turns without citations, then the numbered sections and the question', () => {
  const messages = buildMessages({
    systemPrompt: 'You answer questions about Agenta.',
    earlier: [{question: 'How do I publish?', answer: 'Choose Publish [1].'}],
    question: 'And roll back?',
    passages: [{n: 1, url: '/deploy#roll-back', label: 'Deploy › Roll back', text: '## Roll back\n\nRevert it.', tokens: 6}],
    siteUrl: 'https://docs.example.com',
  });
  assert.deepEqual(
    messages.map((message) => message.role),
    ['system', 'user', 'assistant', 'user'],
  );
  assert.equal(messages[0]?.content, `You answer questions about Agenta.\n\n${SOURCE_RULES}`);
  assert.equal(messages[2]?.content, 'Choose Publish.');
  assert.equal(
    messages[3]?.content,
    'Sections of the documentation:\n\n[1] Deploy › Roll back\nAddress: https://docs.example.com/deploy#roll-back\n\n' +
      '## Roll back\n\nRevert it.\n\n---\n\nQuestion: And roll back?',
  );
  const none = buildMessages({systemPrompt: 'S', earlier: [], question: 'Q?', passages: [], siteUrl: 'https://x.example'});
  assert.match(none[1]!.content, /No section of the documentation matched this question/);
});

test('a long history keeps its newest turns within the history budget', () => {
  const earlier = Array.from({length: 10}, (_, i) => ({question: `Question ${i}`, answer: 'x'.repeat(1000)}));
  const messages = buildMessages({systemPrompt: 'S', earlier, question: 'Now?', passages: [], siteUrl: 'https://x.example'});
  const questions = messages.filter((message) => message.role === 'user').map((message) => message.content);
  // Each turn is about 253 tokens: five fit in 1500.
  assert.deepEqual(questions.slice(0, -1), ['Question 5', 'Question 6', 'Question 7', 'Question 8', 'Question 9']);
});

test('the copied answer lists its sources as links', () => {
  assert.equal(
    answerForClipboard('Revert it [1].\n', [{n: 1, url: '/deploy#roll-back', label: 'Deploy › Roll back', text: '', tokens: 0}], 'https://docs.example.com'),
    'Revert it [1].\n\nSources:\n[1] Deploy › Roll back: https://docs.example.com/deploy#roll-back\n',
  );
});

// Streaming

const encoder = new TextEncoder();

function sseResponse(parts: readonly string[], init: {status?: number; headers?: Record<string, string>; endEarly?: boolean} = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      if (init.endEarly) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, {
    status: init.status ?? 200,
    headers: {'Content-Type': 'text/event-stream', ...init.headers},
  });
}

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({choices: [{index: 0, delta: content === null ? {} : {content}, finish_reason: finish}]})}\n\n`;

async function ask(
  response: Response | (() => Promise<Response>),
  options: {signal?: AbortSignal; firstTokenTimeoutMs?: number; stallTimeoutMs?: number} = {},
) {
  let text = '';
  let sent: RequestInit | undefined;
  const outcome = await streamChatCompletion({
    url: 'https://ai.example.com/v1/chat/completions',
    model: 'm-1',
    messages: [{role: 'user', content: 'Q?'}],
    signal: options.signal ?? new AbortController().signal,
    onText: (piece) => (text += piece),
    fetch: (async (_url: string, init: RequestInit) => {
      sent = init;
      return typeof response === 'function' ? response() : response;
    }) as typeof fetch,
    firstTokenTimeoutMs: options.firstTokenTimeoutMs,
    stallTimeoutMs: options.stallTimeoutMs,
  });
  return {text, outcome, sent};
}

async function askFails(response: Response | (() => Promise<Response>), options: Parameters<typeof ask>[1] = {}) {
  try {
    await ask(response, options);
  } catch (error) {
    return error as AskAiError;
  }
  throw new Error('expected the request to fail');
}

test('a streamed answer arrives piece by piece, split anywhere, until [DONE]', async () => {
  const stream = `: keep-alive\n\n${chunk('Hello')}${chunk(', wor')}${chunk('ld.')}${chunk(null, 'stop')}data: [DONE]\n\n`;
  const parts = [stream.slice(0, 7), stream.slice(7, 50), stream.slice(50, 51), stream.slice(51)];
  const {text, outcome, sent} = await ask(sseResponse(parts));
  assert.equal(text, 'Hello, world.');
  assert.equal(outcome.finishReason, 'stop');
  assert.equal(sent?.method, 'POST');
  assert.equal(sent?.credentials, 'omit');
  assert.deepEqual(JSON.parse(String(sent?.body)), {model: 'm-1', messages: [{role: 'user', content: 'Q?'}], stream: true});
});

test('a server that ignores streaming answers with one JSON completion', async () => {
  const body = JSON.stringify({choices: [{message: {role: 'assistant', content: 'Whole answer.'}}]});
  const {text} = await ask(new Response(body, {headers: {'Content-Type': 'application/json'}}));
  assert.equal(text, 'Whole answer.');
});

test('each HTTP failure has its kind; a 429 says when to retry', async () => {
  const failures: [number, Record<string, string>, string][] = [
    [401, {}, 'unauthorized'],
    [403, {}, 'unauthorized'],
    [429, {'Retry-After': '30'}, 'rate-limited'],
    [500, {}, 'server'],
    [503, {}, 'server'],
    [400, {}, 'rejected'],
  ];
  for (const [status, headers, kind] of failures) {
    const error = await askFails(new Response('{"error":{"message":"<b>no</b>"}}', {status, headers}));
    assert.equal(error.kind, kind, String(status));
    assert.equal(error.details.status, status);
  }
  const limited = await askFails(new Response('', {status: 429, headers: {'Retry-After': '30'}}));
  assert.equal(limited.details.retryAfterSeconds, 30);
  assert.equal(describeAskAiError(limited).advice, 'Try again in 30 seconds.');
  assert.equal(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 2)).toUTCString(), Date.UTC(2030, 0, 1)), 120);
  assert.equal(parseRetryAfter('soon', 0), undefined);
  assert.equal(describeAskAiError(await askFails(new Response('', {status: 429}))).advice, 'Wait a moment, then try again.');
});

test('an unreachable endpoint, a malformed chunk, an error event and a cut stream each fail clearly', async () => {
  const unreachable = await askFails(() => Promise.reject(new TypeError('Failed to fetch')));
  assert.equal(unreachable.kind, 'unreachable');
  assert.equal(describeAskAiError(unreachable).title, 'The AI service could not be reached.');

  const malformed = await askFails(sseResponse([chunk('Part'), 'data: {not json\n\n', chunk('never')]));
  assert.equal(malformed.kind, 'malformed');
  assert.equal((await askFails(sseResponse(['data: {"choices":[{"delta":{"content":42}}]}\n\n']))).kind, 'malformed');
  assert.equal((await askFails(sseResponse(['data: {"error":{"message":"overloaded"}}\n\n']))).kind, 'server');

  const cut = await askFails(sseResponse([chunk('Half an ans')], {endEarly: true}));
  assert.equal(cut.kind, 'cut');
  const closed = await askFails(sseResponse([chunk('Half an ans')]));
  assert.equal(closed.kind, 'cut');
  // A finish reason without [DONE] is a complete answer.
  assert.equal((await ask(sseResponse([chunk('All.'), chunk(null, 'length')]))).outcome.finishReason, 'length');
});

test('no first token in time, or a stream that stalls, ends the request', async () => {
  const silent = () => Promise.resolve(new Response(new ReadableStream({start() {}}), {headers: {'Content-Type': 'text/event-stream'}}));
  const late = await askFails(silent, {firstTokenTimeoutMs: 50});
  assert.equal(late.kind, 'no-first-token');
  assert.equal(late.message, 'No answer started within 0 seconds.');

  const stalling = () =>
    Promise.resolve(
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(encoder.encode(chunk('Begun')));
          },
        }),
        {headers: {'Content-Type': 'text/event-stream'}},
      ),
    );
  assert.equal((await askFails(stalling, {firstTokenTimeoutMs: 5000, stallTimeoutMs: 50})).kind, 'stalled');
});

test('Stop aborts the request with the reader’s reason', async () => {
  const controller = new AbortController();
  const reason = new Error('stopped by reader');
  const pending = ask(
    () => {
      setTimeout(() => controller.abort(reason), 10);
      return Promise.resolve(new Response(new ReadableStream({start() {}}), {headers: {'Content-Type': 'text/event-stream'}}));
    },
    {signal: controller.signal},
  );
  await assert.rejects(pending, (error) => error === reason);
});

test('chunks: text, finish reasons, and usage-only chunks', () => {
  assert.deepEqual(parseChunk('{"choices":[{"delta":{"content":"a"},"finish_reason":null}]}'), {kind: 'text', text: 'a', finishReason: null});
  assert.deepEqual(parseChunk('{"choices":[],"usage":{"total_tokens":3}}'), {kind: 'text', text: '', finishReason: null});
  assert.deepEqual(parseChunk('{"choices":[{"delta":{},"finish_reason":"stop"}]}'), {kind: 'text', text: '', finishReason: 'stop'});
  assert.equal(parseChunk('[1,2]').kind, 'error');
});

// What the answer may hold

test('links go only to http(s) addresses and the site’s own pages', () => {
  assert.equal(safeLinkUrl('https://example.com/a?b#c'), 'https://example.com/a?b#c');
  assert.equal(safeLinkUrl('http://localhost:3000/x'), 'http://localhost:3000/x');
  assert.equal(safeLinkUrl('/evaluation/overview#setup'), '/evaluation/overview#setup');
  assert.equal(safeLinkUrl('#sources'), '#sources');
  for (const bad of [
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.example/x',
    '/\\evil.example',
    'relative/page',
    'mailto:a@example.com',
  ]) {
    assert.equal(safeLinkUrl(bad), null, bad);
  }
  assert.equal(isSitePath('/a'), true);
  assert.equal(isSitePath('https://example.com'), false);
});

test('[n] becomes a link to source n, outside code and links, for sources that exist', () => {
  const tree = {
    type: 'root' as const,
    children: [
      {
        type: 'element' as const,
        tagName: 'p',
        properties: {},
        children: [
          {type: 'text' as const, value: 'Revert it [1][2]. Not [9].'},
          {type: 'element' as const, tagName: 'code', properties: {}, children: [{type: 'text' as const, value: 'arr[1]'}]},
        ],
      },
    ],
  };
  rehypeCitations([
    {n: 1, url: '/deploy#roll-back', label: 'Deploy › Roll back'},
    {n: 2, url: '/cli#revert', label: 'CLI › Revert'},
  ])()(tree);
  const paragraph = tree.children[0]!;
  assert.deepEqual(
    paragraph.children.map((child) =>
      child.type === 'text'
        ? child.value
        : `<${child.tagName} ${JSON.stringify(child.properties)}>${child.children.map((c) => ('value' in c ? c.value : '')).join('')}`,
    ),
    [
      'Revert it ',
      '<a {"href":"/deploy#roll-back","dataCitation":"1","ariaLabel":"Source 1: Deploy › Roll back"}>[1]',
      '<a {"href":"/cli#revert","dataCitation":"2","ariaLabel":"Source 2: CLI › Revert"}>[2]',
      '. Not [9].',
      '<code {}>arr[1]',
    ],
  );
});

test('the answer splits into finished blocks and the one being written, never inside a code block', () => {
  assert.deepEqual(splitMarkdownBlocks('One.\n\nTwo'), {done: ['One.'], tail: 'Two'});
  assert.deepEqual(splitMarkdownBlocks('One.\n\n```py\na = 1\n\nb = 2\n```\n\nThree.\n\n'), {
    done: ['One.', '```py\na = 1\n\nb = 2\n```', 'Three.'],
    tail: '',
  });
  assert.deepEqual(splitMarkdownBlocks('```py\na\n\nb'), {done: [], tail: '```py\na\n\nb'});
  assert.equal(spokenText('## Roll **back**\n- Open [the history](/h) `now`'), 'Roll back Open the history now');
  assert.equal(spokenText('```bash\nrm -rf\n```'), 'Code example.');
});

test('the answer’s headings sit below the question’s', () => {
  const heading = (tagName: string) => ({type: 'element' as const, tagName, properties: {}, children: []});
  const tree = {type: 'root' as const, children: [heading('h1'), heading('h2'), {...heading('div'), children: [heading('h3')]}, heading('h6'), heading('p')]};
  rehypeHeadingsAt(4)()(tree);
  assert.deepEqual(
    tree.children.map((child) => child.tagName),
    ['h4', 'h4', 'div', 'h4', 'p'],
  );
  assert.equal(tree.children[2]!.children[0]!.tagName, 'h4');
});
