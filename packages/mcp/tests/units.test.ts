import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {promisify} from 'node:util';

import {SPLIT_INDEX_VERSION} from '@agenta-docs/search/node';

import {findOperation, formatOperation, parseApiReference} from '../src/api';
import {defaultSiteUrl, parseArgs, PUBLIC_SITE_URL, UsageError} from '../src/cli';
import {formatSearchAnswer, groupByPage, indexRouteUrl, parseManifest, type FoundPage} from '../src/docs-search';
import {cutSection, markdownHeadings, markdownTwinPath, MAX_LISTED_HEADINGS, pagePathOf, readPage, unknownHeadingMessage} from '../src/pages';
import {MAX_ANSWER_CHARACTERS, toolAnswer} from '../src/server';
import {httpSiteSource, resolveSitePath, siteUrlFor} from '../src/site';
import {capText, fitToBudget} from '../src/text';
import {directorySiteSource} from '../src/directory-source';
import {parseDocsVersions, pickVersion, placePage, unlistedVersions, versionOfPath} from '../src/versions';
import {CLI, PACKAGE_DIR, REPO_ROOT, siteBuildDir} from './support';

const run = promisify(execFile);
const SITE = 'https://docs.example.test/';

test('resolveSitePath accepts paths and URLs on the site, and refuses every way out', () => {
  assert.deepEqual(resolveSitePath(SITE, '/concepts/architecture'), {path: 'concepts/architecture', fragment: ''});
  assert.deepEqual(resolveSitePath(SITE, 'concepts/architecture#a-playground-run'), {path: 'concepts/architecture', fragment: 'a-playground-run'});
  assert.deepEqual(resolveSitePath(SITE, 'https://docs.example.test/x/y?q=1#z'), {path: 'x/y', fragment: 'z'});
  assert.deepEqual(resolveSitePath('https://host.test/docs/', '/x'), {path: 'x', fragment: ''});
  for (const input of [
    '../etc/passwd',
    '/a/../../b',
    '/a/%2e%2e/%2E%2E/b',
    '/a/%2e%2e%2fb',
    'https://evil.example/x',
    'http://docs.example.test/x',
    'https://docs.example.test.evil.example/x',
    '//evil.example/x',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/plain,hi',
    '\\\\evil\\x',
    '/a\u0000b',
    '',
    'x'.repeat(2001),
  ]) {
    assert.throws(() => resolveSitePath(SITE, input), Error, JSON.stringify(input.slice(0, 40)));
  }
  // Under a base path, the site's own pages only: not its host's other paths.
  assert.throws(() => resolveSitePath('https://host.test/docs/', 'https://host.test/admin/x'));
  assert.throws(() => resolveSitePath('https://host.test/docs/', '/../admin'));
});

test('siteUrlFor makes every URL the server requests, on the site only', () => {
  assert.equal(siteUrlFor(SITE, 'search-index.json'), 'https://docs.example.test/search-index.json');
  assert.equal(siteUrlFor(SITE, 'search-index/abc/t/1.json'), 'https://docs.example.test/search-index/abc/t/1.json');
  assert.equal(siteUrlFor('https://host.test/docs/', '/concepts/x.md'), 'https://host.test/docs/concepts/x.md');
  for (const bad of ['../x', '//evil.example/x', 'https://evil.example/x', 'search-index/../../x']) assert.throws(() => siteUrlFor(SITE, bad));
});

test('the HTTP source asks only for URLs on the site and follows no redirect elsewhere', async () => {
  const asked: string[] = [];
  const fakeFetch = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    if (url.endsWith('/moved')) return new Response(null, {status: 301, headers: {location: '/here.md'}});
    if (url.endsWith('/away')) return new Response(null, {status: 302, headers: {location: 'https://evil.example/x'}});
    return new Response('text');
  }) as typeof fetch;
  const source = httpSiteSource(SITE, fakeFetch);
  assert.equal(await source.readText('moved'), 'text');
  await assert.rejects(source.readText('away'), /redirects off the docs site/);
  await assert.rejects(source.readText('../x'), /leaves the site/);
  assert.deepEqual(asked, ['https://docs.example.test/moved', 'https://docs.example.test/here.md', 'https://docs.example.test/away']);
  assert.deepEqual(source.stats, {requests: 3, bytes: 4});
});

