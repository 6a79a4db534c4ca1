import type {SearchParams, SearchResponse} from './engine';
import type {FetchPart} from './loaded-index';
import type {SplitManifest} from './split-format';
import type {SearchVocabulary} from './vocabulary';
import type {RankingWeights} from './weights';

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

/** A part of the index (a term shard, a fragment) that could not be fetched: the next query fetches it again. */
export class PartLoadError extends Error {
  override name = 'PartLoadError';
}

/** One request as DocSearch (flat) or algoliasearch-helper (`params`) sends it. */
export type SearchRequest = {indexName: string; query?: string; params?: SearchParams} & SearchParams;

/** An engine ready to answer, in this thread or in a worker. */
export interface EngineHandle {
  search(params: SearchParams[]): SearchResponse[] | Promise<SearchResponse[]>;
  /** Stops the engine's worker, if it has one. */
  close?(): void;
}

export interface LocalSearchClient {
  readonly appId: string;
  /** Starts fetching the index (on the first hover or focus of the search button). */
  preload(): void;
  search(request: {requests: readonly SearchRequest[]} | readonly SearchRequest[]): Promise<{results: (SearchResponse & {index: string; queryID: string})[]}>;
  searchForHits: LocalSearchClient['search'];
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

/**
 * A search client with the interface DocSearch expects from Algolia's lite
 * client, answered from the index the build wrote beside the pages: its
 * manifest at `indexUrl`, fetched once, and the parts each query needs,
 * fetched as it needs them (by default over HTTP, beside the manifest). The
 * engine runs in this thread by default; the browser passes `loadEngine` to
 * run it in a worker. A failed load is retried by the next query.
 */
export function createLocalSearchClient({
  indexUrl,
  fetchIndex = defaultFetchIndex,
  fetchPart,
  vocabulary,
  weights,
  loadEngine = async (url) => {
    const [manifest, {engineInThread}] = await Promise.all([fetchIndex(url), import('./in-thread')]);
    return engineInThread(manifest, fetchPart ?? partsBeside(url), vocabulary, weights);
  },
}: {
  indexUrl: string;
  fetchIndex?: (url: string) => Promise<SplitManifest>;
  fetchPart?: FetchPart;
  vocabulary?: SearchVocabulary;
  weights?: Partial<RankingWeights>;
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
    const requests = Array.isArray(request) ? (request as readonly SearchRequest[]) : (request as {requests: readonly SearchRequest[]}).requests;
    const ready = await load();
    let responses: SearchResponse[];
    try {
      responses = await ready.search(requests.map((entry) => ({...entry, ...(entry.params ?? {})})));
    } catch (error) {
      // A part that failed is fetched again by the next query; an engine that
      // stopped (a worker that crashed) is built again.
      if ((error as Error)?.name === 'PartLoadError') throw new RetryError('Part of the search index could not be loaded.', {cause: error});
      ready.close?.();
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

async function defaultFetchIndex(url: string): Promise<SplitManifest> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return (await response.json()) as SplitManifest;
}

/** Fetches the index's parts over HTTP, from beside the manifest at `indexUrl`. */
export function partsBeside(indexUrl: string): FetchPart {
  const base = new URL(indexUrl, globalThis.location?.href);
  return async (path) => {
    const url = new URL(path, base).href;
    let response: Response;
    try {
      response = await fetch(url, {credentials: 'same-origin'});
    } catch (error) {
      throw new PartLoadError(`${url} could not be fetched: ${String(error)}`);
    }
    if (!response.ok) throw new PartLoadError(`HTTP ${response.status} for ${url}`);
    return response.text();
  };
}
