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
 * memory), to show what the cap buys; `--write` puts the results into
 * BENCHMARKS.md. The targets: 4 minutes on 2 cores, under 2 GB.
 */
import {spawnSync} from 'node:child_process';
import os from 'node:os';

import {readRuns} from './lib/bench-options';
import {writeBenchmarkBlock} from './lib/benchmarks-file';
import {gigabytes, minutesAndSeconds, runMeasured, type MeasuredRun} from './lib/measured-run';

function clearCaches(): void {
  const result = spawnSync('npm', ['run', '--silent', 'clear'], {stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error('`npm run clear` failed.');
}

async function main(): Promise<void> {
  if (process.platform !== 'linux') throw new Error('reads memory from /proc: run it on Linux.');
  const runs = readRuns(1);
  const compareCap = process.argv.includes('--without-heap-cap');
  const heaps = compareCap ? ['capped', 'uncapped'] as const : ['capped'] as const;
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
  const results: (MeasuredRun & {heap: (typeof heaps)[number]})[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const heap of heaps) {
      clearCaches();
      // npm sets NODE_OPTIONS from `.npmrc`'s node-options, and this script inherits it: a blank
      // node-options stops npm setting it, and the inherited value goes too.
      const env = heap === 'uncapped' ? {...process.env, NODE_OPTIONS: '', npm_config_node_options: ' '} : process.env;
      const result = {...(await runMeasured('npm run --silent build', process.cwd(), env)), heap};
      results.push(result);
      console.error(
        `[bench:build] run ${run + 1}/${runs} (${heap} heap): ${minutesAndSeconds(result.seconds)}, ` +
          `largest process ${gigabytes(result.largest.bytes)} (${result.largest.command}), tree ${gigabytes(result.totalBytes)}`,
      );
    }
  }

  const rows = results.map((result, index) =>
    [
      `${Math.floor(index / heaps.length) + 1}`,
      heapLabel[result.heap],
      minutesAndSeconds(result.seconds),
      `${Math.round((result.cpuSeconds / result.seconds) * 100)} %`,
      `${gigabytes(result.largest.bytes)} (\`${result.largest.command}\`)`,
      gigabytes(result.totalBytes),
    ].join(' | '),
  );
  const table = [
    `Measured with \`npm run bench:build${runs === 1 && !compareCap ? '' : ` --${runs === 1 ? '' : ` --runs ${runs}`}${compareCap ? ' --without-heap-cap' : ''}`}\` on ${new Date().toISOString().slice(0, 10)} ` +
      `(${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node.js ${process.versions.node}): ` +
      '`npm run clear`, then `npm run build` (API pages generated, every page built, the Mermaid diagrams drawn in Chromium). ' +
      'Memory is read from /proc four times a second: the resident set of the largest process, and the proportional set ' +
      '(shared pages counted once) of all the processes together; GB are 10⁹ bytes. Targets: 4 minutes, 2 GB.',
    '',
    '| Cold build | JavaScript heap limit | Wall clock | CPU (of one core) | Peak memory, largest process | Peak memory, all processes |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
  console.log(table);

  if (process.argv.includes('--write')) writeBenchmarkBlock('build', 'Build time', table);
}

main().catch((error: Error) => {
  console.error(`[bench:build] ${error.message}`);
  process.exitCode = 1;
});
