import type {RankingWeights} from './weights';

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

/** The search plugin's name, under which Docusaurus keeps its global data. */
export const SEARCH_PLUGIN_NAME = 'search-local';

/** What the search plugin hands to the browser (its global data, under SEARCH_PLUGIN_NAME). */
export interface SearchGlobalData {
  indexName: string;
  indexUrl: string;
  /**
   * The manifests of the older docs versions' own indexes, by their DocSearch tag
   * (`docs-default-0.27`): a search whose filters name one reads it (engine/version-index.ts).
   */
  versionIndexes: Record<string, string>;
  searchPagePath: string;
  missingResultsUrl: string | null;
  algolia: AlgoliaSearchOptions | null;
  /**
   * The site's overrides of the local ranking's weights, as given (a few
   * numbers, so they ride in global data): the engine merges them over its
   * defaults.
   */
  rankingWeights: Partial<RankingWeights>;
  /**
   * Whether the site's own index exists: the production build writes it from
   * the pages it renders, and the development server renders none, so under
   * `docusaurus start` only Algolia can answer.
   */
  indexBuilt: boolean;
}

/** What the modal and the search page say when the site's index is not built (the development server). */
export const INDEX_NOT_BUILT = {
  title: 'Search needs the production build',
  help: 'The development server does not build the search index. Run "npm run preview" to build the site and search it.',
} as const;
