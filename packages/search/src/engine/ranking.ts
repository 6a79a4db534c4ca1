import {endpointPath} from './endpoint';
import {readIntent, type QueryIntent} from './intent';
import type {LoadedIndex} from './loaded-index';
import {FIELD_BOOST, FIELD_CONTENT, FIELD_HEADING, FIELD_TITLE, MAX_NAME_POSITIONS} from './split-format';
import {indexTerms, isStopWord, MAX_QUERY_WORDS, simpleWords, subjectWords, tokenize} from './text';
import {compileVocabulary, EMPTY_VOCABULARY, type CompiledVocabulary, type SearchVocabulary} from './vocabulary';
import {resolveRankingWeights, type RankingWeights} from './weights';

/** One ranked hit: a record and its score (0 for a page title listed only to head its page's hits). */
export interface RankedRecord {
  id: number;
  score: number;
}

export interface Ranking {
  /** The first `needed` hits at least, in order. */
  order: RankedRecord[];
  /** Every record the query matched, plus the page titles that head them. */
  total: number;
  /** The index terms the query stood for, which the highlighter marks. */
  terms: string[];
  /** Their ids in the index. */
  alternatives: number[];
}

export type Ranker = (query: string, allowed: Uint8Array, needed: number) => Ranking;

// The ranking's weights are in weights.ts (RankingWeights); these two bound a query's cost, not its order.
/** Completions of an unfinished last word that are searched, the most used first. */
const MAX_COMPLETIONS = 50;
/** How many of the best-scoring records get the exact-phrase and exact-name checks. */
const PHRASE_CHECK_LIMIT = 300;

const VERSION = /^v?\d+(\.\d+)+$/;

/** A record's kind and place, as its postings tell them (state.flags). */
const FLAG_LEAD = 1;
const FLAG_POINTER = 2;
const FLAG_RELEASE = 4;
const FLAG_TITLE = 8;
const FLAG_HEADING = 16;
const FLAG_CONTENT = 32;
/** The record's title or heading words were noted (the name arrays hold something to clear). */
const FLAG_NAMED = 64;
/** Query words at most, and so query-word groups: a record's groups are bits of an int. */
const G = MAX_QUERY_WORDS;

/** A term a query word stands for; `synonym` when it is another word for it. */
export interface Alternative {
  id: number;
  weight: number;
  group: number;
  compound: boolean;
  synonym: boolean;
}

/**
 * What the ranking knows of the site: the loaded index (postings carry what
 * the ranking used to read in the text), each record's page, each page's
 * section and title record, and the site's vocabulary.
 */
export interface RankingContext {
  index: LoadedIndex;
  vocabulary: CompiledVocabulary;
  /** The defaults with the site's overrides over them, merged once. */
  weights: Readonly<RankingWeights>;
  recordCount: number;
  fieldBoost: readonly number[];
  pageOfRecord: Int32Array;
  pageSection: string[];
  /** Each page's title record: the first of its records. */
  pageTitle: number[];
}

/**
 * One query's working state: typed arrays the size of the site, reused from
 * query to query (`clearQueryState` resets what a query touched).
 */
export interface QueryState {
  alternatives: Alternative[];
  groupWords: string[];
  groupCount: number;
  /** Records holding the word of each group. */
  groupRecords: Float64Array;
  /** A rare word says more about what the reader wants than a common one. */
  wordWeight: number[];
  rawScore: Float64Array;
  groupsOf: Int32Array;
  groupScore: Float64Array;
  compoundHit: Uint8Array;
  /** FLAG_* bits of each touched record: its kind, a lead paragraph, under "Next steps", a release title. */
  flags: Uint8Array;
  /** A touched title's or heading's length in words, its stop-word positions, a title's word starts and subject words. */
  nameLength: Uint8Array;
  nameStops: Int32Array;
  nameStarts: Int32Array;
  nameSubject: Int32Array;
  /** Positions of a touched title that the query's terms matched: all of them, and the reader's own words only. */
  titleMatched: Int32Array;
  titleMatchedOwn: Int32Array;
  touched: Int32Array;
  touchedCount: number;
  score: Float64Array;
  nextInPage: Int32Array;
  pageHead: Int32Array;
  pageCovered: Int32Array;
  pageTop: Float64Array;
  pageTopId: Int32Array;
  pageSize: Int32Array;
  pageWordBest: Float64Array;
  pageNamed: Uint8Array;
  pageScore: Float64Array;
  touchedPages: Int32Array;
  touchedPageCount: number;
}

