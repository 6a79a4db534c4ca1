import SearchableMap from 'minisearch/SearchableMap';

import {compileFacetFilters, type FacetFilters} from './facet-filters';
import {
  FIELD_BOOST,
  decodeFragment,
  decodePostings,
  decodeVarints,
  FIELDS,
  inverseFrequency,
  partPaths,
  SPLIT_INDEX_VERSION,
  termWeight,
  type DecodedPostings,
  type NameInfo,
  type RecordFragment,
  type SplitManifest,
  type TermShard,
} from './split-format';
import type {SearchRecord} from './types';

/** Reads one part of the index (a path below the manifest's `base`) as text. */
export type FetchPart = (path: string) => Promise<string>;

/** Where a term occurs: entries `from` to `to`, in record order, with their BM25 weights. */
export interface Postings {
  /** record << 3 | field */
  slots: Int32Array;
  weights: Float32Array;
  pointers: Uint8Array;
  /** Index into `names` of a title or heading posting, or -1. */
  nameOf: Int32Array;
  names: NameInfo[];
  from: number;
  to: number;
}

/** Completions of a word searched in at most this many shards (a prefix of two letters may span many at scale). */
const MAX_COMPLETION_SHARDS = 3;

interface LoadedShard {
  firstId: number;
  shard: TermShard;
  members: Map<number, number[]>;
  /** Per term whose list is cut: [postings left out, files they are in]. */
  rest: Map<number, [number, number]>;
}

/**
 * The split index as far as queries have needed it: the manifest, and the
 * shards, word lists, rest lists and fragments fetched so far. Its lookups
 * are synchronous: one that needs a part not loaded yet notes the part in
 * `missing` and answers as if the term were absent; the engine then loads
 * the missing parts (`loadMissing`) and asks again, until nothing is missing.
 */
export class LoadedIndex {
  readonly recordCount: number;
  readonly averageLength: number[];
  readonly pageOfRecord: Int32Array;
  readonly pageStart: number[] = [];
  readonly pageSection: string[] = [];
  readonly pageFacet: number[] = [];
  readonly missing = new Set<string>();
  /** Rest lists are part of the postings (for hits past the first ones). */
  full = false;

  private readonly manifest: SplitManifest;
  private readonly shardStartId: number[] = [];
  private readonly termCount: number;
  private readonly fragmentStart: number[] = [];
  private readonly shards = new Map<number, LoadedShard>();
  private readonly shardLoads = new Map<number, Promise<void>>();
  private readonly wordLists = new Map<string, SearchableMap<true>>();
  /** Files of each word list, in the order of the manifest's `wordLists`. */
  private readonly wordListParts: number[];
  private readonly rests = new Map<number, DecodedPostings>();
  /** Files of a rest list read so far, until all of them are in. */
  private readonly restParts = new Map<number, DecodedPostings[]>();
  private readonly fragments = new Map<number, SearchRecord[]>();
  private readonly loads = new Map<string, Promise<void>>();
  private readonly decoded = new Map<number, DecodedPostings>();
  private readonly weighed = new Map<string, Postings>();
  /** Postings of a stem's merged first parts beyond `firstPart`, left out of its ranking (by term). */
  private readonly trimmed = new Map<number, number>();
  private readonly merged: {name: string; members: number[]}[] = [];
  private readonly mergedIds = new Map<string, number>();
  private readonly masks = new Map<string, Uint8Array>();

  constructor(
    manifest: SplitManifest,
    private readonly fetchPart: FetchPart,
  ) {
    if (!manifest || manifest.version !== SPLIT_INDEX_VERSION || typeof manifest.pages !== 'string') {
      throw new Error(`Unsupported search index format (expected version ${SPLIT_INDEX_VERSION}); rebuild the site.`);
    }
    this.manifest = manifest;
    this.recordCount = manifest.recordCount;
    this.averageLength = manifest.averageLength;
    this.pageOfRecord = new Int32Array(manifest.recordCount);
    const pages = decodeVarints(manifest.pages);
    let record = 0;
    for (let i = 0; i < pages.length; i += 3) {
      const page = i / 3;
      this.pageStart.push(record);
      this.pageSection.push(manifest.sections[pages[i + 1]]);
      this.pageFacet.push(pages[i + 2]);
      this.pageOfRecord.fill(page, record, record + pages[i]);
      record += pages[i];
    }
    let id = 0;
    for (const count of decodeVarints(manifest.shardTerms)) {
      this.shardStartId.push(id);
      id += count;
    }
    this.termCount = id;
    this.wordListParts = decodeVarints(manifest.wordListParts);
    let start = 0;
    for (const count of decodeVarints(manifest.fragmentRecords)) {
      this.fragmentStart.push(start);
      start += count;
    }
  }

