/**
 * The browser's face of search, for code that runs beside the search theme
 * (the site's Ask AI): the client the modal and the search page query, and
 * the hook points an Ask AI feature fills.
 */
export {loadSearchClient, searchConfig, useContextualFacetFilters, useSearchConfig} from './search-client';
export type {SearchResult, SiteSearchClient} from './search-client';
export type {LoadSearchAskAi, SearchAskAi} from './ask-ai-hook';
export {toSiteRelativeUrl} from './urls';
