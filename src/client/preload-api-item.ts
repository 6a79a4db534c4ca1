/**
 * Starts loading the OpenAPI theme's page chunk, its Markdown renderer and Prism as
 * soon as a navigation to an API operation page begins (or the page first
 * loads), alongside the route's own chunks, so the page does not render empty
 * while the lazily imported code arrives.
 */
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

import {loadOpenApiItem} from '@site/src/lib/openApiChunks';
import {loadHighlightedCode} from '@site/src/lib/codeHighlightChunk';
import {loadOpenApiMarkdown} from '@site/src/lib/openApiMarkdownChunk';

const apiPagesPrefix = `${siteConfig.baseUrl}reference/api/`;

const clientModule: ClientModule = {
  onRouteUpdate({location}) {
    if (location.pathname.startsWith(apiPagesPrefix)) {
      void loadOpenApiItem();
      // Descriptions drawn in the browser need it: all of them after a client-side navigation,
      // and on any load those of the parameters and schemas, which the theme renders only there.
      void loadOpenApiMarkdown();
      // The same for Prism: the response examples inside those schemas are code blocks.
      void loadHighlightedCode();
    }
    return undefined;
  },
};

export default clientModule;
