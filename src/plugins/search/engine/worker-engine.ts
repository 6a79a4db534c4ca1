import type {SearchParams, SearchResponse} from './engine';
import type {SearchIndexFile} from './index-format';
import {createLocalSearchClient, type EngineHandle, type LocalSearchClient} from './local-client';
import type {SearchVocabulary} from './vocabulary';

export type WorkerRequest =
  | {type: 'load'; index: ArrayBuffer; vocabulary?: SearchVocabulary}
  | {type: 'search'; id: number; params: SearchParams[]};
export type WorkerReply =
  | {type: 'ready'}
  | {type: 'failed'; message: string}
  | {type: 'results'; id: number; results?: SearchResponse[]; error?: string};

/**
 * The browser's local search client: the index downloaded by `download`
 * (the page starts it on the first interaction) and built in a worker, with
 * the site's vocabulary (the plugin's `vocabulary` option).
 */
export function createWorkerSearchClient(
  indexUrl: string,
  download: (url: string) => Promise<ArrayBuffer>,
  takeWorker: () => Worker | null,
  vocabulary?: SearchVocabulary,
): LocalSearchClient {
  const client = createLocalSearchClient({
    indexUrl,
    loadEngine: (url) => startEngine(download(url), takeWorker(), vocabulary),
  });
  client.preload();
  return client;
}

/**
 * Builds the engine from the index in a worker running search-worker.ts, off
 * the page's thread: the page draws the modal while the index is built.
 * Where no worker runs (`worker` is null, or it fails: an old browser, a
 * stricter Content Security Policy), the engine is built in this thread.
 */
export async function startEngine(
  download: Promise<ArrayBuffer>,
  worker: Worker | null,
  vocabulary?: SearchVocabulary,
): Promise<EngineHandle> {
  if (!worker) return inThread(await download, vocabulary);
  const pending = new Map<number, {resolve: (results: SearchResponse[]) => void; reject: (error: Error) => void}>();
  let nextId = 0;
  let failed: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    failed = reject;
    worker.onmessage = ({data}: MessageEvent<WorkerReply>) => {
      if (data.type === 'ready') resolve();
      else if (data.type === 'failed') reject(new Error(data.message));
      else {
        const request = pending.get(data.id);
        pending.delete(data.id);
        if (data.error !== undefined) request?.reject(new Error(data.error));
        else request?.resolve(data.results ?? []);
      }
    };
  });
  worker.onerror = (event) => {
    const error = new Error(event.message || 'The search worker stopped.');
    failed(error);
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  const index = await download;
  try {
    // Copied, not transferred (a copy takes well under a millisecond), so
    // the bytes are still here if the worker cannot run.
    worker.postMessage({type: 'load', index, vocabulary} satisfies WorkerRequest);
    await ready;
  } catch {
    worker.terminate();
    return inThread(index, vocabulary);
  }
  return {
    search: (params) =>
      new Promise((resolve, reject) => {
        const id = (nextId += 1);
        pending.set(id, {resolve, reject});
        worker.postMessage({type: 'search', id, params} satisfies WorkerRequest);
      }),
  };
}

async function inThread(index: ArrayBuffer, vocabulary?: SearchVocabulary): Promise<EngineHandle> {
  const {engineInThread} = await import('./in-thread');
  return engineInThread(JSON.parse(new TextDecoder().decode(index)) as SearchIndexFile, vocabulary);
}
