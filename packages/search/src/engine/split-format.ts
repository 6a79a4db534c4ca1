import type {Hierarchy, RecordType, SearchRecord} from './types';

/**
 * The split search index: what the build writes and the browser reads in
 * parts. A query downloads the manifest, the term shards its words need and
 * the record fragments of the hits it shows; nothing else grows with the site.
 *
 * - `search-index.json`, the manifest: per page its record count, section and
 *   facets; the fields' average lengths; where the term shards and the record
 *   fragments begin.
 * - `<base>t/<n>.json`, term shards: a range of the sorted terms, each with
 *   how many records hold it, its record count per field, the words it is the
 *   stem of, and its postings (the longest lists only their first part).
 * - `<base>r/<term id>.json` (and `<term id>-1.json`… cut by size like the
 *   shards), the rest of a long postings list, read only when a query asks
 *   for hits past the first ones.
 * - `<base>w/<code>.json` (and `<code>-1.json`… once one file is full), the
 *   words that begin with one character: where a typed word the site never
 *   uses finds its near spellings.
 * - `<base>f/<n>.json`, record fragments: the records of a run of pages (or
 *   of part of a long page), which the hits shown are made from.
 *
 * `<base>` is `search-index/<hash of the parts>/`, so a browser never mixes
 * parts of two builds. (Not `search/`: beside the page `search.html`, a
 * folder of that name makes some static hosts redirect `/search` to `/search/`.) All files are JSON; numbers that come in long lists are
 * written as base64url variable-length integers inside strings
 * (`encodeVarints`), which any host compresses as text.
 */
export const SPLIT_INDEX_VERSION = 4;

/**
 * The folder of the parts, beside the manifest: `<base>` is `<this>/<hash>/`. Its files never
 * change once written, so a host may cache them for good (the site's hosting policy does).
 */
export const SEARCH_INDEX_PARTS_DIR = 'search-index';

/** Fields of a record that are indexed, in posting order (a posting keeps the field in 3 bits). */
export const FIELDS = ['title', 'heading', 'content', 'path', 'section'] as const;
export type Field = (typeof FIELDS)[number];
export const FIELD_TITLE = 0;
export const FIELD_HEADING = 1;
export const FIELD_CONTENT = 2;
/** Field weights: a word in a page title counts most, then headings, then body text. */
export const FIELD_BOOST: readonly number[] = [6, 3, 1, 2, 0.6];
/** BM25 constants as MiniSearch sets them (d adds a floor for any match). */
export const BM25 = {k: 1.2, b: 0.7, d: 0.5} as const;
/** Word positions a title or heading posting records (as bits of an int). */
export const MAX_NAME_POSITIONS = 31;

export interface SplitManifest {
  version: typeof SPLIT_INDEX_VERSION;
  /** Folder of the parts, relative to the manifest's URL, ending in "/". */
  base: string;
  recordCount: number;
  /** Average length (distinct words) of each field over all records, for BM25. */
  averageLength: number[];
  /**
   * Postings a term's first part holds at most. A stem's members merged can
   * hold more: a query ranks from the best this many of them too, and reads
   * on only for hits past the first ones.
   */
  firstPart: number;
  sections: string[];
  /** [language, docusaurus_tag] combinations. */
  facets: [string, string][];
  /** Per page, in record order: records, section, facet combination (varints). */
  pages: string;
  /** First term of each term shard. */
  shardFirstTerm: string[];
  /** Terms per shard (varints): a term's id is its place in the sorted terms. */
  shardTerms: string;
  /** Records per fragment (varints). */
  fragmentRecords: string;
  /** First characters that have a word list (for near spellings). */
  wordLists: string[];
  /** Files of each of those word lists (varints), cut by size like the shards. */
  wordListParts: string;
}

export interface TermShard {
  /** The terms, sorted: the site's words, the stems that stand for several of them, API paths. */
  terms: string[];
  /** Records holding each term (0 for a stem that is no word itself). */
  records: number[];
  /** Per term whose postings are cut, its records per field (varints, FIELDS order), for BM25's rarity; "" for a whole list. */
  fieldRecords: string[];
  /** Per term, its postings' first part (see `encodePostings`); "" for a stem that is no word. */
  postings: string[];
  /** [term index in shard, ids of the other words it is the stem of (varint deltas)]. */
  members: [number, string][];
  /**
   * [term index in shard, postings left out of it, files they are cut into when more than one]:
   * the rest is cut by size like the shards, so no file grows with the site.
   */
  rest: ([number, number] | [number, number, number])[];
}

/** One record's text, as a fragment holds it. */
export interface RecordFragment {
  version: typeof SPLIT_INDEX_VERSION;
  /** Id of the fragment's first record. */
  start: number;
  strings: string[];
  /** [url, section string, language, docusaurus_tag, position of the page's first record here]. */
  pages: [string, number, string, string, number][];
  records: {page: number[]; level: number[]; headings: number[][]; anchor: number[]; content: (string | null)[]};
}

