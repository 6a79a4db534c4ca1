import {algoliasearch, type IndexSettings} from 'algoliasearch';

import {toAlgoliaHost} from '../engine/algolia-client';
import type {SearchRecord} from '../engine/types';

export interface PushTarget {
  appId: string;
  /** A key allowed to write the index (never the search-only key, never committed). */
  adminApiKey: string;
  indexName: string;
  hosts?: string[];
}

/**
 * The index settings DocSearch's own crawler sets: headings rank above body
 * text, the language and docs-version tags can be filtered on, and one hit
 * per URL.
 */
export const DOCSEARCH_INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'url', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
};

/**
 * Replaces the Algolia index with the build's records (atomically: a
 * temporary index is filled, then moved over the live one), so no crawler is
 * needed. Returns the number of records sent.
 */
export async function pushSearchRecords(records: SearchRecord[], target: PushTarget): Promise<number> {
  const client = algoliasearch(target.appId, target.adminApiKey, {
    timeouts: {connect: 2000, read: 5000, write: 30000},
    ...(target.hosts?.length ? {hosts: target.hosts.map(toAlgoliaHost)} : {}),
  });
  await client.setSettings({indexName: target.indexName, indexSettings: {...DOCSEARCH_INDEX_SETTINGS}});
  await client.replaceAllObjects({
    indexName: target.indexName,
    objects: records.map((record) => ({...record}) as Record<string, unknown> & {objectID: string}),
    batchSize: 1000,
  });
  return records.length;
}
