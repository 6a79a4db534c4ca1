import assert from 'node:assert/strict';
import {test} from 'node:test';

import {validateOptions} from '..';

test('page-feedback: a bad destination is refused by name', () => {
  assert.throws(() => validateOptions({options: {url: 42}}), /page-feedback: option "url" must be string, not number/);
  assert.throws(() => validateOptions({options: {posthog: {apiKey: 'phc_x'}}}), /option "posthog.apiHost" is required/);
  assert.throws(() => validateOptions({options: {webhook: 'https://x.example'}}), /option "webhook" is not an option of this plugin/);
});

test('page-feedback: omitted, answers go nowhere', () => {
  assert.deepEqual(validateOptions({options: {}}), {id: 'default'});
});
