/**
 * Build benchmark: `npm run bench:build`.
 * Runs the cold production build of the whole site the way a reader does,
 * `npm run build` (API pages generated as the site loads), after
 * `npm run clear` has emptied Docusaurus's caches (the bundler's and the
 * Mermaid diagrams'). Reports the wall-clock time, the CPU time, and the peak
 * memory: the resident set of the largest process (what `/usr/bin/time -v`
 * reports) and the proportional set of the whole process tree, the build and
 * the Chromium that draws the diagrams (shared pages counted once). Sampled
 * from /proc four times a second, so Linux only. `--runs N` repeats the cold
 * build (1 by default); `--without-heap-cap` follows each run with one
 * that ignores `.npmrc`'s heap cap (V8's own limit, set by the machine's
 * memory), to show what the cap buys; `--against <dir>` builds another
 * checkout of the site (with its own node_modules, e.g. a `git worktree` of
 * an older commit) the same way after each run, so two commits are compared
 * within one run; `--one-version` follows each run with one of the latest docs
 * version alone (`DOCS_VERSIONS=latest`), to show what the older versions cost;
 * `--write` puts the results into BENCHMARKS.md. The
 * targets: 4 minutes on the 2 cores CI has, under 2 GB.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {cpuModel, readRuns} from './lib/bench-options';
import {writeBenchmarkBlock} from './lib/benchmarks-file';
import {gigabytes, minutesAndSeconds, runMeasured, type MeasuredRun} from './lib/measured-run';

function clearCaches(cwd: string): void {
  const result = spawnSync('npm', ['run', '--silent', 'clear'], {cwd, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`\`npm run clear\` failed in ${cwd}.`);
}

/** The checkout's commit, as git names it briefly. */
function commitOf(cwd: string): string {
  return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd, encoding: 'utf8'}).trim();
}

/** HTML pages the build wrote. */
function pagesBuilt(cwd: string): number {
  const dir = path.join(cwd, 'build');
  return (fs.readdirSync(dir, {recursive: true}) as string[]).filter((file) => file.endsWith('.html')).length;
}

/** The directory after `--against`, checked, or undefined. */
function againstDir(): string | undefined {
  const at = process.argv.indexOf('--against');
  if (at === -1) return undefined;
  const dir = process.argv[at + 1];
  if (!dir || dir.startsWith('--')) throw new Error('--against needs a directory: another checkout of the site.');
  const resolved = path.resolve(dir);
  if (!fs.existsSync(path.join(resolved, 'package.json')) || !fs.existsSync(path.join(resolved, 'node_modules'))) {
    throw new Error(`--against ${dir}: not a checkout of the site with its node_modules (run npm ci there first).`);
  }
  return resolved;
}

