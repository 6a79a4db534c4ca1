/**
 * Search benchmark: `npm run bench:search` (after `npm run build`).
 * Index size, query latency in Node, relevance on the kept query sets, and the
 * time from the first keystroke to results on screen in Chromium with a cold
 * cache. `--pagefind` adds Pagefind's relevance on the same pages and query
 * sets (indexed in a copy of the build, searched in Chromium). `--write` puts
 * the results into BENCHMARKS.md. Not a test: numbers are written down, never
 * asserted on timing.
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {chromium} from '@playwright/test';

import {normalizePagePath} from '../src/lib/build/normalizePagePath';
import {
  builtIndexParts,
  createSearchEngine,
  largestParts,
  loadQuerySet,
  measureRelevance,
  openBuiltIndex,
  pagesInOrder,
  readBuiltRecords,
  type RelevanceReport,
} from '@agenta-docs/search/node';
import {createStaticServer, listen} from './lib/static-server';
import {writeBenchmarkBlock} from './lib/benchmarks-file';
import {PAGEFIND_PAGE_PATH, pagefindCommand, pagefindVersion, preparePagefindSite} from './lib/pagefind';
import {loadNote} from './lib/bench-options';
import {searchRankingWeights, searchVocabulary} from '../config/search';
import {SEARCH_QUERY_SETS} from '../tests/search/query-sets';

const BUILD_DIR = 'build';
const QUERY_SETS = SEARCH_QUERY_SETS;
const SNIPPETS = ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'].map((a) => `${a}:10`);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Sizes of the index's files: all together, the manifest, the largest of each kind of part. */
function indexParts(dir: string) {
  const parts = builtIndexParts(dir);
  const total = parts.reduce((sum, part) => ({raw: sum.raw + part.raw, gzip: sum.gzip + part.gzip}), {raw: 0, gzip: 0});
  const largest = largestParts(parts);
  return {files: parts.length, total, manifest: largest.manifest, largest};
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

const MEASURE_IN_PAGE = `(async () => {
  const started = performance.now();
  window.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true}));
  const waitFor = (selector) => new Promise((resolve) => {
    const poll = () => {
      const found = document.querySelector(selector);
      if (found) resolve(found);
      else requestAnimationFrame(poll);
    };
    poll();
  });
  const input = await waitFor('.DocSearch-Input');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, 'evaluator');
  input.dispatchEvent(new Event('input', {bubbles: true}));
  await waitFor('.DocSearch-Hit');
  return performance.now() - started;
})()`;

/**
 * `settled`: the keystroke comes once the page is idle. Without it, it comes
 * the moment the page hydrates, when /evaluation/overview is still drawing
 * its Mermaid diagrams on the same thread (a reader who types at once).
 */
async function keystrokeToResults(runs: number, settled: boolean): Promise<number[]> {
  const server = createStaticServer({dir: BUILD_DIR, port: 0, compress: true});
  const origin = await listen(server, 0, '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  const timings: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      // A new context has an empty cache: the modal code and the index load cold.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/evaluation/overview`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      if (settled) {
        await page.waitForLoadState('networkidle');
        await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000}))');
      }
      // The reader's first keystroke is the shortcut that opens the modal; they type at once.
      // A string, not a function: the TypeScript loader would add helpers the page lacks.
      const elapsed = (await page.evaluate(MEASURE_IN_PAGE)) as number;
      timings.push(elapsed);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return timings;
}

/**
 * Pagefind's pages for every query, in its order: a copy of the build indexed and served as
 * bench:scale does (scripts/lib/pagefind.ts), searched in Chromium.
 */
