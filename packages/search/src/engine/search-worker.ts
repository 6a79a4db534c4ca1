/// <reference lib="webworker" />
import {serveSearchWorker} from './serve-worker';

/** The worker the search client starts (client/search-client.ts): the engine, served over messages. */
serveSearchWorker(self as unknown as Parameters<typeof serveSearchWorker>[0]);
