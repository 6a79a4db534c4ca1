/**
 * The server over Streamable HTTP (src/http.ts), as a host runs it beside
 * the site: the handler behind a loopback HTTP server, reading the site's
 * build served on another, driven by the MCP SDK's own Streamable HTTP
 * client; then the table of hostile requests (hostile-http.ts), after each
 * of which it still answers.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, test} from 'node:test';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

import {createMcpHttpHandler} from '../src/http';
import {HOSTILE_MCP_REQUESTS, mcpAnswerProblems, sendMcpRequest} from './hostile-http';
import {latestLabel, serveFiles, siteBuildDir, startServer} from './support';

type Served = Awaited<ReturnType<typeof startServer>>;

/** The handler behind a Node HTTP server, as a worker runtime would call it. */
async function serveHandler(siteUrl: string): Promise<{endpoint: string; close(): Promise<void>}> {
  const handler = createMcpHttpHandler({headers: [['X-Content-Type-Options', 'nosniff']]});
  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const request = new Request(new URL(incoming.url ?? '/', 'http://127.0.0.1'), {
      method: incoming.method,
      headers,
      ...(hasBody ? {body: Buffer.concat(chunks)} : {}),
    });
    const response = await handler(request, {siteUrl, readAsset: (url, init) => fetch(url, init)});
    response.headers.forEach((value, name) => outgoing.setHeader(name, value));
    outgoing.writeHead(response.status);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function connectHttp(endpoint: string): Promise<Client> {
  const client = new Client({name: 'agenta-docs-mcp-http-tests', version: '0.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
  return client;
}

const text = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

describe('over Streamable HTTP, against the built site', () => {
  let site: Served;
  let endpoint: Awaited<ReturnType<typeof serveHandler>>;
  let client: Client;

  before(async () => {
    site = await startServer(serveFiles(siteBuildDir()));
    endpoint = await serveHandler(`${site.origin}/`);
    client = await connectHttp(endpoint.endpoint);
  });
  after(async () => {
    await client.close();
    await endpoint.close();
    await site.close();
  });

  test('lists the four tools and answers each, with links on the site', async () => {
    const {tools} = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), ['get_api_operation', 'read_page', 'search_api', 'search_docs']);
    const search = (await client.callTool({name: 'search_docs', arguments: {query: 'deploy a variant to production', limit: 3}})) as CallToolResult;
    assert.notEqual(search.isError, true, text(search));
    assert.match(text(search), new RegExp(`^1\\. .+: ${site.origin}/`, 'm'));
    const page = (await client.callTool({
      name: 'read_page',
      arguments: {url_or_path: '/concepts/architecture', heading: 'The services and how they talk to each other'},
    })) as CallToolResult;
    assert.match(
      text(page),
      new RegExp(
        `^Source: ${site.origin}/concepts/architecture#the-services-and-how-they-talk-to-each-other \\(${latestLabel()}\\)\n\n## The services and how they talk to each other`,
      ),
    );
    const operation = (await client.callTool({name: 'get_api_operation', arguments: {operation: 'POST /apps'}})) as CallToolResult;
    assert.match(text(operation), /^# POST \/apps\n/);
    const api = (await client.callTool({name: 'search_api', arguments: {query: 'create app'}})) as CallToolResult;
    assert.match(text(api), /^- POST \/apps \(create-app\)/m);
  });

  test('answers with the given headers, never cached, and no session', async () => {
    const answer = await fetch(endpoint.endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}),
    });
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.equal(answer.headers.get('mcp-session-id'), null);
    const preflight = await fetch(endpoint.endpoint, {method: 'OPTIONS'});
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  });

  for (const request of HOSTILE_MCP_REQUESTS) {
    test(`hostile: ${request.name}`, async () => {
      const answer = await sendMcpRequest(endpoint.endpoint, request);
      assert.deepEqual(mcpAnswerProblems(request, answer.status, answer.body), []);
      assert.equal((await client.listTools()).tools.length, 4, 'still answering');
    });
  }

  test('no hostile request made the server read off the site or above it', () => {
    for (const request of site.requests) assert.doesNotMatch(request, /\.\.|%2e|passwd|evil/i);
  });
});