async function main(): Promise<void> {
  if (process.platform !== 'linux') throw new Error('reads memory from /proc: run it on Linux.');
  const runs = readRuns(1);
  const compareCap = process.argv.includes('--without-heap-cap');
  const heaps = compareCap ? (['capped', 'uncapped'] as const) : (['capped'] as const);
  // V8's limit when nothing sets one, read in a process started without NODE_OPTIONS.
  const defaultLimit = compareCap
    ? Number(
        spawnSync(process.execPath, ['-p', 'require("node:v8").getHeapStatistics().heap_size_limit'], {
          env: {...process.env, NODE_OPTIONS: ''},
          encoding: 'utf8',
        }).stdout,
      )
    : 0;
  const heapLabel = {capped: '1 GB (`.npmrc`)', uncapped: `V8's default, ${gigabytes(defaultLimit)}`};
  const against = againstDir();
  const oneVersion = process.argv.includes('--one-version');
  type Variant = {cwd: string; heap: (typeof heaps)[number]; latestOnly?: boolean};
  const variants: Variant[] = [
    ...heaps.map((heap) => ({cwd: process.cwd(), heap})),
    ...(oneVersion ? [{cwd: process.cwd(), heap: 'capped' as const, latestOnly: true}] : []),
    ...(against ? [{cwd: against, heap: 'capped' as const}] : []),
  ];
  const results: (MeasuredRun & Variant & {pages: number})[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const variant of variants) {
      clearCaches(variant.cwd);
      // npm sets NODE_OPTIONS from `.npmrc`'s node-options, and this script inherits it: a blank
      // node-options stops npm setting it, and the inherited value goes too.
      const env = {
        ...(variant.heap === 'uncapped' ? {...process.env, NODE_OPTIONS: '', npm_config_node_options: ' '} : process.env),
        ...(variant.latestOnly ? {DOCS_VERSIONS: 'latest'} : {}),
      };
      const measured = await runMeasured('npm run --silent build', variant.cwd, env);
      const result = {...measured, ...variant, pages: pagesBuilt(variant.cwd)};
      results.push(result);
      console.error(
        `[bench:build] run ${run + 1}/${runs} (${commitOf(variant.cwd)}${variant.latestOnly ? ', latest version only' : ''}, ${variant.heap} heap): ${minutesAndSeconds(result.seconds)}, ` +
          `largest process ${gigabytes(result.largest.bytes)} (${result.largest.command}), tree ${gigabytes(result.totalBytes)}`,
      );
    }
  }

  const rows = results.map((result, index) =>
    [
      `${Math.floor(index / variants.length) + 1}`,
      `${commitOf(result.cwd)}${result.cwd === process.cwd() ? '' : ' (`--against`)'}${result.latestOnly ? ', latest docs version only (`--one-version`)' : ''}, ${result.pages} pages`,
      heapLabel[result.heap],
      minutesAndSeconds(result.seconds),
      `${Math.round((result.cpuSeconds / result.seconds) * 100)} %`,
      `${gigabytes(result.largest.bytes)} (\`${result.largest.command}\`)`,
      gigabytes(result.totalBytes),
    ].join(' | '),
  );
  // Two versions against one, run for run: the ratio the versions cost (target: at most 1.6).
  const ratios = oneVersion
    ? results
        .filter((result) => result.latestOnly)
        .map((single) => {
          const index = results.indexOf(single);
          // The same run's build of every version, with the same heap cap: its first variant.
          const both = results[Math.floor(index / variants.length) * variants.length]!;
          return `run ${Math.floor(index / variants.length) + 1}: ${(both.seconds / single.seconds).toFixed(2)}× the time, ${(both.largest.bytes / single.largest.bytes).toFixed(2)}× the largest process, ${(both.totalBytes / single.totalBytes).toFixed(2)}× all processes`;
        })
    : [];
  const table = [
    `Measured with \`npm run bench:build${runs === 1 && !compareCap && !against ? '' : ` --${runs === 1 ? '' : ` --runs ${runs}`}${compareCap ? ' --without-heap-cap' : ''}${oneVersion ? ' --one-version' : ''}${against ? ' --against <dir>' : ''}`}\` on ${new Date().toISOString().slice(0, 10)} ` +
      `(${os.cpus().length} cores, ${cpuModel()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node.js ${process.versions.node}): ` +
      '`npm run clear`, then `npm run build` (API pages generated, every page built, the Mermaid diagrams drawn in Chromium). ' +
      'Memory is read from /proc four times a second: the resident set of the largest process, and the proportional set ' +
      '(shared pages counted once) of all the processes together; GB are 10⁹ bytes. Targets: 4 minutes, 2 GB.',
    '',
    '| Cold build | Commit | JavaScript heap limit | Wall clock | CPU (of one core) | Peak memory, largest process | Peak memory, all processes |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    ...(ratios.length ? ['', `Every docs version against the latest alone: ${ratios.join('; ')} (target: at most 1.6×).`] : []),
  ].join('\n');
  console.log(table);

  if (process.argv.includes('--write')) writeBenchmarkBlock('build', 'Build time', table);
}

main().catch((error: Error) => {
  console.error(`[bench:build] ${error.message}`);
  process.exitCode = 1;
});
