/** Algolia settings, from the plugin options to the browser. */
export type AlgoliaSearchOptions = {
  appId: string;
  /** The search-only key: it ends up in every visitor's browser. */
  apiKey: string;
  indexName: string;
  /** Full URLs of the search hosts; Algolia's own hosts when absent. */
  hosts?: string[];
  /** Send click events to Algolia Insights. */
  insights?: boolean;
};

/** What the search plugin hands to the browser (`usePluginData('search-local')`). */
export interface SearchGlobalData {
  indexName: string;
  indexUrl: string;
  searchPagePath: string;
  missingResultsUrl: string | null;
  algolia: AlgoliaSearchOptions | null;
}
