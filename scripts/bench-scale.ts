/**
 * Scale benchmark: `npm run bench:scale [-- --sizes 1,4,10] [--write]`.
 * Builds the site at several times its page count, each in a copy of the
 * project under the system's temporary folder (node_modules linked): the real
 * pages, plus copies of every docs page, API operation and changelog post
 * whose words are varied per copy (scripts/lib/scale-corpus.ts), so the
 * vocabulary grows as a real site's does. Per size, for the site's search and
 * for Pagefind (from npm, indexing `main` of the same build) side by side:
 * cold build time and peak memory, index bytes (raw, gzip, brotli) and file
 * count, the bytes a first query downloads and the time from the keystroke to
 * results on screen in Chromium with a cold cache (one-word, two-word, rare
 * word and typo queries), and for the site's engine warm query p50/p95 in
 * Node. Relevance is never measured here: the copies are for size and speed
 * (`npm run bench:search` measures relevance on the real site). And per size,
 * what a reader pays for a page: the bytes of the scripts every page starts
 * with (`main`, `runtime~main`), and for one page of each kind (the pages of
 * `bench:pages`) Lighthouse's mobile run: bytes transferred, total blocking
 * time, LCP and performance score (median of `--runs`, 3 by default).
 * `--only pages` or `--only search` measures one half. Not a test: numbers
 * are written down, never asserted on.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

import {chromium, type Page, type Request} from '@playwright/test';

import {searchRankingWeights, searchVocabulary} from '../config/search';
import {builtIndexParts, createSearchEngine, largestParts, loadQuerySet, openBuiltIndex, SEARCH_INDEX_BUDGETS} from '@agenta-docs/search/node';
import {SEARCH_QUERY_SETS} from '../tests/search/query-sets';
import {loadNote, readOption, readRuns} from './lib/bench-options';
import {median as middle, PAGE_KINDS, runLighthouse} from './lib/lighthouse-pages';
import {writeBenchmarkBlock} from './lib/benchmarks-file';
import {gigabytes, minutesAndSeconds, runMeasured, type MeasuredRun} from './lib/measured-run';
import {PAGEFIND_PAGE_PATH, pagefindCommand, pagefindVersion, preparePagefindSite} from './lib/pagefind';
import {varyJson, varyPage} from './lib/scale-corpus';
import {createStaticServer, listen} from './lib/static-server';

const ROOT = path.resolve(__dirname, '..');
/** What a copy of the project needs to build; node_modules is linked, not copied (its cache aside). */
const PROJECT_ENTRIES = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'tsconfig.json',
  'package.json',
  '.npmrc',
  'config',
  'src',
  'static',
  'docs',
  'changelog',
  'openapi',
  'redocly.yaml',
];
const QUERIES = [
  {kind: 'one word', query: 'evaluator'},
  {kind: 'two words', query: 'test set'},
  {kind: 'rare word', query: 'alembic'},
  {kind: 'typo', query: 'kubernets'},
];
const BROWSER_RUNS = 3;

type Sizes = {raw: number; gzip: number; brotli: number; files: number};
type QueryMeasure = {kind: string; query: string; bytes: number; requests: number; ms: number[]; hits: number};
type PageMeasure = {kind: string; path: string; transfer: number; tbt: number; lcp: number; performance: number};
type StartScripts = {main: Sizes; runtime: Sizes};
type SearchResult = {
  pagefindBuild: MeasuredRun;
  ours: Sizes;
  /** The largest part of each kind of the site's index, gzip bytes. */
  largest: Record<string, number>;
  pagefind: Sizes;
  oursQueries: QueryMeasure[];
  pagefindQueries: QueryMeasure[];
  warm: {p50: number; p95: number; records: number};
};
type SizeResult = {
  scale: number;
  pages: number;
  build: MeasuredRun;
  startScripts: StartScripts;
  pageMeasures?: PageMeasure[];
  search?: SearchResult;
};

/** What to measure: `--only pages`, `--only search`, or both. */
function readParts(): {pages: boolean; search: boolean} {
  const only = readOption('--only');
  if (only !== undefined && only !== 'pages' && only !== 'search') throw new Error('--only takes "pages" or "search"');
  return {pages: only !== 'search', search: only !== 'pages'};
}

