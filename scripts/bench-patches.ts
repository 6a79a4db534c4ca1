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
 * (with `--only`, in a block of its own) and each measured patch's `gain:` in
 * src/patches/patches.yaml (scripts/lib/patch-gains.ts). Patches that leaving
 * one out leaves out too (route data's four) are built once, as the first of
 * them in the manifest; the others' gain points to it.
 * Run it on a quiet machine: it takes about an hour.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import {readManifest} from '../src/patches/manifest';
import {withRouteDataPatches} from '../src/plugins/route-data';
import {machineNote, readOption, readRuns} from './lib/bench-options';
import {writeBenchmarkBlock} from './lib/benchmarks-file';
import {gainText, measuredWithText, writeGains, type PatchMeasurement} from './lib/patch-gains';
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
  const modulePatches = readManifest()
    .filter((patch) => patch.kind === 'module')
    .map((patch) => patch.id);
  const listed = modulePatches.filter((id) => !only || only.includes(id));
  if (only && listed.length !== only.length) throw new Error(`no module patch named ${only.filter((id) => !listed.includes(id)).join(', ')}`);
  const measuredWith = new Map<string, string>();
  const ids: string[] = [];
  for (const id of listed) {
    const first = modulePatches.find((other) => withRouteDataPatches([id]).includes(other)) ?? id;
    if (first !== id) measuredWith.set(id, first);
    if (!ids.includes(first)) ids.push(first);
  }
  const loads = [os.loadavg()[0]!];
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
        loads.push(os.loadavg()[0]!);
      }
    }
  } finally {
    for (const server of servers) server.close();
    fs.rmSync(root, {recursive: true, force: true});
  }

  const [baseline, ...patched] = variants as [Variant, ...Variant[]];
  const date = new Date().toISOString().slice(0, 10);
  const machine = machineNote(loads);
  const command = `npm run bench:patches${only ? ` -- --only ${ids.join(',')}` : ''}${runs === 3 ? '' : `${only ? '' : ' --'} --runs ${runs}`}`;
  const measurements: PatchMeasurement[] = [];
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
    measurements.push({
      id: variant.name,
      date,
      command,
      runs,
      machine,
      moreScriptKb: moreScript / 1024,
      moreBytes: {kb: byBytes.bytes / 1024, page: byBytes.kind},
      tbt: {ms: byTbt.tbt, page: byTbt.kind, spreadMs: byTbt.tbtSpread},
      lcp: {ms: byLcp.lcp, page: byLcp.kind, spreadMs: byLcp.lcpSpread},
      aboveNoise,
    });
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
    `Measured with \`${command}\` on ${date} (${machine}; Lighthouse's mobile preset), ${runs} interleaved runs of each build on each page kind, ${minutes} min in all. Each row: what the page kind that loses most transfers more, and how much longer its total blocking time and LCP are (medians), without that one patch, and how much more script (gzip) the whole build holds, lazily loaded chunks included; the spread is the difference between the fastest and slowest run of the build with every patch. "Above noise": at least 1 KB more script or transfer, or a time difference larger than its spread.`,
    '',
    '| Patch left out | More script in the build | More bytes transferred | Longer total blocking time | Later LCP | Above noise |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
  console.log(table);
  // A run of some patches goes in a block of its own, beside the full run's.
  if (process.argv.includes('--write')) {
    if (only) writeBenchmarkBlock(`patches-${ids.join('-')}`, `What ${ids.join(', ')} buys`, table);
    else writeBenchmarkBlock('patches', 'What each patch buys', table);
    const gains = new Map(measurements.map((measurement) => [measurement.id, gainText(measurement)]));
    for (const [id, first] of measuredWith) gains.set(id, measuredWithText(first));
    writeGains(gains);
    console.log(`Gains written to src/patches/patches.yaml: ${[...gains.keys()].join(', ')}.`);
  }
}

main().catch((error: Error) => {
  console.error(`[bench:patches] ${error.message}`);
  process.exitCode = 1;
});
