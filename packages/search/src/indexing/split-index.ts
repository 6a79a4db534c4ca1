import {createHash} from 'node:crypto';

import {
  encodeFragment,
  encodePostings,
  encodeVarints,
  FIELD_BOOST,
  FIELD_HEADING,
  FIELD_TITLE,
  FIELDS,
  indexedFields,
  inverseFrequency,
  MAX_NAME_POSITIONS,
  partPaths,
  SEARCH_INDEX_PARTS_DIR,
  SPLIT_INDEX_VERSION,
  termWeight,
  type NameInfo,
  type Posting,
  type SplitManifest,
  type TermShard,
} from '../engine/split-format';
import {endpointTerm} from '../engine/endpoint';
import {indexWords, isStopWord, stem, subjectWords, tokenize} from '../engine/text';
import type {SearchRecord} from '../engine/types';
import {compileVocabulary, EMPTY_VOCABULARY, type SearchVocabulary} from '../engine/vocabulary';
import {SEARCH_INDEX_BUDGETS, type SearchIndexBudgets} from './budgets';

/** Sizes the parts are cut to (characters of JSON, before compression): `cutLimits` of the budgets. */
export interface SplitIndexLimits {
  /** A term shard holds at most this much, unless one term's postings alone take more. */
  shardChars: number;
  /** A word list file holds at most this much. */
  wordChars: number;
  /** A rest list file holds at most this much, unless one posting alone takes more. */
  restChars: number;
  /** A fragment holds at most this much (a longer page is cut across fragments; a longer record sits alone). */
  fragmentChars: number;
  /** Short pages share a fragment while it holds less than this. */
  packChars: number;
  /** Postings of one term kept in its shard; the rest, by weight, go to a file of their own. */
  firstPart: number;
}

/**
 * A word's postings of most weight that its shard holds, which the ranking
 * reads before any rest list: a count the ranking is tuned with, not a size.
 */
export const FIRST_PART = 1_200;

/**
 * The cut sizes the parts' budgets (gzip bytes) allow. A shard, word list or
 * rest list is cut at about as many characters of JSON as its budget has
 * bytes: gzip makes these parts 1.9 to 3 times smaller, and no text larger
 * than its bytes and a few of framing, so only one item that fills a part on its own (a word's first postings, one
 * posting) can take a part over its budget, and the writer reports it. A
 * fragment is cut at half its budget in characters, and short pages share one
 * up to a quarter: a hit fetches its whole fragment, so a run of records stays
 * far under the budget (page text compresses about 2.3 times: 4,096
 * characters are about 1.8 KB), and the rest of the budget is room for one
 * long record, which a fragment holds whole.
 */
export function cutLimits(budgets: SearchIndexBudgets): SplitIndexLimits {
  return {
    shardChars: budgets.shard,
    wordChars: budgets.words,
    restChars: budgets.rest,
    fragmentChars: Math.floor(budgets.fragment / 2),
    packChars: Math.floor(budgets.fragment / 4),
    firstPart: FIRST_PART,
  };
}

/** The cut of the site's index. */
export const DEFAULT_LIMITS: SplitIndexLimits = cutLimits(SEARCH_INDEX_BUDGETS);

export interface SplitIndex {
  manifest: SplitManifest;
  /** Every part but the manifest, by path relative to the manifest's folder (`search-index/<hash>/t/0.json` …). */
  files: Map<string, string>;
  records: SearchRecord[];
}

const VERSION = /^v?\d+(\.\d+)+$/;
const SIMPLE = /[\p{L}\p{N}]+/gu;

/**
 * Makes the split index from the site's records (pages in route order, each
 * page's title record first): the postings of every word with the details
 * the ranking reads instead of text (word positions in titles and headings,
 * "Next steps" records), cut into term shards; the records' text in
 * fragments; and the manifest that says where everything is.
 */
