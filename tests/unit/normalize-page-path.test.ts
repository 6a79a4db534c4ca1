import assert from 'node:assert/strict';
import {test} from 'node:test';

import {normalizePagePath} from '../../src/lib/build/normalizePagePath';

test('.html and index.html name the clean page', () => {
  const cases: [string, string][] = [
    ['/index.html', '/'],
    ['/index', '/'],
    ['/a.html', '/a'],
    ['/a/index.html', '/a'],
    ['/a/b/index', '/a/b'],
    ['/a/b', '/a/b'],
    ['/', '/'],
    ['/indexes', '/indexes'],
    ['/a/reindex.html', '/a/reindex'],
  ];
  for (const [input, expected] of cases) {
    assert.equal(normalizePagePath(input), expected, input);
  }
});
