import type {SearchResponse} from '../engine/engine';
import type {SearchVocabulary} from '../engine/vocabulary';
import type {RankingWeights} from '../engine/weights';
import {serveSearchWorker, type WorkerScope} from '../engine/serve-worker';
import {fetchEachOnce, startEngine} from '../engine/worker-engine';
import {partsBeside} from '../engine/local-client';
import {FIRST_HITS, HITS_PER_PAGE, readSearchPageParams, searchPageRequest} from '../client/search-page-request';
import {drawFirstResults, drawSearching, type FirstResultsClasses} from './draw';
import {FIRST_RESULTS_GLOBAL, firstResultsHandoff, PLACEHOLDER_ATTRIBUTE, type FirstResults} from './handoff';

/**
 * The search page's first results, before React: the script the head of
 * `/search?q=…` adds (index-preload.ts), bundled on its own by the plugin
 * (bundle.ts). The page's main bundle is the largest download of the site;
 * the results, the largest thing that page draws, had to wait for it. This
 * script asks the index the page's question for the hits a screen shows
 * (FIRST_HITS, the rest of the page's hits come with React), draws them into
 * the placeholder the page rendered for them, as the page draws its own, and
 * shares what it did (handoff.ts).
 *
 * The same file is the worker: started as one, it serves the engine.
 */

/** Set by the bundler (bundle.ts): the site's vocabulary and ranking weights, as the search client has them. */
declare const FIRST_RESULTS_SETTINGS: {vocabulary: SearchVocabulary; weights: Partial<RankingWeights>};

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

/** The handoff the head script created (index-preload.ts); one of its own if the script was added otherwise. */
function handoff(): FirstResults {
  const existing = firstResultsHandoff();
  if (existing) return existing;
  let settle = () => {};
  const painted = new Promise<void>((resolve) => (settle = resolve));
  const created: FirstResults = {painted, settle};
  (window as unknown as Record<string, FirstResults>)[FIRST_RESULTS_GLOBAL] = created;
  return created;
}

function run(shared: FirstResults, src: string | undefined): void {
  const placeholder = document.querySelector<HTMLElement>(`[${PLACEHOLDER_ATTRIBUTE}]`);
  const {query, page, version} = readSearchPageParams(location.search);
  // The search client started first (this script came late): it answers, not this script.
  // An address that names a docs version is answered by the page, which knows the version's index.
  if (shared.claimed || !placeholder || !query.trim() || version !== null) {
    shared.settle();
    return;
  }
  let settings: {indexName: string; indexUrl: string; siteUrl: string; facetFilters: (string | string[])[]; classes: FirstResultsClasses};
  try {
    settings = JSON.parse(placeholder.getAttribute(PLACEHOLDER_ATTRIBUTE) ?? '');
  } catch {
    shared.settle();
    return;
  }
  drawSearching(placeholder, settings.classes);
  const worker = startWorker(src);
  const download = fetch(settings.indexUrl, {credentials: 'same-origin'}).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${settings.indexUrl}`);
    return response.arrayBuffer();
  });
  // Handled by the engine below and by the search client; a failure must not count as unhandled.
  download.catch(() => {});
  // The page's hits start at (page - 1) * HITS_PER_PAGE: the same hits, asked FIRST_HITS to a page.
  const request = {
    ...searchPageRequest(settings.indexName, query, 1, settings.facetFilters),
    hitsPerPage: FIRST_HITS,
    page: ((page - 1) * HITS_PER_PAGE) / FIRST_HITS,
  };
  const {vocabulary, weights} = FIRST_RESULTS_SETTINGS;
  // In the worker, or in this thread when the worker cannot run (startEngine has then ended it).
  const engine = startEngine(download, worker, fetchEachOnce(partsBeside(settings.indexUrl)), vocabulary, weights);
  let engineReady = false;
  engine.then(
    () => (engineReady = true),
    () => {},
  );
  const response: Promise<SearchResponse> = engine
    .then((ready) => ready.search([request]))
    .then(([first]) => {
      if (!first) throw new Error('No answer from the search engine.');
      return first;
    });
  shared.run = {
    query,
    page,
    facetKey: JSON.stringify(settings.facetFilters),
    indexUrl: settings.indexUrl,
    index: download,
    engine: engine.catch(() => {
      worker?.terminate();
      return null;
    }),
    abandon: () => {
      // Only an engine that never got ready: a ready one is the client's, which closes it itself.
      if (engineReady) return;
      worker?.terminate();
      shared.settle();
    },
  };
  response
    .then((first) => {
      // Drawn unless React has drawn its own answer already.
      if (shared.run?.replaced || !placeholder.isConnected) return undefined;
      drawFirstResults(placeholder, first, {query, page, classes: settings.classes, siteUrl: settings.siteUrl});
      return afterPaint();
    })
    .catch(() => {
      // "Searching…" stays: the page's own client asks again, and says so if that fails too.
    })
    .finally(() => shared.settle());
}

if (typeof document === 'undefined') {
  serveSearchWorker(self as unknown as WorkerScope);
} else {
  // Read now: `currentScript` is this script only while it first runs.
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  const shared = handoff();
  // From the cache this script can run before the parser has reached the page's placeholder.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => run(shared, src), {once: true});
  else run(shared, src);
}