export function createRankingContext(index: LoadedIndex, vocabulary: SearchVocabulary = EMPTY_VOCABULARY, weights?: Partial<RankingWeights>): RankingContext {
  return {
    index,
    vocabulary: compileVocabulary(vocabulary),
    weights: resolveRankingWeights(weights),
    recordCount: index.recordCount,
    fieldBoost: FIELD_BOOST,
    pageOfRecord: index.pageOfRecord,
    pageSection: index.pageSection,
    pageTitle: index.pageStart,
  };
}

export function createQueryState(context: RankingContext): QueryState {
  const recordCount = context.recordCount;
  const pageCount = context.pageSection.length;
  return {
    alternatives: [],
    groupWords: [],
    groupCount: 0,
    groupRecords: new Float64Array(G),
    wordWeight: [],
    rawScore: new Float64Array(recordCount),
    groupsOf: new Int32Array(recordCount),
    groupScore: new Float64Array(recordCount * G),
    compoundHit: new Uint8Array(recordCount),
    flags: new Uint8Array(recordCount),
    nameLength: new Uint8Array(recordCount),
    nameStops: new Int32Array(recordCount),
    nameStarts: new Int32Array(recordCount),
    nameSubject: new Int32Array(recordCount),
    titleMatched: new Int32Array(recordCount),
    titleMatchedOwn: new Int32Array(recordCount),
    touched: new Int32Array(recordCount),
    touchedCount: 0,
    score: new Float64Array(recordCount),
    nextInPage: new Int32Array(recordCount),
    pageHead: new Int32Array(pageCount).fill(-1),
    pageCovered: new Int32Array(pageCount),
    pageTop: new Float64Array(pageCount * 3),
    pageTopId: new Int32Array(pageCount),
    pageSize: new Int32Array(pageCount),
    pageWordBest: new Float64Array(pageCount * G),
    pageNamed: new Uint8Array(pageCount),
    pageScore: new Float64Array(pageCount),
    touchedPages: new Int32Array(pageCount),
    touchedPageCount: 0,
  };
}

/**
 * The terms a query needs from the index, looked up so that the index notes
 * the parts it lacks (`index.missing`): the engine loads them and asks again
 * until nothing is missing, then ranks.
 */
export function lookUpQuery(context: RankingContext, query: string): void {
  const words = tokenize(query).slice(0, MAX_QUERY_WORDS);
  const queryWords = subjectWords(words);
  if (queryWords.length === 0) return;
  expandQuery(context, queryWords);
  for (const word of simpleWords(query).slice(0, 3 * MAX_QUERY_WORDS)) context.index.exact(word);
  const path = endpointPath(query);
  if (path) context.index.exact(path);
}

/**
 * The ranking behind the local engine, in stages, over the postings of the
 * query's terms (loaded beforehand: `lookUpQuery`):
 *  1. `expandQuery`: the index terms each query word stands for (itself, its
 *     stem, completions of the last word, near spellings, synonyms);
 *  2. `matchRecords`: BM25 per record and field, summed over those terms;
 *  3. `weighRecords`: times the number of query words a record holds, more for
 *     a page's lead paragraph, less under a "Next steps" heading;
 *  4. `boostNamedRecords`: titles and headings holding the query as a phrase
 *     or that the query names, an exact API path, code name or release;
 *  5. `scorePages`: a page by its best records and best evidence per word,
 *     its coverage of the query, its title, its section for this query;
 *  6. `orderHits`: page by page, each page's title first, so DocSearch can
 *     show deeper hits under their page.
 */
export function createRanker(context: RankingContext): Ranker {
  const state = createQueryState(context);
  return function rank(query, allowed, needed) {
    const words = tokenize(query).slice(0, MAX_QUERY_WORDS);
    const queryWords = subjectWords(words);
    if (queryWords.length === 0) return {order: [], total: 0, terms: [], alternatives: []};
    Object.assign(state, expandQuery(context, queryWords));
    const terms = state.alternatives.map((alternative) => context.index.term(alternative.id));
    const alternatives = state.alternatives.map((alternative) => alternative.id);
    matchRecords(context, state, allowed);
    if (state.touchedCount === 0) {
      clearQueryState(state);
      return {order: [], total: 0, terms, alternatives};
    }
    weighRecords(context, state);
    const intent = readIntent(query, words, context.vocabulary.vocabulary, context.weights);
    boostNamedRecords(context, state, query, words, intent);
    const pageOrder = scorePages(context, state, intent, allowed, needed);
    const {order, total} = orderHits(context, state, pageOrder, allowed, needed);
    clearQueryState(state);
    return {order, total, terms, alternatives};
  };
}

