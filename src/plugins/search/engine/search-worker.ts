/// <reference lib="webworker" />
import type {SearchIndexFile} from './index-format';
import {engineInThread} from './in-thread';
import type {WorkerReply, WorkerRequest} from './worker-engine';

/**
 * The search engine in a worker: it parses the index the page fetched,
 * builds the engine and answers queries, so the page stays free to draw the
 * search modal meanwhile.
 */
let engine: ReturnType<typeof engineInThread> | null = null;

self.onmessage = ({data}: MessageEvent<WorkerRequest>) => {
  const reply = (message: WorkerReply) => self.postMessage(message);
  if (data.type === 'load') {
    try {
      engine = engineInThread(JSON.parse(new TextDecoder().decode(data.index)) as SearchIndexFile, data.vocabulary);
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
  try {
    reply({type: 'results', id: data.id, results: engine.search(data.params)});
  } catch (error) {
    reply({type: 'results', id: data.id, error: String(error)});
  }
};
