import {readIntent, type QueryIntent} from './intent';
import {buildTermIndex, type TermIndex} from './term-index';
import {indexTerms, MAX_QUERY_WORDS, memoize, simpleWords, subjectWords, tokenize} from './text';
import type {SearchRecord} from './types';
import {compileVocabulary, EMPTY_VOCABULARY, type CompiledVocabulary, type SearchVocabulary} from './vocabulary';

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
}

export type Ranker = (query: string, allowed: Uint8Array, needed: number) => Ranking;

/** Field weights: a word in a page title counts most, then headings, then body text. */
const FIELDS = ['title', 'heading', 'content', 'path', 'section'] as const;
const FIELD_BOOST: Record<(typeof FIELDS)[number], number> = {title: 6, heading: 3, content: 1, path: 2, section: 0.6};
/** Weights of a completion of the last word and of a near spelling, next to the word itself (MiniSearch's). */
const PREFIX_WEIGHT = 0.4;
const FUZZY_WEIGHT = 0.35;
/** Completions of an unfinished last word that are searched, the most used first. */
const MAX_COMPLETIONS = 50;
/** Weight of a synonym next to the word the reader typed, when the site uses that word too. */
const SYNONYM_WEIGHT = 0.5;

/** Score factor for each of: the record holds the query as a phrase, its heading does, its heading is the query. */
const PHRASE_BOOST = 1.5;
/** Score factor of a record holding a compound query word whole. */
const COMPOUND_BOOST = 2;
/** Score factor of a title or heading that the query names whole (scaled by the share of the query it is). */
const NAMED_SECTION_BOOST = 3;
/** Score factor of a page whose title matches every query word and nothing else. */
const TITLE_MATCH_BONUS = 3;
/** Score factor of a page's first paragraph, which says what the page is for. */
const LEAD_PARAGRAPH_BOOST = 1.3;
/** Weight of records under a heading that points to other pages ("Next steps"): their words describe those pages. */
const POINTER_WEIGHT = 0.3;
/** How many of the best-scoring records get the exact-phrase and exact-name checks. */
const PHRASE_CHECK_LIMIT = 300;
/** How much a page's best evidence for each query word adds to its best records. */
const WORD_EVIDENCE_WEIGHT = 0.3;
/** Records of one page shown before the next page gets its turn. */
const RECORDS_PER_PAGE_FIRST = 2;

const VERSION = /^v?\d+(\.\d+)+$/;

const FLAG_LEAD = 1;
const FLAG_POINTER = 2;
const FLAG_RELEASE = 4;
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
 * What the ranking knows of the site, made once: the term index, each
 * record's page and flags, and the site's vocabulary.
 */
export interface RankingContext {
  records: readonly SearchRecord[];
  vocabulary: CompiledVocabulary;
  index: TermIndex;
  fieldBoost: number[];
  pageOfRecord: Int32Array;
  pageSection: string[];
  /** Each page's title record, or -1. */
  pageTitle: number[];
  flags: Uint8Array;
  /** The words of a title that say what the page is about. */
  titleWords(id: number): string[];
  /** A record's words, and its title's or heading's, as the phrase checks compare them. */
  phraseText(id: number): string;
  nameText(id: number): string;
  /** The API operation records at an endpoint path (see `endpointPath`). */
  operationsAt(path: string): number[];
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
  touchedPages: Int32Array;
  touchedPageCount: number;
}

