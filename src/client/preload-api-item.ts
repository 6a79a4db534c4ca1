/**
 * Starts loading the OpenAPI theme's page chunk (and, on a client-side
 * navigation, its Markdown renderer) as soon as a navigation to an API
 * operation page begins, alongside the route's own chunks, so the page does
 * not render empty while the lazily imported theme arrives.
 */
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

import {loadOpenApiItem} from '@site/src/lib/openApiChunks';
import {loadOpenApiMarkdown} from '@site/src/lib/openApiMarkdownChunk';

const apiPagesPrefix = `${siteConfig.baseUrl}reference/api/`;

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (location.pathname.startsWith(apiPagesPrefix)) {
      void loadOpenApiItem();
      // The page draws its descriptions in the browser then (src/theme/Markdown).
      if (previousLocation) void loadOpenApiMarkdown();
    }
    return undefined;
  },
};

export default clientModule;
