/**
 * Bytes (gzip, level 9) each part of the search index may take, at any size
 * of the site: the one setting of the index's sizes. The writer cuts term
 * shards, word lists, rest lists and fragments from these numbers
 * (`cutLimits` in split-index.ts), so only the manifest (a few bytes per page)
 * grows with the site, and it fails the build when a part it wrote is over
 * its budget (write-index.ts). Also checked by
 * tests/build-output/search-index.test.ts and reported by `npm run bench:scale`
 * at 1, 4 and 10 times the site.
 */
export const SEARCH_INDEX_BUDGETS = {
  manifest: 12 * 1024,
  shard: 8 * 1024,
  fragment: 8 * 1024,
  words: 8 * 1024,
  rest: 8 * 1024,
} as const;

export type SearchIndexBudgets = Record<keyof typeof SEARCH_INDEX_BUDGETS, number>;
