import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {loadQuerySet, normalizeQuery} from '../../src/relevance';

const QUERY_DIR = path.join(__dirname, '../queries');
const files = fs.readdirSync(QUERY_DIR).filter((name) => name.endsWith('.yaml')).sort();

test('a query is normalised by case, spacing and trailing punctuation', () => {
  assert.equal(normalizeQuery('  What is  a Variant?\t'), 'what is a variant');
  assert.equal(normalizeQuery('GET /apps/{app_id}/'), 'get /apps/{app_id}/');
  assert.equal(normalizeQuery('ag.init...'), 'ag.init');
});

// A held-out set measures how ranking generalises only if none of its
// queries is one the ranking was tuned on, or one another set already counts.
test('no query appears in more than one query set', () => {
  assert.ok(files.length >= 3, `expected the tuning set and two held-out sets in ${QUERY_DIR}`);
  const setsByQuery = new Map<string, Set<string>>();
  for (const file of files) {
    for (const {query} of loadQuerySet(path.join(QUERY_DIR, file))) {
      const key = normalizeQuery(query);
      setsByQuery.set(key, (setsByQuery.get(key) ?? new Set()).add(file));
    }
  }
  const shared = [...setsByQuery].filter(([, sets]) => sets.size > 1).map(([query, sets]) => `"${query}" in ${[...sets].join(', ')}`);
  assert.deepEqual(shared, [], `queries in more than one set:\n  ${shared.join('\n  ')}`);
});
