import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import globalData from '@generated/globalData';

import {INDEX_NOT_BUILT, SEARCH_PLUGIN_NAME, type SearchGlobalData} from '../engine/global-data';
import type {SearchParams, SearchResponse} from '../engine/engine';
import type {SearchVocabulary} from '../engine/vocabulary';
import {takeFirstResults} from '../first-results/handoff';
import {indexUrlFor} from '../engine/version-index';

/** What the modal and the search page need from a client, local or Algolia. */
export interface SiteSearchClient {
  search(request: {requests: ({indexName: string; query: string} & SearchParams & Record<string, unknown>)[]}): Promise<{results: unknown[]}>;
}

export type SearchResult = SearchResponse & {queryID?: string};

let clientPromise: Promise<SiteSearchClient> | null = null;

/**
 * The client where there is no index to load (the development server): every
 * search fails at once, as a RetryError, the error DocSearch answers with its
 * error screen, which then says why (INDEX_NOT_BUILT).
 */
const indexNotBuiltClient: SiteSearchClient = {
  search() {
    const error = new Error(INDEX_NOT_BUILT.help);
    error.name = 'RetryError';
    return Promise.reject(error);
  },
};
/**
 * The downloads of the local indexes' manifests, by URL: started at once, alongside the modal's
 * code rather than after it, and taken over by the index's client when it loads. The bytes go
 * to the search worker unparsed. A download already made (by the search page's first-results
 * script) is taken as it is. A failed download is forgotten, so the next attempt fetches again.
 */
const indexDownloads = new Map<string, Promise<ArrayBuffer>>();
function prefetchIndex(url: string, downloaded?: Promise<ArrayBuffer>): Promise<ArrayBuffer> {
  let download = indexDownloads.get(url);
  if (!download) {
    download = (
      downloaded ??
      fetch(url, {credentials: 'same-origin'}).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
        return response.arrayBuffer();
      })
    ).catch((error: unknown) => {
      indexDownloads.delete(url);
      throw error;
    });
    indexDownloads.set(url, download);
  }
  return download;
}
let loadedClient: SiteSearchClient | null = null;

/**
 * The search worker (engine/search-worker.ts), started by the same first
 * interaction as the index download, so its code loads and runs while the
 * page is still busy drawing the modal. Null where no worker can start.
 */
function startSearchWorker(): Worker | null {
  try {
    // The name is the worker's chunk name, which the search plugin keeps whole (SEARCH_WORKER_CHUNK).
    return new Worker(new URL('../engine/search-worker.ts', import.meta.url), {name: 'search-worker'});
  } catch {
    return null;
  }
}

type WorkerEngine = typeof import('../engine/worker-engine');

/** One local index's client, by manifest URL: each has its own worker and engine. */
const localClients = new Map<string, Promise<SiteSearchClient>>();

function localClient(config: SearchGlobalData, indexUrl: string, workerEngine?: WorkerEngine, vocabulary?: SearchVocabulary): Promise<SiteSearchClient> {
  let client = localClients.get(indexUrl);
  if (client) return client;
  // On the search page opened with a query, the manifest its first-results script downloaded
  // and that script's engine, with the index loaded (first-results/); anywhere else, a worker now.
  const first = takeFirstResults(indexUrl);
  prefetchIndex(indexUrl, first?.index).catch(() => {});
  let earlyWorker = first ? null : startSearchWorker();
  let handedEngine = first?.engine ?? null;
  client = Promise.all([
    workerEngine ? Promise.resolve(workerEngine) : import('../engine/worker-engine'),
    vocabulary ? {default: vocabulary} : import('@generated/search-local/default/search-vocabulary.json'),
  ]).then(([{createWorkerSearchClient}, {default: vocabulary}]) =>
    createWorkerSearchClient(
      indexUrl,
      prefetchIndex,
      () => {
        // The first load takes the worker started early; a retry starts another.
        const early = earlyWorker;
        earlyWorker = null;
        return early ?? startSearchWorker();
      },
      vocabulary,
      config.rankingWeights,
      () => {
        // Once: a retry (the handed engine stopped) starts an engine of its own.
        const handed = handedEngine;
        handedEngine = null;
        return handed;
      },
    ),
  );
  // A failed load (its code did not arrive) is tried again by the next search.
  client.catch(() => localClients.delete(indexUrl));
  localClients.set(indexUrl, client);
  return client;
}

/**
 * The local indexes as one client: each request reads the index of the docs version its facet
 * filters name (engine/version-index.ts), whose client starts on its first search.
 */
function versionedLocalClient(config: SearchGlobalData, workerEngine?: WorkerEngine, vocabulary?: SearchVocabulary): SiteSearchClient {
  return {
    search(request) {
      const url = indexUrlFor(request.requests[0]?.facetFilters, config.indexUrl, config.versionIndexes);
      return localClient(config, url, workerEngine, vocabulary).then((client) => client.search(request));
    },
  };
}

/**
 * One client per visit, shared by the modal and the search page; for the local indexes, one
 * engine per docs version searched, so each index is fetched once. Its code is split out and
 * loaded on first use; each local index is built in a worker (engine/worker-engine.ts). The
 * index of the version `facetFilters` name (the caller's contextual filters) starts loading at
 * once. A caller that has the worker engine's module and the site's vocabulary in its own chunk
 * (the search page, whose chunks its HTML lists) passes them, saving the requests for them.
 */
export function loadSearchClient(
  config: SearchGlobalData,
  workerEngine?: WorkerEngine,
  vocabulary?: SearchVocabulary,
  facetFilters?: unknown,
): Promise<SiteSearchClient> {
  if (!config.indexBuilt) {
    loadedClient = indexNotBuiltClient;
    clientPromise ??= Promise.resolve(indexNotBuiltClient);
  }
  if (config.algolia) {
    clientPromise ??= import('../engine/algolia-client').then(
      ({createAlgoliaSearchClient}) => createAlgoliaSearchClient(config.algolia!) as unknown as SiteSearchClient,
    );
  } else if (config.indexBuilt) {
    const router = (loadedClient ??= versionedLocalClient(config, workerEngine, vocabulary));
    const first = localClient(config, indexUrlFor(facetFilters, config.indexUrl, config.versionIndexes), workerEngine, vocabulary);
    return first.then(() => router);
  }
  return clientPromise!.then((client) => {
    loadedClient = client;
    return client;
  });
}

/** The client once `loadSearchClient` has resolved (what DocSearch's transformSearchClient returns). */
export function getLoadedSearchClient(): SiteSearchClient | null {
  return loadedClient;
}

export function useSearchConfig(): SearchGlobalData {
  return usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
}

/** The same, outside React (code that runs before the page renders). */
export function searchConfig(): SearchGlobalData {
  return globalData[SEARCH_PLUGIN_NAME]!.default as SearchGlobalData;
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
  return useMemo(() => [`language:${locale}`, tagKey.split('\n').map((tag) => `docusaurus_tag:${tag}`)], [locale, tagKey]);
}
