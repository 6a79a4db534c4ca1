import type {SearchParams, SearchResponse} from '../engine/engine';
import {cutQuery} from '../engine/query-text';

/**
 * What the search page asks and says, shared by its React component
 * (theme/SearchPage) and the script that draws its first results before
 * React runs (first-results/): both must ask the same question and write the
 * same words, or the page would change when React takes over.
 */

/**
 * Hits on a page of results. The engine's first part of a long postings
 * list (FIRST_PART_HITS in engine/engine.ts) must hold whole pages, and
 * FIRST_HITS must divide it: the first-results script asks for a page's
 * first hits as a page of their own, and both answers must rank alike
 * (tests/unit/search-first-results.test.ts holds both).
 */
export const HITS_PER_PAGE = 20;
/**
 * Hits the first-results script draws before React (first-results/): more
 * than a tall screen shows (about 5 on a phone, 9 on a laptop), and half a
 * page, so fewer parts of the index are fetched before the first paint.
 */
export const FIRST_HITS = 10;
export const SNIPPET_WORDS = 10;
/**
 * The longest query, in code points (an emoji is one), as DocSearch's field
 * allows: the search page's field, its address and the modal keep this much.
 */
export const MAX_QUERY_LENGTH = 64;

/** A query as the modal and the search page keep it: at most MAX_QUERY_LENGTH whole characters. */
export function keptQuery(query: string): string {
  return cutQuery(query, MAX_QUERY_LENGTH);
}

/**
 * The query, the page number and the docs version asked for in a search page's address
 * (`?q=…&page=…&version=…`): `version` names a version of the docs plugin `default` (`0.27`), and
 * is null when absent or not a version name.
 */
export function readSearchPageParams(search: string): {query: string; page: number; version: string | null} {
  const params = new URLSearchParams(search);
  const query = keptQuery(params.get('q') ?? '');
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const version = params.get('version');
  return {query, page, version: version && /^[\w.-]{1,40}$/.test(version) ? version : null};
}

/** The search page's address for a query, a page of its results and a docs version (none: the reader's own). */
export function searchPageLink(path: string, query: string, page = 1, version: string | null = null): string {
  const params = new URLSearchParams({q: query});
  if (page > 1) params.set('page', String(page));
  if (version) params.set('version', version);
  return `${path}?${params.toString()}`;
}

const DOCS_TAG = /^docusaurus_tag:docs-default-(.+)$/;

/** The version of the docs plugin `default` that contextual facet filters search, if they name one. */
export function docsVersionOfFilters(facetFilters: readonly (string | readonly string[])[]): string | null {
  for (const entry of facetFilters) {
    for (const filter of typeof entry === 'string' ? [entry] : entry) {
      const match = DOCS_TAG.exec(filter);
      if (match) return match[1]!;
    }
  }
  return null;
}

/** Contextual facet filters with the docs plugin `default`'s version replaced by `version`. */
export function withDocsVersion(facetFilters: readonly (string | readonly string[])[], version: string): (string | string[])[] {
  const replace = (filter: string) => (DOCS_TAG.test(filter) ? `docusaurus_tag:docs-default-${version}` : filter);
  return facetFilters.map((entry) => (typeof entry === 'string' ? replace(entry) : entry.map(replace)));
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