test('under a base path, a redirect to another path of the same host is off the site and not followed', async () => {
  const asked: string[] = [];
  const fakeFetch = (async (input: string | URL | Request) => {
    asked.push(String(input));
    if (String(input).endsWith('/docs/old.md')) return new Response(null, {status: 301, headers: {location: '/admin/secret'}});
    if (String(input).endsWith('/docs/moved.md')) return new Response(null, {status: 301, headers: {location: '/docs/new.md'}});
    return new Response('text');
  }) as typeof fetch;
  const source = httpSiteSource('https://host.test/docs/', fakeFetch);
  await assert.rejects(source.readText('old.md'), /redirects off the docs site \(to https:\/\/host\.test\/admin\/secret\)/);
  assert.equal(await source.readText('moved.md'), 'text');
  assert.deepEqual(asked, ['https://host.test/docs/old.md', 'https://host.test/docs/moved.md', 'https://host.test/docs/new.md']);
});

test('an answer over 20 MB is refused from its content-length, or once the stream passes the cap, without reading the rest', async () => {
  const MB = 1024 * 1024;
  let pulled = 0;
  // 100 MB in 1 MB chunks, counted as the reader asks for them.
  const endless = () =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 100) controller.close();
        else {
          pulled += 1;
          controller.enqueue(new Uint8Array(MB));
        }
      },
    });
  const declared = httpSiteSource(SITE, (async () => new Response(endless(), {headers: {'content-length': String(100 * MB)}})) as typeof fetch);
  await assert.rejects(declared.readText('openapi.json'), /is larger than 20971520 bytes; not read/);
  assert.ok(pulled <= 2, `${pulled} MB pulled before the declared length was checked`);
  pulled = 0;
  const undeclared = httpSiteSource(SITE, (async () => new Response(endless())) as typeof fetch);
  await assert.rejects(undeclared.readText('openapi.json'), /is larger than 20971520 bytes; not read/);
  assert.ok(pulled <= 23, `${pulled} MB pulled: reading stops just past the cap`);
  assert.equal(undeclared.stats.bytes, 0);
  const small = httpSiteSource(SITE, (async () => new Response('héllo', {headers: {'content-length': '6'}})) as typeof fetch);
  assert.equal(await small.readText('x.md'), 'héllo');
});

test('read_page counts an HTML answer to a twin request (a host serving index.html for missing paths) as no page', async () => {
  const answering = (body: string, contentType: string) =>
    httpSiteSource(SITE, (async () => new Response(body, {status: 200, headers: {'content-type': contentType}})) as typeof fetch);
  const notFound = /No page at https:\/\/docs\.example\.test\/no\/such\/page: search_docs finds pages by topic/;
  // Each signal alone: the content type, then a body that is HTML under another type.
  await assert.rejects(
    readPage(answering('# Looks like Markdown', 'text/html; charset=utf-8'), '/no/such/page'),
    (error: Error & {status?: number}) => notFound.test(error.message) && error.status === 404,
  );
  await assert.rejects(readPage(answering('\n<!DOCTYPE html><html><body>App</body></html>', 'text/markdown'), '/no/such/page'), notFound);
  await assert.rejects(readPage(answering('<html lang="en"><body>App</body></html>', 'text/plain'), '/no/such/page'), notFound);
  const twin = await readPage(answering('# Title\n\nText with <html> in it.', 'text/markdown; charset=utf-8'), '/no/such/page');
  assert.equal(twin.text, '# Title\n\nText with <html> in it.');
});

