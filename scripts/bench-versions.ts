/**
 * What the older docs versions cost a reader: `npm run bench:versions [-- --runs N] [--write]`.
 * Builds the site twice, every docs version (`build/`) and the latest alone (`DOCS_VERSIONS=latest`,
 * into `build-one-version/`), then for each build, in Chromium with a cold cache over the local
 * server (compressed as a host sends it): the bytes of the scripts every page starts with (`main`
 * and `runtime~main`, brotli), and for one page of each kind its bytes transferred and its LCP
 * (median of `--runs`, 3 by default); and for the first query in the search modal on a latest
 * page and on an older version's page, the bytes it downloads and which index manifests it reads.
 * `--no-build` measures the two folders as they are. Build time and peak memory: `npm run
 * bench:build -- --one-version`. Not a test: numbers are written down, never asserted on.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {brotliCompressSync} from 'node:zlib';

import {chromium, type Page, type Request} from '@playwright/test';

import {machineNote, readRuns} from './lib/bench-options';
import {writeBenchmarkBlock} from './lib/benchmarks-file';
import {createStaticServer, listen} from './lib/static-server';

const root = path.resolve(__dirname, '..');
const BOTH = path.join(root, 'build');
const ONE = path.join(root, 'build-one-version');
const PAGES = [
  {kind: 'home', path: '/'},
  {kind: 'docs page', path: '/evaluation/overview'},
  {kind: 'API operation', path: '/reference/api/list-apps'},
  {kind: 'changelog post', path: '/changelog/v0-27-0'},
  {kind: 'search page', path: '/search?q=evaluation'},
];
const QUERY = 'evaluation';

function build(outDir: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {cwd: root, env, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`the build into ${outDir} failed.`);
}

/** Brotli bytes of `main` and `runtime~main` together. */
function startScriptBytes(dir: string): number {
  const js = path.join(dir, 'assets', 'js');
  return fs
    .readdirSync(js)
    .filter((name) => /^(main|runtime~main)\.[0-9a-f]+\.js$/.test(name))
    .reduce((sum, name) => sum + brotliCompressSync(fs.readFileSync(path.join(js, name))).length, 0);
}

/** Counts the bytes of every response the page receives until `stop` is called. */
function countBytes(page: Page): {stop: () => Promise<{bytes: number; urls: string[]}>} {
  const pending: Promise<void>[] = [];
  let bytes = 0;
  const urls: string[] = [];
  const listener = (request: Request) => {
    urls.push(new URL(request.url()).pathname);
    pending.push(
      request.sizes().then(
        (sizes) => void (bytes += sizes.responseBodySize + sizes.responseHeadersSize),
        () => undefined,
      ),
    );
  };
  page.on('requestfinished', listener);
  return {
    stop: async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      page.off('requestfinished', listener);
      return {bytes, urls};
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(dir: string, runs: number, olderPage: string | null) {
  const server = createStaticServer({dir, port: 0, compress: true});
  const origin = await listen(server, 0, '127.0.0.1');
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox']});
  try {
    const pages: {kind: string; bytes: number; lcp: number}[] = [];
    for (const {kind, path: pagePath} of PAGES) {
      const bytes: number[] = [];
      const lcps: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const counter = countBytes(page);
        await page.goto(origin + pagePath);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        bytes.push((await counter.stop()).bytes);
        lcps.push(
          await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({type: 'largest-contentful-paint', buffered: true});
              }),
          ),
        );
        await context.close();
      }
      pages.push({kind, bytes: median(bytes), lcp: median(lcps)});
    }
    const queries: {where: string; bytes: number; manifests: string[]}[] = [];
    for (const [where, pagePath] of [['a latest page', '/evaluation/overview'], ...(olderPage ? [['an older version page', olderPage]] : [])] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(origin + pagePath);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForLoadState('networkidle');
      const counter = countBytes(page);
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill(QUERY);
      await page.locator('.DocSearch-Hit').first().waitFor();
      const {bytes, urls} = await counter.stop();
      queries.push({where, bytes, manifests: urls.filter((url) => /^\/search-index[^/]*\.json$/.test(url))});
      await context.close();
    }
    return {start: startScriptBytes(dir), pages, queries};
  } finally {
    await browser.close();
    server.close();
  }
}

async function main(): Promise<void> {
  const runs = readRuns(3);
  if (!process.argv.includes('--no-build')) {
    build(BOTH, process.env);
    build(ONE, {...process.env, DOCS_VERSIONS: 'latest'});
  }
  for (const dir of [BOTH, ONE]) if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no build.`);
  const olderPage = fs.existsSync(path.join(BOTH, '0.27', 'evaluation', 'overview.html')) ? '/0.27/evaluation/overview' : null;
  const both = await measure(BOTH, runs, olderPage);
  const one = await measure(ONE, runs, null);
  const delta = (a: number, b: number) => `${a >= b ? '+' : ''}${(((a - b) / b) * 100).toFixed(1)} %`;
  const table = [
    `Measured with \`npm run bench:versions${runs === 3 ? '' : ` -- --runs ${runs}`}\` on ${new Date().toISOString().slice(0, 10)} (${machineNote()}): ` +
      `every docs version (\`build/\`) against the latest alone (\`DOCS_VERSIONS=latest\`), Chromium with a cold cache over the local server, median of ${runs}.`,
    '',
    '| Measure | Every version | Latest alone | Difference |',
    '|---|---|---|---|',
    `| \`main\` + \`runtime~main\`, brotli | ${kb(both.start)} | ${kb(one.start)} | ${delta(both.start, one.start)} |`,
    ...both.pages.flatMap((page, index) => {
      const other = one.pages[index]!;
      return [
        `| ${page.kind} (\`${PAGES[index]!.path}\`), bytes transferred | ${kb(page.bytes)} | ${kb(other.bytes)} | ${delta(page.bytes, other.bytes)} |`,
        `| ${page.kind}, LCP | ${page.lcp.toFixed(0)} ms | ${other.lcp.toFixed(0)} ms | |`,
      ];
    }),
    ...both.queries.map((query) => {
      const other = one.queries.find((candidate) => candidate.where === query.where);
      return `| First query ("${QUERY}") in the modal on ${query.where}: bytes, manifest read | ${kb(query.bytes)}, ${query.manifests.join(', ')} | ${other ? `${kb(other.bytes)}, ${other.manifests.join(', ')}` : '—'} | ${other ? delta(query.bytes, other.bytes) : ''} |`;
    }),
  ].join('\n');
  console.log(table);
  if (process.argv.includes('--write')) writeBenchmarkBlock('versions', 'Docs versions', table);
}

main().catch((error: Error) => {
  console.error(`[bench:versions] ${error.message}`);
  process.exitCode = 1;
});
