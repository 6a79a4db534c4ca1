/**
 * The mcp-server plugin's pure parts: the Cloudflare Pages worker's routing
 * (MCP at /mcp, the policy's hidden files kept back after decoding, the rest
 * to the deployment's files), `_routes.json`, the options, and the one
 * setting that says where readers install the server from.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {PACKAGE_VERSION} from '@agenta-docs/mcp/build';

import {
  llmsTxtAssistantNote,
  mcpDocsVersions,
  mcpInstallLinks,
  mcpPackageSource,
  mcpServer,
  mcpServerCommand,
  mcpServerOptions,
} from '../../../../config/assistants';
import {hostingOptions} from '../../../../config/hosting';
import {loadDocsVersions} from '../../../../config/versions';
import {hostingPolicy} from '../../hosting';
import {cacheControlFor, isHiddenPath, isSubresourcePath} from '../../hosting/policy';
import {docsVersionsFile, pagesRoutes, validateOptions} from '..';
import {createPagesWorker, type PagesWorkerSettings} from '../pages-worker';
import {HOSTILE_REQUESTS} from '../../../../tests/support/hostile-requests';

const hosting = hostingOptions({}, {});
const options = mcpServerOptions('https://docs.agenta.ai/', hosting);
const worker = options.worker as Exclude<typeof options.worker, false>;
const settings: PagesWorkerSettings = {baseUrl: '/', mcpPath: worker.mcpPath, hidden: worker.hidden, notFound: worker.notFound, headers: worker.headers};

/** A stand-in for `env.ASSETS`: every file exists, and says which path it was asked for, but the JSON files given. */
function fakeAssets(json: Record<string, string> = {}) {
  const asked: string[] = [];
  return {
    asked,
    env: {
      ASSETS: {
        async fetch(input: Request | string) {
          const url = new URL(typeof input === 'string' ? input : input.url);
          asked.push(url.pathname);
          if (Object.hasOwn(json, url.pathname)) return new Response(json[url.pathname], {status: 200, headers: {'Content-Type': 'application/json'}});
          return new Response(`file ${url.pathname}`, {status: 200, headers: {'Cache-Control': 'no-cache', 'Content-Type': 'text/html'}});
        },
      },
    },
  };
}

test('the worker keeps every file the policy hides, however encoded, and serves the 404 page for it with status 404', async () => {
  const pagesWorker = createPagesWorker(settings);
  const targets = [
    ...HOSTILE_REQUESTS.filter((request) => request.kind === 'hidden').map((request) => request.target),
    '/_worker.js',
    '/%5Fworker.js',
    '/_worker%2ejs',
    '/_routes.json',
    '/assets/../_worker.js',
    '/assets/%2e%2e/_hosting/policy.json',
    '/vercel.json',
    '/_headers',
    '/_redirects',
    '/_hosting/',
    '/_hosting',
  ];
  for (const target of targets) {
    const {env, asked} = fakeAssets();
    const answer = await pagesWorker.fetch(new Request(`https://docs.example.test${target}`), env);
    if (target === '/_hosting') {
      // No file has this name: the deployment's files answer it, as any missing path.
      assert.deepEqual(asked, ['/_hosting'], target);
      continue;
    }
    assert.equal(answer.status, 404, target);
    assert.deepEqual(asked, ['/404'], `${target}: only the 404 page is read`);
  }
  for (const hidden of settings.hidden)
    assert.ok(
      targets.some((target) => decodeURIComponent(target) === hidden || (hidden.endsWith('/') && decodeURIComponent(target).startsWith(hidden))),
      `a case for ${hidden}`,
    );
});

test("the worker hands every other path to the deployment's files, as it came", async () => {
  const pagesWorker = createPagesWorker(settings);
  for (const target of [
    '/',
    '/evaluation/overview',
    '/evaluation/overview.html',
    '/_hostingx/policy.json',
    '/mcp/agenta-docs-mcp-0.2.0.tgz',
    '/docs-versions.json',
    '/mcpx',
    '/%zz',
    '/a%00b',
  ]) {
    const {env, asked} = fakeAssets();
    const answer = await pagesWorker.fetch(new Request(`https://docs.example.test${target}`), env);
    assert.equal(answer.status, 200, target);
    assert.equal(asked.length, 1, target);
  }
});

test("the worker answers MCP at /mcp, reading the deployment's own files", async () => {
  const pagesWorker = createPagesWorker(settings);
  const {env, asked} = fakeAssets();
  const answer = await pagesWorker.fetch(
    new Request('https://docs.example.test/mcp', {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}),
    }),
    env,
  );
  assert.equal(answer.status, 200);
  const body = (await answer.json()) as {result: {tools: {name: string}[]}};
  assert.deepEqual(body.result.tools.map((tool) => tool.name).sort(), [...mcpServer.tools].sort());
  assert.deepEqual(asked, [], 'listing the tools reads nothing');
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', "the policy's headers of every response");
  const get = await pagesWorker.fetch(new Request('https://docs.example.test/mcp'), env);
  assert.equal(get.status, 405);
});

