/**
 * MCP server benchmark: `npm run bench:mcp` (after `npm run build`).
 *
 * Starts the docs MCP server (packages/mcp) as an assistant does, over stdio
 * with the SDK's client, against the build served on 127.0.0.1 with
 * compression as a static host serves it, and asks `search_docs` every reader
 * question of tests/ask-ai/questions.yaml. Reports how often a page that
 * answers the question is among the pages returned, the size of each answer
 * (characters, and tokens estimated as characters / 4), the bytes the server
 * downloaded (counted on the server's sockets: the first call, cold, and the
 * later ones, which reuse the parts already read) and the time to answer;
 * beside them, what an assistant reads today without the server:
 * `llms-full.txt`. `--write` puts the table into BENCHMARKS.md.
 */
import fs from 'node:fs';
import type {Socket} from 'node:net';
import os from 'node:os';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {parse} from 'yaml';

import {loadNote} from './lib/bench-options';
import {writeBenchmarkBlock} from './lib/benchmarks-file';
import {createStaticServer, listen} from './lib/static-server';

const BUILD_DIR = 'build';
const QUESTIONS = 'tests/ask-ai/questions.yaml';
const CLI = 'packages/mcp/src/cli.ts';
const PAGES_ASKED = 5;

type Question = {question: string; pages: string[]};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const tokens = (chars: number) => Math.round(chars / 4);

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(BUILD_DIR, 'search-index.json'))) {
    throw new Error(`${BUILD_DIR}/search-index.json is missing: run \`npm run build\` first.`);
  }
  const questions = parse(fs.readFileSync(QUESTIONS, 'utf8')) as Question[];
  const server = createStaticServer({dir: BUILD_DIR, port: 0, compress: true});
  const sockets = new Set<Socket>();
  let closedBytes = 0;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      closedBytes += socket.bytesWritten;
      sockets.delete(socket);
    });
  });
  const bytesServed = () => closedBytes + [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0);
  const origin = await listen(server, 0, '127.0.0.1');

  const loads = [os.loadavg()[0]];
  const transport = new StdioClientTransport({command: process.execPath, args: ['--import', 'tsx', CLI, '--site', origin], stderr: 'ignore'});
  const client = new Client({name: 'bench-mcp', version: '0.0.0'});
  await client.connect(transport);

  const chars: number[] = [];
  const times: number[] = [];
  const laterBytes: number[] = [];
  let coldBytes = 0;
  let found = 0;
  let llmsFullServed = 0;
  const misses: string[] = [];
  try {
    for (const [i, {question, pages}] of questions.entries()) {
      const before = bytesServed();
      const started = performance.now();
      const result = (await client.callTool({name: 'search_docs', arguments: {query: question, limit: PAGES_ASKED}})) as CallToolResult;
      times.push(performance.now() - started);
      const downloaded = bytesServed() - before;
      if (i === 0) coldBytes = downloaded;
      else laterBytes.push(downloaded);
      const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
      if (result.isError) throw new Error(`search_docs failed for "${question}": ${text}`);
      chars.push(text.length);
      const returned = [...text.matchAll(/^\d+\. .*?: (\S+)$/gm)].map((match) => new URL(match[1]!).pathname.replace(/\/$/, '') || '/');
      if (pages.some((page) => returned.includes(page))) found += 1;
      else misses.push(`${question} (expected ${pages.join(', ')}; got ${returned.join(', ')})`);
    }
    // What an assistant without the server downloads instead, served the same way.
    const beforeLlms = bytesServed();
    const llmsResponse = await fetch(`${origin}/llms-full.txt`, {headers: {'accept-encoding': 'br, gzip'}});
    await llmsResponse.arrayBuffer();
    llmsFullServed = bytesServed() - beforeLlms;
  } finally {
    await client.close();
    server.close();
  }
  loads.push(os.loadavg()[0]);

  const llmsFull = fs.readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
  const llmsFullBytes = Buffer.byteLength(llmsFull);
  const totalLater = laterBytes.reduce((sum, bytes) => sum + bytes, 0);
  const table = [
    `Measured with \`npm run bench:mcp\` on ${new Date().toISOString().slice(0, 10)} (Node.js ${process.versions.node}; ${loadNote(loads)}). ` +
      `The MCP server (\`packages/mcp\`) over stdio, spawned by the SDK's client, against the build served on 127.0.0.1 with compression; ` +
      `\`search_docs\` asked each of the ${questions.length} reader questions of \`${QUESTIONS}\` as written, in that order, for ${PAGES_ASKED} pages. ` +
      'Bytes are what the server downloaded (headers included, compressed as sent); tokens are characters / 4.',
    '',
    '| Questions | Answering page among the 5 returned | Answer size: median / max | Downloaded: first call (cold) | Downloaded: later calls, median / max (all) | Time to answer: median / p95 |',
    '|---|---|---|---|---|---|',
    `| ${questions.length} | ${((100 * found) / questions.length).toFixed(0)} % (${found}/${questions.length}) | ${median(chars)} / ${Math.max(...chars)} characters (${tokens(median(chars))} / ${tokens(Math.max(...chars))} tokens) | ${kb(coldBytes)} | ${kb(median(laterBytes))} / ${kb(Math.max(...laterBytes))} (${kb(totalLater)}) | ${median(times).toFixed(0)} ms / ${quantile(times, 0.95).toFixed(0)} ms |`,
    '',
    `Without the server, an assistant reads \`llms-full.txt\`: ${kb(llmsFullServed)} downloaded (compressed), ${kb(llmsFullBytes)} uncompressed, ${llmsFull.length.toLocaleString('en')} characters, about ${tokens(llmsFull.length).toLocaleString('en')} tokens to hold in context (more than most context windows hold), where a \`search_docs\` answer holds a few hundred.`,
  ].join('\n');
  console.log(table);
  if (misses.length > 0) console.log(`\nNo answering page returned for:\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
  if (process.argv.includes('--write')) writeBenchmarkBlock('mcp', 'MCP server', table);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
