/**
 * The Node face of search: reading a built index from disk, the engine that
 * answers from it (the same one the browser runs), the push of its records to
 * Algolia, the index's byte budgets, the relevance measure of query sets, and
 * the section each page is grouped under (for a site to hold to its own rule).
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
export {buildSectionMap} from './indexing/sections';
export type {SectionMap} from './indexing/sections';
export type {PushTarget} from './indexing/push';
export {loadQuerySet, measureRelevance, normalizeQuery, pagesInOrder} from './relevance';
export type {RelevanceQuery, RelevanceReport} from './relevance';
