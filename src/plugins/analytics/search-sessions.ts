/**
 * When a search is over, and so sent: the rule that makes one event of the
 * many answers a search gets as the reader types. Kept free of browser
 * globals (but timers) so unit tests can run it with fake timers.
 *
 * A search is one query on one surface (the modal, the search page), and it
 * is sent once, when the first of these happens:
 *
 * - a hit of its answer is opened (a click, Enter, a new tab): `rank` says which;
 * - the modal closes (Escape, a click outside, Ask AI asked from it), or the
 *   search page is left;
 * - another query replaces it: on the search page, any other query (each is
 *   asked on purpose); in the modal, only once the query has stood unchanged
 *   for SEARCH_SETTLE_MS (it was read). A query typed on sooner was a step of
 *   typing, and the new query takes its place in the same search;
 * - the page is hidden (another tab, the browser closed): what is open is sent then.
 *
 * Another page of the same query's results is the same search.
 */
import type {SearchAnswer, SearchSurface} from '@agenta-docs/search/analytics-hook';

/**
 * How long a query in the modal must stand unchanged to count as a search of
 * its own when the reader then changes it: longer than the pauses of typing
 * (well under a second between keys, a little more between words), shorter
 * than reading a list of hits.
 */
export const SEARCH_SETTLE_MS = 3000;

/** What a search is sent with. */
export type SettledSearch = {
  surface: SearchSurface;
  /** The last query of the search, as sent to the engine. */
  query: string;
  /** The number of hits it had in all. */
  hits: number;
  /** The docs version it was filtered to (events.ts, docsVersionOf). */
  version: string | null;
  /** The path and the address of the page it was made on. */
  path: string;
  url: string;
  /** The opened hit's place in the ranking (1 is the first hit), null when none was opened. */
  rank: number | null;
};

/** Where an answer was shown: the page's path and address, and the docs version its search was filtered to. */
export type AnswerContext = {path: string; url: string; version: string | null};

type OpenSearch = {
  answer: SearchAnswer;
  context: AnswerContext;
  /** True once the query has stood unchanged for the settle time. */
  still: boolean;
  /** True once its view ended, for the moment before it is sent (see `ended`). */
  ending: boolean;
  timers: ReturnType<typeof setTimeout>[];
};

export interface SearchSessions {
  answered(answer: SearchAnswer, context: AnswerContext): void;
  opened(hit: {surface: SearchSurface; objectID: string}): void;
  ended(surface: SearchSurface): void;
  /** Sends every open search now: the page is being hidden, and may not come back. */
  leave(): void;
}

export function createSearchSessions(send: (search: SettledSearch, leaving: boolean) => void, settleMs = SEARCH_SETTLE_MS): SearchSessions {
  const open = new Map<SearchSurface, OpenSearch>();

  const finish = (surface: SearchSurface, rank: number | null, leaving = false) => {
    const search = open.get(surface);
    if (!search) return;
    open.delete(surface);
    search.timers.forEach(clearTimeout);
    const {answer, context} = search;
    send({surface, query: answer.query, hits: answer.hits, ...context, rank}, leaving);
  };

  return {
    answered(answer, context) {
      const {surface} = answer;
      const search = open.get(surface);
      if (search && !search.ending && search.answer.query === answer.query) {
        // The same query again: another page of its results, or an answer repeated.
        search.answer = answer;
        return;
      }
      if (search && (search.ending || search.still || surface === 'page')) {
        finish(surface, null);
      } else if (search) {
        // Typed on before the query stood still: the same search, now with this query.
        search.timers.forEach(clearTimeout);
      }
      const next: OpenSearch = {answer, context, still: false, ending: false, timers: []};
      next.timers.push(
        setTimeout(() => {
          next.still = true;
        }, settleMs),
      );
      open.set(surface, next);
    },

    opened({surface, objectID}) {
      const search = open.get(surface);
      const index = search?.answer.hitIds.indexOf(objectID) ?? -1;
      // A link that is no hit of the answer shown (a recent search on the modal's start screen) opens no hit of this search.
      if (search && index >= 0) finish(surface, search.answer.offset + index + 1);
    },

    ended(surface) {
      const search = open.get(surface);
      if (!search || search.ending) return;
      // DocSearch closes the modal before it navigates to the hit chosen with Enter: a hit opened
      // in the same task still counts, so the search is sent from the next one.
      search.ending = true;
      search.timers.push(setTimeout(() => finish(surface, null), 0));
    },

    leave() {
      for (const surface of [...open.keys()]) finish(surface, null, true);
    },
  };
}
