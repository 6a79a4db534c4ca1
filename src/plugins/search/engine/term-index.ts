import SearchableMap from 'minisearch/SearchableMap';

import {indexWords, stem, tokenize} from './text';

/**
 * An inverted index over a few text fields of each record: for every word,
 * the records and fields that hold it and how often, in flat typed arrays,
 * which the browser builds in a fraction of the time MiniSearch's per-term
 * maps take (see DECISIONS.md). Stems and completions come from the words in
 * order; MiniSearch's radix tree finds words a typo away.
 */
export interface TermIndex {
  /**
   * The id of a term as a query means it: the word, and every word it is the
   * stem of ("trace" also finds "traces" and "tracing"); undefined when the
   * site uses neither.
   */
  lookup(term: string): number | undefined;
  term(id: number): string;
  /** Words that start with `prefix` (not `prefix` itself), the most used first, at most `limit`. */
  completions(prefix: string, limit: number): {id: number; term: string}[];
  /** Words within `maxDistance` edits of `word` (not `word` itself). */
  nearTerms(word: string, maxDistance: number): {id: number; term: string; distance: number}[];
  /**
   * Where a term occurs: entries `from` to `to` of `slots`, one per record
   * and field holding it (`record << 3 | field`, in record order), with the
   * BM25 weight of each at the same position of `weights`.
   */
  postings(id: number): Postings;
}

export interface Postings {
  slots: Int32Array;
  weights: Float32Array;
  from: number;
  to: number;
}

/** BM25 constants as MiniSearch sets them (d adds a floor for any match). */
const K = 1.2;
const B = 0.7;
const D = 0.5;
/** Fields per record, at most: a posting keeps the field in its low 3 bits. */
const FIELD_BITS = 3;

