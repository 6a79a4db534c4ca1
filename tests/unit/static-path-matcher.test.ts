import assert from 'node:assert/strict';
import {test} from 'node:test';

import pathToRegexp from 'path-to-regexp';

import pathMatcher, {staticPathMatcher} from '../../src/patches/react-router/static-path-matcher';

const staticPaths = ['/', '', '/docs', '/docs/', '/Docs/Intro', '/reference/api/list-apps', '/a.b/c=d', '/x$[y]{z}^|!'];
const urls = [
  '', '/', '//', '/docs', '/docs/', '/docs//', '/DOCS', '/docsx', '/docs/intro', '/docs/intro/', '/Docs/Intro', '/docs/INTRO/more',
  '/reference/api/list-apps', '/reference/api/list-apps/', '/reference/api/list-apps/x', '/reference/api/list-appsx',
  '/a.b/c=d', '/aXb/c=d', '/x$[y]{z}^|!', '/X$[Y]{Z}^|!/', '/x$[y][z]^|!', '/x$[y]{z}~|!', '/doc\u212A', '/\u017Fearch', '/docs\n',
];
const optionSets = [true, false].flatMap((end) =>
  [true, false].flatMap((strict) => [true, false].map((sensitive) => ({end, strict, sensitive}))),
);

test('a static path matches every URL exactly as its path-to-regexp expression does, with every option', () => {
  for (const path of staticPaths) {
    for (const options of optionSets) {
      const expression = pathToRegexp(path, [], options);
      const matcher = staticPathMatcher(path, [], options);
      for (const url of urls) {
        assert.deepEqual(
          matcher.exec(url)?.[0] ?? null,
          expression.exec(url)?.[0] ?? null,
          `${JSON.stringify(path)} ${JSON.stringify(options)} on ${JSON.stringify(url)}`,
        );
      }
    }
  }
});

test('the default options are path-to-regexp\'s: whole URL, trailing slash allowed, any case', () => {
  const matcher = staticPathMatcher('/docs', []);
  assert.deepEqual(matcher.exec('/Docs/'), ['/Docs/']);
  assert.equal(matcher.exec('/docs/intro'), null);
});

test('static paths get the string matcher, paths with parameters or patterns get path-to-regexp', () => {
  const keys: pathToRegexp.Key[] = [];
  const plain = pathMatcher('/docs/intro', keys, {end: true});
  assert.ok(!(plain instanceof RegExp));
  assert.equal(plain.keys, keys);
  for (const path of ['/docs/:id', '/docs/*', '/docs/(intro|setup)', '/docs/intro?', '/docs\\:x', '/d\u00f6cs']) {
    const parameters: pathToRegexp.Key[] = [];
    const expression = pathMatcher(path, parameters, {end: true});
    assert.ok(expression instanceof RegExp, path);
  }
  const withId: pathToRegexp.Key[] = [];
  assert.deepEqual(pathMatcher('/docs/:id', withId, {end: true}).exec('/docs/intro')?.slice(), ['/docs/intro', 'intro']);
  assert.equal(withId[0]?.name, 'id');
  // Another delimiter than the slash, or options in place of keys: left to path-to-regexp.
  assert.ok(pathMatcher('/docs', [], {delimiter: '.'}) instanceof RegExp);
  assert.equal(pathMatcher.compile('/docs/:id')({id: 'intro'}), '/docs/intro');
});
