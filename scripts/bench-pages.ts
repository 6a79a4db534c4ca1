/**
 * Page benchmark: `npm run bench:pages` (after `npm run build`).
 * Runs Lighthouse (its default config: the mobile preset, simulated slow 4G
 * and 4× CPU slowdown) on one page of each kind, served from build/ compressed
 * as a static host serves it, and reports the median of each measure over the
 * runs. `--runs N` sets the runs per page (3 by default); `--write` puts the
 * results into BENCHMARKS.md. Not a test: scores move from run to run, so the
 * numbers are written down, never asserted on (tests/build-output/page-budgets.test.ts
 * holds the byte budgets that can be asserted). A second table says, for each
 * page's median run, what Lighthouse's LCP estimate waited for
 * (scripts/lib/lcp-graph.ts), which is where to look before changing a page.
 */
import fs from 'node:fs';

import {machineNote, readRuns} from './lib/bench-options';
import {writeBenchmarkBlock} from './lib/benchmarks-file';
import {describeLcpGraph, summarizeLcpGraph} from './lib/lcp-graph';
import {PAGE_KINDS, runLighthouse, type RunResult, CATEGORIES, median} from './lib/lighthouse-pages';
import {createStaticServer, listen} from './lib/static-server';

const BUILD_DIR = 'build';

async function main(): Promise<void> {
  if (!fs.existsSync(`${BUILD_DIR}/index.html`)) throw new Error(`${BUILD_DIR} is missing: run \`npm run build\` first.`);
  const runs = readRuns(3);
  const server = createStaticServer({dir: BUILD_DIR, port: 0, compress: true});
  const origin = await listen(server, 0, '127.0.0.1');
  const rows: string[] = [];
  const lcpRows: string[] = [];
  const external = new Set<string>();
  const started = performance.now();
  try {
    for (const page of PAGE_KINDS) {
      const results: RunResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await runLighthouse(`${origin}${page.path}`);
        result.externalRequests.forEach((url) => external.add(url));
        results.push(result);
        console.error(
          `[bench:pages] ${page.path} run ${run + 1}/${runs}: performance ${result.scores.performance}, LCP ${result.lcpMs.toFixed(0)} ms, TBT ${result.tbtMs.toFixed(0)} ms`,
        );
      }
      const score = (id: (typeof CATEGORIES)[number]) => median(results.map((r) => r.scores[id])).toFixed(0);
      rows.push(
        [
          `${page.kind} \`${page.path}\``,
          score('performance'),
          score('accessibility'),
          score('best-practices'),
          score('seo'),
          `${(median(results.map((r) => r.lcpMs)) / 1000).toFixed(2)} s`,
          `${median(results.map((r) => r.tbtMs)).toFixed(0)} ms`,
          median(results.map((r) => r.cls)).toFixed(3),
          `${(median(results.map((r) => r.transferBytes)) / 1024).toFixed(0)} KB`,
        ].join(' | '),
      );
      // The run whose LCP is the median (the lower one of two middle runs).
      const medianRun = [...results].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((results.length - 1) / 2)];
      const waits = summarizeLcpGraph(medianRun.lcpGraph);
      lcpRows.push(
        [`${page.kind} \`${page.path}\``, `${(medianRun.lcpMs / 1000).toFixed(2)} s`, describeLcpGraph(waits), `${waits.taskMs.toFixed(0)} ms`].join(' | '),
      );
    }
  } finally {
    server.close();
  }
  const minutes = ((performance.now() - started) / 60000).toFixed(1);

  const table = [
    `Measured with \`npm run bench:pages${runs === 3 ? '' : ` -- --runs ${runs}`}\` on ${new Date().toISOString().slice(0, 10)} (${machineNote()}, Node.js ${process.versions.node}, Chromium headless, Lighthouse's mobile preset with simulated throttling), median of ${runs} run${runs === 1 ? '' : 's'} per page, ${minutes} min in all. Served from \`build/\` on 127.0.0.1, compressed (the build's brotli copies of scripts, style sheets and the search index; brotli at level 4 on the fly for pages).`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Page weight (transferred) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
    external.size ? `External requests attempted (blocked): ${[...external].sort().join(', ')}.` : 'No page asked for anything outside the local server.',
    '',
    "What each page's LCP waited for, in its median run: Lighthouse replays, on its simulated network (1.6 Mbit/s, 150 ms round trips) and a CPU slowed down 4×, the requests that had finished when the page drew its largest element (less scripts that had not run by then) and the main-thread tasks that ran those scripts or laid the page out; the LCP is when the replay ends.",
    '',
    '| Page | LCP | Requests replayed (largest) | Main-thread work replayed |',
    '|---|---|---|---|',
    ...lcpRows.map((row) => `| ${row} |`),
  ].join('\n');
  console.log(table);

  if (process.argv.includes('--write')) writeBenchmarkBlock('pages', 'Pages (Lighthouse)', table);
}

main().catch((error: Error) => {
  console.error(`[bench:pages] ${error.message}`);
  process.exitCode = 1;
});
