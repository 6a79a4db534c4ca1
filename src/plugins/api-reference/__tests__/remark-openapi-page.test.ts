import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {Root} from 'mdast';
import {VFile} from 'vfile';

import remarkOpenApiPage, {OPENAPI_PAGE_MODULE} from '../remark/remark-openapi-page';

function run(frontMatter: Record<string, unknown>): Root {
  const tree: Root = {type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'Body'}]}]};
  remarkOpenApiPage()(tree, new VFile({value: '', data: {frontMatter}}));
  return tree;
}

test('an API page re-exports the OpenAPI page component, as MDX ESM with its syntax tree', () => {
  for (const frontMatter of [{api: 'eJzl...'}, {schema: true}]) {
    const [first, second] = run(frontMatter).children as unknown as [
      {type: string; value: string; data: {estree: {body: {type: string; source: {value: string}; specifiers: {exported: {name: string}}[]}[]}}},
      {type: string},
    ];
    assert.equal(first.type, 'mdxjsEsm');
    assert.equal(first.value, `export {default as OpenApiItemPage} from '${OPENAPI_PAGE_MODULE}';`);
    const [declaration] = first.data.estree.body;
    assert.equal(declaration!.type, 'ExportNamedDeclaration');
    assert.equal(declaration!.source.value, OPENAPI_PAGE_MODULE);
    assert.equal(declaration!.specifiers[0]!.exported.name, 'OpenApiItemPage');
    assert.equal(second.type, 'paragraph');
  }
});

test('any other page is left as it is', () => {
  assert.deepEqual(
    run({title: 'Quick start'}).children.map((node) => node.type),
    ['paragraph'],
  );
  assert.deepEqual(
    run({}).children.map((node) => node.type),
    ['paragraph'],
  );
});
