import assert from 'node:assert/strict';
import {test} from 'node:test';

import {validateOptions} from '..';

const required = {cacheDir: '/tmp/x', customCss: 'a.css', logoCss: 'b.css', defaultSection: 'Docs', blogSection: 'Changelog'};
const page = {path: '/changelog/main', title: 'Release notes', description: 'Every release.'};

test('social-cards: missing options are named', () => {
  const error =
    /social-cards: option "logoCss" is required\.\nsocial-cards: option "defaultSection" is required\.\nsocial-cards: option "blogSection" is required\./;
  assert.throws(() => validateOptions({options: {cacheDir: '/tmp/x', customCss: 'a.css'}}), error);
  assert.throws(() => validateOptions({options: {...required, cacheDir: ''}}), /option "cacheDir" must be a non-empty string/);
  assert.throws(() => validateOptions({options: {...required, size: 1200}}), /option "size" is not an option of this plugin/);
});

test('social-cards: pages of other kinds each need a path from "/", a title and a description', () => {
  assert.equal(validateOptions({options: {...required, pages: [page, {...page, section: 'Changelog'}]}}).pages.length, 2);
  const cases: [unknown, RegExp][] = [
    [page, /option "pages" must be array, not object/],
    [[{...page, path: 'changelog/main'}], /option "pages\[0\]\.path" must be the page's route below the base URL, starting with "\/"/],
    [[{...page, description: ''}], /option "pages\[0\]\.description" must be a non-empty string/],
    [[{...page, section: 3}], /option "pages\[0\]\.section" must be string, not number/],
    [[null], /option "pages\[0\]" must be object, not null/],
  ];
  for (const [pages, message] of cases) assert.throws(() => validateOptions({options: {...required, pages}}), message);
});

test('social-cards: omitted, no pages of other kinds', () => {
  assert.deepEqual(validateOptions({options: required}), {...required, pages: [], id: 'default'});
});
