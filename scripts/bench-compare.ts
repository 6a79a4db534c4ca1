/**
 * Two builds of the site side by side in Lighthouse:
 * `npm run bench:compare -- --before <dir> [--after build] [--label <text>] [--runs 3] [--write]`.
 *
 * Serves both build folders compressed, as `bench:pages` does, and runs
 * Lighthouse (mobile preset) on one page of each kind, alternating between
 * the two builds run by run so that a machine's slow minute falls on both
 * alike. Reports each measure's median per build. For a change that should
 * cost readers nothing (a refactoring, an upgrade): build the commit before it
 * into a folder (`npx docusaurus build --out-dir <dir>` in a checkout of it),
 * build the current one, and compare. `--label` says in the table what the
 * two builds are; `--write` puts it in BENCHMARKS.md.
 */
import fs from 'node:fs';
import os from 'node:os';

import {loadNote, readOption, readRuns} from './lib/bench-options';
import {writeBenchmarkBlock} from './lib/benchmarks-file';
import {PAGE_KINDS, median, runLighthouse, type RunResult} from './lib/lighthouse-pages';
import {createStaticServer, listen} from './lib/static-server';

type Side = {name: string; dir: string; origin?: string; results: Map<string, RunResult[]>};

async function main(): Promise<void> {
  const before = readOption('--before');
  const after = readOption('--after') ?? 'build';
  if (!before) throw new Error('--before <folder> names the build to compare with (e.g. an older commit built with --out-dir)');
  for (const dir of [before, after]) {
    if (!fs.existsSync(`${dir}/index.html`)) throw new Error(`${dir} holds no built site (no index.html)`);
  }
  const runs = readRuns(3);
  const sides: Side[] = [
    {name: 'before', dir: before, results: new Map()},
    {name: 'after', dir: after, results: new Map()},
  ];
  const servers = [];
  const loads: number[] = [];
  const started = performance.now();
  try {
    for (const side of sides) {
      const server = createStaticServer({dir: side.dir, port: 0, compress: true});
      servers.push(server);
      side.origin = await listen(server, 0, '127.0.0.1');
    }
    for (let run = 0; run < runs; run += 1) {
      for (const page of PAGE_KINDS) {
        for (const side of sides) {
          const result = await runLighthouse(`${side.origin}${page.path}`);
          side.results.set(page.path, [...(side.results.get(page.path) ?? []), result]);
        }
      }
      loads.push(os.loadavg()[0]);
      console.error(`[bench:compare] run ${run + 1}/${runs} done`);
    }
  } finally {
    for (const server of servers) server.close();
  }

  const cell = (side: Side, pagePath: string) => {
    const results = side.results.get(pagePath)!;
    const of = (measure: (result: RunResult) => number) => median(results.map(measure));
    return [
      `${of((r) => r.scores.performance).toFixed(0)} / ${of((r) => r.scores.accessibility).toFixed(0)} / ${of((r) => r.scores['best-practices']).toFixed(0)} / ${of((r) => r.scores.seo).toFixed(0)}`,
      `${(of((r) => r.lcpMs) / 1000).toFixed(2)} s`,
      `${of((r) => r.tbtMs).toFixed(0)} ms`,
      `${(of((r) => r.transferBytes) / 1024).toFixed(0)} KB`,
    ];
  };
  const rows = PAGE_KINDS.flatMap(({kind, path: pagePath}) =>
    sides.map((side) => `| ${kind} \`${pagePath}\` | ${side.name} | ${cell(side, pagePath).join(' | ')} |`),
  );
  const minutes = ((performance.now() - started) / 60000).toFixed(0);
  const label = readOption('--label');
  const table = [
    `Measured with \`npm run bench:compare${runs === 3 ? '' : ` -- --runs ${runs}`}\` on ${new Date().toISOString().slice(0, 10)} (Lighthouse's mobile preset; ${loadNote(loads)}), median of ${runs} runs per page and build, the builds alternating, ${minutes} min in all.${label ? ` ${label}` : ''}`,
    '',
    '| Page | Build | Performance / accessibility / best practices / SEO | LCP | TBT | Transferred |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(table);
  if (process.argv.includes('--write')) writeBenchmarkBlock('compare', 'Before and after', table);
}

main().catch((error: Error) => {
  console.error(`[bench:compare] ${error.message}`);
  process.exitCode = 1;
});