function readSizes(): number[] {
  const index = process.argv.indexOf('--sizes');
  const list = index === -1 ? '1,4,10' : (process.argv[index + 1] ?? '');
  const sizes = list.split(',').map(Number);
  if (!sizes.every((n) => Number.isInteger(n) && n >= 1)) throw new Error('--sizes takes whole numbers of at least 1, e.g. 1,4,10');
  return sizes;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** A copy of the project with `scale - 1` varied copies of its pages under docs/scale-N and changelog/scale-N. */
function prepareSite(scale: number): string {
  const dir = path.join(os.tmpdir(), `agenta-docs-scale-${scale}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  for (const entry of PROJECT_ENTRIES) {
    if (fs.existsSync(path.join(ROOT, entry))) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), {recursive: true});
  }
  // Every package linked, but a cache folder of its own: the cold builds clear it, not the project's.
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '.cache') fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  // The API pages are generated first, so their copies can be made from them.
  execFileSync('npx', ['docusaurus', 'gen-api-docs', 'all'], {cwd: dir, stdio: 'ignore'});
  const docs = walk(path.join(dir, 'docs'));
  const posts = walk(path.join(dir, 'changelog'));
  for (let copy = 2; copy <= scale; copy += 1) {
    for (const file of docs) {
      const target = path.join(dir, 'docs', `scale-${copy}`, path.relative(path.join(dir, 'docs'), file));
      fs.mkdirSync(path.dirname(target), {recursive: true});
      if (/\.mdx?$/.test(file)) fs.writeFileSync(target, varyPage(fs.readFileSync(file, 'utf8'), copy));
      else if (file.endsWith('.json')) fs.writeFileSync(target, JSON.stringify(varyJson(JSON.parse(fs.readFileSync(file, 'utf8')), copy)));
      // Anything else as it is: the API category page imports the generated sidebar beside it.
      else fs.copyFileSync(file, target);
    }
    for (const file of posts.filter((name) => /\.mdx?$/.test(name))) {
      const target = path.join(dir, 'changelog', `scale-${copy}`, path.basename(file));
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, varyPage(fs.readFileSync(file, 'utf8'), copy));
    }
  }
  return dir;
}

function sizesOf(files: string[]): Sizes {
  const sizes: Sizes = {raw: 0, gzip: 0, brotli: 0, files: files.length};
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    sizes.raw += bytes.length;
    sizes.gzip += gzipSync(bytes, {level: 9}).length;
    sizes.brotli += brotliCompressSync(bytes, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length;
  }
  return sizes;
}

/** The site's own index files (not their precompressed copies). */
function ourIndexFiles(buildDir: string): string[] {
  const split = path.join(buildDir, 'search-index');
  const files = fs.existsSync(split) ? walk(split) : [];
  const single = path.join(buildDir, 'search-index.json');
  if (fs.existsSync(single)) files.push(single);
  return files.filter((file) => !/\.(br|gz)$/.test(file));
}

/** A page that answers from Pagefind as its own UI does: search, then the data of the first results shown. */
const PAGEFIND_RESULTS_SHOWN = 5;

async function measureQueries(origin: string, kind: 'ours' | 'pagefind'): Promise<QueryMeasure[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  const results: QueryMeasure[] = [];
  try {
    for (const {kind: queryKind, query} of QUERIES) {
      const measure: QueryMeasure = {kind: queryKind, query, bytes: 0, requests: 0, ms: [], hits: 0};
      for (let run = 0; run < BROWSER_RUNS; run += 1) {
        // A new context has an empty cache.
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(kind === 'ours' ? `${origin}/evaluation/overview` : `${origin}${PAGEFIND_PAGE_PATH}`);
        if (kind === 'ours') await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        await page.waitForLoadState('networkidle');
        let bytes = 0;
        let requests = 0;
        const counted: Promise<void>[] = [];
        const count = (request: Request) => {
          counted.push(
            request.sizes().then(
              (sizes) => {
                bytes += sizes.responseBodySize + sizes.responseHeadersSize;
                requests += 1;
              },
              // A request that ends as the context closes has no sizes left to read.
              () => undefined,
            ),
          );
        };
        page.on('requestfinished', count);
        const {ms, hits} = kind === 'ours' ? await firstQueryOurs(page, query) : await firstQueryPagefind(page, query);
        await page.waitForLoadState('networkidle');
        await Promise.all(counted);
        page.off('requestfinished', count);
        measure.ms.push(ms);
        measure.hits = hits;
        if (run === 0) {
          measure.bytes = bytes;
          measure.requests = requests;
        }
        await context.close();
      }
      results.push(measure);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The reader's first keystroke is Ctrl+K; the query is typed at once; done when a hit is on screen (or "no results"). */
async function firstQueryOurs(page: Page, query: string): Promise<{ms: number; hits: number}> {
  return (await page.evaluate(`(async () => {
    const started = performance.now();
    window.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true}));
    const waitFor = (selector) => new Promise((resolve) => {
      const poll = () => { const found = document.querySelector(selector); if (found) resolve(found); else requestAnimationFrame(poll); };
      poll();
    });
    const input = await waitFor('.DocSearch-Input');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(query)});
    input.dispatchEvent(new Event('input', {bubbles: true}));
    await waitFor('.DocSearch-Hit, .DocSearch-NoResults');
    return {ms: performance.now() - started, hits: document.querySelectorAll('.DocSearch-Hit').length};
  })()`)) as {ms: number; hits: number};
}

async function firstQueryPagefind(page: Page, query: string): Promise<{ms: number; hits: number}> {
  return (await page.evaluate(`(async () => {
    const started = performance.now();
    const pagefind = await import('/pagefind/pagefind.js');
    const search = await pagefind.search(${JSON.stringify(query)});
    const shown = await Promise.all(search.results.slice(0, ${PAGEFIND_RESULTS_SHOWN}).map((result) => result.data()));
    const list = document.getElementById('results');
    for (const data of shown) {
      const item = document.createElement('li');
      item.innerHTML = '<a href="' + data.url + '">' + (data.meta.title || data.url) + '</a><p>' + data.excerpt + '</p>';
      list.appendChild(item);
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return {ms: performance.now() - started, hits: search.results.length};
  })()`)) as {ms: number; hits: number};
}

/** Warm queries: every part the queries need is read once first; then each query is timed five times. */
async function warmQueries(buildDir: string): Promise<SearchResult['warm']> {
  const index = await openBuiltIndex(buildDir);
  const engine = createSearchEngine(index, searchVocabulary, {weights: searchRankingWeights});
  const queries = loadQuerySet(SEARCH_QUERY_SETS.tuning).map((q) => q.query);
  const latencies: number[] = [];
  for (let pass = 0; pass < 6; pass += 1) {
    for (const query of queries) {
      const started = performance.now();
      await engine.search({query, hitsPerPage: 20, attributesToSnippet: ['content:10']});
      if (pass > 0) latencies.push(performance.now() - started);
    }
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return {p50: at(50), p95: at(95), records: index.recordCount};
}

async function withServer<T>(dir: string, use: (origin: string) => Promise<T>): Promise<T> {
  const server = createStaticServer({dir, port: 0, compress: true});
  const origin = await listen(server, 0, '127.0.0.1');
  try {
    return await use(origin);
  } finally {
    server.close();
  }
}

/** The scripts every page starts with. */
function startScripts(buildDir: string): StartScripts {
  const dir = path.join(buildDir, 'assets', 'js');
  const find = (prefix: string) => {
    const file = fs.readdirSync(dir).find((name) => new RegExp(`^${prefix}\\.[0-9a-f]+\\.js$`).test(name));
    if (!file) throw new Error(`no ${prefix}.<hash>.js in ${dir}`);
    return sizesOf([path.join(dir, file)]);
  };
  return {main: find('main'), runtime: find('runtime~main')};
}

/** Lighthouse's mobile run on one page of each kind, median of the runs. */
async function measurePages(origin: string, scale: number): Promise<PageMeasure[]> {
  const runs = readRuns(3);
  const measures: PageMeasure[] = [];
  for (const page of PAGE_KINDS) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await runLighthouse(`${origin}${page.path}`));
      console.error(`[bench:scale] ${scale}×: ${page.path} run ${run + 1}/${runs}`);
    }
    measures.push({
      kind: page.kind,
      path: page.path,
      transfer: middle(results.map((r) => r.transferBytes)),
      tbt: middle(results.map((r) => r.tbtMs)),
      lcp: middle(results.map((r) => r.lcpMs)),
      performance: middle(results.map((r) => r.scores.performance)),
    });
  }
  return measures;
}

async function measureSearch(scale: number, dir: string, buildDir: string): Promise<SearchResult> {
  console.error(`[bench:scale] ${scale}×: Pagefind`);
  const pagefindBuild = await runMeasured(pagefindCommand('build'), dir);
  const ours = sizesOf(ourIndexFiles(buildDir));
  const largest = largestParts(builtIndexParts(buildDir));
  const pagefind = sizesOf(walk(path.join(buildDir, 'pagefind')));
  console.error(`[bench:scale] ${scale}×: first queries in Chromium`);
  const oursQueries = await withServer(buildDir, (origin) => measureQueries(origin, 'ours'));
  // Pagefind's page is served with the site's headers plus 'wasm-unsafe-eval', so that each of
  // its responses carries as many header bytes as each of the site's.
  preparePagefindSite(buildDir);
  const pagefindQueries = await withServer(buildDir, (origin) => measureQueries(origin, 'pagefind'));
  const warm = await warmQueries(buildDir);
  return {pagefindBuild, ours, largest, pagefind, oursQueries, pagefindQueries, warm};
}

async function measureSize(scale: number): Promise<SizeResult> {
  const parts = readParts();
  console.error(`[bench:scale] ${scale}×: preparing the site`);
  const dir = prepareSite(scale);
  execFileSync('npx', ['docusaurus', 'clear'], {cwd: dir, stdio: 'ignore'});
  console.error(`[bench:scale] ${scale}×: cold build`);
  const build = await runMeasured('npx docusaurus gen-api-docs all > /dev/null && npx docusaurus build', dir);
  const buildDir = path.join(dir, 'build');
  const pages = walk(buildDir).filter((file) => file.endsWith('.html')).length;
  // Pages first: the Pagefind benchmark adds its page to the build.
  const pageMeasures = parts.pages ? await withServer(buildDir, (origin) => measurePages(origin, scale)) : undefined;
  const search = parts.search ? await measureSearch(scale, dir, buildDir) : undefined;
  return {scale, pages, build, startScripts: startScripts(buildDir), pageMeasures, search};
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const percent = (value: number, base: number) => `${value >= base ? '+' : ''}${(((value - base) / base) * 100).toFixed(1)} %`;

function header(note: string): string {
  return (
    `Measured with \`npm run bench:scale${process.argv.includes('--sizes') ? ` -- --sizes ${readSizes().join(',')}` : ''}\` on ${new Date().toISOString().slice(0, 10)} ` +
    `(Node.js ${process.versions.node}; ${note}). Sizes: the real site (1×) and varied copies of its pages.`
  );
}