/**
 * Stage 1. The index terms each query word stands for, with their weights. A
 * code name of several words (`config_schema`, `VariantManager.create`) gives
 * one group per word, each answered by the name whole or by its word, so a
 * page that only says "create" answers half of it.
 */
export function expandQuery(
  context: Pick<RankingContext, 'index' | 'vocabulary' | 'weights'>,
  queryWords: string[],
): {alternatives: Alternative[]; groupWords: string[]} {
  const {index} = context;
  const {prefixWeight, completionLengthPenalty, fuzzyWeight, synonymWeight: knownSynonymWeight} = context.weights;
  const groups: {word: string; compound?: string}[] = [];
  for (const word of queryWords) {
    const parts =
      /[._-]/.test(word) && !VERSION.test(word) ? [...new Set(word.split(/[._-]+/))].filter((part) => part.length >= 3 && indexTerms(part).length > 0) : [];
    if (parts.length >= 2) for (const part of parts) groups.push({word: part, compound: word});
    else groups.push({word});
  }
  groups.length = Math.min(groups.length, MAX_QUERY_WORDS);
  const alternatives: Alternative[] = [];
  groups.forEach(({word, compound}, group) => {
    const isCompound = /[._-]/.test(word);
    const seen = new Map<number, Alternative>();
    const add = (term: number | undefined, weight: number, synonym = false) => {
      // A weight set to 0 turns that kind of match off: its records would be hits with no evidence.
      if (term === undefined || weight <= 0) return;
      const known = seen.get(term);
      if (known) known.weight = Math.max(known.weight, weight);
      else {
        const whole = (compound ?? (isCompound ? word : null)) === index.term(term);
        const alternative = {id: term, weight, group, compound: whole, synonym};
        seen.set(term, alternative);
        alternatives.push(alternative);
      }
    };
    const isLast = group === groups.length - 1;
    if (compound) {
      add(index.lookup(compound), 1);
      if (isLast) {
        for (const {id, term} of index.completions(compound, MAX_COMPLETIONS)) {
          add(id, (prefixWeight * term.length) / (term.length + completionLengthPenalty * (term.length - compound.length)));
        }
      }
      for (const term of indexTerms(word)) add(index.lookup(term), 1);
      return;
    }
    // The word as typed: the last one may be unfinished (prefix), and a
    // word the site never uses is probably misspelt (typo tolerance).
    const known = index.lookup(word) !== undefined;
    add(index.lookup(word), 1);
    if (isLast && word.length >= 2) {
      for (const {id, term} of index.completions(word, MAX_COMPLETIONS)) {
        add(id, (prefixWeight * term.length) / (term.length + completionLengthPenalty * (term.length - word.length)));
      }
    }
    // Near spellings only once the word's own shard is in: until then it is not known to be misspelt.
    if (!known && !isCompound && word.length >= 4 && index.missing.size === 0) {
      for (const {id, term, distance} of index.nearTerms(word, word.length >= 8 ? 2 : 1)) {
        add(id, (fuzzyWeight * term.length) / (term.length + distance));
      }
    }
    // Its stem and parts; a code name's short parts ("ag" of ag.init) occur
    // in every code sample and do not count on their own.
    const own = indexTerms(word);
    for (const term of own) if (term !== word && !(isCompound && term.length < 3)) add(index.lookup(term), 1);
    // When the site never uses the reader's word, its synonyms are all it can mean.
    const synonymWeight = known ? knownSynonymWeight : 1;
    for (const synonym of context.vocabulary.synonymsOf(word)) {
      for (const term of indexTerms(synonym)) if (!own.includes(term)) add(index.lookup(term), synonymWeight, true);
    }
  });
  return {alternatives, groupWords: groups.map((g) => g.word)};
}

/**
 * Stage 2. BM25 per record (fields weighted), summed over the alternatives
 * of every query word, for the records `allowed` (the facet filters); which
 * query words each record holds, and how many records hold each word. The
 * postings also say what kind of record each is, where it stands, and for a
 * title or heading which of its words the terms matched.
 */
