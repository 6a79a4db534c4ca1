import {readdirSync, readFileSync, statSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {createSearchEngine, type SearchEngine} from '../engine/engine';
import {LoadedIndex} from '../engine/loaded-index';
import {decodeFragment, decodeVarints, partPaths, type RecordFragment, type SplitManifest} from '../engine/split-format';
import type {SearchRecord} from '../engine/types';
import type {SearchVocabulary} from '../engine/vocabulary';
import {buildSplitIndex, DEFAULT_LIMITS, type SplitIndexLimits} from './split-index';

/** The index a build wrote (`<dir>/search-index.json` and its parts), read from disk as a query needs it. */
export async function openBuiltIndex(dir: string, fileName = 'search-index.json'): Promise<LoadedIndex> {
  const manifestFile = path.join(dir, fileName);
  let manifest: SplitManifest;
  try {
    manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as SplitManifest;
  } catch (error) {
    throw new Error(`Cannot read ${manifestFile}: build the site first (npm run build).`, {cause: error});
  }
  return new LoadedIndex(manifest, (part) => fs.readFile(path.join(path.dirname(manifestFile), part), 'utf8'));
}

/** Every record a build's index holds, in order (what `npm run search:push` sends). */
export async function readBuiltRecords(dir: string, fileName = 'search-index.json'): Promise<SearchRecord[]> {
  const manifestFile = path.join(dir, fileName);
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as SplitManifest;
  const fragments = decodeVarints(manifest.fragmentRecords).length;
  const records: SearchRecord[] = [];
  for (let n = 0; n < fragments; n += 1) {
    const file = path.join(path.dirname(manifestFile), manifest.base, partPaths.fragment(n));
    records.push(...decodeFragment(JSON.parse(await fs.readFile(file, 'utf8')) as RecordFragment));
  }
  return records;
}

/** The split index of `records`, made in memory and read from there. */
export function memoryIndex(records: readonly SearchRecord[], vocabulary?: SearchVocabulary, limits: SplitIndexLimits = DEFAULT_LIMITS): LoadedIndex {
  const split = buildSplitIndex(records, vocabulary, limits);
  return new LoadedIndex(split.manifest, async (part) => {
    const text = split.files.get(part.slice(split.manifest.base.length));
    if (text === undefined) throw new Error(`No part ${part}`);
    return text;
  });
}

/** Loads every term shard and word list, so lookups never miss (for tests of the ranking's stages). */
export async function loadAllTerms(index: LoadedIndex, manifest: SplitManifest): Promise<void> {
  const shards = decodeVarints(manifest.shardTerms).length;
  for (let n = 0; n < shards; n += 1) index.missing.add(partPaths.shard(n));
  const wordListParts = decodeVarints(manifest.wordListParts);
  manifest.wordLists.forEach((first, at) => {
    for (let part = 0; part < wordListParts[at]; part += 1) index.missing.add(partPaths.words(first, part));
  });
  await index.loadMissing();
}

/** The engine over `records`, for tests and benchmarks: the split index made in memory. */
export function createMemoryEngine(records: readonly SearchRecord[], vocabulary?: SearchVocabulary, limits?: SplitIndexLimits): SearchEngine {
  return createSearchEngine(memoryIndex(records, vocabulary, limits), vocabulary);
}

/** One file of a built index: its path under the build folder, bytes as written and gzip at level 9. */
export interface BuiltPart {
  file: string;
  /** `manifest`, or the folder of its kind: `t` term shard, `f` fragment, `w` word list, `r` rest of a postings list. */
  kind: string;
  raw: number;
  gzip: number;
}

/** Every file of the index a build wrote (not its precompressed copies), with its size. */
export function builtIndexParts(dir: string, fileName = 'search-index.json'): BuiltPart[] {
  const manifestFile = path.join(dir, fileName);
  const size = (file: string, kind: string): BuiltPart => {
    const bytes = readFileSync(file);
    return {file, kind, raw: statSync(file).size, gzip: gzipSync(bytes, {level: 9}).length};
  };
  const base = path.join(dir, (JSON.parse(readFileSync(manifestFile, 'utf8')) as SplitManifest).base);
  const parts = readdirSync(base, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => size(path.join(entry.parentPath, entry.name), path.basename(entry.parentPath)));
  return [size(manifestFile, 'manifest'), ...parts];
}

/** The largest part of each kind (gzip bytes), from `builtIndexParts`. */
export function largestParts(parts: readonly BuiltPart[]): Record<string, number> {
  const largest: Record<string, number> = {manifest: 0, t: 0, f: 0, w: 0, r: 0};
  for (const part of parts) largest[part.kind] = Math.max(largest[part.kind] ?? 0, part.gzip);
  return largest;
}