export function buildTermIndex<F extends string>(
  fields: readonly F[],
  documents: readonly Readonly<Record<F, string>>[],
): TermIndex {
  const fieldCount = fields.length;
  if (fieldCount > 1 << FIELD_BITS) throw new Error(`At most ${1 << FIELD_BITS} fields can be indexed.`);
  const documentCount = documents.length;
  const ids = new Map<string, number>();
  const terms: string[] = [];
  const lengths = new Uint16Array(documentCount * fieldCount);
  const totalLength = new Float64Array(fieldCount);
  // Each distinct word is worked out once: its index terms, as term ids.
  const tokenIds = new Map<string, number>();
  const tokenTerms: number[][] = [];
  const tokenSeen: number[] = [];
  const termIdFor = (term: string) => {
    let id = ids.get(term);
    if (id === undefined) {
      id = terms.length;
      ids.set(term, id);
      terms.push(term);
    }
    return id;
  };

  // 1. Every occurrence of every term, in record and field order, into flat
  // typed arrays (the browser builds this without creating an object per term).
  let occurrenceTerm = new Int32Array(1 << 16);
  let occurrenceSlot = new Int32Array(1 << 16);
  let occurrences = 0;
  for (let record = 0; record < documentCount; record += 1) {
    const document = documents[record];
    for (let field = 0; field < fieldCount; field += 1) {
      const text = document[fields[field]];
      if (!text) continue;
      const slot = (record << FIELD_BITS) | field;
      const stamp = slot + 1;
      const tokens = tokenize(text);
      let length = 0;
      for (let t = 0; t < tokens.length; t += 1) {
        let tokenId = tokenIds.get(tokens[t]);
        if (tokenId === undefined) {
          tokenId = tokenTerms.length;
          tokenIds.set(tokens[t], tokenId);
          tokenTerms.push(indexWords(tokens[t]).map(termIdFor));
          tokenSeen.push(0);
        }
        // A field's length is its number of distinct words, as MiniSearch counts it.
        if (tokenSeen[tokenId] !== stamp) {
          tokenSeen[tokenId] = stamp;
          length += 1;
        }
        const termIds = tokenTerms[tokenId];
        if (occurrences + termIds.length > occurrenceTerm.length) {
          occurrenceTerm = grow(occurrenceTerm);
          occurrenceSlot = grow(occurrenceSlot);
        }
        for (let k = 0; k < termIds.length; k += 1) {
          occurrenceTerm[occurrences] = termIds[k];
          occurrenceSlot[occurrences] = slot;
          occurrences += 1;
        }
      }
      lengths[record * fieldCount + field] = length;
      totalLength[field] += length;
    }
  }

  // 2. Grouped by term (a counting sort keeps record order), repeats in the
  // same field counted once with their frequency.
  const termCount = terms.length;
  const counts = new Int32Array(termCount + 1);
  for (let i = 0; i < occurrences; i += 1) counts[occurrenceTerm[i] + 1] += 1;
  for (let t = 0; t < termCount; t += 1) counts[t + 1] += counts[t];
  const sorted = new Int32Array(occurrences);
  const cursor = counts.slice(0, termCount);
  for (let i = 0; i < occurrences; i += 1) sorted[cursor[occurrenceTerm[i]]++] = occurrenceSlot[i];
  const postings = new Int32Array(occurrences);
  const frequencies = new Uint16Array(occurrences);
  const starts = new Int32Array(termCount + 1);
  let size = 0;
  for (let t = 0; t < termCount; t += 1) {
    starts[t] = size;
    for (let i = counts[t]; i < counts[t + 1]; i += 1) {
      if (size > starts[t] && postings[size - 1] === sorted[i]) frequencies[size - 1] += 1;
      else {
        postings[size] = sorted[i];
        frequencies[size] = 1;
        size += 1;
      }
    }
  }
  starts[termCount] = size;

  const averageLength = Array.from(totalLength, (total) => total / Math.max(1, documentCount));
  /** BM25 weight of each entry from `from` to `to`: the term's rarity in the field, its frequency, the field's length. */
  const weigh = (slots: Int32Array, counts: Uint16Array, from: number, to: number, into: Float32Array) => {
    const perField = new Uint32Array(fieldCount);
    for (let i = from; i < to; i += 1) perField[slots[i] & FIELD_MASK] += 1;
    const idf = Array.from(perField, (n) => Math.log(1 + (documentCount - n + 0.5) / (n + 0.5)));
    for (let i = from; i < to; i += 1) {
      const field = slots[i] & FIELD_MASK;
      const frequency = counts[i];
      const norm = 1 - B + (B * lengths[(slots[i] >> FIELD_BITS) * fieldCount + field]) / (averageLength[field] || 1);
      into[i] = idf[field] * (D + (frequency * (K + 1)) / (frequency + K * norm));
    }
  };
  // Weights of the words' own postings, worked out when a query first needs them.
  const weights = new Float32Array(size);
  const weighed = new Uint8Array(termCount);
  // Terms that stand for several words (a stem and the words it is the stem
  // of), merged when a query first asks for them.
  const merged: Postings[] = [];
  const mergedNames: string[] = [];
  const lookups = new Map<string, number | undefined>();

  const postingsOf = (id: number): Postings => {
    if (id >= termCount) return merged[id - termCount];
    if (!weighed[id]) {
      weighed[id] = 1;
      weigh(postings, frequencies, starts[id], starts[id + 1], weights);
    }
    return {slots: postings, weights, from: starts[id], to: starts[id + 1]};
  };

  function lookup(term: string): number | undefined {
    if (lookups.has(term)) return lookups.get(term);
    // A Porter stem agrees with its word in all but at most its last two
    // letters ("possibl" from "possibility", "hope" from "hoping"), so the
    // words a stem stands for are among those that start with the rest.
    const members: number[] = [];
    const prefix = term.slice(0, Math.max(1, term.length - 2));
    const words = sortedWords();
    for (let i = lowerBound(words, prefix); i < words.length && words[i].startsWith(prefix); i += 1) {
      if (words[i] === term || (words[i].length > term.length - 3 && stem(words[i]) === term)) {
        members.push(ids.get(words[i])!);
      }
    }
    let id: number | undefined;
    if (members.length === 1) id = members[0];
    else if (members.length > 1) {
      id = termCount + merged.length;
      merged.push(mergePostings(members));
      mergedNames.push(term);
    }
    if (lookups.size > 10_000) lookups.clear();
    lookups.set(term, id);
    return id;
  }

  /** One record-and-field entry per place any of the words occurs, their frequencies added up. */
  function mergePostings(members: number[]): Postings {
    // Each entry packed as slot * 2^16 + frequency, so a numeric sort orders them by slot.
    let total = 0;
    for (const id of members) total += starts[id + 1] - starts[id];
    const packed = new Float64Array(total);
    let n = 0;
    for (const id of members) {
      for (let i = starts[id]; i < starts[id + 1]; i += 1) packed[n++] = postings[i] * 65536 + frequencies[i];
    }
    packed.sort();
    const slots = new Int32Array(total);
    const counts = new Uint16Array(total);
    let size = 0;
    for (let i = 0; i < total; i += 1) {
      const slot = Math.floor(packed[i] / 65536);
      const count = packed[i] - slot * 65536;
      if (size > 0 && slots[size - 1] === slot) counts[size - 1] += count;
      else {
        slots[size] = slot;
        counts[size] = count;
        size += 1;
      }
    }
    const weights = new Float32Array(size);
    weigh(slots, counts, 0, size, weights);
    return {slots, weights, from: 0, to: size};
  }

  /** How many records hold the word, in any field. */
  const recordFrequency = (id: number) => {
    let records = 0;
    for (let i = starts[id]; i < starts[id + 1]; i += 1) {
      if (i === starts[id] || postings[i] >> FIELD_BITS !== postings[i - 1] >> FIELD_BITS) records += 1;
    }
    return records;
  };

  // Completions and stems come from the words in order, typo lookups from
  // MiniSearch's radix tree; both are made on first use.
  let ordered: string[] | null = null;
  const sortedWords = () => (ordered ??= [...terms].sort());
  let tree: SearchableMap<number> | null = null;
  const radixTree = () => {
    if (!tree) {
      tree = new SearchableMap<number>();
      terms.forEach((term, id) => tree!.set(term, id));
    }
    return tree;
  };

  return {
    lookup,
    term: (id) => (id < termCount ? terms[id] : mergedNames[id - termCount]),
    completions(prefix, limit) {
      const words = sortedWords();
      const found: {id: number; term: string; records: number}[] = [];
      for (let i = lowerBound(words, prefix); i < words.length && words[i].startsWith(prefix); i += 1) {
        if (words[i] === prefix) continue;
        const id = ids.get(words[i])!;
        found.push({id, term: words[i], records: recordFrequency(id)});
      }
      if (found.length > limit) {
        found.sort((a, b) => b.records - a.records || a.term.length - b.term.length);
        found.length = limit;
      }
      return found;
    },
    nearTerms(word, maxDistance) {
      const found: {id: number; term: string; distance: number}[] = [];
      for (const [term, [id, distance]] of radixTree().fuzzyGet(word, maxDistance)) {
        if (distance > 0) found.push({id, term, distance});
      }
      return found;
    },
    postings: postingsOf,
  };
}

const FIELD_MASK = (1 << FIELD_BITS) - 1;

function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** The first position in `sorted` whose value is not below `value`. */
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
