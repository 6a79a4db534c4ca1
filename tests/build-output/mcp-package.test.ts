/**
 * The MCP server installed from the site itself, as a reader does: the build's tarball served by
 * the site's own server (`npm run serve`), installed in an empty folder by npm with no registry to
 * reach (the registry a closed port, an empty cache, no user configuration), then run over stdio
 * by the MCP SDK's own client against the served site. A dependency left out of the bundle, or
 * declared in the packed package.json, makes npm ask the registry and fail here.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {DOCS_VERSIONS_FILE, PACKAGE_VERSION, tarballName, type DocsVersionsFile} from '@agenta-docs/mcp/build';

import {mcpServer, mcpServerCommand} from '../../config/assistants';
import {docsVersions, latestVersion} from '../../config/versions';
import {createStaticServer, listen} from '../../scripts/lib/static-server';
import {buildDir} from './built-site';

/** What hosts call a gzipped tar: bytes (nginx, Cloudflare, the site's server), or a tar type (Caddy). */
export const TARBALL_TYPES = /^application\/(gzip|x-gzip|x-compressed-tar|octet-stream)$/;

const pinnedPath = mcpServer.tarball.pinned.replace('{version}', PACKAGE_VERSION);
const latestPath = mcpServer.tarball.latest;

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The files of an npm tarball (a gzipped tar of 512-byte blocks), by name. */
function tarEntries(file: string): Map<string, Buffer> {
  const tar = zlib.gunzipSync(fs.readFileSync(file));
  const entries = new Map<string, Buffer>();
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    entries.set(name, tar.subarray(offset + 512, offset + 512 + size));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

const text = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

describe('the MCP server installed from the site', () => {
  let server: http.Server;
  let origin: string;
  let home: string;
  let env: Record<string, string>;

  before(async () => {
    server = createStaticServer({dir: buildDir, port: 0});
    origin = await listen(server, 0, '127.0.0.1');
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-install-'));
    fs.mkdirSync(path.join(home, 'project'));
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))) as Record<string, string>;
    env = {
      ...inherited,
      // No registry to reach, nothing cached, no user or global configuration of this machine.
      HOME: home,
      npm_config_registry: `http://127.0.0.1:${await closedPort()}/`,
      npm_config_cache: path.join(home, 'cache'),
      npm_config_userconfig: path.join(home, 'npmrc'),
      npm_config_globalconfig: path.join(home, 'npmrc-global'),
      npm_config_fetch_retries: '0',
      npm_config_update_notifier: 'false',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
    };
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(home, {recursive: true, force: true});
  });

  test('the build publishes one tarball at a versioned address and its stable alias, with no dependency to fetch', () => {
    const pinned = path.join(buildDir, pinnedPath.slice(1));
    assert.equal(path.basename(pinned), tarballName(), 'named as npm names it');
    assert.ok(fs.readFileSync(pinned).equals(fs.readFileSync(path.join(buildDir, latestPath.slice(1)))), 'the alias is the newest version');
    const entries = tarEntries(pinned);
    assert.deepEqual([...entries.keys()].sort(), ['package/README.md', 'package/dist/cli.js', 'package/package.json']);
    const manifest = JSON.parse(entries.get('package/package.json')!.toString('utf8')) as Record<string, unknown>;
    assert.equal(manifest.version, PACKAGE_VERSION);
    assert.deepEqual(manifest.bin, {'agenta-docs-mcp': 'dist/cli.js'});
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies', 'scripts'])
      assert.equal(manifest[field], undefined, field);
  });

  test('the site serves both as gzip files, the versioned one cached for a year and the alias revalidated', async () => {
    for (const [sitePath, cache] of [
      [pinnedPath, 'public, max-age=31536000, immutable'],
      [latestPath, 'no-cache'],
    ] as const) {
      const response = await fetch(`${origin}${sitePath}`, {headers: {'Accept-Encoding': 'gzip, br'}});
      assert.equal(response.status, 200, sitePath);
      assert.equal(response.headers.get('cache-control'), cache, sitePath);
      assert.match(response.headers.get('content-type') ?? '', TARBALL_TYPES, sitePath);
      // Compressed again on the way, npm would read a tar where it expects a gzip.
      assert.equal(response.headers.get('content-encoding'), null, sitePath);
      await response.arrayBuffer();
    }
  });

  test('docs-versions.json lists every docs version of the build, and each file it names is in the build', async () => {
    const {versions} = JSON.parse(fs.readFileSync(path.join(buildDir, DOCS_VERSIONS_FILE), 'utf8')) as DocsVersionsFile;
    assert.deepEqual(
      versions.map(({version, latest}) => ({version, latest})),
      docsVersions.map(({release, latest}) => ({version: release, latest})),
    );
    assert.ok(versions.length >= 2, 'the full build (not DOCS_VERSIONS=latest) has the older versions too');
    for (const version of versions) {
      for (const file of [version.searchIndex, version.openapi, `${version.path}evaluation/overview.md`]) {
        assert.ok(fs.statSync(path.join(buildDir, file), {throwIfNoEntry: false})?.isFile(), `${version.version}: ${file} is in the build`);
      }
      assert.ok(fs.existsSync(path.join(buildDir, `${version.path}reference/api/create-app.html`)), `${version.version}: its API pages`);
    }
    // The site's server sends it as the search index's manifest: JSON, revalidated on each read.
    const response = await fetch(`${origin}/${DOCS_VERSIONS_FILE}`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await response.json(), {versions});
  });

  test('llms.txt gives the command that installs it from the site', () => {
    const command = mcpServerCommand(new URL('/', 'https://docs.agenta.ai').href);
    assert.equal(command, `npx -y https://docs.agenta.ai${pinnedPath}`);
    assert.ok(fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8').includes(`\`${command}\``));
  });

  test('npm installs it from its address in an empty folder, offline, and it answers over stdio against the served site', async () => {
    const project = path.join(home, 'project');
    await promisify(execFile)('npm', ['install', '--no-package-lock', `${origin}${pinnedPath}`], {cwd: project, env});
    const client = new Client({name: 'mcp-package-test', version: '0.0.0'});
    await client.connect(
      new StdioClientTransport({
        command: path.join(project, 'node_modules', '.bin', 'agenta-docs-mcp'),
        args: ['--site', origin],
        cwd: project,
        env,
        stderr: 'pipe',
      }),
    );
    try {
      assert.deepEqual(client.getServerVersion(), {name: 'agenta-docs', version: PACKAGE_VERSION});
      const {tools} = await client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name).sort(), [...mcpServer.tools].sort());
      const search = (await client.callTool({name: 'search_docs', arguments: {query: 'deploy a variant to production', limit: 3}})) as CallToolResult;
      assert.notEqual(search.isError, true, text(search));
      assert.match(text(search), new RegExp(`^1\\. .+: ${origin}/`, 'm'));
      const page = (await client.callTool({name: 'read_page', arguments: {url_or_path: '/concepts/architecture'}})) as CallToolResult;
      assert.equal(
        text(page),
        `Source: ${origin}/concepts/architecture (docs version ${latestVersion.release}, the latest)\n\n${fs.readFileSync(path.join(buildDir, 'concepts/architecture.md'), 'utf8')}`,
      );
      // One real query per docs version, each answered from that version's own pages.
      for (const version of docsVersions) {
        const folder = version.latest ? '' : `${version.release}/`;
        const answer = (await client.callTool({
          name: 'search_docs',
          arguments: {query: 'custom evaluator python code', limit: 3, version: version.release},
        })) as CallToolResult;
        assert.notEqual(answer.isError, true, text(answer));
        assert.match(text(answer), new RegExp(`^3 pages for "custom evaluator python code" in docs version ${version.release.replace('.', '\\.')}`));
        const pages = [...text(answer).matchAll(/^\d+\. .*?: (\S+)$/gm)].map((match) => new URL(match[1]!).pathname);
        assert.equal(pages.length, 3, text(answer));
        for (const page of pages) {
          const olderFolder = docsVersions.find((other) => !other.latest && page.startsWith(`/${other.release}/`));
          if (version.latest) assert.equal(olderFolder, undefined, `${page}, a result of the latest, is no older version's page`);
          else assert.ok(page.startsWith(`/${folder}`), `${page}, a result of ${version.release}, is one of its pages`);
        }
        const operation = (await client.callTool({name: 'search_api', arguments: {query: 'create app', limit: 1, version: version.release}})) as CallToolResult;
        assert.ok(text(operation).includes(`\n  ${origin}/${folder}reference/api/create-app`), text(operation));
      }
      const unknown = (await client.callTool({name: 'read_page', arguments: {url_or_path: '/concepts/architecture', version: '0.0'}})) as CallToolResult;
      assert.equal(unknown.isError, true);
      assert.match(
        text(unknown),
        new RegExp(`^No docs version "0\\.0" on this site\\. Its versions: ${docsVersions.map((version) => version.release.replace('.', '\\.')).join('.*')}`),
      );
    } finally {
      await client.close();
    }
  });

  test('npx runs the printed command from the tarball URL, offline', async () => {
    const client = new Client({name: 'mcp-package-test', version: '0.0.0'});
    // The command of llms.txt, with the loopback site: `npx -y <site>/mcp/agenta-docs-mcp-<version>.tgz`.
    await client.connect(
      new StdioClientTransport({
        command: 'npx',
        args: ['-y', `${origin}${pinnedPath}`, '--site', origin],
        cwd: path.join(home, 'project'),
        env,
        stderr: 'pipe',
      }),
    );
    try {
      assert.equal((await client.listTools()).tools.length, mcpServer.tools.length);
      const api = (await client.callTool({name: 'get_api_operation', arguments: {operation: 'POST /apps'}})) as CallToolResult;
      assert.match(text(api), /^# POST \/apps\n/);
    } finally {
      await client.close();
    }
  });
});