export const partPaths = {
  shard: (n: number) => `t/${n}.json`,
  rest: (term: number, part = 0) => `r/${term}${part > 0 ? `-${part}` : ''}.json`,
  fragment: (n: number) => `f/${n}.json`,
  words: (first: string, part = 0) => `w/${wordListName(first)}${part > 0 ? `-${part}` : ''}.json`,
};

/** A file name for the word list of a first character: itself for [a-z0-9], else its code point. */
export function wordListName(first: string): string {
  return /^[a-z0-9]$/.test(first) ? first : `u${first.codePointAt(0)!.toString(16)}`;
}

/* Variable-length integers in base64url characters: 5 bits each, the sixth set while more follow. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CODE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i += 1) CODE[ALPHABET.charCodeAt(i)] = i;

export function encodeVarints(values: Iterable<number>): string {
  let out = '';
  for (let value of values) {
    if (!(value >= 0) || !Number.isInteger(value)) throw new Error(`Cannot encode ${value} as a varint.`);
    while (value >= 32) {
      out += ALPHABET[32 + (value % 32)];
      value = Math.floor(value / 32);
    }
    out += ALPHABET[value];
  }
  return out;
}

/** Reads varints from `text`, from `at`; `next()` returns the next one. */
export class VarintReader {
  constructor(
    private readonly text: string,
    public at = 0,
  ) {}
  get done(): boolean {
    return this.at >= this.text.length;
  }
  next(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const code = CODE[this.text.charCodeAt(this.at++)];
      if (code === undefined || code < 0) throw new Error('Malformed search index part: rebuild the site.');
      if (code < 32) return value + code * scale;
      value += (code - 32) * scale;
      scale *= 32;
    }
  }
}

export function decodeVarints(text: string): number[] {
  const reader = new VarintReader(text);
  const values: number[] = [];
  while (!reader.done) values.push(reader.next());
  return values;
}

/**
 * A title's or heading's words as one posting sees them: where the term
 * stands (bits of word positions, compounds split), the name's length in
 * words, which positions are stop words, and for a title which positions
 * start a word as typed and which of those say what the page is about.
 */
export interface NameInfo {
  positions: number;
  length: number;
  stops: number;
  starts: number;
  subject: number;
}

/** One posting: a record holds a term in a field, so many times, in a field of this length. */
export interface Posting {
  record: number;
  field: number;
  frequency: number;
  /** The field's length in distinct words. */
  length: number;
  /** The record is under a heading that points to other pages ("Next steps"). */
  pointer: boolean;
  name?: NameInfo;
}

const MAX_FREQUENCY = 8;
const MAX_LENGTH = 4095;

/** Postings in record order, as one string: record delta, field|pointer|frequency, length, and a name's details. */
export function encodePostings(postings: readonly Posting[]): string {
  const values: number[] = [];
  let previous = 0;
  for (const p of postings) {
    values.push(p.record - previous, p.field | (p.pointer ? 8 : 0) | ((Math.min(p.frequency, MAX_FREQUENCY) - 1) << 4), Math.min(p.length, MAX_LENGTH));
    previous = p.record;
    if (p.field === FIELD_TITLE || p.field === FIELD_HEADING) {
      const name = p.name ?? {positions: 0, length: 0, stops: 0, starts: 0, subject: 0};
      values.push(name.positions, name.length, name.stops);
      if (p.field === FIELD_TITLE) values.push(name.starts, name.subject);
    }
  }
  return encodeVarints(values);
}

/** Postings decoded into flat arrays; names of title and heading postings beside them. */
export interface DecodedPostings {
  count: number;
  /** record << 3 | field */
  slots: Int32Array;
  frequencies: Uint8Array;
  lengths: Uint16Array;
  pointers: Uint8Array;
  /** Index into `names` of each title or heading posting, or -1. */
  nameOf: Int32Array;
  names: NameInfo[];
}

