import assert from 'node:assert/strict';
import {test} from 'node:test';

import {validateOptions} from '..';

test('bundle-splitting: a bad option is refused by name', () => {
  assert.throws(() => validateOptions({options: {sourceMaps: 'yes'}}), /bundle-splitting: option "sourceMaps" must be boolean, not string/);
  assert.throws(() => validateOptions({options: {wholeChunks: 'search-worker'}}), /option "wholeChunks" must be array, not string/);
  assert.throws(() => validateOptions({options: {wholeChunks: [3]}}), /option "wholeChunks\[0\]" must be string, not number/);
  assert.throws(() => validateOptions({options: {sourcemaps: true}}), /option "sourcemaps" is not an option of this plugin/);
});

test('bundle-splitting: omitted, no source maps and no chunk kept whole', () => {
  assert.deepEqual(validateOptions({options: {}}), {sourceMaps: false, wholeChunks: [], onePageKindDirs: [], id: 'default'});
});
