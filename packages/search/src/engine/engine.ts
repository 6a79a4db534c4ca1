import type {FacetFilters} from './facet-filters';
import {highlightAndSnippet, matcherFor, type HighlightResult} from './highlight';
import type {LoadedIndex} from './loaded-index';
import {cutQuery} from './query-text';
import {createRanker, createRankingContext, lookUpQuery, type RankedRecord} from './ranking';
import {HIERARCHY_LEVELS, type SearchRecord} from './types';
import type {SearchVocabulary} from './vocabulary';
import type {RankingWeights} from './weights';

/** The parameters of one Algolia search request that the local engine honours. */
export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  /** `['content:10', 'hierarchy.lvl1:10', …]`: attribute and snippet length in words. */
  attributesToSnippet?: readonly string[];
  snippetEllipsisText?: string;
}

export type SearchHit = SearchRecord & {
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
  _rankingInfo?: {score: number};
};

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  /** False when long postings lists were read in part only, and the count is an estimate. */
  exhaustiveNbHits: boolean;
  processingTimeMS: number;
}

export interface SearchEngine {
  search(params: SearchParams): Promise<SearchResponse>;
  readonly recordCount: number;
}

export interface SearchEngineOptions {
  /** Overrides of the ranking's weights (weights.ts), merged over the defaults once, here. */
  weights?: Partial<RankingWeights>;
}

/**
 * Hits ranked from the first part of the long postings lists: past these, a
 * query reads the rest of its lists (the hits after them come from a ranking
 * over everything, less those already shown).
 */
export const FIRST_PART_HITS = 100;
/** Rounds of loading before a query gives up (a query needs two or three). */
const MAX_LOAD_ROUNDS = 8;

const DEFAULT_HITS_PER_PAGE = 20;
/** Code points of a query the engine reads (MAX_QUERY_WORDS bounds its work; this, its text). */
const MAX_QUERY_CHARACTERS = 512;
/** Only `<mark>` is ever added to page text, whatever the request asks for. */
const TAGS = {pre: '<mark>', post: '</mark>'};

/**
 * The local query engine behind the search client: answers Algolia-shaped
 * requests from the split index, ranked by ranking.ts, loading the parts a
 * query needs (its terms' shards before ranking, the fragments of the hits
 * it returns after), with Algolia's highlight and snippet fields made only
 * for the hits returned. `vocabulary` holds the site's words the ranking
 * needs (config/search.ts); without it, none. `weights` are the site's
 * overrides of the ranking's weights; without them, the defaults.
 */
export function createSearchEngine(index: LoadedIndex, vocabulary?: SearchVocabulary, {weights}: SearchEngineOptions = {}): SearchEngine {
  const context = createRankingContext(index, vocabulary, weights);
  const rank = createRanker(context);
  // One query at a time: the ranking's working state is shared.
  let queue: Promise<unknown> = Promise.resolve();

  /** Loads what the query's terms need, round after round, until nothing is missing. */
  async function loadTerms(query: string): Promise<void> {
    for (let round = 0; ; round += 1) {
      index.missing.clear();
      lookUpQuery(context, query);
      if (index.missing.size === 0) return;
      if (round === MAX_LOAD_ROUNDS) throw new Error('The search index parts for this query could not be resolved.');
      await index.loadMissing();
    }
  }

  async function rankQuery(
    query: string,
    allowed: Uint8Array,
    needed: number,
  ): Promise<{order: RankedRecord[]; total: number; exhaustive: boolean; terms: string[]}> {
    await loadTerms(query);
    const first = rank(query, allowed, needed);
    const cut = first.alternatives.filter((id) => index.isCut(id));
    if (cut.length === 0) return {...first, exhaustive: true};
    if (needed <= FIRST_PART_HITS) {
      let left = 0;
      for (const id of cut) left += index.leftOut(id);
      return {...first, total: Math.min(index.recordCount, first.total + left), exhaustive: false};
    }
    // Hits past the first ones: the whole lists, the first hits kept where they were.
    index.requireRests(cut);
    await index.loadMissing();
    index.full = true;
    try {
      const whole = rank(query, allowed, needed);
      const shown = first.order.slice(0, FIRST_PART_HITS);
      const seen = new Set(shown.map((hit) => hit.id));
      return {order: [...shown, ...whole.order.filter((hit) => !seen.has(hit.id))], total: whole.total, exhaustive: true, terms: whole.terms};
    } finally {
      index.full = false;
    }
  }

  async function search(params: SearchParams): Promise<SearchResponse> {
    const started = now();
    // Whole characters only: the query is echoed in the response, and a lone surrogate breaks the links made of it.
    const query = cutQuery(typeof params.query === 'string' ? params.query : '', MAX_QUERY_CHARACTERS);
    const hitsPerPage = clamp(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 1, 1000);
    const page = Math.max(0, Math.floor(params.page ?? 0));
    const {order, total, exhaustive, terms} = await rankQuery(query, index.allowedBy(params.facetFilters), (page + 1) * hitsPerPage);
    const shown = order.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const records = await index.records(shown.map((hit) => hit.id));
    const snippetLengths = parseSnippetAttributes(params.attributesToSnippet);
    // One matcher for the page of hits (Algolia marks the query's words
    // wherever they occur), and each heading marked once however many hits share it.
    const matches = matcherFor(terms);
    const marked = new Map<string, ReturnType<typeof highlightAndSnippet>>();
    const mark = (text: string, words: number | undefined) => {
      const key = `${words ?? 0}\u0000${text}`;
      let result = marked.get(key);
      if (!result) {
        result = highlightAndSnippet(text, matches, words, TAGS, params.snippetEllipsisText ?? '…');
        marked.set(key, result);
      }
      return result;
    };
    const hits = shown.map(({score}, i) => toHit(records[i], score, snippetLengths, mark));
    return {
      hits,
      nbHits: total,
      page,
      nbPages: Math.ceil(total / hitsPerPage),
      hitsPerPage,
      query,
      params: '',
      exhaustiveNbHits: exhaustive,
      processingTimeMS: Math.round(now() - started),
    };
  }

  return {
    search(params) {
      const answer = queue.then(() => search(params));
      queue = answer.catch(() => {});
      return answer;
    },
    recordCount: index.recordCount,
  };
}

function parseSnippetAttributes(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [attribute, count] = entry.split(':');
    const words = Number(count);
    lengths.set(attribute, Number.isFinite(words) && words > 0 ? Math.min(words, 100) : 10);
  }
  return lengths;
}

function toHit(
  record: SearchRecord,
  score: number,
  snippetLengths: Map<string, number>,
  mark: (text: string, words: number | undefined) => ReturnType<typeof highlightAndSnippet>,
): SearchHit {
  const hierarchyHighlight: Record<string, HighlightResult> = {};
  const hierarchySnippet: Record<string, HighlightResult> = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    if (value === null) continue;
    const marked = mark(value, snippetLengths.get(`hierarchy.${level}`));
    hierarchyHighlight[level] = marked.highlight;
    if (marked.snippet) hierarchySnippet[level] = marked.snippet;
  }
  const hit: SearchHit = {
    ...record,
    hierarchy: {...record.hierarchy},
    _highlightResult: {hierarchy: hierarchyHighlight},
    _snippetResult: {hierarchy: hierarchySnippet},
    _rankingInfo: {score},
  };
  if (record.content !== null) {
    const marked = mark(record.content, snippetLengths.get('content'));
    hit._highlightResult.content = marked.highlight;
    if (marked.snippet) hit._snippetResult.content = marked.snippet;
  }
  return hit;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.floor(value)));
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
