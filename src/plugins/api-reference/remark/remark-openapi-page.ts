import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';

import {isOpenApiPage} from '../is-openapi-page';

/** The module of the OpenAPI theme's page component (with its styles). */
export const OPENAPI_PAGE_MODULE = '@site/src/plugins/api-reference/client/chunks/openApiPage';

/**
 * API reference pages (front matter `api` or `schema`) re-export the OpenAPI
 * theme's page component as `OpenApiItemPage`. Docusaurus attaches a page
 * module's named exports to its content, and loads a page's modules before
 * hydrating it: theme/ApiItem finds the component there, ready, instead
 * of loading it lazily (a lazily loaded component would not be there when
 * the page hydrates, and React would then draw the whole page again).
 * Other pages do not load it at all.
 */
export default function remarkOpenApiPage() {
  return (tree: Root, file: VFile): void => {
    if (!isOpenApiPage(file.data.frontMatter as object | undefined)) return;
    const exportNode = {
      type: 'mdxjsEsm',
      value: `export {default as OpenApiItemPage} from '${OPENAPI_PAGE_MODULE}';`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              declaration: null,
              specifiers: [
                {
                  type: 'ExportSpecifier',
                  local: {type: 'Identifier', name: 'default'},
                  exported: {type: 'Identifier', name: 'OpenApiItemPage'},
                },
              ],
              source: {type: 'Literal', value: OPENAPI_PAGE_MODULE, raw: JSON.stringify(OPENAPI_PAGE_MODULE)},
              attributes: [],
            },
          ],
        },
      },
    } as unknown as RootContent;
    tree.children.unshift(exportNode);
  };
}
