import type {SearchParams, SearchResponse} from './engine';
import type {SearchIndexFile} from './index-format';

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

/** An engine ready to answer, in this thread or in a worker. */
export interface EngineHandle {
  search(params: SearchParams[]): SearchResponse[] | Promise<SearchResponse[]>;
}

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
 * is fetched and indexed once (by default in this thread; the browser passes
 * `loadEngine` to build it in a worker); a failed load is retried by the next
 * query.
 */
export function createLocalSearchClient({
  indexUrl,
  fetchIndex = defaultFetchIndex,
  loadEngine = async (url) => {
    const [file, {engineInThread}] = await Promise.all([fetchIndex(url), import('./in-thread')]);
    return engineInThread(file);
  },
}: {
  indexUrl: string;
  fetchIndex?: (url: string) => Promise<SearchIndexFile>;
  loadEngine?: (url: string) => Promise<EngineHandle>;
}): LocalSearchClient {
  let engine: Promise<EngineHandle> | null = null;
  let queryCount = 0;

  const load = () => {
    engine ??= loadEngine(indexUrl).catch((error: unknown) => {
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
    let responses: SearchResponse[];
    try {
      responses = await ready.search(requests.map((entry) => ({...entry, ...(entry.params ?? {})})));
    } catch (error) {
      // An engine that stopped (a worker that crashed) is built again by the next query.
      engine = null;
      throw new RetryError('The search engine stopped.', {cause: error});
    }
    return {
      results: responses.map((response, i) => {
        queryCount += 1;
        return {...response, index: requests[i].indexName, queryID: `local-${queryCount}`};
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