export function createRankingContext(
  records: readonly SearchRecord[],
  vocabulary: SearchVocabulary = EMPTY_VOCABULARY,
): RankingContext {
  const compiled = compileVocabulary(vocabulary);
  const recordCount = records.length;
  const documents = records.map(toIndexedDocument);
  const index = buildTermIndex(FIELDS, documents);

  // Pages, in record order: records of a page are contiguous.
  const pageOfRecord = new Int32Array(recordCount);
  const pageSection: string[] = [];
  const pageTitle: number[] = [];
  const flags = new Uint8Array(recordCount);
  records.forEach((record, id) => {
    const url = record.url.split('#')[0];
    const previous = id > 0 ? records[id - 1].url.split('#')[0] : null;
    if (url !== previous) {
      pageSection.push(record.hierarchy.lvl0 ?? '');
      pageTitle.push(-1);
    }
    const page = pageSection.length - 1;
    pageOfRecord[id] = page;
    if (record.type === 'lvl1' && pageTitle[page] === -1) pageTitle[page] = id;
    if (record.type === 'content' && id > 0 && records[id - 1].type === 'lvl1' && url === previous) flags[id] |= FLAG_LEAD;
    if (compiled.isPointerHeading(record.hierarchy.lvl2)) flags[id] |= FLAG_POINTER;
    if (record.type === 'lvl1' && record.hierarchy.lvl0 === compiled.releaseSection) flags[id] |= FLAG_RELEASE;
  });

  // API operations by their path ("GET /observability/traces"), so a path typed whole finds its operation.
  let operationsByPath: Map<string, number[]> | null = null;
  return {
    records,
    vocabulary: compiled,
    index,
    fieldBoost: FIELDS.map((field) => FIELD_BOOST[field]),
    pageOfRecord,
    pageSection,
    pageTitle,
    flags,
    // Made on first use.
    titleWords: memoize((id: number) =>
      subjectWords([...new Set(tokenize(records[id].hierarchy.lvl1 ?? ''))]).filter(
        (word) => word !== compiled.productName && !VERSION.test(word),
      ),
    ),
    phraseText: memoize((id: number) => {
      const {title, heading, content} = documents[id];
      return ` ${simpleWords(`${title} ${heading} ${content}`).join(' ')} `;
    }),
    nameText: memoize((id: number) => ` ${simpleWords(`${documents[id].title} ${documents[id].heading}`).join(' ')} `),
    operationsAt(path) {
      if (!operationsByPath) {
        operationsByPath = new Map();
        records.forEach((record, id) => {
          const found = record.type === 'content' ? endpointPath(record.content ?? '') : null;
          if (found) operationsByPath!.set(found, [...(operationsByPath!.get(found) ?? []), id]);
        });
      }
      return operationsByPath.get(path) ?? [];
    },
  };
}

export function createQueryState(context: RankingContext): QueryState {
  const recordCount = context.records.length;
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
    touchedPages: new Int32Array(pageCount),
    touchedPageCount: 0,
  };
}

/**
 * The ranking behind the local engine, in stages:
 *  1. `expandQuery`: the index terms each query word stands for (itself, its
 *     stem, completions of the last word, near spellings, synonyms);
 *  2. `matchRecords`: BM25 per record and field, summed over those terms;
 *  3. `weighRecords`: times the number of query words a record holds, more for
 *     a page's lead paragraph, less under a "Next steps" heading;
 *  4. `boostNamedRecords`: records holding the query as a phrase, titles and
 *     headings the query names, an exact API path, code name or release;
 *  5. `scorePages`: a page by its best records and best evidence per word,
 *     its coverage of the query, its title, its section for this query;
 *  6. `orderHits`: page by page, each page's title first, so DocSearch can
 *     show deeper hits under their page.
 */
export function createRanker(records: readonly SearchRecord[], vocabulary: SearchVocabulary = EMPTY_VOCABULARY): Ranker {
  const context = createRankingContext(records, vocabulary);
  const state = createQueryState(context);
  return function rank(query, allowed, needed) {
    const words = tokenize(query).slice(0, MAX_QUERY_WORDS);
    const queryWords = subjectWords(words);
    if (queryWords.length === 0) return {order: [], total: 0, terms: []};
    Object.assign(state, expandQuery(context, queryWords));
    const terms = state.alternatives.map((alternative) => context.index.term(alternative.id));
    matchRecords(context, state, allowed);
    if (state.touchedCount === 0) {
      clearQueryState(state);
      return {order: [], total: 0, terms};
    }
    weighRecords(context, state);
    const intent = readIntent(query, words, context.vocabulary.vocabulary);
    boostNamedRecords(context, state, query, words, intent);
    const pageOrder = scorePages(context, state, intent, allowed, terms);
    const {order, total} = orderHits(context, state, pageOrder, allowed, needed);
    clearQueryState(state);
    return {order, total, terms};
  };
}

