import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';

import type {SearchGlobalData} from '../engine/global-data';
import type {SearchParams, SearchResponse} from '../engine/engine';
import type {SearchIndexFile} from '../engine/index-format';

/** What the modal and the search page need from a client, local or Algolia. */
export interface SiteSearchClient {
  search(request: {
    requests: ({indexName: string; query: string} & SearchParams & Record<string, unknown>)[];
  }): Promise<{results: unknown[]}>;
}

export type SearchResult = SearchResponse & {queryID?: string};

let clientPromise: Promise<SiteSearchClient> | null = null;
let indexPromise: Promise<unknown> | null = null;

/**
 * Starts downloading the local index at once, alongside the modal's code
 * rather than after it: the client takes over this download when it loads.
 * A failed download is forgotten, so the next attempt fetches again.
 */
function prefetchIndex(url: string): Promise<unknown> {
  indexPromise ??= fetch(url, {credentials: 'same-origin'})
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return response.json() as Promise<unknown>;
    })
    .catch((error: unknown) => {
      indexPromise = null;
      throw error;
    });
  return indexPromise;
}
let loadedClient: SiteSearchClient | null = null;

/**
 * One client per visit, shared by the modal and the search page, so the
 * index is fetched once. Its code is split out and loaded on first use.
 */
export function loadSearchClient(config: SearchGlobalData): Promise<SiteSearchClient> {
  if (!config.algolia && !clientPromise) prefetchIndex(config.indexUrl).catch(() => {});
  clientPromise ??= (
    config.algolia
      ? import('../engine/algolia-client').then(
          ({createAlgoliaSearchClient}) =>
            createAlgoliaSearchClient(config.algolia!) as unknown as SiteSearchClient,
        )
      : import('../engine/local-client').then(({createLocalSearchClient}) => {
          const client = createLocalSearchClient({
            indexUrl: config.indexUrl,
            fetchIndex: (url) => prefetchIndex(url) as Promise<SearchIndexFile>,
          });
          client.preload();
          return client as unknown as SiteSearchClient;
        })
  ).then((client) => {
    loadedClient = client;
    return client;
  });
  return clientPromise;
}

/** The client once `loadSearchClient` has resolved (what DocSearch's transformSearchClient returns). */
export function getLoadedSearchClient(): SiteSearchClient | null {
  return loadedClient;
}

export function useSearchConfig(): SearchGlobalData {
  return usePluginData('search-local') as SearchGlobalData;
}

/**
 * DocSearch's contextual search: this locale, and the docs versions the reader
 * is on (or would land on), plus "default" for pages outside the docs.
 */
export function useContextualFacetFilters(): (string | string[])[] {
  const {locale, tags} = useContextualSearchFilters();
  // Stable while the context is: DocSearch rebuilds its autocomplete when its
  // searchParameters change, and the search page refetches on a new value.
  const tagKey = tags.join('\n');
  return useMemo(
    () => [`language:${locale}`, tagKey.split('\n').map((tag) => `docusaurus_tag:${tag}`)],
    [locale, tagKey],
  );
}