  get pageCount(): number {
    return this.pageStart.length;
  }

  /** Loads every part a lookup has noted as missing. */
  async loadMissing(): Promise<void> {
    const paths = [...this.missing];
    this.missing.clear();
    await Promise.all(paths.map((path) => this.load(path)));
  }

  private load(path: string): Promise<void> {
    let loading = this.loads.get(path);
    if (!loading) {
      loading = this.fetchPart(`${this.manifest.base}${path}`).then((text) => this.accept(path, text));
      // A failed part is fetched again by the next query that needs it.
      loading.catch(() => this.loads.delete(path));
      this.loads.set(path, loading);
    }
    return loading;
  }

  private accept(path: string, text: string): void {
    const [kind, name] = path.split('/');
    const n = Number(name.replace(/\.json$/, ''));
    const data = JSON.parse(text) as unknown;
    if (kind === 't') {
      const shard = data as TermShard;
      const members = new Map<number, number[]>();
      for (const [local, ids] of shard.members) {
        let id = 0;
        members.set(
          local,
          decodeVarints(ids).map((delta) => (id += delta)),
        );
      }
      const rest = new Map(shard.rest.map(([local, left, files = 1]) => [local, [left, files] as [number, number]]));
      this.shards.set(n, {firstId: this.shardStartId[n], shard, members, rest});
    } else if (kind === 'r') {
      // `r/<term>.json`, then `r/<term>-1.json` … when the rest is cut into several files.
      const [term, part = 0] = name
        .replace(/\.json$/, '')
        .split('-')
        .map(Number);
      const parts = this.restParts.get(term) ?? [];
      parts[part] = decodePostings(data as string);
      this.restParts.set(term, parts);
      const files = this.restFiles(term);
      if (parts.filter(Boolean).length === files) {
        this.rests.set(term, files === 1 ? parts[0] : mergePostings(parts));
        this.restParts.delete(term);
      }
    } else if (kind === 'f') {
      this.fragments.set(n, decodeFragment(data as RecordFragment));
    } else if (kind === 'w') {
      const words = new SearchableMap<true>();
      for (const word of data as string[]) words.set(word, true);
      this.wordLists.set(path, words);
    }
  }

