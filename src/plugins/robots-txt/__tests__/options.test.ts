import assert from 'node:assert/strict';
import {test} from 'node:test';

import {validateOptions} from '..';

test('robots-txt: a rule that is not a path, or an unknown option, is refused by name', () => {
  assert.throws(() => validateOptions({options: {disallow: ['search?']}}), /robots-txt: option "disallow\[0\]" must be a path starting with "\/"/);
  assert.throws(() => validateOptions({options: {disallow: ['/a b']}}), /option "disallow\[0\]" must be a path/);
  assert.throws(() => validateOptions({options: {disallow: '/search?'}}), /option "disallow" must be array, not string/);
  assert.throws(() => validateOptions({options: {disalow: []}}), /option "disalow" is not an option of this plugin/);
});

test('robots-txt: omitted, nothing is disallowed', () => {
  assert.deepEqual(validateOptions({options: {}}), {disallow: [], id: 'default'});
});