test('_routes.json keeps the static folders off the worker, never a hidden file or the endpoint', () => {
  const routes = JSON.parse(pagesRoutes(worker.staticFolders)) as {version: number; include: string[]; exclude: string[]; description: string};
  assert.equal(routes.version, 1);
  assert.deepEqual(routes.include, ['/*']);
  assert.deepEqual(routes.exclude, ['/assets/*', '/img/*', '/route-data/*', '/search-index/*']);
  assert.ok(routes.exclude.length + routes.include.length <= 100, 'Pages takes at most 100 rules');
  assert.match(routes.description, /Generated by the build from config\/hosting\.ts/);
  const validate = (given: unknown) => validateOptions({options: given});
  assert.throws(
    () => validate({...options, worker: {...worker, staticFolders: ['/_hosting/']}}),
    /mcp-server: option "worker\.staticFolders" holds a folder of "\/_hosting\/", which the hosting policy hides/,
  );
  assert.throws(() => validate({...options, worker: {...worker, staticFolders: ['/mcp/']}}), /option "worker\.staticFolders" holds the folder of "\/mcp"/);
  assert.throws(
    () => validate({...options, worker: {...worker, staticFolders: ['/assets']}}),
    /option "worker\.staticFolders\[0\]" must be a folder, ending in "\/"/,
  );
  assert.throws(() => validate({...options, worker: true}), /option "worker" /);
  assert.throws(
    () => validate({...options, tarball: {latest: '/x.zip', pinned: '/y.tgz'}}),
    /option "tarball\.latest" must be a path on the site ending in "\.tgz"/,
  );
  assert.throws(() => validate({...options, tarball: {latest: '/x.tgz', pinned: '/y.tgz'}}), /option "tarball\.pinned" must hold "\{version\}"/);
  assert.throws(
    () => validate({...options, install: {kind: 'git'}}),
    /option "install\.kind" must be \{kind: "registry", name\} or \{kind: "site", latest, pinned\}/,
  );
  assert.throws(() => validate({...options, port: 3000}), /option "port" is not an option of this plugin/);
  assert.deepEqual(validate(options), {...options, id: 'default'});
  assert.doesNotThrow(() => validate({...options, worker: false}));
});

