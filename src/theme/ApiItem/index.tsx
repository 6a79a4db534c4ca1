import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';

import {loadOpenApiItem} from '@site/src/lib/openApiChunks';

const LazyOpenApiItem = lazy(loadOpenApiItem);

type ApiFrontMatter = {api?: unknown; schema?: unknown};

/**
 * Pages generated from the OpenAPI description carry `api` (or `schema`) in
 * their front matter and need the theme's ApiItem; every other page is a plain
 * doc. The theme's ApiItem renders those plain docs too, but only after its
 * chunk (request panel, Redux store, code generators) has loaded.
 *
 * An API page's own module re-exports the theme's page component
 * (src/remark/remark-openapi-page.ts), so it is loaded with the page, before
 * hydration. The lazy import stays as a fallback for a page without it.
 */
export default function ApiItem(props: Props): ReactNode {
  const {api, schema} = props.content.frontMatter as ApiFrontMatter;
  if (!api && !schema) {
    return <DocItem {...props} />;
  }
  const {OpenApiItemPage} = props.content as {OpenApiItemPage?: ComponentType<Props>};
  if (OpenApiItemPage) {
    return <OpenApiItemPage {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <LazyOpenApiItem {...props} />
    </Suspense>
  );
}
