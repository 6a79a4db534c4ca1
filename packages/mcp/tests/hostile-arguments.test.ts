/**
 * Hostile arguments, as a table per tool, against the server as an assistant
 * runs it (stdio, the SDK's client) and the site's build served on loopback,
 * with one more page: a huge one, of tens of thousands of headings and one
 * heading as long as a page. Every answer, result or error, stays within the
 * server's cap (MAX_ANSWER_CHARACTERS), and the server keeps answering.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {MAX_ANSWER_CHARACTERS} from '../src/server';
import {callTool, connect, serveFiles, siteBuildDir, startServer} from './support';

type Connected = Awaited<ReturnType<typeof connect>>;
type Served = Awaited<ReturnType<typeof startServer>>;

const buildDir = siteBuildDir();

/** The build's largest Markdown twin, as a site path. */
function largestPage(): string {
  let largest = {size: -1, file: ''};
  for (const entry of fs.readdirSync(buildDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const {size} = fs.statSync(file);
    if (size > largest.size) largest = {size, file};
  }
  return `/${path
    .relative(buildDir, largest.file)
    .replace(/\.md$/, '')
    .replace(/(^|\/)index$/, '')}`;
}

/** About 2.5 MB of Markdown: 40,000 headings, each with a line of text, and one heading of 200,000 characters. */
const HUGE_PAGE = [
  '# A huge page',
  '',
  `## ${'Long heading '.repeat(16_000)}`,
  '',
  ...Array.from({length: 40_000}, (_, i) => `## Heading number ${i} of the huge page\n\nA line under heading ${i}.\n`),
].join('\n');

const KB100 = 'x'.repeat(100_000);
const PROTOTYPE_WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

describe('hostile arguments: every answer within the cap', () => {
  let site: Served;
  let elsewhere: Served;
  let server: Connected;
  const largest = largestPage();

  before(async () => {
    const files = serveFiles(buildDir);
    site = await startServer((request, response) => {
      if (request.url === '/huge-page.md') {
        response.setHeader('Content-Type', 'text/markdown; charset=utf-8');
        response.end(HUGE_PAGE);
      } else files(request, response);
    });
    elsewhere = await startServer((_request, response) => response.end('should never be asked'));
    server = await connect(['--site', site.origin]);
  });
  after(async () => {
    await server.close();
    await site.close();
    await elsewhere.close();
  });

  const cases: Record<string, Record<string, unknown>[]> = {
    search_docs: [
      ...PROTOTYPE_WORDS.map((query) => ({query})),
      {query: 'constructor evaluation'},
      {query: 'evaluation', section: 'constructor'},
      {query: 'evaluation', section: '__proto__'},
      {query: KB100},
      {query: 'evaluation', section: KB100},
      {query: '../../etc/passwd'},
      {query: 'https://evil.example/concepts/architecture'},
      {query: 'deploy\u0000variant'},
      {query: '\u0000'},
      {query: '\ud83d'},
      {query: `${'a'.repeat(499)}🚀`},
      {query: '🚀'.repeat(250)},
      {query: 'evaluation', limit: 10},
    ],
    read_page: [
      {url_or_path: largest, heading: 'Nothing like this heading'},
      {url_or_path: `${largest}#nothing-like-this`},
      {url_or_path: '/huge-page', heading: 'Nothing like this heading'},
      {url_or_path: '/huge-page'},
      {url_or_path: '/huge-page', heading: 'Heading number 39999 of the huge page'},
      {url_or_path: '/huge-page', heading: 'long-heading'},
      {url_or_path: KB100},
      {url_or_path: `/${KB100}`},
      {url_or_path: largest, heading: KB100},
      {url_or_path: `${largest}#${KB100}`},
      {url_or_path: '../../etc/passwd'},
      {url_or_path: '/concepts/%2e%2e/%2e%2e/etc/passwd'},
      {url_or_path: 'https://evil.example/concepts/architecture'},
      {url_or_path: `${'http://127.0.0.1'}:1/concepts/architecture`},
      {url_or_path: '/concepts/architecture\u0000.md'},
      {url_or_path: '/concepts/architecture', heading: 'The running\u0000parts'},
      ...PROTOTYPE_WORDS.map((word) => ({url_or_path: `/${word}`})),
      ...PROTOTYPE_WORDS.map((heading) => ({url_or_path: '/concepts/architecture', heading})),
      {url_or_path: '/concepts/architecture#constructor'},
    ],
    get_api_operation: [
      ...PROTOTYPE_WORDS.map((operation) => ({operation})),
      {operation: 'GET /__proto__'},
      {operation: 'POST /apps/constructor'},
      {operation: KB100},
      {operation: 'list-apps\u0000'},
      {operation: '../../etc/passwd'},
      {operation: 'https://evil.example/apps'},
    ],
    search_api: [
      ...PROTOTYPE_WORDS.map((query) => ({query})),
      {query: 'toString valueOf constructor'},
      {query: KB100},
      {query: 'app\u0000variant'},
      {query: '../../etc/passwd'},
      {query: 'https://evil.example/apps'},
      {query: 'app', limit: 20},
    ],
  };

  for (const [tool, table] of Object.entries(cases)) {
    test(`${tool}: each hostile argument gets a result or a tool error within ${MAX_ANSWER_CHARACTERS} characters`, async () => {
      for (const args of table) {
        const label = `${tool} ${JSON.stringify(args).slice(0, 100)}`;
        const {text, isError} = await callTool(server.client, tool, args);
        assert.equal(typeof isError, 'boolean', label);
        assert.ok(text.length > 0, `${label}: an empty answer`);
        assert.ok(text.length <= MAX_ANSWER_CHARACTERS, `${label}: ${text.length} characters`);
      }
      // Still serving.
      assert.equal((await callTool(server.client, 'read_page', {url_or_path: '/concepts/architecture'})).isError, false);
    });
  }

  test('an unknown heading on a huge page names a bounded number of its headings, and how many there are', async () => {
    const {text, isError} = await callTool(server.client, 'read_page', {url_or_path: '/huge-page', heading: 'Nothing like this heading'});
    assert.equal(isError, true);
    assert.match(text, /^No heading "Nothing like this heading" on .*\/huge-page\. Its first \d+ of 40001 headings:\n- /);
    assert.match(text, /- Heading number 0 of the huge page \(#heading-number-0-of-the-huge-page\)/);
    assert.match(text, /… and \d+ more\./);
  });

  test('prototype names are searched as words, not refused', async () => {
    for (const query of PROTOTYPE_WORDS) {
      const {text, isError} = await callTool(server.client, 'search_docs', {query});
      assert.equal(isError, false, `${query}: ${text.slice(0, 200)}`);
      assert.match(text, /^(No page matches|\d+ pages? for)/, query);
    }
  });

  test('no hostile argument made the server ask another host, or a path above the site', () => {
    assert.deepEqual(elsewhere.requests, []);
    for (const request of site.requests) assert.doesNotMatch(request, /\.\.|%2e|passwd/i);
  });
});
