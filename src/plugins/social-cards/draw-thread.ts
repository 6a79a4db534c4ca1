import path from 'node:path';
import {Worker} from 'node:worker_threads';

import type {CardContent} from './render';
import type {CardColours} from './site-colours';

export type DrawThread = {
  /** The card's SVG, laid out on the thread. */
  draw(content: CardContent): Promise<string>;
  /** Ends the thread (if it was started). */
  close(): Promise<void>;
};

type Reply = {id: number; svg?: string; error?: string};

/**
 * Card layouts drawn on a worker thread (`draw-worker.cjs`), started on the
 * first card to draw: a build whose cards all come from the cache starts none.
 */
export function drawThread(colours: CardColours): DrawThread {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, {resolve: (svg: string) => void; reject: (error: Error) => void}>();
  const failAll = (error: Error) => {
    for (const {reject} of waiting.values()) reject(error);
    waiting.clear();
  };
  const start = () => {
    const started = new Worker(path.join(__dirname, 'draw-worker.cjs'));
    started.on('message', ({id, svg, error}: Reply) => {
      const request = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined || svg === undefined) request?.reject(new Error(`social-cards: a card could not be drawn: ${error}`));
      else request?.resolve(svg);
    });
    started.on('error', (error: Error) => failAll(new Error(`social-cards: the drawing thread failed: ${error.message}`)));
    started.on('exit', (code) => failAll(new Error(`social-cards: the drawing thread ended (exit code ${code})`)));
    return started;
  };
  return {
    draw(content) {
      worker ??= start();
      const id = next++;
      const promise = new Promise<string>((resolve, reject) => waiting.set(id, {resolve, reject}));
      worker.postMessage({id, content, colours});
      return promise;
    },
    async close() {
      if (worker) await worker.terminate();
    },
  };
}
