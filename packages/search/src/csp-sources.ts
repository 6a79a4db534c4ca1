import type {AlgoliaSearchOptions} from './engine/global-data';

/**
 * Where DocSearch's Insights plugin loads search-insights from when click
 * events are on (autocomplete-plugin-algolia-insights, as bundled in
 * @docsearch/react 3.9.0; a unit test checks the bundle still names it).
 */
export const SEARCH_INSIGHTS_SCRIPT = 'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js';

/** Sources search needs, per Content-Security-Policy directive. */
export type SearchCspSources = Partial<Record<'script-src' | 'connect-src', readonly string[]>>;

/**
 * The hosts search needs beyond the site's own origin, for the
 * Content-Security-Policy: none for the local index; with Algolia, the
 * search hosts the client calls (the configured ones, or the five the
 * official client derives from the app id), and Insights when it is on.
 */
export function searchCspSources(algolia: AlgoliaSearchOptions | null | undefined): SearchCspSources[] {
  if (!algolia) return [];
  const appId = algolia.appId.toLowerCase();
  const hosts = algolia.hosts?.length
    ? algolia.hosts.map((host) => new URL(host).origin)
    : [
        `https://${appId}-dsn.algolia.net`,
        `https://${appId}.algolia.net`,
        `https://${appId}-1.algolianet.com`,
        `https://${appId}-2.algolianet.com`,
        `https://${appId}-3.algolianet.com`,
      ];
  return [{'connect-src': hosts}, ...(algolia.insights ? [{'script-src': [SEARCH_INSIGHTS_SCRIPT], 'connect-src': ['https://insights.algolia.io']}] : [])];
}
