import assert from 'node:assert/strict';
import {test} from 'node:test';

import {normalizeOptions} from '../../src/plugins/changelog-release-notes';

test('the plugin accepts a route and an optional blog id', () => {
  assert.deepEqual(normalizeOptions({path: '/changelog/main'}), {
    path: '/changelog/main',
    blogPluginId: undefined,
  });
  assert.deepEqual(normalizeOptions({path: '/x', blogPluginId: 'news'}), {
    path: '/x',
    blogPluginId: 'news',
  });
});

test('bad options get a message naming the option', () => {
  assert.throws(() => normalizeOptions(undefined), /option "path"/);
  assert.throws(() => normalizeOptions({path: 'changelog/main'}), /starting with "\/"/);
  assert.throws(() => normalizeOptions({path: '/x', blogPluginId: 3}), /blogPluginId/);
});
