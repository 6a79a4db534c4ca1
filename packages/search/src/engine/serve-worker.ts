import {engineInThread} from './in-thread';
import type {SplitManifest} from './split-format';
import type {WorkerReply, WorkerRequest} from './worker-engine';

/** The part of a worker's global scope the engine talks through. */
export interface WorkerScope {
  postMessage(message: WorkerReply): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
}

/**
 * The search engine in a worker: it reads the manifest the page fetched,
 * ranks queries and makes their hits, so the page stays free to draw
 * meanwhile. The index's other parts it asks of the page, which fetches them
 * (and may have them already: the search page starts fetching before this
 * worker runs). A second `load` replaces the engine (a page that adopts a
 * worker started by the search page's first-results script loads it again).
 */
export function serveSearchWorker(scope: WorkerScope): void {
  let engine: ReturnType<typeof engineInThread> | null = null;
  let nextPart = 0;
  const parts = new Map<number, {resolve: (text: string) => void; reject: (error: Error) => void}>();
  const reply = (message: WorkerReply) => scope.postMessage(message);

  function fetchPart(path: string): Promise<string> {
    const id = (nextPart += 1);
    return new Promise((resolve, reject) => {
      parts.set(id, {resolve, reject});
      reply({type: 'part', id, path});
    });
  }

  scope.onmessage = ({data}) => {
    if (data.type === 'part') {
      const waiting = parts.get(data.id);
      parts.delete(data.id);
      if (data.text !== undefined) waiting?.resolve(data.text);
      else waiting?.reject(Object.assign(new Error(data.error ?? 'The part could not be loaded.'), {name: 'PartLoadError'}));
      return;
    }
    if (data.type === 'load') {
      try {
        engine = engineInThread(JSON.parse(new TextDecoder().decode(data.index)) as SplitManifest, fetchPart, data.vocabulary, data.weights);
        reply({type: 'ready'});
      } catch (error) {
        reply({type: 'failed', message: String(error)});
      }
      return;
    }
    if (!engine) {
      reply({type: 'results', id: data.id, error: 'The search index is not loaded.'});
      return;
    }
    const id = data.id;
    engine.search(data.params).then(
      (results) => reply({type: 'results', id, results}),
      (error: Error) => reply({type: 'results', id, error: String(error), partFailed: error.name === 'PartLoadError'}),
    );
  };
}
