/** The `_worker.js` module: the worker of pages-worker.ts with the settings the mcp-server plugin bakes in. */
import {createPagesWorker, type PagesWorkerSettings} from './pages-worker';

declare const __PAGES_WORKER_SETTINGS__: PagesWorkerSettings;

export default createPagesWorker(__PAGES_WORKER_SETTINGS__);