export function matchRecords(
  context: Pick<RankingContext, 'index' | 'fieldBoost' | 'recordCount' | 'pageOfRecord' | 'pageTitle' | 'pageSection' | 'vocabulary'>,
  state: QueryState,
  allowed: Uint8Array,
): void {
  const {groupsOf, touched, rawScore, groupScore, compoundHit, flags} = state;
  const {pageOfRecord, pageTitle, pageSection, fieldBoost} = context;
  // Imported constants read once: in the loop, each read can cost a module getter call.
  const [titleField, headingField, contentField] = [FIELD_TITLE, FIELD_HEADING, FIELD_CONTENT];
  state.groupCount = state.groupWords.length;
  // Per record, one slot per group of this query (not per possible group): fewer cache lines touched.
  const stride = state.groupCount;
  state.groupRecords.fill(0);
  const releaseSection = context.vocabulary.releaseSection;
  let touchedCount = 0;
  // Records held in a list cut short: the rest count toward a word's rarity all the same.
  const restRecords = new Float64Array(G);
  for (const {id: term, weight, group, compound, synonym} of state.alternatives) {
    const bit = 1 << group;
    const {slots, weights: bm25, pointers, nameOf, names, from, to} = context.index.postings(term);
    if (!context.index.full && context.index.isCut(term)) restRecords[group] += context.index.recordsOf(term) - (to - from);
    for (let i = from; i < to; i += 1) {
      const id = slots[i] >> 3;
      if (allowed[id] !== 1) continue;
      const field = slots[i] & 7;
      const contribution = weight * fieldBoost[field] * bm25[i];
      if (groupsOf[id] === 0) {
        touched[touchedCount++] = id;
        const page = pageOfRecord[id];
        const title = pageTitle[page] === id;
        flags[id] = title ? FLAG_TITLE : field === headingField ? FLAG_HEADING : FLAG_CONTENT;
        if (title && releaseSection !== null && pageSection[page] === releaseSection) flags[id] |= FLAG_RELEASE;
        if (!title && field === contentField && id === pageTitle[page] + 1) flags[id] |= FLAG_LEAD;
      }
      if (pointers[i]) flags[id] |= FLAG_POINTER;
      if (nameOf[i] >= 0) {
        const name = names[nameOf[i]];
        flags[id] |= FLAG_NAMED;
        state.nameLength[id] = name.length;
        state.nameStops[id] = name.stops;
        if (field === titleField) {
          state.nameStarts[id] = name.starts;
          state.nameSubject[id] = name.subject;
          state.titleMatched[id] |= name.positions;
          if (!synonym) state.titleMatchedOwn[id] |= name.positions;
        }
      }
      if ((groupsOf[id] & bit) === 0) {
        groupsOf[id] |= bit;
        state.groupRecords[group] += 1;
      }
      rawScore[id] += contribution;
      groupScore[id * stride + group] += contribution;
      if (compound) compoundHit[id] = 1;
    }
  }
  state.touchedCount = touchedCount;
  const recordCount = context.recordCount;
  state.wordWeight = Array.from(state.groupRecords.subarray(0, state.groupCount), (n, g) =>
    Math.log(1 + recordCount / (1 + Math.min(recordCount, n + restRecords[g]))),
  );
}

/** Stage 3. A record's score: its BM25 times the number of query words it holds, and its place in the page. */
export function weighRecords(context: Pick<RankingContext, 'weights'>, state: QueryState): void {
  const {leadParagraphBoost, pointerWeight, compoundBoost} = context.weights;
  for (let i = 0; i < state.touchedCount; i += 1) {
    const id = state.touched[i];
    const f = state.flags[id];
    state.score[id] =
      state.rawScore[id] *
      bitCount(state.groupsOf[id]) *
      (f & FLAG_LEAD ? leadParagraphBoost : f & FLAG_POINTER ? pointerWeight : 1) *
      (state.compoundHit[id] ? compoundBoost : 1);
  }
}

/** The summed rarity of the query words in `groups` (bits). */
function weightOf(state: QueryState, groups: number): number {
  let sum = 0;
  for (let g = 0; g < state.groupCount; g += 1) if (groups & (1 << g)) sum += state.wordWeight[g];
  return sum;
}

