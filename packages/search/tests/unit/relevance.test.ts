import assert from 'node:assert/strict';
import {test} from 'node:test';

import {normalizeQuery} from '../../src/relevance';

test('a query is normalised by case, spacing and trailing punctuation', () => {
  assert.equal(normalizeQuery('  What is  a Variant?\t'), 'what is a variant');
  assert.equal(normalizeQuery('GET /apps/{app_id}/'), 'get /apps/{app_id}/');
  assert.equal(normalizeQuery('ag.init...'), 'ag.init');
});
