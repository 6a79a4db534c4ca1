import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

import {DOCS_VERSIONS_FILE, type DocsVersionsFile, type SiteVersion} from '../src/versions';

export const PACKAGE_DIR = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(PACKAGE_DIR, '..', '..');
export const CLI = path.join(PACKAGE_DIR, 'src', 'cli.ts');

/**
 * The site's production build at the repository's root, which the tests read
 * (scripts/test.sh builds it before this package's tests run).
 */
export function siteBuildDir(): string {
  const dir = path.join(REPO_ROOT, 'build');
  if (!fs.existsSync(path.join(dir, 'search-index.json'))) {
    throw new Error(`${dir}/search-index.json is missing: build the site first (\`npm run build\` at the repository's root), then run these tests.`);
  }
  return dir;
}

/** The docs versions the build lists (docs-versions.json), the latest first: what the version tests read the built site with. */
export function builtVersions(): SiteVersion[] {
  const file = path.join(siteBuildDir(), DOCS_VERSIONS_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site again (its mcp-server plugin writes it).`);
  const {versions} = JSON.parse(fs.readFileSync(file, 'utf8')) as DocsVersionsFile;
  return [...versions].sort((a, b) => Number(b.latest) - Number(a.latest));
}

/** How answers name the latest version of the build: `docs version 0.28, the latest`. */
export function latestLabel(): string {
  return `docs version ${builtVersions()[0]!.version}, the latest`;
}

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** An HTTP server on loopback; `requests` lists every path asked for. */
export async function startServer(handler: Handler): Promise<{origin: string; requests: string[]; close(): Promise<void>}> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Serves the files of `dir` as a static host does for the files the server
 * reads (no clean URLs needed). `override` answers some paths itself: a
 * body, or null for a 404 (a site built before the file existed).
 */
export function serveFiles(dir: string, override: (pathname: string) => string | null | undefined = () => undefined): Handler {
  const root = path.resolve(dir);
  return (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const answer = override(pathname);
    if (answer !== undefined) {
      response.statusCode = answer === null ? 404 : 200;
      response.setHeader('Content-Type', answer === null ? 'text/plain' : 'application/json');
      response.end(answer ?? 'Not found');
      return;
    }
    const file = path.resolve(root, `.${pathname}`);
    if (!file.startsWith(`${root}${path.sep}`) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.statusCode = 404;
      response.end('Not found');
      return;
    }
    response.setHeader('Content-Type', file.endsWith('.json') ? 'application/json' : 'text/markdown; charset=utf-8');
    response.end(fs.readFileSync(file));
  };
}

/** A port nothing listens on (it was free a moment ago). */
export async function unusedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The server, spawned as an assistant spawns it (node, stdio), with the SDK's own client connected. */
export async function connect(args: string[]): Promise<{client: Client; stderr: () => string; close(): Promise<void>}> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', CLI, ...args],
    cwd: REPO_ROOT,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({name: 'agenta-docs-mcp-tests', version: '0.0.0'});
  await client.connect(transport);
  return {client, stderr: () => stderr, close: () => client.close()};
}

export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<{text: string; isError: boolean}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  return {text, isError: result.isError === true};
}
