/**
 * Bytes (gzip, level 9) each part of the search index may take, at any size
 * of the site: the writer cuts shards, word lists and fragments by size, so only the
 * manifest (a few bytes per page) grows with the site. Checked on every
 * build by tests/build-output/search-index.test.ts, and reported by
 * `npm run bench:scale` at 1, 4 and 10 times the site.
 */
export const SEARCH_INDEX_BUDGETS = {
  manifest: 12 * 1024,
  shard: 8 * 1024,
  fragment: 8 * 1024,
  words: 8 * 1024,
  rest: 8 * 1024,
} as const;
