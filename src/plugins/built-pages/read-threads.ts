import path from 'node:path';
import {Worker} from 'node:worker_threads';

import type {ReadTask} from './analyse-file';

export type ReadThreads = {
  /** The consumers' results for one file, in the order of the task's calls. */
  read(task: ReadTask): Promise<unknown[]>;
  /** Ends the threads. */
  close(): Promise<void>;
};

type Reply = {id: number; results?: unknown[]; error?: string};
type Pending = {id: number; task: ReadTask; resolve: (results: unknown[]) => void; reject: (error: Error) => void};

/** Files a thread is given before it has answered: enough that it never waits for the next one. */
const IN_FLIGHT = 2;

/**
 * A pool of reading threads (`read-worker.cjs`), each taking the next file as
 * it finishes one, so the parsing and the per-page work of the consumers run
 * beside the build's main thread and one another. A thread that fails or ends
 * fails every file not yet answered: the build stops rather than miss pages.
 */
export function readThreads(count: number): ReadThreads {
  const queue: Pending[] = [];
  const threads = Array.from({length: Math.max(1, count)}, () => {
    const pending = new Map<number, Pending>();
    return {worker: start(pending), pending};
  });
  let next = 0;
  let failed: Error | undefined;

  function start(pending: Map<number, Pending>): Worker {
    const worker = new Worker(path.join(__dirname, 'read-worker.cjs'));
    worker.on('message', ({id, results, error}: Reply) => {
      const request = pending.get(id);
      pending.delete(id);
      if (error !== undefined || results === undefined) request?.reject(new Error(`built-pages: a built page could not be read: ${error}`));
      else request?.resolve(results);
      feed();
    });
    worker.on('error', (error: Error) => failAll(new Error(`built-pages: a reading thread failed: ${error.message}`)));
    worker.on('exit', (code) => failAll(new Error(`built-pages: a reading thread ended (exit code ${code})`)));
    return worker;
  }

  function failAll(error: Error): void {
    failed ??= error;
    for (const request of [...queue.splice(0), ...threads.flatMap((thread) => [...thread.pending.values()])]) request.reject(error);
    for (const thread of threads) thread.pending.clear();
  }

  function feed(): void {
    for (const thread of threads) {
      while (thread.pending.size < IN_FLIGHT && queue.length > 0) {
        const request = queue.shift()!;
        thread.pending.set(request.id, request);
        thread.worker.postMessage({id: request.id, task: request.task});
      }
    }
  }

  return {
    read(task) {
      if (failed) return Promise.reject(failed);
      const promise = new Promise<unknown[]>((resolve, reject) => queue.push({id: next++, task, resolve, reject}));
      feed();
      return promise;
    },
    async close() {
      for (const thread of threads) thread.worker.removeAllListeners('exit');
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
