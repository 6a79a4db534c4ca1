import type {SearchParams, SearchResponse} from '../engine/engine';

/**
 * What the search page asks and says, shared by its React component
 * (theme/SearchPage) and the script that draws its first results before
 * React runs (first-results/): both must ask the same question and write the
 * same words, or the page would change when React takes over.
 */

export const HITS_PER_PAGE = 20;
export const SNIPPET_WORDS = 10;
export const MAX_QUERY_LENGTH = 64;

/** The query and the page number in a search page's address (`?q=…&page=…`). */
export function readSearchPageParams(search: string): {query: string; page: number} {
  const params = new URLSearchParams(search);
  const query = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  return {query, page};
}

/** The request for one page of results. */
export function searchPageRequest(
  indexName: string,
  query: string,
  page: number,
  facetFilters: (string | string[])[],
): {indexName: string; query: string} & SearchParams & Record<string, unknown> {
  return {
    indexName,
    query,
    page: page - 1,
    hitsPerPage: HITS_PER_PAGE,
    facetFilters,
    attributesToSnippet: [`content:${SNIPPET_WORDS}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}

/** The line above the hits: `12 results for "query" · page 1 of 2`. */
export function resultsSummary(response: Pick<SearchResponse, 'nbHits' | 'nbPages'>, query: string, page: number): string {
  const count = response.nbHits === 1 ? '1 result' : `${response.nbHits} results`;
  return `${count} for "${query}"${response.nbPages > 1 ? ` · page ${page} of ${response.nbPages}` : ''}`;
}

/** The levels of a hit's trail (section › page › headings) that it has, in order. */
export const TRAIL_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
