import assert from 'node:assert/strict';
import {test} from 'node:test';

import {validateOptions} from '@agenta-docs/search';

import {searchOptions} from '../../config/search';

// The search package checks its options when the site builds; checked here too,
// so a wrong word list or weight in config/search.ts fails before a build.
test("the site's search options pass the search plugin's checks", () => {
  assert.doesNotThrow(() => validateOptions({options: searchOptions({})}));
  assert.throws(() => validateOptions({options: {...searchOptions({}), rankingWeights: {titleBonus: 1}}}), /"titleBonus" is not a ranking weight/);
});
