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
 * build (1 by default); `--write` puts the results into BENCHMARKS.md. The
 * targets: 4 minutes on 2 cores, under 2 GB.
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
  const results: MeasuredRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    clearCaches();
    const result = await runMeasured('npm run --silent build');
    results.push(result);
    console.error(
      `[bench:build] run ${run + 1}/${runs}: ${minutesAndSeconds(result.seconds)}, ` +
        `largest process ${gigabytes(result.largest.bytes)} (${result.largest.command}), tree ${gigabytes(result.totalBytes)}`,
    );
  }

  const rows = results.map((result, index) =>
    [
      `${index + 1}`,
      minutesAndSeconds(result.seconds),
      `${Math.round((result.cpuSeconds / result.seconds) * 100)} %`,
      `${gigabytes(result.largest.bytes)} (\`${result.largest.command}\`)`,
      gigabytes(result.totalBytes),
    ].join(' | '),
  );
  const table = [
    `Measured with \`npm run bench:build${runs === 1 ? '' : ` -- --runs ${runs}`}\` on ${new Date().toISOString().slice(0, 10)} ` +
      `(${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node.js ${process.versions.node}): ` +
      '`npm run clear`, then `npm run build` (API pages generated, every page built, the Mermaid diagrams drawn in Chromium). ' +
      'Memory is read from /proc four times a second: the resident set of the largest process, and the proportional set ' +
      '(shared pages counted once) of all the processes together; GB are 10⁹ bytes. Targets: 4 minutes, 2 GB.',
    '',
    '| Cold build | Wall clock | CPU (of one core) | Peak memory, largest process | Peak memory, all processes |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
  console.log(table);

  if (process.argv.includes('--write')) writeBenchmarkBlock('build', 'Build time', table);
}

main().catch((error: Error) => {
  console.error(`[bench:build] ${error.message}`);
  process.exitCode = 1;
});
