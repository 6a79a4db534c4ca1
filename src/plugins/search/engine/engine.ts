import {compileFacetFilters, type FacetFilters} from './facet-filters';
import {highlightAndSnippet, matcherFor, type HighlightResult} from './highlight';
import {createRanker} from './ranking';
import {HIERARCHY_LEVELS, type SearchRecord} from './types';
import type {SearchVocabulary} from './vocabulary';

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
  exhaustiveNbHits: true;
  processingTimeMS: number;
}

export interface SearchEngine {
  search(params: SearchParams): SearchResponse;
  readonly recordCount: number;
}

const DEFAULT_HITS_PER_PAGE = 20;
/** Only `<mark>` is ever added to page text, whatever the request asks for. */
const TAGS = {pre: '<mark>', post: '</mark>'};

/**
 * The local query engine behind the search client: answers Algolia-shaped
 * requests from the records, ranked by ranking.ts, with Algolia's highlight
 * and snippet fields made only for the hits returned. `vocabulary` holds the
 * site's words the ranking needs (config/search.ts); without it, none.
 */
export function createSearchEngine(records: readonly SearchRecord[], vocabulary?: SearchVocabulary): SearchEngine {
  const rank = createRanker(records, vocabulary);

  function search(params: SearchParams): SearchResponse {
    const started = now();
    const query = (params.query ?? '').slice(0, 512);
    const hitsPerPage = clamp(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 1, 1000);
    const page = Math.max(0, Math.floor(params.page ?? 0));
    const {order, total, terms} = rank(query, filterFor(params.facetFilters), (page + 1) * hitsPerPage);
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
    const hits = order
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({id, score}) => toHit(records[id], score, snippetLengths, mark));
    return {
      hits,
      nbHits: total,
      page,
      nbPages: Math.ceil(total / hitsPerPage),
      hitsPerPage,
      query,
      params: '',
      exhaustiveNbHits: true,
      processingTimeMS: Math.round(now() - started),
    };
  }

  // Facet filters repeat from query to query: compile each once into a mask.
  const filterCache = new Map<string, Uint8Array>();
  function filterFor(facetFilters: FacetFilters | undefined): Uint8Array {
    const key = JSON.stringify(facetFilters ?? null);
    let mask = filterCache.get(key);
    if (!mask) {
      const test = compileFacetFilters(facetFilters);
      mask = Uint8Array.from(records, (record) => (test(record) ? 1 : 0));
      if (filterCache.size > 16) filterCache.clear();
      filterCache.set(key, mask);
    }
    return mask;
  }

  return {search, recordCount: records.length};
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