/**
 * Stage 1. The index terms each query word stands for, with their weights. A
 * code name of several words (`config_schema`, `VariantManager.create`) gives
 * one group per word, each answered by the name whole or by its word, so a
 * page that only says "create" answers half of it.
 */
export function expandQuery(
  context: Pick<RankingContext, 'index' | 'vocabulary'>,
  queryWords: string[],
): {alternatives: Alternative[]; groupWords: string[]} {
  const {index} = context;
  const groups: {word: string; compound?: string}[] = [];
  for (const word of queryWords) {
    const parts = /[._-]/.test(word) && !VERSION.test(word)
      ? [...new Set(word.split(/[._-]+/))].filter((part) => part.length >= 3 && indexTerms(part).length > 0)
      : [];
    if (parts.length >= 2) for (const part of parts) groups.push({word: part, compound: word});
    else groups.push({word});
  }
  groups.length = Math.min(groups.length, MAX_QUERY_WORDS);
  const alternatives: Alternative[] = [];
  groups.forEach(({word, compound}, group) => {
    const isCompound = /[._-]/.test(word);
    const seen = new Map<number, Alternative>();
    const add = (term: number | undefined, weight: number, synonym = false) => {
      if (term === undefined) return;
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
          add(id, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - compound.length)));
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
        add(id, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - word.length)));
      }
    }
    if (!known && !isCompound && word.length >= 4) {
      for (const {id, term, distance} of index.nearTerms(word, word.length >= 8 ? 2 : 1)) {
        add(id, (FUZZY_WEIGHT * term.length) / (term.length + distance));
      }
    }
    // Its stem and parts; a code name's short parts ("ag" of ag.init) occur
    // in every code sample and do not count on their own.
    const own = indexTerms(word);
    for (const term of own) if (term !== word && !(isCompound && term.length < 3)) add(index.lookup(term), 1);
    // When the site never uses the reader's word, its synonyms are all it can mean.
    const synonymWeight = known ? SYNONYM_WEIGHT : 1;
    for (const synonym of context.vocabulary.synonymsOf(word)) {
      for (const term of indexTerms(synonym)) if (!own.includes(term)) add(index.lookup(term), synonymWeight, true);
    }
  });
  return {alternatives, groupWords: groups.map((g) => g.word)};
}

/**
 * Stage 2. BM25 per record (fields weighted), summed over the alternatives
 * of every query word, for the records `allowed` (the facet filters); which
 * query words each record holds, and how many records hold each word.
 */
export function matchRecords(context: Pick<RankingContext, 'index' | 'fieldBoost' | 'records'>, state: QueryState, allowed: Uint8Array): void {
  const {groupsOf, touched, rawScore, groupScore, compoundHit} = state;
  state.groupCount = state.groupWords.length;
  state.groupRecords.fill(0);
  let touchedCount = 0;
  for (const {id: term, weight, group, compound} of state.alternatives) {
    const bit = 1 << group;
    const {slots, weights: bm25, from, to} = context.index.postings(term);
    for (let i = from; i < to; i += 1) {
      const id = slots[i] >> 3;
      if (allowed[id] !== 1) continue;
      const contribution = weight * context.fieldBoost[slots[i] & 7] * bm25[i];
      if (groupsOf[id] === 0) touched[touchedCount++] = id;
      if ((groupsOf[id] & bit) === 0) {
        groupsOf[id] |= bit;
        state.groupRecords[group] += 1;
      }
      rawScore[id] += contribution;
      groupScore[id * G + group] += contribution;
      if (compound) compoundHit[id] = 1;
    }
  }
  state.touchedCount = touchedCount;
  const recordCount = context.records.length;
  state.wordWeight = Array.from(state.groupRecords.subarray(0, state.groupCount), (n) => Math.log(1 + recordCount / (1 + n)));
}