test('one setting says where readers install the server from, and every command the build prints follows it', () => {
  assert.equal(mcpServer.publishedOnRegistry, false, 'the package is not on the registry yet');
  const pinned = `https://docs.agenta.ai/mcp/agenta-docs-mcp-${PACKAGE_VERSION}.tgz`;
  assert.deepEqual(mcpPackageSource('https://docs.agenta.ai/', false), {
    kind: 'site',
    latest: 'https://docs.agenta.ai/agenta-docs-mcp.tgz',
    pinned: 'https://docs.agenta.ai/mcp/agenta-docs-mcp-{version}.tgz',
  });
  assert.equal(mcpServerCommand('https://docs.agenta.ai/', false), `npx -y ${pinned}`);
  // A preview or a copy of the site installs its own tarball, which reads that copy: no --site.
  assert.equal(mcpServerCommand('https://pr-7.docs.pages.dev/', false), `npx -y https://pr-7.docs.pages.dev/mcp/agenta-docs-mcp-${PACKAGE_VERSION}.tgz`);
  assert.match(llmsTxtAssistantNote('https://docs.agenta.ai', '/', false), new RegExp(`started over stdio with \`npx -y ${pinned.replace(/[./]/g, '\\$&')}\``));
  // Published: the registry's name, with --site for any copy but the public site.
  assert.deepEqual(mcpPackageSource('https://docs.agenta.ai/', true), {kind: 'registry', name: '@agenta-docs/mcp'});
  assert.equal(mcpServerCommand('https://docs.agenta.ai/', true), 'npx -y @agenta-docs/mcp');
  assert.equal(mcpServerCommand('https://docs.example.com/docs/', true), 'npx -y @agenta-docs/mcp --site https://docs.example.com/docs/');
  assert.match(llmsTxtAssistantNote('https://docs.agenta.ai', '/', true), /started over stdio with `npx -y @agenta-docs\/mcp` \(/);
  assert.deepEqual(options.install, mcpPackageSource('https://docs.agenta.ai/'), 'the plugin bakes the same source into the server');
});

test('the install links hand Cursor and VS Code the endpoint of the site they are built for', () => {
  const links = mcpInstallLinks('https://docs.example.internal/docs/');
  const cursor = new URL(links.cursor);
  assert.equal(`${cursor.protocol}//${cursor.host}${cursor.pathname}`, 'cursor://anysphere.cursor-deeplink/mcp/install');
  assert.equal(cursor.searchParams.get('name'), 'agenta-docs');
  // Cursor's config is the server's mcp.json entry, base64 JSON: no name inside, the URL only.
  assert.deepEqual(JSON.parse(Buffer.from(cursor.searchParams.get('config')!, 'base64').toString('utf8')), {url: 'https://docs.example.internal/docs/mcp'});
  assert.ok(links.vscode.startsWith('vscode:mcp/install?'));
  assert.deepEqual(JSON.parse(decodeURIComponent(links.vscode.slice('vscode:mcp/install?'.length))), {
    name: 'agenta-docs',
    type: 'http',
    url: 'https://docs.example.internal/docs/mcp',
  });
});

test('the package README gives the command the setting names, and the Streamable HTTP address', () => {
  const readme = fs.readFileSync(path.join(__dirname, '../../../../packages/mcp/README.md'), 'utf8');
  const command = mcpServerCommand('https://docs.agenta.ai/');
  assert.ok(readme.includes(`\n${command}\n`), `packages/mcp/README.md shows \`${command}\``);
  assert.ok(readme.includes('claude mcp add --transport http agenta-docs https://docs.agenta.ai/mcp'));
});

test('a tool reads no hidden file through the worker, whatever it is asked', async () => {
  const pagesWorker = createPagesWorker({...settings, hidden: [...settings.hidden, '/concepts/']});
  const {env, asked} = fakeAssets({'/docs-versions.json': docsVersionsFile(options.docsVersions, 'https://docs.example.test/')});
  const answer = await pagesWorker.fetch(
    new Request('https://docs.example.test/mcp', {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/call', params: {name: 'read_page', arguments: {url_or_path: '/concepts/architecture'}}}),
    }),
    env,
  );
  const body = (await answer.json()) as {result: {isError?: boolean; content: {text: string}[]}};
  assert.equal(body.result.isError, true);
  assert.match(body.result.content[0]!.text, /No page at/);
  assert.deepEqual(asked, ['/docs-versions.json'], 'the list of versions, which is no hidden file, and never the hidden twin');
});

test('docs-versions.json lists every release with the files the build names for it, and the build refuses a list the server would', () => {
  const releases = loadDocsVersions();
  const listed = JSON.parse(docsVersionsFile(options.docsVersions, 'https://docs.agenta.ai/')) as {versions: typeof options.docsVersions};
  assert.deepEqual(listed, {versions: mcpDocsVersions()});
  assert.deepEqual(
    listed.versions.map((version) => version.version),
    releases.map((release) => release.release),
  );
  const [latest, ...older] = listed.versions;
  assert.deepEqual(latest, {version: releases[0]!.release, latest: true, path: '', searchIndex: 'search-index.json', openapi: 'openapi.json'});
  for (const version of older) {
    assert.equal(version.latest, false);
    assert.equal(version.path, `${version.version}/`);
    assert.equal(version.searchIndex, `search-index-${version.version}.json`);
    assert.equal(version.openapi, `openapi-agenta-${version.version}.json`);
  }
  // With Algolia, the search plugin writes the site's index alone, which holds every version.
  assert.ok(mcpDocsVersions(releases, {algolia: {appId: 'A', apiKey: 'k', indexName: 'i'}}).every((version) => version.searchIndex === 'search-index.json'));
  assert.equal(mcpDocsVersions(releases, {indexFileName: 'idx.json'})[1]?.searchIndex, `idx-${releases[1]?.release}.json`);
  for (const [versions, message] of [
    [[{...latest!, searchIndex: '../search-index.json'}], /"searchIndex" must be a JSON file of the site/],
    [[{...latest!, openapi: 'https://evil.example/openapi.json'}], /"openapi" must be a JSON file of the site/],
    [[latest!, {...latest!, version: '0.1', path: '0.1/'}], /exactly one version must be the latest \(2 are\)/],
  ] as const) {
    assert.throws(() => docsVersionsFile([...versions], 'https://docs.agenta.ai/'), {
      message: new RegExp(`^mcp-server: option "docsVersions" \\(docs-versions\\.json\\) is not a list of docs versions the server reads: .*${message.source}`),
    });
  }
  assert.throws(() => validateOptions({options: {...options, docsVersions: []}}), /option "docsVersions"/);
});

test('every host serves docs-versions.json: not hidden, revalidated on each read (it changes with each build), with the headers of any file', () => {
  const policy = hostingPolicy(hosting, "default-src 'self'");
  assert.equal(isHiddenPath(policy, '/docs-versions.json'), false);
  assert.equal(cacheControlFor(policy, '/docs-versions.json'), 'no-cache');
  assert.equal(isSubresourcePath(policy, '/docs-versions.json'), isSubresourcePath(policy, '/search-index.json'));
  assert.ok(!worker.staticFolders.some((folder) => '/docs-versions.json'.startsWith(folder)), 'the Pages worker sees it, and hands it on (above)');
});