  private shardIndexOf(term: string): number {
    const firsts = this.manifest.shardFirstTerm;
    let low = 0;
    let high = firsts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (firsts[middle] <= term) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** The loaded shard for shard number `n`, or undefined (noted as missing). */
  private shardAt(n: number): LoadedShard | undefined {
    const loaded = this.shards.get(n);
    if (!loaded) this.missing.add(partPaths.shard(n));
    return loaded;
  }

  /** The id of `term` as it is stored (its own postings), or undefined when the site has no such term. */
  private termId(term: string): number | undefined {
    if (this.termCount === 0) return undefined;
    const n = this.shardIndexOf(term);
    const loaded = this.shardAt(n);
    if (!loaded) return undefined;
    const local = lowerBound(loaded.shard.terms, term);
    return loaded.shard.terms[local] === term ? loaded.firstId + local : undefined;
  }

  private entry(id: number): {loaded: LoadedShard; local: number} | undefined {
    let low = 0;
    let high = this.shardStartId.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.shardStartId[middle] <= id) low = middle;
      else high = middle - 1;
    }
    const loaded = this.shardAt(low);
    return loaded ? {loaded, local: id - loaded.firstId} : undefined;
  }

  /**
   * The id of a term as a query means it: the word, and every word it is the
   * stem of ("trace" also finds "traces" and "tracing"); undefined when the
   * site uses neither.
   */
  lookup(term: string): number | undefined {
    const known = this.mergedIds.get(term);
    if (known !== undefined) return known;
    const id = this.termId(term);
    if (id === undefined) return undefined;
    const {loaded, local} = this.entry(id)!;
    const members = [...(loaded.shard.records[local] > 0 ? [id] : []), ...(loaded.members.get(local) ?? [])];
    if (members.length === 0) return undefined;
    if (members.length === 1) return members[0];
    // Every member's shard must be here before the list can be merged.
    let ready = true;
    for (const member of members) if (!this.entry(member)) ready = false;
    if (!ready) return undefined;
    const mergedId = this.termCount + this.merged.length;
    this.merged.push({name: term, members});
    this.mergedIds.set(term, mergedId);
    return mergedId;
  }

  /** The id of exactly this word (not its stem class), for the checks that compare words as written. */
  exact(word: string): number | undefined {
    const id = this.termId(word);
    if (id === undefined) return undefined;
    const {loaded, local} = this.entry(id)!;
    return loaded.shard.records[local] > 0 ? id : undefined;
  }

  term(id: number): string {
    if (id >= this.termCount) return this.merged[id - this.termCount].name;
    const found = this.entry(id);
    return found ? found.loaded.shard.terms[found.local] : '';
  }

  /** Words that start with `prefix` (not `prefix` itself), the most used first, at most `limit`. */
  completions(prefix: string, limit: number): {id: number; term: string}[] {
    const first = this.shardIndexOf(prefix);
    const last = Math.min(this.shardIndexOf(`${prefix}\uffff`), first + MAX_COMPLETION_SHARDS - 1);
    const found: {id: number; term: string; records: number}[] = [];
    for (let n = first; n <= last; n += 1) {
      const loaded = this.shardAt(n);
      if (!loaded) continue;
      const {terms, records} = loaded.shard;
      for (let i = lowerBound(terms, prefix); i < terms.length && terms[i].startsWith(prefix); i += 1) {
        if (terms[i] !== prefix && records[i] > 0) found.push({id: loaded.firstId + i, term: terms[i], records: records[i]});
      }
    }
    found.sort((a, b) => b.records - a.records || a.term.length - b.term.length);
    if (found.length > limit) found.length = limit;
    return found;
  }

  /** Words within `maxDistance` edits of `word` (not `word` itself) that start with the same character. */
  nearTerms(word: string, maxDistance: number): {id: number; term: string; distance: number}[] {
    const first = String.fromCodePoint(word.codePointAt(0)!);
    const at = this.manifest.wordLists.indexOf(first);
    if (at < 0) return [];
    const lists: SearchableMap<true>[] = [];
    for (let part = 0; part < this.wordListParts[at]; part += 1) {
      const path = partPaths.words(first, part);
      const words = this.wordLists.get(path);
      if (words) lists.push(words);
      else this.missing.add(path);
    }
    if (lists.length < this.wordListParts[at]) return [];
    const found: {id: number; term: string; distance: number}[] = [];
    for (const words of lists) {
      for (const [term, [, distance]] of words.fuzzyGet(word, maxDistance)) {
        if (distance === 0) continue;
        const id = this.exact(term);
        if (id !== undefined) found.push({id, term, distance});
      }
    }
    return found;
  }

  /** Whether the list of `id` has postings left out of its ranking (in rest files, or past a stem's first part). */
  isCut(id: number): boolean {
    return this.membersOf(id).some((member) => this.restSize(member) > 0) || this.trimmedOf(id) > 0;
  }

  /** Postings of a term (a stem's members added up) left out of its ranking. */
  leftOut(id: number): number {
    let left = this.trimmedOf(id);
    for (const member of this.membersOf(id)) left += this.restSize(member);
    return left;
  }

  /** Postings a stem's merged first parts hold past `firstPart` (none in `full` mode). */
  private trimmedOf(id: number): number {
    if (this.full || this.membersOf(id).length < 2) return 0;
    this.postings(id);
    return this.trimmed.get(id) ?? 0;
  }

  /** Postings left out of a term's shard. */
  private restSize(id: number): number {
    const found = this.entry(id);
    return found?.loaded.rest.get(found.local)?.[0] ?? 0;
  }

  /** Files the rest of a term's list is cut into. */
  private restFiles(id: number): number {
    const found = this.entry(id);
    return found?.loaded.rest.get(found.local)?.[1] ?? 1;
  }

  /** Records holding a term (all its postings, a stem's members added up). */
  recordsOf(id: number): number {
    let records = 0;
    for (const member of this.membersOf(id)) {
      const found = this.entry(member);
      if (found) records += found.loaded.shard.records[found.local];
    }
    return records;
  }

  private membersOf(id: number): number[] {
    return id >= this.termCount ? this.merged[id - this.termCount].members : [id];
  }

  /** Asks for the rest lists of these terms (noted as missing until loaded). */
  requireRests(ids: Iterable<number>): void {
    for (const id of ids) {
      for (const member of this.membersOf(id)) {
        if (this.restSize(member) === 0 || this.rests.has(member)) continue;
        for (let part = 0; part < this.restFiles(member); part += 1) this.missing.add(partPaths.rest(member, part));
      }
    }
  }

  /** A term's own postings, decoded (the rest too, in `full` mode). */
  private own(id: number): DecodedPostings {
    const key = this.full && this.rests.has(id) ? -1 - id : id;
    let postings = this.decoded.get(key);
    if (!postings) {
      const {loaded, local} = this.entry(id)!;
      const first = decodePostings(loaded.shard.postings[local]);
      postings = key < 0 ? mergePostings([first, this.rests.get(id)!]) : first;
      this.decoded.set(key, postings);
    }
    return postings;
  }

  /**
   * Where a term occurs, with BM25 weights: a field's rarity from all the
   * term's records in that field (stored with the term), the frequency and
   * the field's length from each posting.
   */
  postings(id: number): Postings {
    const cacheKey = `${this.full ? 'f' : 'p'}${id}`;
    const known = this.weighed.get(cacheKey);
    if (known) return known;
    const members = this.membersOf(id);
    const lists = members.map((member) => this.own(member));
    const list = lists.length === 1 ? lists[0] : mergePostings(lists);
    // Rarity per field: counted in the list when it is whole, else the members' stored counts.
    const perField = new Array<number>(FIELDS.length).fill(0);
    if (this.full || members.every((member) => this.restSize(member) === 0)) {
      for (let i = 0; i < list.count; i += 1) perField[list.slots[i] & 7] += 1;
    } else {
      for (const member of members) {
        const {loaded, local} = this.entry(member)!;
        const counts = loaded.shard.fieldRecords[local];
        if (counts) decodeVarints(counts).forEach((n, f) => (perField[f] += n));
        else {
          const own = this.own(member);
          for (let i = 0; i < own.count; i += 1) perField[own.slots[i] & 7] += 1;
        }
      }
    }
    const idf = perField.map((n) => inverseFrequency(this.recordCount, n));
    const weights = new Float32Array(list.count);
    for (let i = 0; i < list.count; i += 1) {
      const field = list.slots[i] & 7;
      weights[i] = idf[field] * termWeight(list.frequencies[i], list.lengths[i], this.averageLength[field]);
    }
    let postings: Postings = {
      slots: list.slots,
      weights,
      pointers: list.pointers,
      nameOf: list.nameOf,
      names: list.names,
      from: 0,
      to: list.count,
    };
    // A stem's members each bring up to a first part: merged, a common stem
    // ("evalu") would touch thousands of records. Its best postings, chosen
    // as the index chose each first part, rank as well and cost far less.
    if (!this.full && list.count > this.manifest.firstPart) {
      postings = bestPostings(postings, this.manifest.firstPart);
      this.trimmed.set(id, list.count - this.manifest.firstPart);
    }
    if (this.weighed.size > 2000) this.weighed.clear();
    this.weighed.set(cacheKey, postings);
    return postings;
  }

  /** Which records the facet filters let through (pages share their records' facets). */
  allowedBy(facetFilters: FacetFilters | undefined): Uint8Array {
    const key = JSON.stringify(facetFilters ?? null);
    let mask = this.masks.get(key);
    if (!mask) {
      const test = compileFacetFilters(facetFilters);
      const facets = this.manifest.facets.map(([language, tag]) => test({language, docusaurus_tag: tag} as SearchRecord));
      mask = new Uint8Array(this.recordCount);
      for (let page = 0; page < this.pageCount; page += 1) {
        if (facets[this.pageFacet[page]]) mask.fill(1, this.pageStart[page], this.pageStart[page + 1] ?? this.recordCount);
      }
      if (this.masks.size > 16) this.masks.clear();
      this.masks.set(key, mask);
    }
    return mask;
  }

  /** The records with these ids, from their fragments (loaded as needed). */
  async records(ids: readonly number[]): Promise<SearchRecord[]> {
    const fragmentOf = (id: number) => upperBound(this.fragmentStart, id) - 1;
    const needed = [...new Set(ids.map(fragmentOf))].filter((n) => !this.fragments.has(n));
    await Promise.all(needed.map((n) => this.load(partPaths.fragment(n))));
    return ids.map((id) => {
      const n = fragmentOf(id);
      return this.fragments.get(n)![id - this.fragmentStart[n]];
    });
  }
}

