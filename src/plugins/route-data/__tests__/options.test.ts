import assert from 'node:assert/strict';
import {test} from 'node:test';

import {validateOptions} from '..';

test('route-data: a bad option is refused by name', () => {
  assert.throws(() => validateOptions({options: {keepDocIds: 'intro'}}), /route-data: option "keepDocIds" must be array, not string/);
  assert.throws(() => validateOptions({options: {enabled: 'no'}}), /option "enabled" must be boolean, not string/);
  assert.throws(() => validateOptions({options: {keepDocIDs: []}}), /option "keepDocIDs" is not an option of this plugin/);
});

test('route-data: omitted, enabled and keeping no doc ids', () => {
  assert.deepEqual(validateOptions({options: {}}), {keepDocIds: [], enabled: true, id: 'default'});
});
