/**
 * The Node face of search: reading a built index from disk, the engine that
 * answers from it (the same one the browser runs), the push of its records to
 * Algolia, the index's byte budgets and the relevance measure of query sets.
 */
export {createSearchEngine} from './engine/engine';
export type {SearchEngine, SearchHit, SearchParams, SearchResponse} from './engine/engine';
export {createLocalSearchClient, partsBeside} from './engine/local-client';
export type {LocalSearchClient} from './engine/local-client';
export type {SplitManifest} from './engine/split-format';
export {SPLIT_INDEX_VERSION} from './engine/split-format';
export type {SearchRecord} from './engine/types';
export type {SearchVocabulary} from './engine/vocabulary';
export {SEARCH_INDEX_BUDGETS} from './indexing/budgets';
export {builtIndexParts, largestParts, openBuiltIndex, readBuiltRecords} from './indexing/read-index';
export type {BuiltPart} from './indexing/read-index';
export {DOCSEARCH_INDEX_SETTINGS, pushSearchRecords} from './indexing/push';
export type {PushTarget} from './indexing/push';
export {loadQuerySet, measureRelevance, normalizeQuery, pagesInOrder, RELEVANCE_QUERY_SETS} from './relevance';
export type {RelevanceQuery, RelevanceReport} from './relevance';
