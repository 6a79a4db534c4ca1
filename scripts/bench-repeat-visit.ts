/**
 * What a returning reader downloads: `npm run bench:repeat [-- --write]`. In Chromium with its
 * cache kept, a reader opens one page, then another page in a new tab; the second visit's requests
 * that reach the server, and their bytes, are counted. Measured on the site's own server and on
 * nginx with the file the build wrote for it, both applying the build's hosting policy, and on a
 * host that serves the files without it (Caddy's plain file server), as a host with no
 * configuration would. Needs a build (`npm run build`) and nginx and Caddy
 * (scripts/lib/ensure-deps.sh, ensure_host_servers).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {chromium, type CDPSession} from '@playwright/test';

import {POLICY_FILE} from '../src/plugins/hosting/policy';
import {writeBenchmarkBlock} from './lib/benchmarks-file';
import {createStaticServer, listen} from './lib/static-server';

const BUILD = 'build';
const FIRST = '/evaluation/overview';
const SECOND = '/prompt-management/overview';
const PORT = Number(process.env.BENCH_PORT_BASE ?? 4301);
const RUNS = 3;

type Visit = {requests: number; again: number; hashedAgain: number; bytes: number; fromCache: number};

const hashedPath = (url: string) => /^\/(assets|search-index)\//.test(new URL(url).pathname);

/** The second visit's requests, seen through the DevTools protocol (memory-cache hits make none). */
async function measure(origin: string): Promise<Visit> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--no-sandbox'],
  });
  try {
    const context = await browser.newContext();
    const first = await context.newPage();
    const seen = new Set<string>();
    first.on('request', (request) => seen.add(request.url()));
    await first.goto(origin + FIRST, {waitUntil: 'networkidle'});
    const second = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(second);
    await cdp.send('Network.enable');
    const byId = new Map<string, {url: string; network: boolean; bytes: number}>();
    cdp.on('Network.requestWillBeSent', (event) => byId.set(event.requestId, {url: event.request.url, network: true, bytes: 0}));
    cdp.on('Network.responseReceived', (event) => {
      const request = byId.get(event.requestId);
      if (!request) return;
      if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker) request.network = false;
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = byId.get(event.requestId);
      if (request) request.network = false;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = byId.get(event.requestId);
      if (request) request.bytes = event.encodedDataLength;
    });
    await second.goto(origin + SECOND, {waitUntil: 'networkidle'});
    const requests = [...byId.values()].filter((request) => request.url.startsWith(origin));
    const network = requests.filter((request) => request.network);
    const again = network.filter((request) => seen.has(request.url));
    return {
      requests: network.length,
      again: again.length,
      hashedAgain: again.filter((request) => hashedPath(request.url)).length,
      bytes: network.reduce((sum, request) => sum + request.bytes, 0),
      fromCache: requests.length - network.length,
    };
  } finally {
    await browser.close();
  }
}

/** A host of scripts/run-host.ts, started and given time to listen. */
async function startHost(host: string, port: number, dir: string): Promise<ChildProcess> {
  const child = spawn('node_modules/.bin/tsx', ['scripts/run-host.ts', host, '--port', String(port), '--dir', dir], {stdio: 'ignore'});
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${host} did not start on port ${port}: is it installed (scripts/lib/ensure-deps.sh)?`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A copy of the build whose files are as new as a deploy that just happened: without a
 * Cache-Control, a browser guesses how long a file stays fresh from its age (a tenth of it, in
 * Chromium), so every host serves the same ages.
 */
function copyBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-repeat-'));
  fs.cpSync(BUILD, dir, {recursive: true});
  return dir;
}

/** Dates every file of the copy now, before each run. */
function deployNow(dir: string): void {
  const now = new Date();
  for (const entry of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) fs.utimesSync(path.join(dir, entry), now, now);
}

async function main(): Promise<void> {
  const dir = copyBuild();
  const server = createStaticServer({dir, port: PORT, compress: true});
  const own = await listen(server, PORT, '127.0.0.1');
  const nginx = await startHost('nginx', PORT + 1, dir);
  const bare = await startHost('bare', PORT + 2, dir);
  const hosts: [string, string][] = [
    ['the site’s own server (`npm run serve`)', own],
    ['nginx with `_hosting/nginx.conf`', `http://127.0.0.1:${PORT + 1}`],
    ['a host without the policy (Caddy, plain file server)', `http://127.0.0.1:${PORT + 2}`],
  ];
  const rows: string[] = [];
  try {
    for (const [name, origin] of hosts) {
      const runs: Visit[] = [];
      for (let i = 0; i < RUNS; i++) {
        deployNow(dir);
        runs.push(await measure(origin));
      }
      const pick = (key: keyof Visit) => median(runs.map((run) => run[key]));
      rows.push(
        `| ${name} | ${pick('requests')} | ${pick('again')} | ${pick('hashedAgain')} | ${(pick('bytes') / 1024).toFixed(1)} KB | ${pick('fromCache')} |`,
      );
      console.error(`[bench:repeat] ${name}: ${JSON.stringify(runs)}`);
    }
  } finally {
    server.close();
    nginx.kill('SIGTERM');
    bare.kill('SIGTERM');
    fs.rmSync(dir, {recursive: true, force: true});
  }
  const table = [
    `Measured with \`npm run bench:repeat\` on ${new Date().toISOString().slice(0, 10)} (Node.js ${process.versions.node}, Chromium): ` +
      `open \`${FIRST}\`, then \`${SECOND}\` in a new tab with the cache kept, right after a deploy (the build's files dated now); ` +
      `the second visit's requests that reach the server (median of ${RUNS}; the counts do not depend on the machine's load). ` +
      `"Again": files the first page already loaded. Content-hashed: under \`/assets/\` or \`/search-index/\`. The policy: \`${POLICY_FILE}\`.`,
    '',
    '| Host | Requests to the server | Of them again | Again and content-hashed | Bytes | From the disk cache |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(table);
  if (process.argv.includes('--write')) writeBenchmarkBlock('repeat-visit', 'A returning reader', table);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
