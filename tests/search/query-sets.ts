/**
 * The site's search relevance query sets, by name: the tuning set, and two sets never tuned on
 * (no query in two sets: tests/unit/search-query-sets.test.ts). Measured by `npm run bench:search`
 * and held to floors by tests/build-output/search-index.test.ts, with the search package's
 * relevance measure (`@agenta-docs/search/node`).
 */
import path from 'node:path';

const QUERY_DIR = path.join(__dirname, 'queries');

export const SEARCH_QUERY_SETS = {
  tuning: path.join(QUERY_DIR, 'queries.yaml'),
  'held out': path.join(QUERY_DIR, 'holdout-queries.yaml'),
  'blind held out': path.join(QUERY_DIR, 'holdout-queries-2.yaml'),
} as const;
