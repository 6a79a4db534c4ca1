import fs from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import type {SearchRecord} from '../engine/types';
import type {SearchVocabulary} from '../engine/vocabulary';
import {dropRepeatedContent} from './records';
import {buildSplitIndex, DEFAULT_LIMITS, type SplitIndex, type SplitIndexLimits} from './split-index';

/** Writes compressed copies of a file just written with `text`, and returns their sizes by encoding. */
export type WriteCopies = (file: string, text: string) => Promise<Partial<Record<string, number>>>;

export interface PartSizes {
  /** Bytes as written, and gzip at level 9 (what a host that compresses on its own sends). */
  raw: number;
  gzip: number;
}

export interface BuiltIndex {
  records: SearchRecord[];
  files: number;
  /** All the parts together. */
  total: PartSizes;
  manifest: PartSizes;
  /** The largest term shard, fragment and word list, and their paths. */
  largest: Record<'shard' | 'fragment' | 'words' | 'rest', PartSizes & {path: string}>;
}

/**
 * The records of every page, given by route, as the index holds them: pages
 * in route order, body text repeated on many pages dropped, each record's
 * position its place among the records kept.
 */
export function indexedRecords(recordsByRoute: ReadonlyMap<string, SearchRecord[]>): SearchRecord[] {
  const routes = [...recordsByRoute.keys()].sort();
  const records = dropRepeatedContent(routes.flatMap((route) => recordsByRoute.get(route)!));
  const positions = new Map<string, number>();
  return records.map((record) => {
    const page = record.url.split('#')[0];
    const position = positions.get(page) ?? 0;
    positions.set(page, position + 1);
    return {...record, objectID: `${page}:${position}`, weight: {...record.weight, position}};
  });
}

/**
 * Writes the split index from every page's records: the manifest as
 * `fileName`, the parts under the folder it names, each with the compressed
 * copies `writeCopies` makes.
 */
export async function writeSearchIndex({
  recordsByRoute,
  outDir,
  fileName,
  vocabulary,
  limits = DEFAULT_LIMITS,
  writeCopies,
}: {
  recordsByRoute: ReadonlyMap<string, SearchRecord[]>;
  outDir: string;
  fileName: string;
  vocabulary?: SearchVocabulary;
  limits?: SplitIndexLimits;
  writeCopies?: WriteCopies;
}): Promise<BuiltIndex> {
  const index = buildSplitIndex(indexedRecords(recordsByRoute), vocabulary, limits);
  const manifestFile = path.join(outDir, fileName);
  const base = path.join(path.dirname(manifestFile), index.manifest.base);
  const manifestJson = JSON.stringify(index.manifest);
  const sizes = await Promise.all([
    write(manifestFile, manifestJson, writeCopies).then((size) => ({path: fileName, ...size})),
    ...[...index.files].map(([name, text]) => write(path.join(base, name), text, writeCopies).then((size) => ({path: name, ...size}))),
  ]);
  return summarize(index, sizes);
}

async function write(file: string, text: string, writeCopies: WriteCopies | undefined): Promise<PartSizes> {
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, text);
  const copies = writeCopies ? await writeCopies(file, text) : {};
  return {raw: Buffer.byteLength(text), gzip: copies.gzip ?? gzipSync(text, {level: 9}).length};
}

function summarize(index: SplitIndex, sizes: (PartSizes & {path: string})[]): BuiltIndex {
  const [manifest, ...parts] = sizes;
  const largest = (kind: string) =>
    parts.filter((part) => part.path.startsWith(`${kind}/`)).reduce((a, b) => (b.gzip > a.gzip ? b : a), {path: '', raw: 0, gzip: 0});
  return {
    records: index.records,
    files: sizes.length,
    total: sizes.reduce((sum, part) => ({raw: sum.raw + part.raw, gzip: sum.gzip + part.gzip}), {raw: 0, gzip: 0}),
    manifest: {raw: manifest.raw, gzip: manifest.gzip},
    largest: {shard: largest('t'), fragment: largest('f'), words: largest('w'), rest: largest('r')},
  };
}
