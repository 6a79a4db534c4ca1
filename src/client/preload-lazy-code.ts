/**
 * Starts loading the code that draws in the browser what the server did not
 * draw, alongside a route's own chunks, so it is there when a page renders:
 * Prism on any client-side navigation (its code blocks are drawn in the
 * browser), and on any load of an API page the OpenAPI theme's Markdown
 * renderer and Prism (the theme draws parameters and schemas, with their
 * descriptions and response examples, only in the browser). A page's first
 * load otherwise needs neither (src/lib/useKeepsServerMarkup.ts).
 */
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

import {loadHighlightedCode} from '@site/src/lib/codeHighlightChunk';
import {loadOpenApiMarkdown} from '@site/src/lib/openApiMarkdownChunk';

const apiPagesPrefix = `${siteConfig.baseUrl}reference/api/`;

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    const apiPage = location.pathname.startsWith(apiPagesPrefix);
    if (apiPage) void loadOpenApiMarkdown();
    if (apiPage || previousLocation) void loadHighlightedCode();
    return undefined;
  },
};

export default clientModule;
