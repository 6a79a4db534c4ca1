import fs from 'node:fs/promises';
import path from 'node:path';

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
export function memoryIndex(
  records: readonly SearchRecord[],
  vocabulary?: SearchVocabulary,
  limits: SplitIndexLimits = DEFAULT_LIMITS,
): LoadedIndex {
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
  for (const first of manifest.wordLists) index.missing.add(partPaths.words(first));
  await index.loadMissing();
}

/** The engine over `records`, for tests and benchmarks: the split index made in memory. */
export function createMemoryEngine(records: readonly SearchRecord[], vocabulary?: SearchVocabulary, limits?: SplitIndexLimits): SearchEngine {
  return createSearchEngine(memoryIndex(records, vocabulary, limits), vocabulary);
}
