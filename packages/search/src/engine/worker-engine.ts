import type {SearchParams, SearchResponse} from './engine';
import type {FetchPart} from './loaded-index';
import {createLocalSearchClient, PartLoadError, partsBeside, type EngineHandle, type LocalSearchClient} from './local-client';
import type {SplitManifest} from './split-format';
import type {SearchVocabulary} from './vocabulary';
import type {RankingWeights} from './weights';

export type WorkerRequest =
  | {type: 'load'; index: ArrayBuffer; vocabulary?: SearchVocabulary; weights?: Partial<RankingWeights>}
  | {type: 'search'; id: number; params: SearchParams[]}
  | {type: 'part'; id: number; text?: string; error?: string};
export type WorkerReply =
  | {type: 'ready'}
  | {type: 'failed'; message: string}
  | {type: 'results'; id: number; results?: SearchResponse[]; error?: string; partFailed?: boolean}
  | {type: 'part'; id: number; path: string};

/**
 * The browser's local search client: the manifest downloaded by `download`
 * (the page starts it on the first interaction), the engine in a worker,
 * with the site's vocabulary and ranking weights (the plugin's `vocabulary`
 * and `rankingWeights` options); the other
 * parts of the index fetched on the page's thread, each once. `takeEngine`
 * may give an engine that is loaded already (the search page's first
 * results', which may wait for it); without one, the engine starts in
 * `takeWorker`'s worker.
 */
export function createWorkerSearchClient(
  indexUrl: string,
  download: (url: string) => Promise<ArrayBuffer>,
  takeWorker: () => Worker | null,
  vocabulary?: SearchVocabulary,
  weights?: Partial<RankingWeights>,
  takeEngine: () => Promise<EngineHandle | null> | null = () => null,
): LocalSearchClient {
  const fetchPart = fetchEachOnce(partsBeside(indexUrl));
  const client = createLocalSearchClient({
    indexUrl,
    loadEngine: async (url) => {
      const index = download(url);
      // Handled by startEngine; until then a failed download must not count as unhandled.
      index.catch(() => {});
      const handed = await takeEngine();
      return handed ?? startEngine(index, takeWorker(), fetchPart, vocabulary, weights);
    },
  });
  client.preload();
  return client;
}

/** `fetchPart`, each part fetched once; a failed fetch is forgotten, so the next query that needs the part fetches it again. */
export function fetchEachOnce(fetchPart: FetchPart): FetchPart {
  const parts = new Map<string, Promise<string>>();
  return (path) => {
    let part = parts.get(path);
    if (!part) {
      part = fetchPart(path);
      part.catch(() => parts.delete(path));
      parts.set(path, part);
    }
    return part;
  };
}

/**
 * Runs the engine in a worker running search-worker.ts, off the page's
 * thread: the page draws the modal while queries are ranked. Where no worker
 * runs (`worker` is null, or it fails: an old browser, a stricter Content
 * Security Policy), the engine runs in this thread.
 */
export async function startEngine(
  download: Promise<ArrayBuffer>,
  worker: Worker | null,
  fetchPart: FetchPart,
  vocabulary?: SearchVocabulary,
  weights?: Partial<RankingWeights>,
): Promise<EngineHandle> {
  if (!worker) return inThread(await download, fetchPart, vocabulary, weights);
  const pending = new Map<number, {resolve: (results: SearchResponse[]) => void; reject: (error: Error) => void}>();
  let nextId = 0;
  let failed: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    failed = reject;
    worker.onmessage = ({data}: MessageEvent<WorkerReply>) => {
      if (data.type === 'ready') resolve();
      else if (data.type === 'failed') reject(new Error(data.message));
      else if (data.type === 'part') {
        const {id, path} = data;
        fetchPart(path).then(
          (text) => worker.postMessage({type: 'part', id, text} satisfies WorkerRequest),
          (error: unknown) => worker.postMessage({type: 'part', id, error: String(error)} satisfies WorkerRequest),
        );
      } else {
        const request = pending.get(data.id);
        pending.delete(data.id);
        if (data.error !== undefined) request?.reject(data.partFailed ? new PartLoadError(data.error) : new Error(data.error));
        else request?.resolve(data.results ?? []);
      }
    };
  });
  // Handled where it is awaited below; a worker that fails while the index downloads must not
  // count as an unhandled rejection meanwhile.
  ready.catch(() => {});
  worker.onerror = (event) => {
    const error = new Error(event.message || 'The search worker stopped.');
    failed(error);
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  let index: ArrayBuffer;
  try {
    index = await download;
  } catch (error) {
    worker.terminate();
    throw error;
  }
  try {
    // Copied, not transferred (a copy takes well under a millisecond), so
    // the bytes are still here if the worker cannot run.
    worker.postMessage({type: 'load', index, vocabulary, weights} satisfies WorkerRequest);
    await ready;
  } catch {
    worker.terminate();
    return inThread(index, fetchPart, vocabulary, weights);
  }
  return {
    close: () => {
      // A terminated worker reports nothing: what it was asked must fail now, not wait forever.
      const error = new Error('The search engine was closed.');
      for (const request of pending.values()) request.reject(error);
      pending.clear();
      worker.terminate();
    },
    search: (params) =>
      new Promise((resolve, reject) => {
        const id = (nextId += 1);
        pending.set(id, {resolve, reject});
        worker.postMessage({type: 'search', id, params} satisfies WorkerRequest);
      }),
  };
}

async function inThread(index: ArrayBuffer, fetchPart: FetchPart, vocabulary?: SearchVocabulary, weights?: Partial<RankingWeights>): Promise<EngineHandle> {
  const {engineInThread} = await import('./in-thread');
  return engineInThread(JSON.parse(new TextDecoder().decode(index)) as SplitManifest, fetchPart, vocabulary, weights);
}
