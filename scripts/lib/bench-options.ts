/** The `--runs N` option of the benchmark scripts: how many times to measure, `defaultRuns` without it. */
export function readRuns(defaultRuns: number, argv: readonly string[] = process.argv): number {
  const index = argv.indexOf('--runs');
  if (index === -1) return defaultRuns;
  const runs = Number(argv[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  return runs;
}
