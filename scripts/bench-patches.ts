/**
 * What each module patch buys: `npm run bench:patches [-- --runs 3] [--only id,id] [--write]`.
 *
 * Builds the site once as it is and once without each module patch of
 * src/patches/patches.yaml (DOCS_SKIP_PATCHES, each build with a cold
 * bundler cache), serves each build compressed, and runs Lighthouse (mobile
 * preset) on one page of each kind, interleaving the builds run by run so
 * that a machine's slow minute falls on all of them alike. For each patch it
 * reports, on the page kind where it matters most, how much more the page
 * transfers and how much longer its total blocking time and LCP are without
 * it, next to the spread of the unpatched build's own runs: a difference
 * smaller than that spread is noise. `--write` puts the table in BENCHMARKS.md
 * (with `--only`, in a block of its own).
 * Run it on a quiet machine: it takes about an hour.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import {readManifest} from '../src/patches/manifest';
import {readOption, readRuns} from './lib/bench-options';
import {writeBenchmarkBlock} from './lib/benchmarks-file';
import {PAGE_KINDS, median, runLighthouse, type RunResult} from './lib/lighthouse-pages';
import {createStaticServer, listen} from './lib/static-server';

const BASELINE = 'all patches';

/** A production build into `outDir`, without the patches `skip` names, from a cold bundler cache. */
function build(outDir: string, skip: string[]): void {
  for (const cache of ['node_modules/.cache/rspack', 'node_modules/.cache/webpack']) fs.rmSync(cache, {recursive: true, force: true});
  console.error(`[bench:patches] building ${skip.length ? `without ${skip.join(', ')}` : 'with every patch'}`);
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    env: {...process.env, DOCS_SKIP_PATCHES: skip.join(',')},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the build without ${skip.join(', ') || 'nothing'} failed`);
}

type Variant = {name: string; dir: string; origin?: string; scriptBytes?: number; results: Map<string, RunResult[]>};

/**
 * The gzip size of every script the build holds, loaded on first view or later (the request
 * panel's chunks load only when a reader opens an API page): a patch that trims a lazily
 * loaded chunk shows here and not in a page's transfer. Unlike timings, it does not vary.
 */
function scriptBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    total += zlib.gzipSync(fs.readFileSync(path.join(entry.parentPath, entry.name))).length;
  }
  return total;
}

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

async function main(): Promise<void> {
  const runs = readRuns(3);
  const only = readOption('--only')?.split(',');
  const ids = readManifest()
    .filter((patch) => patch.kind === 'module' && (!only || only.includes(patch.id)))
    .map((patch) => patch.id);
  if (only && ids.length !== only.length) throw new Error(`no module patch named ${only.filter((id) => !ids.includes(id)).join(', ')}`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-patches-'));
  const variants: Variant[] = [BASELINE, ...ids].map((name) => ({name, dir: path.join(root, name), results: new Map()}));
  const started = performance.now();
  const servers = [];
  try {
    for (const variant of variants) {
      build(variant.dir, variant.name === BASELINE ? [] : [variant.name]);
      variant.scriptBytes = scriptBytes(path.join(variant.dir, 'assets'));
      const server = createStaticServer({dir: variant.dir, port: 0, compress: true});
      servers.push(server);
      variant.origin = await listen(server, 0, '127.0.0.1');
    }
    for (let run = 0; run < runs; run += 1) {
      for (const variant of variants) {
        for (const page of PAGE_KINDS) {
          const result = await runLighthouse(`${variant.origin}${page.path}`);
          variant.results.set(page.path, [...(variant.results.get(page.path) ?? []), result]);
        }
        console.error(`[bench:patches] run ${run + 1}/${runs}: ${variant.name}`);
      }
    }
  } finally {
    for (const server of servers) server.close();
    fs.rmSync(root, {recursive: true, force: true});
  }

  const [baseline, ...patched] = variants as [Variant, ...Variant[]];
  const rows = patched.map((variant) => {
    // Per page kind: what leaving the patch out adds (medians), and the unpatched build's spread.
    const pages = PAGE_KINDS.map(({kind, path: pagePath}) => {
      const ours = baseline.results.get(pagePath)!;
      const theirs = variant.results.get(pagePath)!;
      const delta = (measure: (result: RunResult) => number) => median(theirs.map(measure)) - median(ours.map(measure));
      return {
        kind,
        bytes: delta((result) => result.transferBytes),
        tbt: delta((result) => result.tbtMs),
        tbtSpread: spread(ours.map((result) => result.tbtMs)),
        lcp: delta((result) => result.lcpMs),
        lcpSpread: spread(ours.map((result) => result.lcpMs)),
      };
    });
    const byBytes = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const byTbt = pages.reduce((a, b) => (b.tbt > a.tbt ? b : a));
    const byLcp = pages.reduce((a, b) => (b.lcp > a.lcp ? b : a));
    const moreScript = variant.scriptBytes! - baseline.scriptBytes!;
    const aboveNoise = byBytes.bytes >= 1024 || moreScript >= 1024 || byTbt.tbt > byTbt.tbtSpread || byLcp.lcp > byLcp.lcpSpread;
    return [
      `\`${variant.name}\``,
      `${(moreScript / 1024).toFixed(1)} KB`,
      `${(byBytes.bytes / 1024).toFixed(1)} KB (${byBytes.kind})`,
      `${byTbt.tbt.toFixed(0)} ms (${byTbt.kind}; spread ${byTbt.tbtSpread.toFixed(0)} ms)`,
      `${byLcp.lcp.toFixed(0)} ms (${byLcp.kind}; spread ${byLcp.lcpSpread.toFixed(0)} ms)`,
      aboveNoise ? 'yes' : 'no',
    ].join(' | ');
  });
  const minutes = ((performance.now() - started) / 60000).toFixed(0);
  const table = [
    `Measured with \`npm run bench:patches${runs === 3 ? '' : ` -- --runs ${runs}`}\` on ${new Date().toISOString().slice(0, 10)} (2 cores, Lighthouse's mobile preset), ${runs} interleaved runs of each build on each page kind, ${minutes} min in all. Each row: what the page kind that loses most transfers more, and how much longer its total blocking time and LCP are (medians), without that one patch, and how much more script (gzip) the whole build holds, lazily loaded chunks included; the spread is the difference between the fastest and slowest run of the build with every patch. "Above noise": at least 1 KB more script or transfer, or a time difference larger than its spread.`,
    '',
    '| Patch left out | More script in the build | More bytes transferred | Longer total blocking time | Later LCP | Above noise |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
  console.log(table);
  // A run of some patches goes in a block of its own, beside the full run's.
  if (process.argv.includes('--write')) {
    if (only) writeBenchmarkBlock(`patches-${only.join('-')}`, `What ${only.join(', ')} buys`, table);
    else writeBenchmarkBlock('patches', 'What each patch buys', table);
  }
}

main().catch((error: Error) => {
  console.error(`[bench:patches] ${error.message}`);
  process.exitCode = 1;
});
