import fs from 'node:fs';

/**
 * Replaces the block between `<!-- bench:<id>:start -->` and `<!-- bench:<id>:end -->`
 * in BENCHMARKS.md with `table`, or appends it under `heading` the first time.
 */
export function writeBenchmarkBlock(id: string, heading: string, table: string, file = 'BENCHMARKS.md'): void {
  const start = `<!-- bench:${id}:start -->`;
  const end = `<!-- bench:${id}:end -->`;
  const current = fs.readFileSync(file, 'utf8');
  const block = `${start}\n${table}\n${end}`;
  const next = current.includes(start)
    ? current.slice(0, current.indexOf(start)) + block + current.slice(current.indexOf(end) + end.length)
    : `${current.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  fs.writeFileSync(file, next);
  console.log(`\nWritten to ${file}.`);
}