function isDemoted(context: RankingContext, intent: QueryIntent, page: number): boolean {
  // Pages of a section the query does not ask for (API operations, release
  // posts) have titles that echo everyday words: a match there names nothing.
  return (intent.sectionFactor.get(context.pageSection[page]) ?? 1) < 1;
}

/**
 * Where the words of a query stand in the titles and headings that hold
 * them, word for word (not by stem): the positions each word takes in each
 * record's name, from the word's own postings. A stop word has no postings;
 * it matches a stop word of the name.
 */
export interface NameMatcher {
  /** The name of `id` holds `words` one after the other, from its position `at`. */
  holdsAt(id: number, words: readonly string[], at: number): boolean;
  /** The name of `id` holds `words` one after the other, anywhere. */
  holds(id: number, words: readonly string[]): boolean;
  /** `words` hold the name of `id` whole, one after the other (the name has at least `minLength` words). */
  isNamedBy(id: number, words: readonly string[], minLength: number): boolean;
}

export function createNameMatcher(context: Pick<RankingContext, 'index'>, state: QueryState): NameMatcher {
  const byWord = new Map<string, Map<number, number>>();
  const positionsOf = (word: string): Map<number, number> => {
    let map = byWord.get(word);
    if (!map) {
      map = new Map();
      const id = context.index.exact(word);
      if (id !== undefined) {
        const {slots, nameOf, names, from, to} = context.index.postings(id);
        const [titleField, headingField] = [FIELD_TITLE, FIELD_HEADING];
        for (let i = from; i < to; i += 1) {
          const field = slots[i] & 7;
          if (nameOf[i] >= 0 && (field === titleField || field === headingField)) map.set(slots[i] >> 3, names[nameOf[i]].positions);
        }
      }
      byWord.set(word, map);
    }
    return map;
  };
  const matches = (id: number, word: string, position: number) => {
    if (position >= MAX_NAME_POSITIONS) return false;
    const bit = 1 << position;
    if (isStopWord(word)) return (state.nameStops[id] & bit) !== 0;
    return ((positionsOf(word).get(id) ?? 0) & bit) !== 0;
  };
  const holdsAt = (id: number, words: readonly string[], at: number) => {
    if (at + words.length > state.nameLength[id]) return false;
    for (let i = 0; i < words.length; i += 1) if (!matches(id, words[i], at + i)) return false;
    return true;
  };
  return {
    holdsAt,
    holds(id, words) {
      for (let at = 0; at + words.length <= state.nameLength[id]; at += 1) if (holdsAt(id, words, at)) return true;
      return false;
    },
    isNamedBy(id, words, minLength) {
      const length = state.nameLength[id];
      if (length < minLength || length > words.length || length > MAX_NAME_POSITIONS) return false;
      for (let at = 0; at + length <= words.length; at += 1) {
        let all = true;
        for (let j = 0; j < length && all; j += 1) all = matches(id, words[at + j], j);
        if (all) return true;
      }
      return false;
    },
  };
}

/**
 * Stage 4. Phrase, name and path checks, for the records near the top: a
 * title or heading holding the query as a phrase, a title or heading the
 * query names, the operation at an API path, a release by its version. A
 * page whose title is named this way is marked (`pageNamed`) for the page
 * stage. Word positions come from the postings of the query's own words.
 */
