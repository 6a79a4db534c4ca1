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
  const cores = `${os.cpus().length} cores (${cpuModel()})`;
  const highest = Math.max(...loads);
  const range = loads.length > 1 ? `${Math.min(...loads).toFixed(1)}-${highest.toFixed(1)}` : highest.toFixed(1);
  // A benchmark that builds the site raises the load itself: read after its own work, a high load says nothing of other jobs.
  if (ownWork) return `load average ${range} on ${cores}, read after ${ownWork}`;
  return highest > os.cpus().length
    ? `load average ${range} on ${cores}: other jobs shared the machine, so the timings are upper bounds`
    : `load average ${range} on ${cores}`;
}

/**
 * The machine a benchmark ran on, for the line above its table: cores, CPU model and the load
 * average (one-minute), as read at the times given (a range when there are several).
 */
export function machineNote(loads: readonly number[] = [os.loadavg()[0]]): string {
  const range = loads.length > 1 ? `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}` : (loads[0] ?? 0).toFixed(1);
  return `${os.cpus().length} cores, ${cpuModel()}, load average ${range}`;
}

/** The CPU's model as the system names it. */
export function cpuModel(): string {
  return os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() || 'unknown CPU';
}

/** The value after `--name` on the command line, if given. */
export function readOption(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}