/** The `count` postings of most weight (field boost times BM25), in record order. */
function bestPostings(postings: Postings, count: number): Postings {
  const {slots, weights, pointers, nameOf} = postings;
  const impact = (i: number) => FIELD_BOOST[slots[i] & 7] * weights[i];
  const order = Array.from({length: postings.to - postings.from}, (_, i) => postings.from + i);
  order.sort((a, b) => impact(b) - impact(a) || slots[a] - slots[b]);
  const kept = order.slice(0, count).sort((a, b) => a - b);
  const best: Postings = {
    slots: new Int32Array(count),
    weights: new Float32Array(count),
    pointers: new Uint8Array(count),
    nameOf: new Int32Array(count),
    names: postings.names,
    from: 0,
    to: count,
  };
  kept.forEach((i, at) => {
    best.slots[at] = slots[i];
    best.weights[at] = weights[i];
    best.pointers[at] = pointers[i];
    best.nameOf[at] = nameOf[i];
  });
  return best;
}

/** Lists of postings as one, in record order; a record-and-field in several adds up its frequencies. */
export function mergePostings(lists: readonly DecodedPostings[]): DecodedPostings {
  let total = 0;
  for (const list of lists) total += list.count;
  const order: [number, number][] = [];
  lists.forEach((list, l) => {
    for (let i = 0; i < list.count; i += 1) order.push([l, i]);
  });
  order.sort(([la, ia], [lb, ib]) => lists[la].slots[ia] - lists[lb].slots[ib]);
  const slots = new Int32Array(total);
  const frequencies = new Uint8Array(total);
  const lengths = new Uint16Array(total);
  const pointers = new Uint8Array(total);
  const nameOf = new Int32Array(total);
  const names: NameInfo[] = [];
  let count = 0;
  for (const [l, i] of order) {
    const list = lists[l];
    const name = list.nameOf[i] >= 0 ? list.names[list.nameOf[i]] : null;
    if (count > 0 && slots[count - 1] === list.slots[i]) {
      frequencies[count - 1] = Math.min(255, frequencies[count - 1] + list.frequencies[i]);
      if (name && nameOf[count - 1] >= 0) {
        const known = names[nameOf[count - 1]];
        names[nameOf[count - 1]] = {...known, positions: known.positions | name.positions};
      }
      continue;
    }
    slots[count] = list.slots[i];
    frequencies[count] = list.frequencies[i];
    lengths[count] = list.lengths[i];
    pointers[count] = list.pointers[i];
    nameOf[count] = name ? names.push(name) - 1 : -1;
    count += 1;
  }
  return {count, slots, frequencies, lengths, pointers, nameOf, names};
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first position whose value is above `value`. */
function upperBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