function pageTables(results: SizeResult[], note: string): string {
  const base = results[0]!;
  const startOf = (r: SizeResult) => r.startScripts.main.raw + r.startScripts.runtime.raw;
  const lines = [
    header(note) +
      ` Page runs: Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown), the build served compressed from localhost, median of ${readRuns(3)}; ` +
      `changes against the first size measured (${base.scale}×).`,
    '',
    '| Size | Pages | Cold build | `main` raw / brotli | `runtime~main` raw / brotli | Both, raw, against ' + `${base.scale}× |`,
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.scale}× | ${r.pages} | ${minutesAndSeconds(r.build.seconds)} | ${kb(r.startScripts.main.raw)} / ${kb(r.startScripts.main.brotli)} | ` +
        `${kb(r.startScripts.runtime.raw)} / ${kb(r.startScripts.runtime.brotli)} | ${percent(startOf(r), startOf(base))} |`,
    ),
  ];
  if (results.every((r) => r.pageMeasures)) {
    lines.push('', '| Page | Size | Transferred (against ' + `${base.scale}×) | Total blocking time | LCP | Performance |`, '|---|---|---|---|---|---|');
    base.pageMeasures!.forEach((first, i) => {
      for (const r of results) {
        const m = r.pageMeasures![i]!;
        lines.push(
          `| ${first.kind} \`${first.path}\` | ${r.scale}× | ${kb(m.transfer)} (${percent(m.transfer, first.transfer)}) | ${m.tbt.toFixed(0)} ms | ${(m.lcp / 1000).toFixed(2)} s | ${m.performance.toFixed(0)} |`,
        );
      }
    });
  }
  return lines.join('\n');
}

