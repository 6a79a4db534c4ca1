/** The `--runs N` option of the benchmark scripts: how many times to measure, `defaultRuns` without it. */
export function readRuns(defaultRuns: number): number {
  const index = process.argv.indexOf('--runs');
  if (index === -1) return defaultRuns;
  const runs = Number(process.argv[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  return runs;
}
