import os from 'node:os';

/** The `--runs N` option of the benchmark scripts: how many times to measure, `defaultRuns` without it. */
export function readRuns(defaultRuns: number): number {
  const index = process.argv.indexOf('--runs');
  if (index === -1) return defaultRuns;
  const runs = Number(process.argv[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  return runs;
}

/**
 * How busy the machine was, for the line above a table of timings: the
 * machine is shared, and timings taken while other jobs ran are upper bounds.
 */
export function loadNote(loads: readonly number[] = [os.loadavg()[0]], ownWork?: string): string {
  const cores = os.cpus().length;
  const highest = Math.max(...loads);
  const range = loads.length > 1 ? `${Math.min(...loads).toFixed(1)}-${highest.toFixed(1)}` : highest.toFixed(1);
  // A benchmark that builds the site raises the load itself: read after its own work, a high load says nothing of other jobs.
  if (ownWork) return `load average ${range} on ${cores} cores, read after ${ownWork}`;
  return highest > cores
    ? `load average ${range} on ${cores} cores: other jobs shared the machine, so the timings are upper bounds`
    : `load average ${range} on ${cores} cores`;
}

/** The value after `--name` on the command line, if given. */
export function readOption(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}
