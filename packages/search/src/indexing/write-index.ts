import fs from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import type {RecordFragment} from '../engine/split-format';
import type {SearchRecord} from '../engine/types';
import type {SearchVocabulary} from '../engine/vocabulary';
import {dropRepeatedContent} from './records';
import {SEARCH_INDEX_BUDGETS, type SearchIndexBudgets} from './budgets';
import {buildSplitIndex, cutLimits, FIRST_PART, type SplitIndex} from './split-index';

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
 * copies `writeCopies` makes. The parts are cut from `budgets`, and a part over
 * its budget fails the build (the plugin always uses SEARCH_INDEX_BUDGETS; tests
 * pass others).
 */
export async function writeSearchIndex({
  recordsByRoute,
  outDir,
  fileName,
  vocabulary,
  budgets = SEARCH_INDEX_BUDGETS,
  writeCopies,
}: {
  recordsByRoute: ReadonlyMap<string, SearchRecord[]>;
  outDir: string;
  fileName: string;
  vocabulary?: SearchVocabulary;
  budgets?: SearchIndexBudgets;
  writeCopies?: WriteCopies;
}): Promise<BuiltIndex> {
  const index = buildSplitIndex(indexedRecords(recordsByRoute), vocabulary, cutLimits(budgets));
  const manifestFile = path.join(outDir, fileName);
  const base = path.join(path.dirname(manifestFile), index.manifest.base);
  const manifestJson = JSON.stringify(index.manifest);
  const sizes = await Promise.all([
    write(manifestFile, manifestJson, writeCopies).then((size) => ({path: fileName, ...size})),
    ...[...index.files].map(([name, text]) => write(path.join(base, name), text, writeCopies).then((size) => ({path: name, ...size}))),
  ]);
  const over = sizes.flatMap((part, n) => {
    const kind = n === 0 ? 'manifest' : KIND_OF_FOLDER[part.path.split('/')[0]];
    if (part.gzip <= budgets[kind]) return [];
    const file = n === 0 ? manifestFile : path.join(base, part.path);
    return [
      `- ${kind} ${file}${kind === 'fragment' ? ` (${fragmentHolds(index.files.get(part.path)!)})` : ''}: ${part.gzip} B gzip, budget ${budgets[kind]} B (SEARCH_INDEX_BUDGETS.${kind}, in the search package's src/indexing/budgets.ts). ${OVER_BUDGET_HELP[kind]}.`,
    ];
  });
  if (over.length > 0) throw new Error(`The search index has ${over.length} part(s) over budget:\n${over.join('\n')}`);
  return summarize(index, sizes);
}

/** The budget each folder of parts is cut to (`engine/split-format.ts` names the folders). */
const KIND_OF_FOLDER: Record<string, Exclude<keyof SearchIndexBudgets, 'manifest'>> = {t: 'shard', f: 'fragment', w: 'words', r: 'rest'};

/** What a part over its budget holds that cannot be cut smaller, and so what to change. */
const OVER_BUDGET_HELP: Record<keyof SearchIndexBudgets, string> = {
  manifest: 'The manifest grows by a few bytes per page and is never cut: raise its budget',
  shard: `The writer cuts shards to their budget, so this one most likely holds one word's first ${FIRST_PART} postings alone: raise the budget, or lower FIRST_PART in split-index.ts (the ranking is tuned with it: run npm run bench:search)`,
  fragment:
    'The writer cuts a run of records at half the budget in characters and keeps each record whole, so this is most likely one long record: break that block of its page up (a heading, shorter code) or raise the budget',
  words: 'The writer cuts word lists to their budget, so this one most likely holds one word alone: raise the budget',
  rest: 'The writer cuts rest lists to their budget, so this one most likely holds one posting alone: raise the budget',
};

/** How many records a fragment holds, and of which pages. */
function fragmentHolds(text: string): string {
  const fragment = JSON.parse(text) as RecordFragment;
  const count = fragment.records.content.length;
  return `${count} record${count === 1 ? '' : 's'} of ${fragment.pages.map(([url]) => url).join(', ')}`;
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