export function boostNamedRecords(context: RankingContext, state: QueryState, query: string, words: readonly string[], intent: QueryIntent): void {
  const {pageOfRecord} = context;
  const {phraseBoost, namedSectionBoost} = context.weights;
  const {touched, touchedCount, score, flags} = state;
  const queryWords = subjectWords(words);
  const phrase = simpleWords(query);
  const isPhrase = phrase.length > 1;
  const trimmed = query.trim();
  const looksLikeName = /[._/()-]/.test(trimmed) || /^[a-z]+_[a-z_]+$/i.test(trimmed);
  const codeNames = queryWords
    .filter((word) => word.includes('.'))
    .map((word) => simpleWords(word.slice(word.lastIndexOf('.') + 1)))
    .filter((name) => name.length > 0);
  const path = endpointPath(query);
  const operations = new Set<number>();
  const pathTerm = path ? context.index.exact(path) : undefined;
  if (pathTerm !== undefined) {
    const {slots, from, to} = context.index.postings(pathTerm);
    for (let i = from; i < to; i += 1) operations.add(slots[i] >> 3);
  }
  // Release titles that start with a version the query names ("release 0.27" names v0.27.0).
  const releases = new Set<number>();
  for (const word of words) {
    if (!/^v?\d+\.\d+(\.\d+)?$/.test(word)) continue;
    const id = context.index.exact(word.replace(/^v/, ''));
    if (id === undefined) continue;
    const {slots, nameOf, names, from, to} = context.index.postings(id);
    for (let i = from; i < to; i += 1) {
      if ((slots[i] & 7) === FIELD_TITLE && nameOf[i] >= 0 && names[nameOf[i]].positions & 1) releases.add(slots[i] >> 3);
    }
  }
  const names = createNameMatcher(context, state);
  const allWeight = weightOf(state, (1 << state.groupCount) - 1);
  let threshold = -Infinity;
  if (touchedCount > PHRASE_CHECK_LIMIT) {
    const scores = new Float64Array(touchedCount);
    for (let i = 0; i < touchedCount; i += 1) scores[i] = score[touched[i]];
    threshold = kthLargest(scores, PHRASE_CHECK_LIMIT);
  }
  for (let i = 0; i < touchedCount; i += 1) {
    const id = touched[i];
    if (score[id] < threshold) continue;
    const page = pageOfRecord[id];
    const demoted = isDemoted(context, intent, page);
    const f = flags[id];
    let factor = 1;
    if (f & FLAG_CONTENT) {
      if (operations.has(id)) {
        factor *= namedSectionBoost;
        state.pageNamed[page] = 1;
      }
      score[id] *= factor;
      continue;
    }
    const isTitle = (f & FLAG_TITLE) !== 0;
    // A demoted page's title quoting the query is an echo, not a match.
    if ((isPhrase || looksLikeName) && !(isTitle && demoted) && names.holds(id, phrase)) {
      factor *= isPhrase ? phraseBoost * phraseBoost : phraseBoost;
      if (state.nameLength[id] === phrase.length) factor *= phraseBoost;
    }
    // A title or heading the query quotes whole ("what is agenta used for"
    // holds "What is Agenta?"), or the name after a code prefix
    // ("ag.MultipleChoiceParam" names the "MultipleChoiceParam" heading):
    // the reader named that section, as far as its words are the query's.
    if (!demoted && names.isNamedBy(id, phrase, 2)) {
      const share = weightOf(state, state.groupsOf[id]) / allWeight;
      factor *= 1 + (namedSectionBoost - 1) * share;
      if (isTitle && share >= 0.5) state.pageNamed[page] = 1;
    } else if (codeNames.some((name) => state.nameLength[id] === name.length && names.holdsAt(id, name, 0))) {
      factor *= namedSectionBoost;
    }
    if (f & FLAG_RELEASE && releases.has(id)) {
      factor *= namedSectionBoost;
      state.pageNamed[page] = 1;
    }
    score[id] *= factor;
  }
}

/** Share of a title's subject words that `matched` positions cover: 1 when the query names the page. */
function titlePrecision(state: QueryState, id: number, matched: number): number {
  const subject = state.nameSubject[id];
  if (subject === 0) return 1;
  const starts = state.nameStarts[id];
  let covered = 0;
  for (let q = 0; q < MAX_NAME_POSITIONS; q += 1) {
    if (!(matched & (1 << q))) continue;
    // The word a position belongs to is the one starting at or before it.
    let start = q;
    while (start > 0 && !(starts & (1 << start))) start -= 1;
    covered |= 1 << start;
  }
  return bitCount(covered & subject) / bitCount(subject);
}

/**
 * Stage 5. Pages in order: each by its best records and its best evidence
 * for each query word, scaled by how much of the query it answers (rare
 * words counting more), by how well its title names the query, by how often
 * it comes back to the subject, and by its section's factor for this query.
 * Only the first `needed` pages are sure to be in order; the rest follow.
 */
