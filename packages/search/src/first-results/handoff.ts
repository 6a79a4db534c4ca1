import type {EngineHandle} from '../engine/local-client';

/**
 * How the search page's first-results script (entry.ts) and the rest of the
 * page share what it does. It lives on `window` (under FIRST_RESULTS_GLOBAL),
 * as the script is bundled apart from the site's bundles, and it is created
 * by the head script that adds the first-results script (index-preload.ts),
 * before anything else on the page runs:
 * - a page loader may start the page's scripts once `painted` settles, so
 *   that they do not compete with the requests the first hits need;
 * - the search client (client/search-client.ts) takes the script's engine
 *   (its worker with the index loaded) and the index manifest it downloaded,
 *   or, when it starts first, claims the page so that the script does
 *   nothing;
 * - the React page (theme/SearchPage) keeps the drawn hits on screen while
 *   its own client answers the same question.
 */
export interface FirstResults {
  /** Settles once the first hits are drawn and painted, or the script has given up (or failed to load). */
  painted: Promise<void>;
  /** Settles `painted`. */
  settle: () => void;
  /** Set by the search client when it starts before the script has run: the script then does nothing. */
  claimed?: boolean;
  /** What the script asked and holds, once it runs. */
  run?: FirstResultsRun;
}

export interface FirstResultsRun {
  query: string;
  page: number;
  /** The facet filters asked, as JSON: the page keeps the hits only if it asks with the same. */
  facetKey: string;
  indexUrl: string;
  /** The index's manifest as downloaded (the head's preload). */
  index: Promise<ArrayBuffer>;
  /**
   * The engine that answers the script's question, once it is ready (in the
   * script's worker, or in the page where no worker runs), with the index and
   * the parts it has read; null if it could not start.
   */
  engine: Promise<EngineHandle | null>;
  /** Stops the script's worker and settles `painted`: the search client gave up waiting for its engine. */
  abandon: () => void;
  /** Taken by the search client. */
  taken?: boolean;
  /** The React page has drawn its own answer: the hits are no longer the script's. */
  replaced?: boolean;
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

/** The page's FirstResults; null where no first-results script was added. */
export function firstResultsHandoff(): FirstResults | null {
  return typeof window === 'undefined' ? null : ((window as WithFirstResults)[FIRST_RESULTS_GLOBAL] ?? null);
}

function liveRun(): FirstResultsRun | null {
  const run = firstResultsHandoff()?.run;
  return run && !run.replaced ? run : null;
}

/** Whether the script drew, or is drawing, the hits of this very question (the same facet filters too). */
export function firstResultsAnswer(query: string, page: number, facetFilters: unknown): boolean {
  const run = liveRun();
  return Boolean(run && run.query === query && run.page === page && run.facetKey === JSON.stringify(facetFilters));
}

/** The React page drew its own answer: from now on nothing on the page is the script's. */
export function firstResultsReplaced(): void {
  const run = firstResultsHandoff()?.run;
  if (run) run.replaced = true;
}

/**
 * How long the search client waits, once the manifest has arrived, for the
 * script's engine to be ready before it starts its own: a worker that has the
 * manifest says it is ready within milliseconds.
 */
export const HANDOVER_GRACE_MS = 5_000;

/**
 * For the search client, once: the manifest the script downloaded from
 * `indexUrl` and its engine (null if it failed, or was not ready
 * HANDOVER_GRACE_MS after the manifest arrived: the script's worker is then
 * stopped). Null if there is none to take; if the script has not run yet, the
 * client claims the page, and the script will not run.
 */
export function takeFirstResults(indexUrl: string): {index: Promise<ArrayBuffer>; engine: Promise<EngineHandle | null>} | null {
  const handoff = firstResultsHandoff();
  if (!handoff) return null;
  const {run} = handoff;
  if (!run) {
    handoff.claimed = true;
    return null;
  }
  if (run.taken || run.indexUrl !== indexUrl) return null;
  run.taken = true;
  return {index: run.index, engine: engineInTime(run.engine, run.index, HANDOVER_GRACE_MS, run.abandon)};
}

/**
 * `engine`, or null if it is not ready `graceMs` after `index` has settled:
 * then `abandon` is called, and an engine ready later is closed.
 */
export function engineInTime(
  engine: Promise<EngineHandle | null>,
  index: Promise<unknown>,
  graceMs: number,
  abandon: () => void = () => {},
): Promise<EngineHandle | null> {
  return new Promise((resolve) => {
    // Settled: the engine is in (or failed) before the deadline, or the deadline has passed.
    let answered = false;
    let late = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    engine.then(
      (ready) => {
        clearTimeout(timer);
        if (late) ready?.close?.();
        else {
          answered = true;
          resolve(ready);
        }
      },
      () => {
        clearTimeout(timer);
        answered = true;
        resolve(null);
      },
    );
    const startGrace = () => {
      // Both may have settled before this was called; then the engine's answer came first.
      if (answered) return;
      timer = setTimeout(() => {
        late = true;
        abandon();
        resolve(null);
      }, graceMs);
    };
    index.then(startGrace, startGrace);
  });
}
