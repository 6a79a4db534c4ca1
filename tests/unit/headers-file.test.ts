import assert from 'node:assert/strict';
import fs from 'node:fs';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';

import {createStaticServer} from '../../scripts/lib/static-server';
import {formatHeadersFile, headersForPath, parseHeadersFile} from '../../src/lib/build/headers-file';

const file = `# Hardening for every page
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/reference/*
  Cache-Control: no-cache

/changelog/:slug
  X-Robots-Tag: noindex
  Cache-Control: max-age=60
`;

test('parses path patterns, indented headers and comments, keeping values with colons and semicolons whole', () => {
  assert.deepEqual(parseHeadersFile(file), [
    {
      pattern: '/*',
      headers: [
        ['X-Frame-Options', 'DENY'],
        ['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"],
      ],
    },
    {pattern: '/reference/*', headers: [['Cache-Control', 'no-cache']]},
    {
      pattern: '/changelog/:slug',
      headers: [
        ['X-Robots-Tag', 'noindex'],
        ['Cache-Control', 'max-age=60'],
      ],
    },
  ]);
});

test('formats what it parses back to the same rules', () => {
  const rules = parseHeadersFile(file);
  assert.deepEqual(parseHeadersFile(formatHeadersFile(rules)), rules);
  assert.match(formatHeadersFile(rules), /^\/\*\n {2}X-Frame-Options: DENY\n/);
});

test('names the line of a malformed file', () => {
  assert.throws(() => parseHeadersFile('  X-Frame-Options: DENY\n'), /line 1: a header line comes before any path pattern/);
  assert.throws(() => parseHeadersFile('/*\n  no colon here\n'), /line 2: expected "Name: value"/);
  assert.throws(() => parseHeadersFile('reference/*\n'), /line 1: a path pattern must start with "\/"/);
});

test('matches "*" across segments and ":name" within one, merging repeated headers', () => {
  const rules = parseHeadersFile(file);
  const names = (pathname: string) => headersForPath(rules, pathname).map(([name]) => name);
  assert.deepEqual(names('/'), ['X-Frame-Options', 'Content-Security-Policy']);
  assert.deepEqual(names('/reference/api/list-apps'), ['X-Frame-Options', 'Content-Security-Policy', 'Cache-Control']);
  assert.deepEqual(names('/reference'), ['X-Frame-Options', 'Content-Security-Policy']);
  assert.deepEqual(names('/changelog/v0-27-0'), ['X-Frame-Options', 'Content-Security-Policy', 'X-Robots-Tag', 'Cache-Control']);
  assert.deepEqual(names('/changelog/page/2'), ['X-Frame-Options', 'Content-Security-Policy']);
  const both = parseHeadersFile('/*\n  Cache-Control: public\n/a\n  cache-control: max-age=1\n');
  assert.deepEqual(headersForPath(both, '/a'), [['Cache-Control', 'public, max-age=1']]);
  assert.deepEqual(headersForPath(parseHeadersFile('/a.b\n  X: 1\n'), '/aXb'), [], 'a dot is literal');
});

// The local server applies the build's _headers as the static hosts do.
let dir: string;
let origin: string;
let mountedOrigin: string;
const servers: ReturnType<typeof createStaticServer>[] = [];

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-file-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Page not found</title>');
  fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n/docs/*\n  X-Docs: yes\n');
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'intro.html'), '<!doctype html><title>Intro</title>');
  const listen = async (basePath: string) => {
    const server = createStaticServer({dir, port: 0, basePath});
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  origin = await listen('/');
  mountedOrigin = await listen('/mounted/');
});

after(() => {
  for (const server of servers) server.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

test('the local server sends the headers of every matching rule', async () => {
  const home = await fetch(`${origin}/`);
  assert.equal(home.headers.get('x-frame-options'), 'DENY');
  assert.equal(home.headers.get('x-docs'), null);
  const intro = await fetch(`${origin}/docs/intro`);
  assert.equal(intro.status, 200);
  assert.equal(intro.headers.get('x-docs'), 'yes');
});

test('the local server matches patterns from the site root when the site is mounted under a prefix', async () => {
  const intro = await fetch(`${mountedOrigin}/mounted/docs/intro`);
  assert.equal(intro.status, 200);
  assert.equal(intro.headers.get('x-docs'), 'yes');
  assert.equal((await fetch(`${mountedOrigin}/mounted`)).headers.get('x-frame-options'), 'DENY');
});

test('the local server never serves _headers itself, as Netlify and Cloudflare do not', async () => {
  for (const url of [`${origin}/_headers`, `${mountedOrigin}/mounted/_headers`]) {
    const response = await fetch(url);
    assert.equal(response.status, 404);
    assert.match(await response.text(), /Page not found/);
  }
});
