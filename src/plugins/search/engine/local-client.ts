import {createSearchEngine, type SearchEngine, type SearchParams, type SearchResponse} from './engine';
import {decodeSearchIndex, type SearchIndexFile} from './index-format';

/**
 * DocSearch shows its error screen ("Unable to fetch results") only for
 * errors named RetryError, the name Algolia's client gives to "every host
 * failed". A failed index fetch is the local equivalent.
 */
export class RetryError extends Error {
  override name = 'RetryError';
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
  }
}

/** One request as DocSearch (flat) or algoliasearch-helper (`params`) sends it. */
export type SearchRequest = {indexName: string; query?: string; params?: SearchParams} & SearchParams;

export interface LocalSearchClient {
  readonly appId: string;
  /** Starts fetching the index (on the first hover or focus of the search button). */
  preload(): void;
  search(
    request: {requests: readonly SearchRequest[]} | readonly SearchRequest[],
  ): Promise<{results: (SearchResponse & {index: string; queryID: string})[]}>;
  searchForHits: LocalSearchClient['search'];
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

/**
 * A search client with the interface DocSearch expects from Algolia's lite
 * client, answered from the index the build wrote beside the pages. The index
 * is fetched and indexed once; a failed fetch is retried by the next query.
 */
export function createLocalSearchClient({
  indexUrl,
  fetchIndex = defaultFetchIndex,
}: {
  indexUrl: string;
  fetchIndex?: (url: string) => Promise<SearchIndexFile>;
}): LocalSearchClient {
  let engine: Promise<SearchEngine> | null = null;
  let queryCount = 0;

  const load = () => {
    engine ??= fetchIndex(indexUrl)
      .then((file) => createSearchEngine(decodeSearchIndex(file)))
      .catch((error: unknown) => {
        engine = null;
        throw new RetryError(`The search index could not be loaded from ${indexUrl}.`, {cause: error});
      });
    return engine;
  };

  const search: LocalSearchClient['search'] = async (request) => {
    const requests = Array.isArray(request)
      ? (request as readonly SearchRequest[])
      : (request as {requests: readonly SearchRequest[]}).requests;
    const ready = await load();
    return {
      results: requests.map((entry) => {
        const params: SearchParams = {...entry, ...(entry.params ?? {})};
        queryCount += 1;
        return {
          ...ready.search(params),
          index: entry.indexName,
          queryID: `local-${queryCount}`,
        };
      }),
    };
  };

  return {
    appId: 'local',
    preload() {
      load().catch(() => {
        // Reported by the query that needs the index.
      });
    },
    search,
    searchForHits: search,
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}

async function defaultFetchIndex(url: string): Promise<SearchIndexFile> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return (await response.json()) as SearchIndexFile;
}