export function buildSplitIndex(
  records: readonly SearchRecord[],
  vocabulary: SearchVocabulary = EMPTY_VOCABULARY,
  limits: SplitIndexLimits = DEFAULT_LIMITS,
): SplitIndex {
  const compiled = compileVocabulary(vocabulary);
  const fieldCount = FIELDS.length;

  // Pages: contiguous runs of records of one URL, each opening with its title record.
  const sections: string[] = [];
  const facets: [string, string][] = [];
  const pageValues: number[] = [];
  const pageStarts: number[] = [];
  records.forEach((record, id) => {
    const url = record.url.split('#')[0];
    if (id > 0 && records[id - 1].url.split('#')[0] === url) return;
    if (record.type !== 'lvl1') throw new Error(`The records of ${url} do not open with its title.`);
    pageStarts.push(id);
  });
  pageStarts.forEach((start, page) => {
    const end = pageStarts[page + 1] ?? records.length;
    const record = records[start];
    const section = indexOf(sections, record.hierarchy.lvl0 ?? '');
    const facet = facets.findIndex(([language, tag]) => language === record.language && tag === record.docusaurus_tag);
    if (facet === -1) facets.push([record.language, record.docusaurus_tag]);
    pageValues.push(end - start, section, facet === -1 ? facets.length - 1 : facet);
  });

  // Postings of every word, per record and field.
  const postingsByTerm = new Map<string, Posting[]>();
  const totalLength = new Float64Array(fieldCount);
  records.forEach((record, id) => {
    const fields = indexedFields(record);
    const pointer = compiled.isPointerHeading(record.hierarchy.lvl2) || compiled.isPointerSection(record.url, record.hierarchy.lvl2);
    FIELDS.forEach((field, f) => {
      const text = fields[field];
      if (!text) return;
      const tokens = tokenize(text);
      const distinct = new Set(tokens);
      totalLength[f] += distinct.size;
      const found = new Map<string, Posting>();
      const names = f === FIELD_TITLE || f === FIELD_HEADING ? namePositions(text, f === FIELD_TITLE, compiled.productName) : null;
      for (const token of tokens) {
        for (const word of indexWords(token)) {
          let posting = found.get(word);
          if (!posting) {
            posting = {record: id, field: f, frequency: 0, length: distinct.size, pointer};
            if (names) posting.name = {...names.info, positions: names.positionsOf.get(word) ?? 0};
            found.set(word, posting);
          }
          posting.frequency += 1;
        }
      }
      // An API operation's method and path is a term of its own ("GET /apps/{app_id}" finds it).
      if (field === 'content' && record.type === 'content') {
        const path = endpointTerm(text);
        if (path) found.set(path, {record: id, field: f, frequency: 1, length: distinct.size, pointer});
      }
      for (const [word, posting] of found) {
        let list = postingsByTerm.get(word);
        if (!list) postingsByTerm.set(word, (list = []));
        list.push(posting);
      }
    });
  });
  const averageLength = Array.from(totalLength, (total) => total / Math.max(1, records.length));

  // Terms: the words, and the stems that stand for several words (a query's stem finds them all).
  const words = [...postingsByTerm.keys()];
  const stemMembers = new Map<string, string[]>();
  for (const word of words) {
    const root = stem(word);
    if (root === word || word.startsWith('/')) continue;
    const members = stemMembers.get(root) ?? [];
    members.push(word);
    stemMembers.set(root, members);
  }
  const terms = [...new Set([...words, ...stemMembers.keys()])].sort(compareTerms);
  const termIds = new Map(terms.map((term, id) => [term, id]));

  // Term shards, cut by size; long postings lists keep their best postings in the shard.
  const files = new Map<string, string>();
  const shardFirstTerm: string[] = [];
  const shardTerms: number[] = [];
  let shard: TermShard = emptyShard();
  let shardChars = 0;
  const closeShard = () => {
    if (shard.terms.length === 0) return;
    files.set(partPaths.shard(shardFirstTerm.length), JSON.stringify(shard));
    shardFirstTerm.push(shard.terms[0]);
    shardTerms.push(shard.terms.length);
    shard = emptyShard();
    shardChars = 0;
  };
  for (const term of terms) {
    const postings = postingsByTerm.get(term) ?? [];
    const perField = new Array<number>(fieldCount).fill(0);
    for (const posting of postings) perField[posting.field] += 1;
    let first = postings;
    let rest: {count: number; parts: number} | undefined;
    if (postings.length > limits.firstPart) {
      const weight = (p: Posting) =>
        FIELD_BOOST[p.field] * inverseFrequency(records.length, perField[p.field]) * termWeight(p.frequency, p.length, averageLength[p.field]);
      const ranked = [...postings].sort((a, b) => weight(b) - weight(a) || a.record - b.record);
      first = ranked.slice(0, limits.firstPart).sort(byRecord);
      const restPostings = ranked.slice(limits.firstPart).sort(byRecord);
      const parts = cutPostings(restPostings, limits.restChars);
      parts.forEach((part, n) => files.set(partPaths.rest(termIds.get(term)!, n), JSON.stringify(part)));
      rest = {count: restPostings.length, parts: parts.length};
    }
    const encoded = encodePostings(first);
    // A whole list tells its records per field itself; a cut one keeps the counts of all of it.
    const fieldRecords = first === postings ? '' : encodeVarints(perField);
    const members = stemMembers
      .get(term)
      ?.map((word) => termIds.get(word)!)
      .sort((a, b) => a - b);
    const encodedMembers = members?.length ? encodeVarints(members.map((id, i) => (i === 0 ? id : id - members[i - 1]))) : '';
    // About the characters the term adds to its shard's JSON: its strings, their quotes and commas, its numbers.
    const chars = term.length + encoded.length + fieldRecords.length + 16 + (encodedMembers ? encodedMembers.length + 12 : 0) + (rest ? 20 : 0);
    // The shard closes before the term that would take it past its size, so only a term alone can.
    if (shardChars > 0 && shardChars + chars > limits.shardChars) closeShard();
    const local = shard.terms.length;
    shard.terms.push(term);
    shard.records.push(new Set(postings.map((p) => p.record)).size);
    shard.fieldRecords.push(fieldRecords);
    shard.postings.push(encoded);
    if (encodedMembers) shard.members.push([local, encodedMembers]);
    if (rest) shard.rest.push(rest.parts > 1 ? [local, rest.count, rest.parts] : [local, rest.count]);
    shardChars += chars;
  }
  closeShard();

  // Near spellings are looked for among the words that start with the same character.
  const wordLists = new Map<string, string[]>();
  for (const word of words.sort(compareTerms)) {
    if (word.startsWith('/')) continue;
    const first = String.fromCodePoint(word.codePointAt(0)!);
    const list = wordLists.get(first) ?? [];
    list.push(word);
    wordLists.set(first, list);
  }
  // A long list is cut into files by size, so none grows with the site's vocabulary.
  const wordListFirsts = [...wordLists.keys()].sort(compareTerms);
  const wordListParts = wordListFirsts.map((first) => {
    let part = 0;
    let chunk: string[] = [];
    let chars = 0;
    const flush = () => {
      files.set(partPaths.words(first, part), JSON.stringify(chunk));
      part += 1;
      chunk = [];
      chars = 0;
    };
    for (const word of wordLists.get(first)!) {
      if (chars > 0 && chars + word.length + 3 > limits.wordChars) flush();
      chunk.push(word);
      chars += word.length + 3;
    }
    flush();
    return part;
  });

  // Fragments: a page each (the hits a query shows come a few to a page), short pages
  // together, a long page cut where a fragment is full. Every fragment is one more
  // request, whose headers weigh as much as a short page's text.
  const fragmentRecords: number[] = [];
  let fragmentStart = 0;
  let fragmentChars = 0;
  const closeFragment = (end: number) => {
    if (end === fragmentStart) return;
    files.set(partPaths.fragment(fragmentRecords.length), JSON.stringify(encodeFragment(records.slice(fragmentStart, end), fragmentStart)));
    fragmentRecords.push(end - fragmentStart);
    fragmentStart = end;
    fragmentChars = 0;
  };
  const pageChars = pageStarts.map((start, page) => {
    let chars = 0;
    for (let id = start; id < (pageStarts[page + 1] ?? records.length); id += 1) chars += recordChars(records[id]);
    return chars;
  });
  records.forEach((record, id) => {
    const size = recordChars(record);
    const page = pageStarts.indexOf(id);
    // A page starts a fragment of its own unless it and the pages before it are short.
    const startsOwn = page !== -1 && fragmentChars > 0 && fragmentChars + pageChars[page] > limits.packChars;
    if (startsOwn || (fragmentChars > 0 && fragmentChars + size > limits.fragmentChars)) closeFragment(id);
    fragmentChars += size;
  });
  closeFragment(records.length);

  const hash = createHash('sha256');
  for (const [name, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(name).update(text);
  const manifest: SplitManifest = {
    version: SPLIT_INDEX_VERSION,
    base: `${SEARCH_INDEX_PARTS_DIR}/${hash.digest('hex').slice(0, 12)}/`,
    recordCount: records.length,
    averageLength,
    firstPart: limits.firstPart,
    sections,
    facets,
    pages: encodeVarints(pageValues),
    shardFirstTerm,
    shardTerms: encodeVarints(shardTerms),
    fragmentRecords: encodeVarints(fragmentRecords),
    wordLists: wordListFirsts,
    wordListParts: encodeVarints(wordListParts),
  };
  return {manifest, files, records: [...records]};
}

/** The order of terms in shards: JavaScript's string order, which the browser compares with too. */
export function compareTerms(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** About what a record takes in a fragment. */
function recordChars(record: SearchRecord): number {
  return (record.content?.length ?? 0) + (record.type === 'content' ? 20 : 40 + (record.hierarchy[record.type] ?? '').length);
}

function byRecord(a: Posting, b: Posting): number {
  return a.record - b.record || a.field - b.field;
}

/**
 * Postings sorted by record, encoded in consecutive runs of at most `chars` characters each (a
 * run always holds at least one posting). Each run starts its record deltas afresh, so each
 * decodes on its own.
 */
function cutPostings(postings: readonly Posting[], chars: number): string[] {
  const whole = encodePostings(postings);
  if (whole.length <= chars) return [whole];
  const parts: string[] = [];
  let start = 0;
  while (start < postings.length) {
    // Guess a run from the average size, then shrink it until it fits.
    let end = Math.min(postings.length, start + Math.max(1, Math.floor((chars / whole.length) * postings.length)));
    let encoded = encodePostings(postings.slice(start, end));
    while (encoded.length > chars && end - start > 1) {
      end = start + Math.max(1, Math.floor((end - start) * 0.9));
      encoded = encodePostings(postings.slice(start, end));
    }
    parts.push(encoded);
    start = end;
  }
  return parts;
}

function emptyShard(): TermShard {
  return {terms: [], records: [], fieldRecords: [], postings: [], members: [], rest: []};
}

function indexOf(list: string[], value: string): number {
  const at = list.indexOf(value);
  if (at !== -1) return at;
  list.push(value);
  return list.length - 1;
}

/**
 * Where each indexed word of a title or heading stands, counted in simple
 * words (a compound's parts apart): what the ranking compares a query's
 * words with, in place of the text. For a title, also which positions start
 * a word and which of those words say what the page is about (not its
 * product name, a version or a filler word).
 */
function namePositions(text: string, isTitle: boolean, productName: string): {info: Omit<NameInfo, 'positions'>; positionsOf: Map<string, number>} {
  const positionsOf = new Map<string, number>();
  const mark = (word: string, from: number, to: number) => {
    let bits = positionsOf.get(word) ?? 0;
    for (let p = from; p < to && p < MAX_NAME_POSITIONS; p += 1) bits |= 1 << p;
    positionsOf.set(word, bits);
  };
  let stops = 0;
  let starts = 0;
  let position = 0;
  const tokens = tokenize(text);
  const subjects = new Set(subjectWords([...new Set(tokens)]).filter((word) => word !== productName && !VERSION.test(word)));
  let subject = 0;
  for (const token of tokens) {
    const parts = token.match(SIMPLE) ?? [token];
    if (position < MAX_NAME_POSITIONS) starts |= 1 << position;
    if (subjects.has(token) && position < MAX_NAME_POSITIONS) {
      subject |= 1 << position;
      subjects.delete(token);
    }
    parts.forEach((part, i) => {
      if (isStopWord(part) && position + i < MAX_NAME_POSITIONS) stops |= 1 << (position + i);
    });
    for (const word of indexWords(token)) {
      const part = parts.indexOf(word);
      if (parts.length === 1 || part === -1) mark(word, position, position + parts.length);
      else parts.forEach((p, i) => p === word && mark(word, position + i, position + i + 1));
    }
    position += parts.length;
  }
  return {info: {length: position, stops, starts: isTitle ? starts : 0, subject: isTitle ? subject : 0}, positionsOf};
}
