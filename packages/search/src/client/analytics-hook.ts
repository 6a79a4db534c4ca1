/**
 * What the search modal and the search page tell an analytics feature, at the
 * few places in SearchBar and SearchPage marked "Analytics hook point": each
 * answer, each hit opened, and the end of each view. A plugin listens by
 * calling `provideSearchAnalytics` from a client module (the site's analytics
 * plugin does, when analytics are configured and the reader allows them).
 * With none, the hook points do nothing: what makes one search of many
 * answers, and what is sent where, is the listener's, and none of it is in a
 * site without one.
 */

/** Where a search is made: the navbar's modal, which answers as the reader types, or the search page. */
export type SearchSurface = 'modal' | 'page';

/** One answer, as the modal or the page shows it. */
export type SearchAnswer = {
  surface: SearchSurface;
  /** The query as sent: as typed, at most the field's 64 characters. */
  query: string;
  /** How many hits the query has in all (the answer's `nbHits`). */
  hits: number;
  /** The `objectID`s of the hits this answer shows, in the engine's order. */
  hitIds: readonly string[];
  /** How many hits come before these: the search page's earlier result pages. */
  offset: number;
  /** The answer's `facetFilters`: the locale and the docs versions searched (Algolia's form). */
  facetFilters: unknown;
};

/** A listener's methods never throw: its failures are its own, never the reader's search's. */
export interface SearchAnalytics {
  /** Every answer shown: in the modal one per keystroke or so, on the page one per query and result page. */
  answered(answer: SearchAnswer): void;
  /** The reader opened a hit of the latest answer on that surface (a click, Enter, or a new tab). */
  opened(hit: {surface: SearchSurface; objectID: string}): void;
  /** The modal closed, or the search page was left. */
  ended(surface: SearchSurface): void;
}

let provided: SearchAnalytics | undefined;

/** Called once by a plugin's client module, which Docusaurus runs before the first render. */
export function provideSearchAnalytics(analytics: SearchAnalytics): void {
  provided = analytics;
}

/** The listener a plugin provided; undefined when none did. */
export function providedSearchAnalytics(): SearchAnalytics | undefined {
  return provided;
}

/**
 * The client with each answer told to the listener, in the order the queries
 * were sent: an answer that arrives after a later query's is not the one
 * shown, and is not told. The client itself when nobody listens.
 */
export function withAnsweredSearches<Client extends {search(request: never): Promise<{results: unknown[]}>}>(client: Client, surface: SearchSurface): Client {
  const analytics = provided;
  if (!analytics) return client;
  const original = (client.search as (request: unknown) => Promise<{results: unknown[]}>).bind(client);
  let sent = 0;
  let told = 0;
  const search = (request: {requests?: {query?: unknown; facetFilters?: unknown}[]}) => {
    const order = ++sent;
    return original(request).then((response) => {
      const asked = request.requests?.[0];
      const first = response.results[0] as {nbHits?: unknown; hits?: ({objectID?: unknown} | null)[]} | undefined;
      if (order > told && typeof asked?.query === 'string' && typeof first?.nbHits === 'number' && Array.isArray(first.hits)) {
        told = order;
        analytics.answered({
          surface,
          query: asked.query,
          hits: first.nbHits,
          hitIds: first.hits.map((hit) => String(hit?.objectID)),
          offset: 0,
          facetFilters: asked.facetFilters,
        });
      }
      return response;
    });
  };
  return new Proxy(client, {
    get: (target, property, receiver) => (property === 'search' ? search : Reflect.get(target, property, receiver)),
  });
}