function searchTables(all: SizeResult[], note: string): string {
  const results = all.flatMap((r) => (r.search ? [{...r, ...r.search}] : []));
  const lines = [
    `Measured with \`npm run bench:scale${process.argv.includes('--sizes') ? ` -- --sizes ${readSizes().join(',')}` : ''}\` on ${new Date().toISOString().slice(0, 10)} ` +
      `(Node.js ${process.versions.node}, Pagefind ${pagefindVersion()}; ${note}). Sizes: the real site (1×) and varied copies of its pages; ` +
      `first queries: Chromium, cold cache, localhost, compressed transfer with headers (the site's on both sides), time median of ${BROWSER_RUNS}.`,
    '',
    '| Size | Pages | Cold build (site search) | Peak memory, largest process / all | Pagefind indexing |',
    '|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.scale}× | ${r.pages} | ${minutesAndSeconds(r.build.seconds)} | ${gigabytes(r.build.largest.bytes)} / ${gigabytes(r.build.totalBytes)} | ` +
        `${r.pagefindBuild.seconds.toFixed(1)} s, ${gigabytes(r.pagefindBuild.largest.bytes)} |`,
    ),
    '',
    '| Size | Index | Files | Raw | gzip | brotli |',
    '|---|---|---|---|---|---|',
    ...results.flatMap((r) => [
      `| ${r.scale}× | site search | ${r.ours.files} | ${kb(r.ours.raw)} | ${kb(r.ours.gzip)} | ${kb(r.ours.brotli)} |`,
      `| ${r.scale}× | Pagefind | ${r.pagefind.files} | ${kb(r.pagefind.raw)} | ${kb(r.pagefind.gzip)} | ${kb(r.pagefind.brotli)} |`,
    ]),
    '',
    `| Size | Site search, largest part (gzip): manifest | term shard | fragment | word list | rest of a postings list |`,
    '|---|---|---|---|---|---|',
    ...results.map((r) => `| ${r.scale}× | ${kb(r.largest.manifest)} | ${kb(r.largest.t)} | ${kb(r.largest.f)} | ${kb(r.largest.w)} | ${kb(r.largest.r)} |`),
    `| budget | ${kb(SEARCH_INDEX_BUDGETS.manifest)} | ${kb(SEARCH_INDEX_BUDGETS.shard)} | ${kb(SEARCH_INDEX_BUDGETS.fragment)} | ${kb(SEARCH_INDEX_BUDGETS.words)} | ${kb(SEARCH_INDEX_BUDGETS.rest)} |`,
    '',
    '| Size | Query | Site search: downloaded (requests), keystroke to results | Pagefind: downloaded (requests), keystroke to results |',
    '|---|---|---|---|',
    ...results.flatMap((r) =>
      r.oursQueries.map((ours, i) => {
        const theirs = r.pagefindQueries[i];
        return (
          `| ${r.scale}× | ${ours.kind}: "${ours.query}" | ${kb(ours.bytes)} (${ours.requests}), ${median(ours.ms).toFixed(0)} ms, ${ours.hits} hits | ` +
          `${kb(theirs.bytes)} (${theirs.requests}), ${median(theirs.ms).toFixed(0)} ms, ${theirs.hits} results |`
        );
      }),
    ),
    '',
    '| Size | Records | Warm query in Node, site search (tuning queries × 5) |',
    '|---|---|---|',
    ...results.map((r) => `| ${r.scale}× | ${r.warm.records} | p50 ${r.warm.p50.toFixed(2)} ms, p95 ${r.warm.p95.toFixed(2)} ms |`),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  if (process.platform !== 'linux') throw new Error('reads memory from /proc: run it on Linux.');
  const loads = [os.loadavg()[0]];
  const results: SizeResult[] = [];
  for (const scale of readSizes()) {
    results.push(await measureSize(scale));
    loads.push(os.loadavg()[0]);
    console.error(pageTables(results, loadNote(loads, "each size's own build")));
  }
  const note = loadNote(loads, "each size's own build");
  const parts = readParts();
  const pages = pageTables(results, note);
  console.log(pages);
  if (parts.search) console.log(searchTables(results, note));
  if (process.argv.includes('--write')) {
    writeBenchmarkBlock('scale-pages', 'What a page costs as the site grows', pages);
    if (parts.search) writeBenchmarkBlock('scale', 'Search at scale', searchTables(results, note));
  }
}

main().catch((error: Error) => {
  console.error(`[bench:scale] ${error.message}`);
  process.exitCode = 1;
});
