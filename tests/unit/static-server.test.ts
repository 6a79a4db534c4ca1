import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, test} from 'node:test';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

import {createStaticServer} from '../../scripts/lib/static-server';
import {writePrecompressed} from '../../src/lib/build/precompress';
import {answerProblems, HOSTILE_REQUESTS, sendRaw} from '../support/hostile-requests';

let dir: string;
let origin: string;
let server: http.Server;
const script = `export const words = ${JSON.stringify(Array.from({length: 400}, (_, i) => `word${i % 37}`))};\n`;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Page not found</title>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), script);
  await writePrecompressed(path.join(dir, 'assets', 'app.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'plain.js'), script);
  server = createStaticServer({dir, port: 0, compress: true});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

/** A raw response (Node's fetch would decompress it and hide the encoding). */
function get(urlPath: string, acceptEncoding?: string, method = 'GET'): Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : {'Accept-Encoding': acceptEncoding};
    http
      .request(`${origin}${urlPath}`, {method, headers}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      })
      .on('error', reject)
      .end();
  });
}

test("the build's brotli copy goes to a browser that accepts brotli, even listed after gzip", async () => {
  const response = await get('/assets/app.js', 'gzip, deflate, br');
  assert.equal(response.status, 200);
  assert.equal(response.headers['content-encoding'], 'br');
  assert.match(response.headers['content-type'] ?? '', /^(application|text)\/javascript/);
  assert.equal(response.headers.vary, 'Accept-Encoding');
  assert.deepEqual(response.body, fs.readFileSync(path.join(dir, 'assets', 'app.js.br')));
  assert.equal(brotliDecompressSync(response.body).toString(), script);
});

test('the gzip copy goes where brotli is not accepted or refused', async () => {
  for (const accept of ['gzip', 'br;q=0, gzip']) {
    const response = await get('/assets/app.js', accept);
    assert.equal(response.headers['content-encoding'], 'gzip', accept);
    assert.equal(gunzipSync(response.body).toString(), script);
  }
});

test('a browser that accepts no encoding gets the file itself', async () => {
  for (const accept of [undefined, 'identity']) {
    const response = await get('/assets/app.js', accept);
    assert.equal(response.headers['content-encoding'], undefined, String(accept));
    assert.equal(response.body.toString(), script);
  }
});

test('HEAD gets the headers of the copy and no body', async () => {
  const response = await get('/assets/app.js', 'br', 'HEAD');
  assert.equal(response.headers['content-encoding'], 'br');
  assert.equal(Number(response.headers['content-length']), fs.statSync(path.join(dir, 'assets', 'app.js.br')).size);
  assert.equal(response.body.length, 0);
});

test('a file without copies is compressed on the fly; missing, outside and malformed paths get no file', async () => {
  const plain = await get('/assets/plain.js', 'gzip, br');
  assert.equal(plain.headers['content-encoding'], 'br');
  assert.equal(brotliDecompressSync(plain.body).toString(), script);
  const missing = await get('/assets/missing.js', 'br');
  assert.equal(missing.status, 404);
  // Nothing outside the build is read, through its copies or otherwise.
  const outside = await get('/assets/..%2f..%2f..%2fetc%2fpasswd', 'br');
  assert.ok([400, 404].includes(outside.status), String(outside.status));
  const malformed = await get('/assets/%E0%A4%A.js', 'br');
  assert.ok([400, 404].includes(malformed.status), String(malformed.status));
});

/**
 * The hostile requests every host is held to (tests/support/hostile-requests.ts), against the local
 * server and a small build that has the files they name; tests/hosts runs the same list against the
 * real build on nginx, Caddy and Cloudflare's runtime, and on this server.
 */
test('every hostile request gets its answer, and the server keeps answering', async (t) => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-hostile-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title>',
    'index.md': '# Home',
    '404.html': '<!doctype html><title>Page not found</title>',
    'search.html': '<!doctype html><title>Search</title>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'evaluation/overview.html': '<!doctype html><title>Overview</title>',
    'evaluation/overview.md': '# Overview',
    'reference/api/create-app.html': '<!doctype html><title>Create app</title>',
    _headers: '# Generated by the build from config/hosting.ts; do not edit (rebuild instead).\n',
    _redirects: '# Generated by the build from config/hosting.ts; do not edit (rebuild instead).\n',
    'vercel.json': '{"cleanUrls": true}',
    '_hosting/nginx.conf': '# Generated by the build from config/hosting.ts; do not edit (rebuild instead).\n',
    '_hosting/policy.json': JSON.stringify({
      version: 2,
      headers: [['X-Content-Type-Options', 'nosniff']],
      documentHeaders: [['X-Frame-Options', 'DENY']],
      subresources: ['/assets/js/'],
      workers: [],
      cache: {hashed: ['/assets/', '/search-index/', '/route-data/'], hashedValue: 'public, max-age=31536000, immutable', otherValue: 'no-cache'},
      hidden: ['/_headers', '/_redirects', '/vercel.json', '/_hosting/'],
      notFound: '/404.html',
      notFoundUnder: [],
    }),
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, name)), {recursive: true});
    fs.writeFileSync(path.join(site, name), text);
  }
  const hostile = createStaticServer({dir: site, port: 0, compress: true});
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  const siteOrigin = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
  t.after(() => {
    hostile.close();
    fs.rmSync(site, {recursive: true, force: true});
  });
  const problems: string[] = [];
  for (const request of HOSTILE_REQUESTS) {
    problems.push(...answerProblems(request, await sendRaw(siteOrigin, request), siteOrigin));
    const home = await sendRaw(siteOrigin, {target: '/'});
    if (home.status !== 200) problems.push(`after ${request.name}: the home page answers ${home.status}`);
  }
  assert.deepEqual(problems, []);
});

test("a missing path in a folder with a 404 page of its own (an older docs version's) gets that page, any other the site's", async (t) => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-not-found-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title>',
    '404.html': '<!doctype html><title>Not found, latest</title>',
    '0.27/index.html': '<!doctype html><title>0.27</title>',
    '0.27/404.html': '<!doctype html><title>Not found, 0.27</title>',
    '_hosting/policy.json': JSON.stringify({
      version: 2,
      headers: [],
      documentHeaders: [],
      subresources: [],
      workers: [],
      cache: {hashed: [], hashedValue: 'public, max-age=31536000, immutable', otherValue: 'no-cache'},
      hidden: ['/_hosting/'],
      notFound: '/404.html',
      notFoundUnder: [{prefix: '/0.27/', page: '/0.27/404.html'}],
    }),
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, name)), {recursive: true});
    fs.writeFileSync(path.join(site, name), text);
  }
  const server = createStaticServer({dir: site, port: 0});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t.after(() => {
    server.close();
    fs.rmSync(site, {recursive: true, force: true});
  });
  const answer = async (pathname: string) => {
    const response = await fetch(origin + pathname, {redirect: 'manual'});
    return [response.status, await response.text()];
  };
  assert.deepEqual(await answer('/0.27/no/such/page'), [404, files['0.27/404.html']]);
  assert.deepEqual(await answer('/0.27/evaluation/missing'), [404, files['0.27/404.html']]);
  assert.deepEqual(await answer('/no/such/page'), [404, files['404.html']]);
  // A folder that only starts like the version's is not it.
  assert.deepEqual(await answer('/0.270/page'), [404, files['404.html']]);
  assert.deepEqual(await answer('/_hosting/policy.json'), [404, files['404.html']]);
});
