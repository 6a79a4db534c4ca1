import assert from 'node:assert/strict';
import {test} from 'node:test';

import {validateOptions} from '..';

test("analytics: each service's settings are checked by name", () => {
  assert.throws(() => validateOptions({options: {hotjar: {siteId: 42}}}), /analytics: option "hotjar.siteId" must be string, not number/);
  assert.throws(() => validateOptions({options: {hotjar: {siteId: ''}}}), /option "hotjar.siteId" must be a non-empty string/);
  assert.throws(() => validateOptions({options: {posthog: {apiKey: 'phc_x'}}}), /option "posthog.apiHost" is required/);
  assert.throws(
    () => validateOptions({options: {posthog: {apiKey: 'phc_x', apiHost: 'h', host: 'h'}}}),
    /option "posthog.host" is not an option of this plugin/,
  );
  assert.throws(() => validateOptions({options: {plausible: {}}}), /option "plausible" is not an option of this plugin/);
});

test('analytics: omitted, no service is configured', () => {
  assert.deepEqual(validateOptions({options: undefined}), {id: 'default'});
});
