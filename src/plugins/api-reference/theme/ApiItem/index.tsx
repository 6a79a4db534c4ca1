import type {ComponentType, ReactNode} from 'react';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';

import {isOpenApiPage} from '../../is-openapi-page';

/**
 * Pages generated from the OpenAPI description carry `api` (or `schema`) in
 * their front matter and need the theme's ApiItem; every other page is a plain
 * doc. The theme's ApiItem renders those plain docs too, but only with its
 * whole page code (request panel, Redux store, code generators).
 *
 * An API page's own module re-exports the theme's page component
 * (remark/remark-openapi-page.ts in this plugin), so it is loaded with the page, before
 * hydration, and other pages never load it.
 */
export default function ApiItem(props: Props): ReactNode {
  if (!isOpenApiPage(props.content.frontMatter)) {
    return <DocItem {...props} />;
  }
  const {OpenApiItemPage} = props.content as {OpenApiItemPage?: ComponentType<Props>};
  if (!OpenApiItemPage) {
    throw new Error(
      `${props.content.metadata.source}: an API page without the OpenApiItemPage export; ` +
        "add remarkOpenApiPage (src/plugins/api-reference) to the docs plugin's remarkPlugins.",
    );
  }
  return <OpenApiItemPage {...props} />;
}
