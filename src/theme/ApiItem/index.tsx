import {lazy, Suspense, type ReactNode} from 'react';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';

import {loadOpenApiItem} from '@site/src/lib/openApiChunks';

const OpenApiItem = lazy(loadOpenApiItem);

type ApiFrontMatter = {api?: unknown; schema?: unknown};

/**
 * Pages generated from the OpenAPI description carry `api` (or `schema`) in
 * their front matter and need the theme's ApiItem; every other page is a plain
 * doc. The theme's ApiItem renders those plain docs too, but only after its
 * chunk (request panel, Redux store, code generators) has loaded.
 *
 * The static build renders the lazy branch in full (Docusaurus waits for every
 * Suspense boundary), so the HTML is the same; in the browser the server markup
 * stays until the chunk arrives.
 */
export default function ApiItem(props: Props): ReactNode {
  const {api, schema} = props.content.frontMatter as ApiFrontMatter;
  if (!api && !schema) {
    return <DocItem {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <OpenApiItem {...props} />
    </Suspense>
  );
}