export function scorePages(context: RankingContext, state: QueryState, intent: QueryIntent, allowed: Uint8Array, needed = Number.POSITIVE_INFINITY): number[] {
  const {pageOfRecord, pageTitle, pageSection} = context;
  const {pointerWeight, wordEvidenceWeight, secondRecordWeight, thirdRecordWeight, titleMatchBonus, pageDepthWeight, coverageExponent} = context.weights;
  const {touched, touchedCount, score, groupsOf, groupCount, pageHead, pageTop, pageTopId, flags} = state;
  const {touchedPages, nextInPage, pageSize, pageCovered, groupScore, pageWordBest} = state;
  const all = (1 << groupCount) - 1;
  const allWeight = weightOf(state, all);
  let touchedPageCount = 0;
  for (let i = 0; i < touchedCount; i += 1) {
    const id = touched[i];
    const page = pageOfRecord[id];
    if (pageHead[page] === -1) {
      touchedPages[touchedPageCount++] = page;
      pageTopId[page] = id;
    }
    nextInPage[id] = pageHead[page];
    pageHead[page] = id;
    pageSize[page] += 1;
    pageCovered[page] |= groupsOf[id];
    const s = score[id];
    const top = page * 3;
    if (s > pageTop[top] || (s === pageTop[top] && id < pageTopId[page])) {
      pageTop[top + 2] = pageTop[top + 1];
      pageTop[top + 1] = pageTop[top];
      pageTop[top] = s;
      pageTopId[page] = id;
    } else if (s > pageTop[top + 1]) {
      pageTop[top + 2] = pageTop[top + 1];
      pageTop[top + 1] = s;
    } else if (s > pageTop[top + 2]) pageTop[top + 2] = s;
    const evidence = flags[id] & FLAG_POINTER ? pointerWeight : 1;
    for (let g = 0, from = id * groupCount, to = page * groupCount; g < groupCount; g += 1) {
      const value = evidence * groupScore[from + g];
      if (value > pageWordBest[to + g]) pageWordBest[to + g] = value;
    }
  }
  state.touchedPageCount = touchedPageCount;
  // Query words that name a section ("api", "changelog") are answered by every page of it.
  // Worked out once per section, not per page: a site has a handful of sections and thousands of pages.
  const perSection = new Map<string, {named: number; factor: number}>();
  const sectionOf = (section: string) => {
    let known = perSection.get(section);
    if (!known) {
      const words = intent.sectionWords.get(section);
      let named = 0;
      if (words)
        state.groupWords.forEach((word, g) => {
          if (words.has(word)) named |= 1 << g;
        });
      known = {named, factor: intent.sectionFactor.get(section) ?? 1};
      perSection.set(section, known);
    }
    return known;
  };
  const {pageScore, pageNamed, titleMatched, titleMatchedOwn} = state;
  for (let p = 0; p < touchedPageCount; p += 1) {
    const page = touchedPages[p];
    const titleId = pageTitle[page];
    const {named, factor: sectionFactor} = sectionOf(pageSection[page]);
    const demoted = sectionFactor < 1;
    const covered = pageCovered[page] | named;
    let titleCovered = titleId >= 0 && allowed[titleId] === 1 ? groupsOf[titleId] : 0;
    if (titleCovered) titleCovered |= named;
    let wordEvidence = 0;
    for (let g = 0, at = page * groupCount; g < groupCount; g += 1) wordEvidence += pageWordBest[at + g];
    const best = pageTop[page * 3] + secondRecordWeight * pageTop[page * 3 + 1] + thirdRecordWeight * pageTop[page * 3 + 2] + wordEvidenceWeight * wordEvidence;
    const coverage = weightOf(state, covered) / allWeight;
    // A page whose title answers every word of the query, and little else,
    // is what the reader named; a demoted page's title only when the
    // reader typed it as it is ("list app variants").
    const fullTitle = titleCovered === all && (!demoted || (!intent.question && titlePrecision(state, titleId, titleMatchedOwn[titleId]) === 1));
    const titleBonus = pageNamed[page]
      ? titleMatchBonus
      : fullTitle
        ? 1 + (titleMatchBonus - 1) * Math.sqrt(titlePrecision(state, titleId, titleMatched[titleId]))
        : demoted
          ? 1
          : 1 + weightOf(state, titleCovered) / allWeight;
    // A page that comes back to the subject again and again is more about it.
    const depth = 1 + pageDepthWeight * Math.log2(pageSize[page]);
    pageScore[page] = best * coverage ** coverageExponent * titleBonus * depth * sectionFactor;
  }
  const byScore = (a: number, b: number) => pageScore[b] - pageScore[a] || pageTopId[a] - pageTopId[b];
  const pages = Array.from(touchedPages.subarray(0, touchedPageCount));
  // Every page gives at least one hit, so the first `needed` pages are all
  // the order a query shows; the others only count toward the total.
  if (touchedPageCount <= 2 * needed) return pages.sort(byScore);
  const scores = new Float64Array(touchedPageCount);
  for (let p = 0; p < touchedPageCount; p += 1) scores[p] = pageScore[pages[p]];
  const threshold = kthLargest(scores, needed);
  const head = pages.filter((page) => pageScore[page] >= threshold).sort(byScore);
  const tail = pages.filter((page) => pageScore[page] < threshold);
  return head.concat(tail);
}