export function decodePostings(text: string): DecodedPostings {
  const reader = new VarintReader(text);
  let capacity = Math.max(4, text.length >> 1);
  let slots = new Int32Array(capacity);
  let frequencies = new Uint8Array(capacity);
  let lengths = new Uint16Array(capacity);
  let pointers = new Uint8Array(capacity);
  let nameOf = new Int32Array(capacity);
  const names: NameInfo[] = [];
  let count = 0;
  let record = 0;
  while (!reader.done) {
    if (count === capacity) {
      capacity *= 2;
      slots = grown(slots, capacity);
      frequencies = grown(frequencies, capacity);
      lengths = grown(lengths, capacity);
      pointers = grown(pointers, capacity);
      nameOf = grown(nameOf, capacity);
    }
    record += reader.next();
    const kind = reader.next();
    const field = kind & 7;
    slots[count] = (record << 3) | field;
    pointers[count] = kind & 8 ? 1 : 0;
    frequencies[count] = (kind >> 4) + 1;
    lengths[count] = reader.next();
    nameOf[count] = -1;
    if (field === FIELD_TITLE || field === FIELD_HEADING) {
      const name: NameInfo = {positions: reader.next(), length: reader.next(), stops: reader.next(), starts: 0, subject: 0};
      if (field === FIELD_TITLE) {
        name.starts = reader.next();
        name.subject = reader.next();
      }
      nameOf[count] = names.length;
      names.push(name);
    }
    count += 1;
  }
  return {count, slots, frequencies, lengths, pointers, nameOf, names};
}

function grown<T extends Int32Array | Uint8Array | Uint16Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(size);
  bigger.set(array);
  return bigger;
}

export function levelOf(type: RecordType): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}

/** The records `start` … of one fragment, in the shape the build made them. */
export function encodeFragment(records: readonly SearchRecord[], start: number): RecordFragment {
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const intern = (value: string) => {
    let id = stringIds.get(value);
    if (id === undefined) {
      id = strings.length;
      strings.push(value);
      stringIds.set(value, id);
    }
    return id;
  };
  const pages: RecordFragment['pages'] = [];
  const pageIds = new Map<string, number>();
  const encoded: RecordFragment['records'] = {page: [], level: [], headings: [], anchor: [], content: []};
  for (const record of records) {
    const [pageUrl, anchor = ''] = record.url.split('#');
    let page = pageIds.get(pageUrl);
    if (page === undefined) {
      page = pages.length;
      pages.push([pageUrl, intern(record.hierarchy.lvl0 ?? ''), record.language, record.docusaurus_tag, record.weight.position]);
      pageIds.set(pageUrl, page);
    }
    const headings: number[] = [];
    for (let level = 1; level <= 6; level += 1) {
      const heading = record.hierarchy[`lvl${level}` as keyof Hierarchy];
      if (heading === null) break;
      headings.push(intern(heading));
    }
    encoded.page.push(page);
    encoded.level.push(levelOf(record.type));
    encoded.headings.push(headings);
    encoded.anchor.push(intern(anchor));
    encoded.content.push(record.content);
  }
  return {version: SPLIT_INDEX_VERSION, start, strings, pages, records: encoded};
}

/** The records of a fragment, exactly as the build made them. */
export function decodeFragment(fragment: RecordFragment): SearchRecord[] {
  if (!fragment || fragment.version !== SPLIT_INDEX_VERSION || !Array.isArray(fragment.records?.page)) {
    throw new Error(`Unsupported search index format (expected version ${SPLIT_INDEX_VERSION}); rebuild the site.`);
  }
  const positions = fragment.pages.map((page) => page[4]);
  const {records} = fragment;
  return records.page.map((page, i) => {
    const level = records.level[i];
    const [pageUrl, section, language, tag] = fragment.pages[page];
    const position = positions[page]++;
    const hierarchy: Hierarchy = {lvl0: fragment.strings[section], lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    records.headings[i].forEach((id, h) => {
      hierarchy[`lvl${h + 1}` as keyof Hierarchy] = fragment.strings[id];
    });
    const anchor = fragment.strings[records.anchor[i]];
    return {
      objectID: `${pageUrl}:${position}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      type: level === 0 ? 'content' : (`lvl${level}` as RecordType),
      hierarchy,
      content: records.content[i],
      language,
      docusaurus_tag: tag,
      weight: {level: level === 0 ? 0 : 100 - (level - 1) * 10, position},
    };
  });
}

/** A record's indexed fields: the title, path and section only on a page's title record. */
export function indexedFields(record: SearchRecord): Record<Field, string> {
  const deepest = record.type === 'content' || record.type === 'lvl1' ? null : record.hierarchy[record.type];
  const isTitle = record.type === 'lvl1';
  return {
    title: isTitle ? (record.hierarchy.lvl1 ?? '') : '',
    heading: deepest ?? '',
    content: record.content ?? '',
    path: isTitle ? record.url.split('#')[0].replace(/[/_-]/g, ' ') : '',
    section: isTitle ? (record.hierarchy.lvl0 ?? '') : '',
  };
}

/** BM25's rarity of a term in a field held by `n` of `documents` records. */
export function inverseFrequency(documents: number, n: number): number {
  return Math.log(1 + (documents - n + 0.5) / (n + 0.5));
}

/** BM25's weight of a term held `frequency` times in a field of `length` words (the average being `average`), before rarity. */
export function termWeight(frequency: number, length: number, average: number): number {
  const norm = 1 - BM25.b + (BM25.b * length) / (average || 1);
  return BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * norm);
}