test('a manifest of another index format is refused with what to do', () => {
  const manifest = (version: number) => JSON.stringify({version, sections: [], pages: ''});
  assert.equal(parseManifest(manifest(SPLIT_INDEX_VERSION), SITE).version, SPLIT_INDEX_VERSION);
  // The site newer than the server: the server is to be updated.
  assert.throws(() => parseManifest(manifest(SPLIT_INDEX_VERSION + 1), SITE), {
    message: new RegExp(`^This server reads index format ${SPLIT_INDEX_VERSION}; the site serves ${SPLIT_INDEX_VERSION + 1}, a newer one: update the server`),
  });
  // The site older than the server: updating the server cannot help.
  assert.throws(
    () => parseManifest(manifest(SPLIT_INDEX_VERSION - 1), SITE),
    (error: Error) => {
      assert.match(
        error.message,
        new RegExp(
          `^This server reads index format ${SPLIT_INDEX_VERSION}; the site serves ${SPLIT_INDEX_VERSION - 1}: the site's index is older than this server reads\\. Use an older version of the server .* or rebuild the site`,
        ),
      );
      assert.doesNotMatch(error.message, /update the server|@latest/);
      return true;
    },
  );
  assert.throws(() => parseManifest('<html>', SITE), /is not JSON/);
  assert.throws(() => parseManifest('{"hello": 1}', SITE), /is not a search index manifest/);
});

