import assert from 'node:assert/strict';
import {test} from 'node:test';

import {validateOptions} from '..';

test('patches: a bad option is refused by name', () => {
  assert.throws(() => validateOptions({options: {skip: 'routes-on-demand'}}), /patches: option "skip" must be array, not string/);
  assert.throws(() => validateOptions({options: {skip: [1]}}), /option "skip\[0\]" must be string, not number/);
  assert.throws(() => validateOptions({options: {skipped: []}}), /option "skipped" is not an option of this plugin/);
});

test('patches: omitted, no patch is left out', () => {
  assert.deepEqual(validateOptions({options: {}}), {skip: [], id: 'default'});
});
