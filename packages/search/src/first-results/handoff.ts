/**
 * How the search page's first-results script (entry.ts) tells the rest of
 * the page what it did. It lives on `window` (under FIRST_RESULTS_GLOBAL),
 * as the script is bundled apart from the site's bundles:
 * - the React page (theme/SearchPage) keeps the drawn results on screen
 *   while its own client answers the same question;
 * - the search client (client/search-client.ts) takes the script's worker
 *   once the script is done with it, and the index manifest it downloaded;
 * - a page loader may start the page's scripts once the results are on
 *   screen (`painted`), so that they do not compete with them.
 */
export interface FirstResults {
  query: string;
  page: number;
  /** The facet filters asked, as JSON: the page keeps the results only if it asks with the same. */
  facetKey: string;
  /** Settles once the results have been drawn and painted, or the script has given up. */
  painted: Promise<void>;
  indexUrl: string;
  /** The index's manifest as downloaded (the head's preload), for the search client to take rather than fetch again. */
  index: Promise<ArrayBuffer>;
  indexTaken?: boolean;
  /** The worker that answered, once the script is done; null if none runs (it failed, or the engine ran in the page). */
  worker: Promise<Worker | null>;
  workerTaken?: boolean;
}

/** The property of `window` that holds a `FirstResults`. */
export const FIRST_RESULTS_GLOBAL = '__searchFirstResults';

/**
 * The attribute of the element the search page renders for the first
 * results (theme/SearchPage): its value, JSON, tells the script the index,
 * the site's URL, the facet filters the page asks with, and the class names
 * of the page's own markup.
 */
export const PLACEHOLDER_ATTRIBUTE = 'data-search-first-results';

type WithFirstResults = {[FIRST_RESULTS_GLOBAL]?: FirstResults};

export function publishFirstResults(run: FirstResults): void {
  (window as WithFirstResults)[FIRST_RESULTS_GLOBAL] = run;
}

function current(): FirstResults | null {
  return typeof window === 'undefined' ? null : ((window as WithFirstResults)[FIRST_RESULTS_GLOBAL] ?? null);
}

/** Whether the script is drawing, or has drawn, the first results of this query and page. */
export function hasFirstResults(query: string, page: number): boolean {
  const run = current();
  return Boolean(run && run.query === query && run.page === page);
}

/** Whether the script's results answer this very question (the same facet filters too). */
export function firstResultsAnswer(query: string, page: number, facetFilters: unknown): boolean {
  const run = current();
  return Boolean(run && run.query === query && run.page === page && run.facetKey === JSON.stringify(facetFilters));
}

/** The script's worker, once, when the script is done with it (null if it has none); null if there was no script. */
export function takeFirstResultsWorker(): Promise<Worker | null> | null {
  const run = current();
  if (!run || run.workerTaken) return null;
  run.workerTaken = true;
  return run.worker;
}

/** The manifest the script downloaded from `url`, once; null if there was no script, or it read another index. */
export function takeFirstResultsIndex(url: string): Promise<ArrayBuffer> | null {
  const run = current();
  if (!run || run.indexTaken || run.indexUrl !== url) return null;
  run.indexTaken = true;
  return run.index;
}