/** Stage 3. A record's score: its BM25 times the number of query words it holds, and its place in the page. */
export function weighRecords(context: Pick<RankingContext, 'flags'>, state: QueryState): void {
  for (let i = 0; i < state.touchedCount; i += 1) {
    const id = state.touched[i];
    const f = context.flags[id];
    state.score[id] =
      state.rawScore[id] *
      bitCount(state.groupsOf[id]) *
      (f & FLAG_LEAD ? LEAD_PARAGRAPH_BOOST : f & FLAG_POINTER ? POINTER_WEIGHT : 1) *
      (state.compoundHit[id] ? COMPOUND_BOOST : 1);
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
 * Stage 4. Phrase, name and path checks, for the records near the top: a
 * record holding the query as a phrase, a title or heading the query names,
 * the operation at an API path, a release by its version. A page whose title
 * is named this way is marked (`pageNamed`) for the page stage.
 */
export function boostNamedRecords(
  context: RankingContext,
  state: QueryState,
  query: string,
  words: readonly string[],
  intent: QueryIntent,
): void {
  const {records, pageOfRecord, flags} = context;
  const {touched, touchedCount, score} = state;
  const queryWords = subjectWords(words);
  const phrase = ` ${simpleWords(query).join(' ')} `;
  const isPhrase = phrase.trim().includes(' ');
  const trimmed = query.trim();
  const looksLikeName = /[._/()-]/.test(trimmed) || /^[a-z]+_[a-z_]+$/i.test(trimmed);
  const codeNames = queryWords
    .filter((word) => word.includes('.'))
    .map((word) => ` ${simpleWords(word.slice(word.lastIndexOf('.') + 1)).join(' ')} `);
  const path = endpointPath(query);
  const namedOperations = path ? context.operationsAt(path) : [];
  const versions = words.filter((word) => /^v?\d+\.\d+(\.\d+)?$/.test(word)).map((word) => word.replace(/^v/, ''));
  const allWeight = weightOf(state, (1 << state.groupCount) - 1);
  let threshold = -Infinity;
  if (touchedCount > PHRASE_CHECK_LIMIT) {
    const sorted = new Float64Array(touchedCount);
    for (let i = 0; i < touchedCount; i += 1) sorted[i] = score[touched[i]];
    sorted.sort();
    threshold = sorted[touchedCount - PHRASE_CHECK_LIMIT];
  }
  for (let i = 0; i < touchedCount; i += 1) {
    const id = touched[i];
    if (score[id] < threshold) continue;
    const page = pageOfRecord[id];
    const demoted = isDemoted(context, intent, page);
    let factor = 1;
    const type = records[id].type;
    // A demoted page's title quoting the query is an echo, not a match.
    if ((isPhrase || looksLikeName) && !(type === 'lvl1' && demoted)) {
      if (isPhrase && context.phraseText(id).includes(phrase)) factor *= PHRASE_BOOST;
      if (context.nameText(id).includes(phrase)) factor *= PHRASE_BOOST;
      if (context.nameText(id) === phrase) factor *= PHRASE_BOOST;
    }
    if (type !== 'content') {
      // A title or heading the query quotes whole ("what is agenta used for"
      // holds "What is Agenta?"), or the name after a code prefix
      // ("ag.MultipleChoiceParam" names the "MultipleChoiceParam" heading):
      // the reader named that section, as far as its words are the query's.
      const name = context.nameText(id);
      if (name.trim().includes(' ') && phrase.includes(name) && !demoted) {
        const share = weightOf(state, state.groupsOf[id]) / allWeight;
        factor *= 1 + (NAMED_SECTION_BOOST - 1) * share;
        if (type === 'lvl1' && share >= 0.5) state.pageNamed[page] = 1;
      } else if (codeNames.includes(name)) factor *= NAMED_SECTION_BOOST;
      // "release 0.27" names the post of release 0.27.0.
      if (flags[id] & FLAG_RELEASE && versions.length > 0 && releaseVersions(records[id]).some((v) => versions.includes(v))) {
        factor *= NAMED_SECTION_BOOST;
        state.pageNamed[page] = 1;
      }
    } else if (namedOperations.includes(id)) {
      factor *= NAMED_SECTION_BOOST;
      state.pageNamed[page] = 1;
    }
    score[id] *= factor;
  }
}

/**
 * Stage 5. Pages in order: each by its best records and its best evidence
 * for each query word, scaled by how much of the query it answers (rare
 * words counting more), by how well its title names the query, by how often
 * it comes back to the subject, and by its section's factor for this query.
 */
export function scorePages(
  context: RankingContext,
  state: QueryState,
  intent: QueryIntent,
  allowed: Uint8Array,
  terms: readonly string[],
): number[] {
  const {pageOfRecord, pageTitle, pageSection, flags} = context;
  const {touched, touchedCount, score, groupsOf, groupCount, pageHead, pageTop, pageTopId} = state;
  const all = (1 << groupCount) - 1;
  const allWeight = weightOf(state, all);
  let touchedPageCount = 0;
  for (let i = 0; i < touchedCount; i += 1) {
    const id = touched[i];
    const page = pageOfRecord[id];
    if (pageHead[page] === -1) {
      state.touchedPages[touchedPageCount++] = page;
      pageTopId[page] = id;
    }
    state.nextInPage[id] = pageHead[page];
    pageHead[page] = id;
    state.pageSize[page] += 1;
    state.pageCovered[page] |= groupsOf[id];
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
    const evidence = flags[id] & FLAG_POINTER ? POINTER_WEIGHT : 1;
    for (let g = 0; g < groupCount; g += 1) {
      const value = evidence * state.groupScore[id * G + g];
      if (value > state.pageWordBest[page * G + g]) state.pageWordBest[page * G + g] = value;
    }
  }
  state.touchedPageCount = touchedPageCount;
  // Query words that name a section ("api", "changelog") are answered by every page of it.
  const sectionNamed = new Map<string, number>();
  for (const [section, named] of intent.sectionWords) {
    let bits = 0;
    state.groupWords.forEach((word, g) => {
      if (named.has(word)) bits |= 1 << g;
    });
    sectionNamed.set(section, bits);
  }
  const termSet = new Set(terms);
  const ownTermSet = new Set(state.alternatives.filter((a) => !a.synonym).map((a) => context.index.term(a.id)));
  /** Share of a title's words that the query matched: 1 when the query names the page. */
  const titlePrecision = (id: number, own = false) => {
    const titleWordList = context.titleWords(id);
    if (titleWordList.length === 0) return 1;
    const found = own ? ownTermSet : termSet;
    let matched = 0;
    for (const word of titleWordList) if (indexTerms(word).some((term) => found.has(term))) matched += 1;
    return matched / titleWordList.length;
  };
  const pageScore = new Map<number, number>();
  for (let p = 0; p < touchedPageCount; p += 1) {
    const page = state.touchedPages[p];
    const titleId = pageTitle[page];
    const named = sectionNamed.get(pageSection[page]) ?? 0;
    const demoted = isDemoted(context, intent, page);
    const covered = state.pageCovered[page] | named;
    let titleCovered = titleId >= 0 && allowed[titleId] === 1 ? groupsOf[titleId] : 0;
    if (titleCovered) titleCovered |= named;
    let wordEvidence = 0;
    for (let g = 0; g < groupCount; g += 1) wordEvidence += state.pageWordBest[page * G + g];
    const best =
      pageTop[page * 3] + 0.3 * pageTop[page * 3 + 1] + 0.1 * pageTop[page * 3 + 2] + WORD_EVIDENCE_WEIGHT * wordEvidence;
    const coverage = weightOf(state, covered) / allWeight;
    // A page whose title answers every word of the query, and little else,
    // is what the reader named; a demoted page's title only when the
    // reader typed it as it is ("list app variants").
    const fullTitle = titleCovered === all && (!demoted || (!intent.question && titlePrecision(titleId, true) === 1));
    const titleBonus = state.pageNamed[page]
      ? TITLE_MATCH_BONUS
      : fullTitle
        ? 1 + (TITLE_MATCH_BONUS - 1) * Math.sqrt(titlePrecision(titleId))
        : demoted
          ? 1
          : 1 + weightOf(state, titleCovered) / allWeight;
    // A page that comes back to the subject again and again is more about it.
    const depth = 1 + 0.15 * Math.log2(state.pageSize[page]);
    const sectionFactor = intent.sectionFactor.get(pageSection[page]) ?? 1;
    pageScore.set(page, best * coverage ** 1.5 * titleBonus * depth * sectionFactor);
  }
  return Array.from(state.touchedPages.subarray(0, touchedPageCount)).sort(
    (a, b) => pageScore.get(b)! - pageScore.get(a)! || pageTopId[a] - pageTopId[b],
  );
}

/**
 * Stage 6. Hits page by page, each page's title first: up to three of each
 * page, then the rest, as far as `needed`; and the number of hits in all.
 */
export function orderHits(
  context: Pick<RankingContext, 'pageTitle'>,
  state: QueryState,
  pageOrder: readonly number[],
  allowed: Uint8Array,
  needed: number,
): {order: RankedRecord[]; total: number} {
  const {score, pageHead, nextInPage, groupsOf} = state;
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
    order.push(...list.slice(0, RECORDS_PER_PAGE_FIRST + 1));
  }
  for (let p = 0; p < lists.length && order.length < needed; p += 1) {
    order.push(...lists[p].slice(RECORDS_PER_PAGE_FIRST + 1));
  }
  return {order, total};
}

/** Clears what the last query touched, for the next one. */
export function clearQueryState(state: QueryState): void {
  for (let i = 0; i < state.touchedCount; i += 1) {
    const id = state.touched[i];
    state.rawScore[id] = 0;
    state.groupsOf[id] = 0;
    state.compoundHit[id] = 0;
    state.score[id] = 0;
    state.groupScore.fill(0, id * G, id * G + G);
  }
  for (let p = 0; p < state.touchedPageCount; p += 1) {
    const page = state.touchedPages[p];
    state.pageHead[page] = -1;
    state.pageCovered[page] = 0;
    state.pageSize[page] = 0;
    state.pageNamed[page] = 0;
    state.pageTop.fill(0, page * 3, page * 3 + 3);
    state.pageWordBest.fill(0, page * G, page * G + G);
  }
  state.touchedCount = 0;
  state.touchedPageCount = 0;
}

function toIndexedDocument(record: SearchRecord): Record<(typeof FIELDS)[number], string> {
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

/**
 * "GET /apps/:app_id/variants/" and "get /apps/{app_id}/variants" alike give
 * "/apps/:/variants": the path of an API operation, method and parameter
 * names left out (readers seldom know them).
 */
export function endpointPath(text: string): string | null {
  const match = /^\s*(?:(?:get|post|put|patch|delete)\s+)?(\/\S*)\s*$/i.exec(text);
  if (!match) return null;
  return match[1]
    .toLowerCase()
    .replace(/\{[^}/]*\}|:[^/]+/g, ':')
    .replace(/\/+$/, '');
}

/** The versions a release post's title names: "v0.27.0: …" gives 0.27.0 and 0.27. */
function releaseVersions(record: SearchRecord): string[] {
  const match = /^v?(\d+\.\d+)(\.\d+)?/.exec(record.hierarchy.lvl1 ?? '');
  return match ? [match[0].replace(/^v/, ''), match[1]] : [];
}

function bitCount(value: number): number {
  let count = 0;
  for (let v = value; v; v &= v - 1) count += 1;
  return count;
}
