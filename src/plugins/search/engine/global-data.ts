/** What the search plugin hands to the browser (`usePluginData('search-local')`). */
export interface SearchGlobalData {
  indexName: string;
  indexUrl: string;
  searchPagePath: string;
  missingResultsUrl: string | null;
  algolia: {
    appId: string;
    apiKey: string;
    indexName: string;
    hosts?: string[];
    insights?: boolean;
  } | null;
}
