import type {SearchResponse} from '../engine/engine';
import type {SearchVocabulary} from '../engine/vocabulary';
import type {RankingWeights} from '../engine/weights';
import {serveSearchWorker, type WorkerScope} from '../engine/serve-worker';
import {fetchEachOnce, startEngine} from '../engine/worker-engine';
import {partsBeside} from '../engine/local-client';
import {HITS_PER_PAGE, readSearchPageParams, searchPageRequest} from '../client/search-page-request';
import {drawFirstResults, type FirstResultsClasses} from './draw';
import {PLACEHOLDER_ATTRIBUTE, publishFirstResults} from './handoff';

/**
 * The search page's first results, before React: the script the head of
 * `/search?q=…` adds (index-preload.ts), bundled on its own by the plugin
 * (bundle.ts). The page's main bundle is the largest download of the site;
 * the results, the largest thing that page draws, had to wait for it. This
 * script asks the index the page's question for the hits a screen shows
 * (FIRST_HITS, the rest of the page's hits come with React), draws them into
 * the placeholder the page rendered for them, as the page draws its own, and
 * publishes what it did (handoff.ts).
 *
 * The same file is the worker: started as one, it serves the engine.
 */

/** Set by the bundler (bundle.ts): the site's vocabulary and ranking weights, as the search client has them. */
declare const FIRST_RESULTS_SETTINGS: {vocabulary: SearchVocabulary; weights: Partial<RankingWeights>};

/**
 * Hits drawn before React: more than a tall screen shows (about 5 on a phone,
 * 9 on a laptop), and half a page, so fewer parts of the index are fetched
 * before the first paint. React's page of HITS_PER_PAGE adds the rest below.
 */
export const FIRST_HITS = 10;

function startWorker(src: string | undefined): Worker | null {
  try {
    return src ? new Worker(src, {name: 'search-worker'}) : null;
  } catch {
    return null;
  }
}

/**
 * Resolves once the frame that shows what was just drawn has been presented:
 * the first animation frame comes before that frame is drawn, the second
 * after it.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
}

function run(): void {
  const placeholder = document.querySelector<HTMLElement>(`[${PLACEHOLDER_ATTRIBUTE}]`);
  const {query, page} = readSearchPageParams(location.search);
  if (!placeholder || !query.trim()) return;
  let settings: {indexName: string; indexUrl: string; siteUrl: string; facetFilters: (string | string[])[]; classes: FirstResultsClasses};
  try {
    settings = JSON.parse(placeholder.getAttribute(PLACEHOLDER_ATTRIBUTE) ?? '');
  } catch {
    return;
  }
  const worker = startWorker((document.currentScript as HTMLScriptElement | null)?.src);
  let workerUsed = false;
  const download = fetch(settings.indexUrl, {credentials: 'same-origin'}).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${settings.indexUrl}`);
    return response.arrayBuffer();
  });
  // The page's hits start at (page - 1) * HITS_PER_PAGE: the same hits, asked FIRST_HITS to a page.
  const request = {
    ...searchPageRequest(settings.indexName, query, 1, settings.facetFilters),
    hitsPerPage: FIRST_HITS,
    page: ((page - 1) * HITS_PER_PAGE) / FIRST_HITS,
  };
  const {vocabulary, weights} = FIRST_RESULTS_SETTINGS;
  const response: Promise<SearchResponse> = startEngine(download, worker, fetchEachOnce(partsBeside(settings.indexUrl)), vocabulary, weights)
    .then((engine) => {
      // startEngine runs the engine in this thread when the worker cannot (then it has ended it).
      workerUsed = engine.inWorker === true;
      return engine.search([request]);
    })
    .then(([first]) => {
      if (!first) throw new Error('No answer from the search engine.');
      return first;
    });
  const painted = response.then(
    (first) => {
      // Drawn unless React has replaced the placeholder already.
      if (!placeholder.isConnected) return undefined;
      drawFirstResults(placeholder, first, {query, page, classes: settings.classes, siteUrl: settings.siteUrl});
      return afterPaint();
    },
    () => {
      // The page asks again through its own client, which reports the failure.
    },
  );
  const done = response.then(
    () => (workerUsed ? worker : null),
    () => {
      worker?.terminate();
      return null;
    },
  );
  publishFirstResults({
    query,
    page,
    facetKey: JSON.stringify(settings.facetFilters),
    painted,
    indexUrl: settings.indexUrl,
    index: download,
    worker: done,
  });
}

if (typeof document === 'undefined') serveSearchWorker(self as unknown as WorkerScope);
else run();
