/**
 * The `gain:` of each module patch in src/patches/patches.yaml, as
 * `npm run bench:patches -- --write` measures it: one format, written by the
 * benchmark, never copied by hand. The patches that leaving one out leaves
 * out too (route data's four) are measured once, and the others point to it.
 */
import fs from 'node:fs';

import {isMap, isScalar, isSeq, parseDocument} from 'yaml';

import {MANIFEST_FILE} from '../../src/patches/manifest';

/** What leaving one module patch out measured: each figure on the page kind that loses most. */
export type PatchMeasurement = {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  /** The command as run, e.g. `npm run bench:patches -- --only routes-on-demand --runs 1`. */
  command: string;
  runs: number;
  /** The machine it ran on: cores, CPU model, load average. */
  machine: string;
  moreScriptKb: number;
  moreBytes: {kb: number; page: string};
  tbt: {ms: number; page: string; spreadMs: number};
  lcp: {ms: number; page: string; spreadMs: number};
  aboveNoise: boolean;
};

export function gainText(m: PatchMeasurement): string {
  return (
    `Left out on ${m.date} (${m.command}, ${m.runs} interleaved Lighthouse run${m.runs === 1 ? '' : 's'}, ${m.machine}; BENCHMARKS.md): ` +
    `${m.moreScriptKb.toFixed(1)} KB more script in the build; ${m.moreBytes.kb.toFixed(1)} KB (${m.moreBytes.page}) more transferred; ` +
    `total blocking time ${m.tbt.ms.toFixed(0)} ms (${m.tbt.page}; spread ${m.tbt.spreadMs.toFixed(0)} ms) longer; ` +
    `LCP ${m.lcp.ms.toFixed(0)} ms (${m.lcp.page}; spread ${m.lcp.spreadMs.toFixed(0)} ms) later. ` +
    `Above the run-to-run spread: ${m.aboveNoise ? 'yes' : 'no'}.`
  );
}

/** The gain of a patch measured with another, which leaving this one out leaves out too. */
export function measuredWithText(id: string): string {
  return `Measured with ${id}, which leaving this out leaves out too: see its gain.`;
}

/** The text gainText writes (page kinds hold commas, never a parenthesis or a semicolon). */
export const GAIN_TEXT =
  /^Left out on \d{4}-\d{2}-\d{2} \(npm run bench:patches[^,]*, \d+ interleaved Lighthouse runs?, [^;]+; BENCHMARKS\.md\): -?\d+\.\d KB more script in the build; -?\d+\.\d KB \([^();]+\) more transferred; total blocking time -?\d+ ms \([^();]+; spread \d+ ms\) longer; LCP -?\d+ ms \([^();]+; spread \d+ ms\) later\. Above the run-to-run spread: (yes|no)\.$/;

export const MEASURED_WITH_TEXT = /^Measured with ([a-z0-9-]+), which leaving this out leaves out too: see its gain\.$/;

/** Writes each patch's gain (id → text) into the manifest, keeping the rest of the file as it is. */
export function writeGains(gains: ReadonlyMap<string, string>, file = MANIFEST_FILE): void {
  const document = parseDocument(fs.readFileSync(file, 'utf8'));
  if (!isSeq(document.contents)) throw new Error(`${file} is not a list.`);
  const written = new Set<string>();
  for (const entry of document.contents.items) {
    if (!isMap(entry)) continue;
    const id = String(entry.get('id'));
    const gain = gains.get(id);
    if (gain === undefined) continue;
    const node: unknown = entry.get('gain', true);
    if (!isScalar(node)) throw new Error(`${file}: "${id}" has no gain to write over.`);
    node.value = gain;
    node.type = 'BLOCK_FOLDED';
    written.add(id);
  }
  const missing = [...gains.keys()].filter((id) => !written.has(id));
  if (missing.length) throw new Error(`No patch is named ${missing.join(', ')} in ${file}.`);
  fs.writeFileSync(file, document.toString({lineWidth: 100, flowCollectionPadding: false}));
}