test('hits are grouped into at most `limit` pages in rank order, three sections each', () => {
  const hit = (url: string, content: string | null, lvl2: string | null = null) =>
    ({
      url,
      content,
      hierarchy: {lvl0: 'Guides', lvl1: `Title ${url.split('#')[0]}`, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      _snippetResult: {},
    }) as never;
  const pages = groupByPage(
    [
      hit('/a', null),
      hit('/b#x', 'bee', 'X'),
      hit('/a#1', 'one', 'One'),
      hit('/a#2', 'two', 'Two'),
      hit('/a#3', 'three', 'Three'),
      hit('/c', 'sea'),
      hit('/a#1', 'again', 'One'),
    ],
    SITE,
    2,
  );
  assert.deepEqual(
    pages.map((page) => [page.url, page.sections.map((found) => found.url)]),
    [
      ['https://docs.example.test/a', ['https://docs.example.test/a', 'https://docs.example.test/a#1', 'https://docs.example.test/a#2']],
      ['https://docs.example.test/b', ['https://docs.example.test/b#x']],
    ],
  );
  assert.equal(pages[0]!.sections[1]!.path, 'Title /a › One');
});

test("under a base path, the index's routes (which hold the base path) become URLs on the site, the base path once", () => {
  const base = 'https://host.test/docs/';
  assert.equal(indexRouteUrl(base, '/docs/concepts/x'), 'https://host.test/docs/concepts/x');
  assert.equal(indexRouteUrl(base, '/docs/'), 'https://host.test/docs/');
  // A build made for the root, read with --dir and a --site under a base path.
  assert.equal(indexRouteUrl(base, '/concepts/x'), 'https://host.test/docs/concepts/x');
  assert.equal(indexRouteUrl(SITE, '/concepts/x'), 'https://docs.example.test/concepts/x');
  assert.throws(() => indexRouteUrl(base, '/docs/../admin'), /leaves the site/);
  const hit = {
    url: '/docs/concepts/x#y',
    content: 'text',
    hierarchy: {lvl0: 'Concepts', lvl1: 'X', lvl2: 'Y', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _snippetResult: {},
  } as never;
  const [page] = groupByPage([hit], base, 5);
  assert.equal(page!.url, 'https://host.test/docs/concepts/x');
  assert.equal(page!.sections[0]!.url, 'https://host.test/docs/concepts/x#y');
});

test('get_api_operation spells out four levels of nested schemas, and names what lies deeper', () => {
  const level = (n: number): Record<string, unknown> =>
    n > 6 ? {type: 'string'} : {type: 'object', description: `Level ${n}.`, properties: {[`field${n}`]: level(n + 1)}};
  const spec = {paths: {'/deep': {post: {operationId: 'deep', requestBody: {content: {'application/json': {schema: level(1)}}}}}}};
  const reference = parseApiReference(JSON.stringify(spec), SITE, SITE);
  const text = formatOperation(reference, findOperation(reference, 'deep'));
  const body = text.slice(text.indexOf('## Request body'));
  for (const n of [1, 2, 3, 4]) assert.match(body, new RegExp(`^${'    '.repeat(n - 1)}  - \`field${n}\` \\(object\\): Level ${n + 1}\\.$`, 'm'), `level ${n}`);
  assert.doesNotMatch(body, /field5/);
  assert.match(body, /^ {18}\(fields not shown at this depth\)$/m);
});

test('a search answer longer than its budget has its passages cut evenly, and says so', () => {
  const pages: FoundPage[] = Array.from({length: 10}, (_, i) => ({
    title: `Page ${i}`,
    section: 'Guides',
    url: `${SITE}p${i}`,
    sections: [{path: `Page ${i} › Part`, url: `${SITE}p${i}#part`, passage: 'word '.repeat(400)}],
  }));
  const text = formatSearchAnswer('query', pages, undefined, 8000);
  assert.ok(text.length <= 8000, `${text.length}`);
  assert.match(text, /\n\n\[Cut: passages shortened to fit the answer; read_page gives whole sections\.\]$/);
  assert.equal(text.match(/^\d+\. /gm)?.length, 10, 'every page is kept');
  const short = formatSearchAnswer(
    'query',
    pages.slice(0, 1).map((page) => ({...page, sections: [{...page.sections[0]!, passage: 'short'}]})),
    undefined,
    8000,
  );
  assert.doesNotMatch(short, /\[Cut/);
  assert.match(formatSearchAnswer('query', [], 'Guides'), /No page matches "query" in the section "Guides"/);
});

test('fitToBudget and capText keep within their limit', () => {
  const render = (pieces: string[]) => pieces.join('\n');
  assert.equal(fitToBudget(['a', 'b'], render, 100, 'n'), 'a\nb');
  const cut = fitToBudget(['x'.repeat(500), 'y'.repeat(500)], render, 300, 'n');
  assert.ok(cut.length <= 300);
  assert.match(cut, /^x+…\ny+…\n\n\[Cut: n\.\]$/);
  const page = `# T\n\n${'line of text\n'.repeat(5000)}`;
  const capped = capText(page, 40_000, 'read one section');
  assert.ok(capped.length <= 40_000);
  assert.match(capped, /\[Cut at \d+ of \d+ characters: read one section\.\]$/);
  assert.equal(capText('short', 40_000, 'x'), 'short');
});

test("every answer, result or error, is cut to the server's cap, and says so", async () => {
  const cases: [string, () => Promise<string>, boolean][] = [
    ['a short result', async () => 'fine', false],
    ['a result of 2 MB', async () => 'line of text\n'.repeat(200_000), false],
    ['one line of 2 MB', async () => 'x'.repeat(2_000_000), false],
    ['an error of 2 MB', async () => Promise.reject(new Error(`No heading: ${'- h\n'.repeat(500_000)}`)), true],
    ['a thrown string', async () => Promise.reject('y'.repeat(100_000)), true],
  ];
  for (const [name, work, isError] of cases) {
    const result = await toolAnswer(work);
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    assert.equal(result.isError === true, isError, name);
    assert.ok(text.length <= MAX_ANSWER_CHARACTERS, `${name}: ${text.length}`);
    if (text.length > 100) assert.match(text, /\[Cut at \d+ of \d+ characters: the answer is longer than the server sends\.\]$/, name);
  }
});

test("an unknown heading lists at most 50 of the page's headings, each cut short, and how many there are", () => {
  const heading = (text: string, level = 2) => ({level, text, slug: text.toLowerCase().replace(/ /g, '-'), line: 0});
  const many = Array.from({length: 1000}, (_, i) => heading(`Part ${i}`));
  const message = unknownHeadingMessage('Nope', 'https://docs.example.test/p', [heading('Title', 1), ...many]);
  assert.match(message, /^No heading "Nope" on https:\/\/docs\.example\.test\/p\. Its first 50 of 1000 headings:\n- Part 0 \(#part-0\)\n/);
  assert.equal(message.split('\n').filter((line) => line.startsWith('- ')).length, MAX_LISTED_HEADINGS);
  assert.match(message, /\n- Part 49 \(#part-49\)\n… and 950 more\.$/);
  const long = unknownHeadingMessage('w'.repeat(5000), 'https://docs.example.test/p', [heading('L'.repeat(100_000))]);
  assert.ok(long.length < 400, `${long.length}`);
  assert.match(long, /^No heading "w{99}…" on .*Its headings:\n- L{99}… \(#l{99}…\)$/);
  assert.equal(unknownHeadingMessage('x', 'u', [heading('Only a title', 1)]), 'No heading "x" on u. The page has no headings below its title.');
});

test('a $ref reaches only what the description holds, never what every object inherits', () => {
  const reference = parseApiReference(JSON.stringify({paths: {}, components: {schemas: {App: {type: 'object'}}}}), SITE, SITE);
  assert.deepEqual(reference.resolve('#/components/schemas/App'), {type: 'object'});
  for (const ref of ['#/constructor', '#/__proto__', '#/components/schemas/constructor', '#/components/toString', '#/paths/hasOwnProperty']) {
    assert.equal(reference.resolve(ref), null, ref);
  }
});

test('Markdown twins: paths, headings (code fences skipped, duplicates numbered) and sections', () => {
  assert.equal(markdownTwinPath(pagePathOf('')), 'index.md');
  assert.equal(markdownTwinPath(pagePathOf('concepts/architecture/')), 'concepts/architecture.md');
  assert.equal(markdownTwinPath(pagePathOf('concepts/architecture.html')), 'concepts/architecture.md');
  const markdown = [
    '# Title',
    'intro',
    '## Set up `agenta` (v2)',
    'a',
    '```bash',
    '# not a heading',
    '```',
    '### Details',
    'b',
    '## Set up `agenta` (v2)',
    'c',
    '## Next steps',
    'd',
  ].join('\n');
  assert.deepEqual(
    markdownHeadings(markdown).map((h) => [h.level, h.text, h.slug]),
    [
      [1, 'Title', 'title'],
      [2, 'Set up agenta (v2)', 'set-up-agenta-v2'],
      [3, 'Details', 'details'],
      [2, 'Set up agenta (v2)', 'set-up-agenta-v2-1'],
      [2, 'Next steps', 'next-steps'],
    ],
  );
  assert.equal(cutSection(markdown, 'set-up-agenta-v2')?.text, '## Set up `agenta` (v2)\na\n```bash\n# not a heading\n```\n### Details\nb');
  assert.equal(cutSection(markdown, 'SET UP AGENTA (V2)')?.heading.slug, 'set-up-agenta-v2');
  assert.equal(cutSection(markdown, '#set-up-agenta-v2-1')?.text, '## Set up `agenta` (v2)\nc');
  assert.equal(cutSection(markdown, 'nothing'), null);
});

test('command line: --site, --dir, their defaults, and bad flags', () => {
  assert.deepEqual(parseArgs([], {}), {kind: 'run', site: `${PUBLIC_SITE_URL}/`});
  assert.deepEqual(parseArgs([], {DOCS_SITE_URL: 'http://localhost:3000'}), {kind: 'run', site: 'http://localhost:3000/'});
  assert.equal(defaultSiteUrl({DOCS_SITE_URL: 'https://staging.example.test'}), 'https://staging.example.test/');
  // The site's build joins its url and its baseUrl: so does the default.
  assert.equal(defaultSiteUrl({DOCS_SITE_URL: 'https://host.example.test', DOCS_BASE_URL: '/docs/'}), 'https://host.example.test/docs/');
  assert.equal(defaultSiteUrl({DOCS_BASE_URL: '/docs/'}), 'https://docs.agenta.ai/docs/');
  assert.deepEqual(parseArgs([], {DOCS_SITE_URL: 'http://localhost:3000', DOCS_BASE_URL: '/docs/'}), {kind: 'run', site: 'http://localhost:3000/docs/'});
  assert.deepEqual(parseArgs(['--site=https://x.test/docs'], {}), {kind: 'run', site: 'https://x.test/docs/'});
  assert.deepEqual(parseArgs(['--dir', siteBuildDir(), '--site', 'https://x.test'], {}).kind, 'run');
  assert.deepEqual(parseArgs(['--help']), {kind: 'help'});
  for (const [argv, message] of [
    [['--port', '3'], /Unknown option "--port"/],
    [['--site'], /--site needs a value/],
    [['--site', '--dir', 'x'], /--site needs a value/],
    [['--site', 'ftp://x.test'], /not an http\(s\) URL/],
    [['--site', 'not a url'], /is not a URL/],
    [['--site', 'https://user:pw@x.test'], /without credentials/],
    [['--site', 'https://a.test', '--site', 'https://b.test'], /given twice/],
    [['--dir', '/no/such/folder'], /is not a folder/],
    [['--dir', PACKAGE_DIR], /holds no search-index\.json/],
  ] as const) {
    assert.throws(
      () => parseArgs(argv, {}),
      (error: unknown) => error instanceof UsageError && message.test(error.message),
      argv.join(' '),
    );
  }
});

test('the CLI prints its usage for --help, and exits with code 2 and a message on stderr for a bad flag', async () => {
  const help = await run(process.execPath, ['--import', 'tsx', CLI, '--help'], {cwd: REPO_ROOT});
  assert.match(help.stdout, /^agenta-docs-mcp .*\n\nUsage:\n {2}agenta-docs-mcp \[--site <url>\]/);
  await assert.rejects(
    run(process.execPath, ['--import', 'tsx', CLI, '--sight', 'x'], {cwd: REPO_ROOT}),
    (error: {code?: number; stderr?: string; stdout?: string}) => {
      assert.equal(error.code, 2);
      assert.match(error.stderr ?? '', /^agenta-docs-mcp: Unknown option "--sight"\./);
      assert.equal(error.stdout, '', 'nothing on stdout, which carries the protocol');
      return true;
    },
  );
});

test('the bundle: one file with a shebang, DOCS_SITE_URL and DOCS_BASE_URL baked in as the default site, every dependency inside', async () => {
  const outDir = path.join(PACKAGE_DIR, 'dist');
  await run('npm', ['run', 'build'], {cwd: PACKAGE_DIR, env: {...process.env, DOCS_SITE_URL: 'https://baked.example.test', DOCS_BASE_URL: '/docs/'}});
  const bundle = fs.readFileSync(path.join(outDir, 'cli.js'), 'utf8');
  assert.ok(bundle.startsWith('#!/usr/bin/env node\n'));
  // Run alone in a folder with no node_modules anywhere above it, without DOCS_SITE_URL: it needs nothing but Node, and the default is the one baked in.
  const alone = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-bundle-alone-'));
  fs.copyFileSync(path.join(outDir, 'cli.js'), path.join(alone, 'cli.js'));
  const env = {...process.env};
  delete env.DOCS_SITE_URL;
  delete env.DOCS_BASE_URL;
  try {
    const help = await run(process.execPath, [path.join(alone, 'cli.js'), '--help'], {cwd: alone, env});
    assert.match(help.stdout, /\(default: https:\/\/baked\.example\.test\/docs\/\)/);
    assert.match(help.stdout, /The newest version: npx -y @agenta-docs\/mcp@latest$/m, 'from the bundle alone, the registry name');
  } finally {
    fs.rmSync(alone, {recursive: true, force: true});
  }
  await run('npm', ['run', 'build'], {cwd: PACKAGE_DIR, env});
});

const TWO_VERSIONS = JSON.stringify({
  versions: [
    {version: '0.28', latest: true, path: '', searchIndex: 'search-index.json', openapi: 'openapi.json'},
    {version: '0.27', latest: false, path: '0.27/', searchIndex: 'search-index-0.27.json', openapi: 'openapi-agenta-0.27.json'},
    {version: 'old-1', latest: false, path: 'archive/old-1/', searchIndex: 'archive/index.json', openapi: 'archive/openapi.json'},
  ],
});

test('docs-versions.json: the versions by name (any case, a leading "v", "latest"), and an unknown one refused with the list', () => {
  const site = parseDocsVersions(TWO_VERSIONS, 'docs-versions.json', SITE);
  assert.equal(site.listed, true);
  assert.equal(site.latest.version, '0.28');
  assert.equal(pickVersion(site, undefined), site.latest);
  for (const name of ['latest', 'LATEST', ' 0.28 ', 'v0.28']) assert.equal(pickVersion(site, name), site.latest, name);
  assert.equal(pickVersion(site, 'V0.27').path, '0.27/');
  assert.equal(pickVersion(site, 'OLD-1').searchIndex, 'archive/index.json');
  for (const name of ['0.29', '__proto__', 'constructor', 'toString', '../', '%2e%2e', 'current', 'v', '']) {
    assert.throws(
      () => pickVersion(site, name),
      {
        message: `No docs version ${JSON.stringify(name)} on this site. Its versions: 0.28 (latest), 0.27, old-1. Give one of them, or leave version out for the latest.`,
      },
      name,
    );
  }
  assert.throws(
    () => pickVersion(site, 'x'.repeat(10_000)),
    (error: Error) => error.message.length < 200 && /^No docs version "x{20}…"/.test(error.message),
  );
  // A site that lists none: one version, named only "latest".
  const unlisted = unlistedVersions();
  assert.equal(pickVersion(unlisted, 'latest'), unlisted.latest);
  assert.throws(() => pickVersion(unlisted, '0.27'), /it lists no versions \(it publishes no docs-versions\.json\), so it is read as one/);
});

test("a page's version: its folder's, and a path of no folder read in the version asked for", () => {
  const site = parseDocsVersions(TWO_VERSIONS, 'docs-versions.json', SITE);
  const place = (pagePath: string, version?: string) => {
    const placed = placePage(site, pagePath, version);
    return [placed.version.version, placed.pagePath, placed.moved];
  };
  assert.equal(versionOfPath(site, '0.27/evaluation/overview')?.version, '0.27');
  assert.equal(versionOfPath(site, '0.27')?.version, '0.27');
  assert.equal(versionOfPath(site, '0.270/x'), undefined, 'a folder is a whole segment');
  assert.equal(versionOfPath(site, 'archive/old-1/x')?.version, 'old-1');
  assert.equal(versionOfPath(site, 'archive/x'), undefined);
  assert.deepEqual(place('evaluation/overview'), ['0.28', 'evaluation/overview', false]);
  assert.deepEqual(place('evaluation/overview', '0.28'), ['0.28', 'evaluation/overview', false]);
  assert.deepEqual(place('evaluation/overview', '0.27'), ['0.27', '0.27/evaluation/overview', true]);
  assert.deepEqual(place('', '0.27'), ['0.27', '0.27', true], "the version's home, as the site serves it");
  assert.deepEqual(place('', 'old-1'), ['old-1', 'archive/old-1', true]);
  assert.deepEqual(place('0.27/evaluation/overview'), ['0.27', '0.27/evaluation/overview', false]);
  assert.deepEqual(place('0.27/evaluation/overview', '0.27'), ['0.27', '0.27/evaluation/overview', false]);
  assert.deepEqual(place('0.27'), ['0.27', '0.27', false]);
  assert.throws(() => place('0.27/evaluation/overview', 'latest'), {
    message:
      '"/0.27/evaluation/overview" is a page of docs version 0.27, but version asks for 0.28: leave version out to read it, or give the path without "/0.27/" to read the same page in 0.28.',
  });
  assert.throws(() => place('0.27/x', 'old-1'), /is a page of docs version 0\.27, but version asks for old-1/);
  assert.throws(() => place('x', '0.26'), /No docs version "0\.26"/);
});

test('docs-versions.json: what the build writes passes, and every way off the site, or out of shape, is refused', () => {
  assert.equal(parseDocsVersions(TWO_VERSIONS, 'f', SITE).versions.length, 3);
  const latest = {version: '0.28', latest: true, path: '', searchIndex: 'search-index.json', openapi: 'openapi.json'};
  const refused = (versions: unknown) => () => parseDocsVersions(JSON.stringify({versions}), 'the file', SITE);
  for (const [versions, message] of [
    [[{...latest, searchIndex: '../x.json'}], /"searchIndex" must be a JSON file of the site/],
    [[{...latest, searchIndex: 'a/../x.json'}], /"searchIndex" must be a JSON file/],
    [[{...latest, searchIndex: 'a/%2e%2e/x.json'}], /"searchIndex" must be a JSON file/],
    [[{...latest, searchIndex: './x.json'}], /"searchIndex" must be a JSON file/],
    [[{...latest, openapi: 'https://evil.example/openapi.json'}], /"openapi" must be a JSON file/],
    [[{...latest, openapi: '//evil.example/openapi.json'}], /"openapi" must be a JSON file/],
    [[{...latest, openapi: 'C:\\openapi.json'}], /"openapi" must be a JSON file/],
    [[{...latest, openapi: `${'a/'.repeat(200)}x.json`}], /"openapi" must be a JSON file/],
    [[latest, {...latest, version: '0.27', latest: false, path: '0.27'}], /"path" must be "" or a folder of the site/],
    [[latest, {...latest, version: '0.27', latest: false, path: '/0.27/'}], /"path" must be ""/],
    [[latest, {...latest, version: '0.27', latest: false, path: '../'}], /"path" must be ""/],
    [[latest, {...latest, version: '0.27', latest: false, path: '0.27/../'}], /"path" must be ""/],
    [[{...latest, version: '.hidden'}], /"version" must be a name/],
    [[{...latest, version: 'a'.repeat(21)}], /"version" must be a name/],
    [[{...latest, version: 7}], /"version" must be a name/],
    [[latest, {...latest, version: '0.28', latest: false, path: 'x/'}], /two versions are named "0\.28"/],
    [[latest, {...latest, version: '0.27', latest: false, path: ''}], /two versions have the path ""/],
    [[{...latest, latest: false}], /exactly one version must be the latest \(0 are\)/],
    [Array.from({length: 101}, (_, i) => ({...latest, version: `v${i}`, path: `v${i}/`})), /a list of 1 to 100 versions/],
  ] as const) {
    assert.throws(
      refused(versions),
      {message: new RegExp(`^the file is not a list of docs versions the server reads: .*${message.source}`)},
      JSON.stringify(versions).slice(0, 120),
    );
  }
  assert.throws(() => parseDocsVersions(' '.repeat(70_000), 'f', SITE), /it is 70000 characters long, more than 65536/);
  assert.throws(() => parseDocsVersions('{"versions": null}', 'f', SITE), /"versions" must be a list/);
  assert.throws(() => parseDocsVersions('null', 'f', SITE), /it has no "versions"/);
});

test('a small file is read with a cap of its own: over HTTP and from a build folder', async () => {
  const big = httpSiteSource(SITE, (async () => new Response('x'.repeat(2000))) as typeof fetch);
  await assert.rejects(big.readText('docs-versions.json', {maxBytes: 1000}), /docs-versions\.json is larger than 1000 bytes; not read/);
  assert.equal((await big.readText('docs-versions.json', {maxBytes: 5000})).length, 2000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-max-bytes-'));
  try {
    fs.writeFileSync(path.join(dir, 'docs-versions.json'), 'x'.repeat(2000));
    const folder = directorySiteSource(dir, SITE);
    await assert.rejects(folder.readText('docs-versions.json', {maxBytes: 1000}), /docs-versions\.json is larger than 1000 bytes; not read/);
    assert.equal((await folder.readText('docs-versions.json')).length, 2000);
    await assert.rejects(folder.readText('missing.json', {maxBytes: 1000}), (error: Error & {status?: number}) => error.status === 404);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
