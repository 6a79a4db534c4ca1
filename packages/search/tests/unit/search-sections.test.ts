import assert from 'node:assert/strict';
import {test} from 'node:test';

import {buildSectionMap} from '../../src/indexing/sections';

const doc = (id: string) => ({id, permalink: `/${id}`});

test("a page's section is the top-level category holding it in its sidebar, its own page too; a post's is the blog's", () => {
  const docs = {
    loadedVersions: [
      {
        docs: ['start', 'brewing/mash', 'brewing/hops/bittering', 'reference', 'reference/units', 'about', 'linked', 'moved'].map(doc),
        sidebars: {
          handbook: [
            {type: 'doc', id: 'start'},
            {
              type: 'category',
              label: 'Brewing',
              items: [
                {type: 'doc', id: 'brewing/mash'},
                {type: 'category', label: 'Hops', items: [{type: 'doc', id: 'brewing/hops/bittering'}]},
              ],
            },
            {
              type: 'category',
              label: 'Reference',
              link: {type: 'doc', id: 'reference'},
              items: [
                {type: 'doc', id: 'reference/units'},
                {type: 'ref', id: 'linked'},
              ],
            },
            {type: 'category', label: 'Old', items: [{type: 'doc', id: 'moved'}]},
          ],
          // The last sidebar listing a doc is its sidebar, as Docusaurus decides: here at the top level.
          extras: [
            {type: 'doc', id: 'moved'},
            {type: 'doc', id: 'about'},
          ],
        },
      },
    ],
  } as never;
  const blog = {blogPosts: [{metadata: {permalink: '/editions/1'}}]} as never;
  assert.deepEqual(Object.fromEntries(buildSectionMap(docs, blog, {fallbackSection: 'Handbook', blogSection: 'Editions'})), {
    '/start': 'Handbook',
    '/brewing/mash': 'Brewing',
    '/brewing/hops/bittering': 'Brewing',
    '/reference': 'Reference',
    '/reference/units': 'Reference',
    '/about': 'Handbook',
    // A `ref` links to a doc without placing it.
    '/linked': 'Handbook',
    '/moved': 'Handbook',
    '/editions/1': 'Editions',
  });
  assert.equal(buildSectionMap(docs, undefined).get('/start'), 'Docs');
});
