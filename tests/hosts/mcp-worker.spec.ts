import fs from 'node:fs';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {HOSTILE_MCP_REQUESTS, mcpAnswerProblems, sendMcpRequest} from '@agenta-docs/mcp/testing';

import {mcpServer} from '../../config/assistants';
import {expect, test} from '../e2e/support/test';
import {HOST_PORTS} from './playwright.config';

/**
 * The docs MCP server at `/mcp` of a Cloudflare Pages deployment: the build's `_worker.js` on
 * Cloudflare's own runtime (`wrangler pages dev`, scripts/run-host.ts), driven by the MCP SDK's
 * Streamable HTTP client, every tool reading the deployment's own files; then the table of
 * hostile requests, after each of which the endpoint still answers.
 */
const origin = `http://127.0.0.1:${HOST_PORTS.cloudflare}`;
const endpoint = `${origin}/mcp`;
const text = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

test.describe('cloudflare: the MCP server at /mcp', () => {
  let client: Client;

  test.beforeAll(async () => {
    client = new Client({name: 'agenta-docs-hosts', version: '0.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
  });
  test.afterAll(async () => {
    await client.close();
  });

  test('lists the four tools and answers each from the deployment, with links on it', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...mcpServer.tools].sort());
    const search = (await client.callTool({name: 'search_docs', arguments: {query: 'deploy a variant to production', limit: 3}})) as CallToolResult;
    expect(search.isError, text(search)).not.toBe(true);
    expect(text(search)).toMatch(new RegExp(`^1\\. .+: ${origin}/`, 'm'));
    const page = (await client.callTool({
      name: 'read_page',
      arguments: {url_or_path: '/concepts/architecture', heading: 'The services and how they talk to each other'},
    })) as CallToolResult;
    expect(text(page)).toMatch(
      new RegExp(
        `^Source: ${origin}/concepts/architecture#the-services-and-how-they-talk-to-each-other \\(docs version [^)]+, the latest\\)\n\n## The services and how they talk to each other`,
      ),
    );
    const operation = (await client.callTool({name: 'get_api_operation', arguments: {operation: 'POST /apps'}})) as CallToolResult;
    expect(text(operation)).toMatch(/^# POST \/apps\n/);
    const api = (await client.callTool({name: 'search_api', arguments: {query: 'create app'}})) as CallToolResult;
    expect(text(api)).toMatch(/^- POST \/apps \(create-app\)/m);
  });

  test('reads each docs version the deployment lists in docs-versions.json, which the worker does not hide', async () => {
    const {versions} = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../build/docs-versions.json'), 'utf8')) as {
      versions: {version: string; path: string}[];
    };
    expect(versions.length).toBeGreaterThan(1);
    for (const {version, path: folder} of versions) {
      const search = (await client.callTool({name: 'search_docs', arguments: {query: 'custom evaluator python code', limit: 3, version}})) as CallToolResult;
      expect(search.isError, text(search)).not.toBe(true);
      expect(text(search)).toMatch(new RegExp(`^3 pages for .* in docs version ${version.replace(/\./g, '\\.')}`));
      expect(text(search)).toMatch(new RegExp(`^1\\. .+: ${origin}/${folder}evaluation/`, 'm'));
      const api = (await client.callTool({name: 'search_api', arguments: {query: 'create app', version}})) as CallToolResult;
      expect(text(api)).toContain(`\n  ${origin}/${folder}reference/api/create-app\n`);
    }
  });

  test("answers with the site's headers of every response, never cached", async () => {
    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('mcp-session-id')).toBeNull();
  });

  for (const request of HOSTILE_MCP_REQUESTS) {
    test(`hostile: ${request.name}`, async () => {
      const answer = await sendMcpRequest(endpoint, request);
      expect(mcpAnswerProblems(request, answer.status, answer.body)).toEqual([]);
      expect((await client.listTools()).tools.length, 'still answering').toBe(mcpServer.tools.length);
    });
  }
});
