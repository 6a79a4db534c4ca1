import assert from 'node:assert/strict';
import {test} from 'node:test';

import {normalizeOptions} from '@agenta-docs/search';

import {searchOptions} from '../../config/search';

// The search package checks its options when the site builds; checked here too,
// so a wrong word list or weight in config/search.ts fails before a build.
test("the site's search options pass the search plugin's checks", () => {
  assert.doesNotThrow(() => normalizeOptions(searchOptions({})));
  assert.throws(
    () => normalizeOptions({...searchOptions({}), rankingWeights: {titleBonus: 1}}),
    /"titleBonus" is not a ranking weight/,
  );
});
