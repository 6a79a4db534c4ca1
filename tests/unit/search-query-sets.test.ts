import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';

import {loadQuerySet, normalizeQuery} from '@agenta-docs/search/node';

import {SEARCH_QUERY_SETS} from '../search/query-sets';

// A held-out set measures how ranking generalises only if none of its
// queries is one the ranking was tuned on, or one another set already counts.
test("no query appears in more than one of the site's query sets", () => {
  const files = Object.values(SEARCH_QUERY_SETS);
  assert.equal(files.length, 3, 'the tuning set and two held-out sets');
  const setsByQuery = new Map<string, Set<string>>();
  for (const file of files) {
    for (const {query} of loadQuerySet(file)) {
      const key = normalizeQuery(query);
      setsByQuery.set(key, (setsByQuery.get(key) ?? new Set()).add(path.basename(file)));
    }
  }
  const shared = [...setsByQuery].filter(([, sets]) => sets.size > 1).map(([query, sets]) => `"${query}" in ${[...sets].join(', ')}`);
  assert.deepEqual(shared, [], `queries in more than one set:\n  ${shared.join('\n  ')}`);
});