/**
 * Stage 6. Hits page by page, each page's title first: up to three of each
 * page, then the rest, as far as `needed`; and the number of hits in all.
 */
export function orderHits(
  context: Pick<RankingContext, 'pageTitle' | 'weights'>,
  state: QueryState,
  pageOrder: readonly number[],
  allowed: Uint8Array,
  needed: number,
): {order: RankedRecord[]; total: number} {
  const {score, pageHead, nextInPage, groupsOf} = state;
  const {recordsPerPageFirst} = context.weights;
  const byScore = (a: number, b: number) => score[b] - score[a] || a - b;
  const pageRecords = (page: number): RankedRecord[] => {
    const ids: number[] = [];
    for (let id = pageHead[page]; id !== -1; id = nextInPage[id]) ids.push(id);
    ids.sort(byScore);
    const titleId = context.pageTitle[page];
    const list = ids.map((id) => ({id, score: score[id]}));
    if (titleId < 0 || allowed[titleId] !== 1) return list;
    const at = ids.indexOf(titleId);
    const title = at >= 0 ? list.splice(at, 1)[0] : {id: titleId, score: 0};
    return [title, ...list];
  };
  let total = state.touchedCount;
  for (const page of pageOrder) {
    const titleId = context.pageTitle[page];
    if (titleId >= 0 && allowed[titleId] === 1 && groupsOf[titleId] === 0) total += 1;
  }
  const order: RankedRecord[] = [];
  const lists: RankedRecord[][] = [];
  for (let p = 0; p < pageOrder.length && order.length < needed; p += 1) {
    const list = pageRecords(pageOrder[p]);
    lists.push(list);
    order.push(...list.slice(0, recordsPerPageFirst + 1));
  }
  for (let p = 0; p < lists.length && order.length < needed; p += 1) {
    order.push(...lists[p].slice(recordsPerPageFirst + 1));
  }
  return {order, total};
}

/** Clears what the last query touched, for the next one. */
export function clearQueryState(state: QueryState): void {
  const {touched, rawScore, groupsOf, compoundHit, score, flags, groupScore, groupCount} = state;
  for (let i = 0; i < state.touchedCount; i += 1) {
    const id = touched[i];
    rawScore[id] = 0;
    groupsOf[id] = 0;
    compoundHit[id] = 0;
    score[id] = 0;
    if (flags[id] & FLAG_NAMED) {
      state.nameLength[id] = 0;
      state.nameStops[id] = 0;
      state.nameStarts[id] = 0;
      state.nameSubject[id] = 0;
      state.titleMatched[id] = 0;
      state.titleMatchedOwn[id] = 0;
    }
    flags[id] = 0;
    // Only the query's groups were written: a loop is cheaper than a fill call per record.
    for (let g = 0, at = id * groupCount; g < groupCount; g += 1, at += 1) groupScore[at] = 0;
  }
  const {touchedPages, pageHead, pageCovered, pageSize, pageNamed, pageTop, pageWordBest} = state;
  for (let p = 0; p < state.touchedPageCount; p += 1) {
    const page = touchedPages[p];
    pageHead[page] = -1;
    pageCovered[page] = 0;
    pageSize[page] = 0;
    pageNamed[page] = 0;
    pageTop[page * 3] = 0;
    pageTop[page * 3 + 1] = 0;
    pageTop[page * 3 + 2] = 0;
    for (let g = 0, at = page * groupCount; g < groupCount; g += 1, at += 1) pageWordBest[at] = 0;
  }
  state.touchedCount = 0;
  state.touchedPageCount = 0;
}

/** The `k`-th largest of `values` (which it reorders), found without sorting them all. */
function kthLargest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  const target = values.length - k;
  while (low < high) {
    const pivot = values[(low + high) >>> 1];
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i] < pivot) i += 1;
      while (values[j] > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i];
        values[i] = values[j];
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else break;
  }
  return values[target];
}

function bitCount(value: number): number {
  let count = 0;
  for (let v = value; v; v &= v - 1) count += 1;
  return count;
}