async function pagefindAnswers(queries: string[]): Promise<{version: string; answers: Map<string, string[]>}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-pagefind-'));
  fs.cpSync(BUILD_DIR, dir, {recursive: true});
  execSync(pagefindCommand(dir), {stdio: 'ignore'});
  preparePagefindSite(dir);
  const server = createStaticServer({dir, port: 0, compress: true});
  const origin = await listen(server, 0, '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}${PAGEFIND_PAGE_PATH}`);
    const urls = (await page.evaluate(`(async () => {
      const pagefind = await import('/pagefind/pagefind.js');
      const out = [];
      for (const query of ${JSON.stringify(queries)}) {
        const search = await pagefind.search(query);
        const shown = await Promise.all(search.results.slice(0, 20).map((result) => result.data()));
        out.push(shown.map((data) => data.url));
      }
      return out;
    })()`)) as string[][];
    const answers = new Map(queries.map((query, i) => [query, pagesInOrder(urls[i]!.map((url) => normalizePagePath(url.split('#')[0]!)))]));
    return {version: pagefindVersion(), answers};
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const loads = [os.loadavg()[0]];
  const indexPath = path.join(BUILD_DIR, 'search-index.json');
  if (!fs.existsSync(indexPath)) throw new Error(`${indexPath} is missing: run \`npm run build\` first.`);
  const records = await readBuiltRecords(BUILD_DIR);
  const parts = indexParts(BUILD_DIR);

  // The engine from the built files, as the browser reads them: the first query loads its parts.
  const buildTimes: number[] = [];
  let engine = createSearchEngine(await openBuiltIndex(BUILD_DIR), searchVocabulary, {weights: searchRankingWeights});
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    engine = createSearchEngine(await openBuiltIndex(BUILD_DIR), searchVocabulary, {weights: searchRankingWeights});
    buildTimes.push(performance.now() - started);
  }

  const reports: Record<string, RelevanceReport> = {};
  const allQueries: string[] = [];
  for (const [name, file] of Object.entries(QUERY_SETS)) {
    const queries = loadQuerySet(file);
    allQueries.push(...queries.map((q) => q.query));
    const answers = new Map<string, string[]>();
    for (const {query} of queries) answers.set(query, pagesInOrder((await engine.search({query, hitsPerPage: 20})).hits.map((hit) => hit.url)));
    reports[name] = measureRelevance(queries, (query) => answers.get(query)!);
  }

  // Warm up once, then time every query five times, with the snippets DocSearch asks for.
  const latencies: number[] = [];
  for (let pass = 0; pass < 6; pass += 1) {
    for (const query of allQueries) {
      const started = performance.now();
      await engine.search({query, hitsPerPage: 20, attributesToSnippet: SNIPPETS});
      if (pass > 0) latencies.push(performance.now() - started);
    }
  }
  latencies.sort((a, b) => a - b);

  const pagefind = process.argv.includes('--pagefind') ? await pagefindAnswers(allQueries) : undefined;
  const pagefindReports = Object.fromEntries(
    Object.entries(QUERY_SETS).map(([name, file]) => [name, pagefind && measureRelevance(loadQuerySet(file), (query) => pagefind.answers.get(query)!)]),
  );

  const browser = !process.argv.includes('--no-browser');
  const browserRuns = browser ? await keystrokeToResults(7, false) : [];
  const settledRuns = browser ? await keystrokeToResults(7, true) : [];

  loads.push(os.loadavg()[0]);
  const lines = [
    `Measured with \`npm run bench:search\` on ${new Date().toISOString().slice(0, 10)} (Node.js ${process.versions.node}; ${loadNote(loads)}).`,
    '',
    '| Measure | Value | Target |',
    '|---|---|---|',
    `| Records | ${records.length} | |`,
    `| Index, all parts (${parts.files} files) | ${kb(parts.total.raw)} raw, ${kb(parts.total.gzip)} gzip | |`,
    `| Largest parts, gzip | manifest ${kb(parts.manifest)}, term shard ${kb(parts.largest.t)}, fragment ${kb(parts.largest.f)}, word list ${kb(parts.largest.w)} | the budgets of \`tests/build-output/search-index.test.ts\` |`,
    `| Engine start from the manifest in Node (median of 3) | ${median(buildTimes).toFixed(1)} ms | |`,
    `| Query latency in Node, ${allQueries.length} queries × 5 | p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms | p95 under 2 ms |`,
    ...(browser
      ? [
          `| First keystroke (Ctrl+K) to results on screen, Chromium, cold cache, localhost, median of ${browserRuns.length}: the moment the page hydrates | ${median(browserRuns).toFixed(0)} ms (runs: ${browserRuns.map((t) => t.toFixed(0)).join(', ')}) | under 300 ms |`,
          `| The same, once the page is idle | ${median(settledRuns).toFixed(0)} ms (runs: ${settledRuns.map((t) => t.toFixed(0)).join(', ')}) | under 300 ms |`,
        ]
      : ['| First keystroke to results (Chromium) | not run (`--no-browser`) | under 300 ms |']),
    ...Object.entries(reports).map(
      ([name, r]) =>
        `| Relevance, ${name} set (${r.queries} queries) | success@1 ${r.successAt1.toFixed(3)}, success@5 ${r.successAt5.toFixed(3)}, MRR ${r.mrr.toFixed(3)} | success@1 ≥ 0.85, success@5 ≥ 0.95 |`,
    ),
    ...Object.entries(pagefindReports).flatMap(([name, r]) =>
      r
        ? [
            `| Relevance of Pagefind ${pagefind!.version} on the same pages (\`--root-selector main\`), ${name} set | success@1 ${r.successAt1.toFixed(3)}, success@5 ${r.successAt5.toFixed(3)}, MRR ${r.mrr.toFixed(3)} | |`,
          ]
        : [],
    ),
    '',
    '| Query kind | Tuning set success@1 / @5 | Held-out set success@1 / @5 |',
    '|---|---|---|',
    ...Object.keys(reports.tuning.byKind).map((kind) => {
      const a = reports.tuning.byKind[kind];
      const b = reports['held out'].byKind[kind];
      const cell = (k?: {queries: number; successAt1: number; successAt5: number}) =>
        k ? `${k.successAt1.toFixed(2)} / ${k.successAt5.toFixed(2)} (${k.queries})` : '–';
      return `| ${kind} | ${cell(a)} | ${cell(b)} |`;
    }),
  ];
  const table = lines.join('\n');
  console.log(table);
  if (process.argv.includes('--verbose')) {
    for (const [name, r] of Object.entries(reports)) {
      console.log(`\nMisses at rank 1, ${name} set:`);
      for (const miss of r.misses) console.log(`  ${miss.kind}: "${miss.query}" → ${miss.got.join(', ')} (want ${miss.expect.join(' or ')})`);
    }
  }
  if (process.argv.includes('--write')) writeBenchmarkBlock('search', 'Search', table);
}

main().catch((error: Error) => {
  console.error(`[bench:search] ${error.message}`);
  process.exitCode = 1;
});
