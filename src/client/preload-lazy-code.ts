/**
 * Starts loading, alongside a route's own chunks, the code that draws in the
 * browser what the server did not draw, so it is there when the page renders:
 * on a client-side navigation, Prism (the new page's code blocks are drawn in
 * the browser) and, to an API page, the OpenAPI theme's Markdown renderer
 * (its descriptions too). A page's first load needs neither: it keeps the
 * server's markup (src/lib/browser/useKeepsServerMarkup.ts); an API page's request
 * panel starts Prism when it loads (src/theme/ApiExplorer).
 */
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

import {loadHighlightedCode} from '@site/src/client/chunks/codeHighlightChunk';
import {loadOpenApiMarkdown} from '@site/src/client/chunks/openApiMarkdownChunk';

const apiPagesPrefix = `${siteConfig.baseUrl}reference/api/`;

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation) return undefined;
    void loadHighlightedCode();
    if (location.pathname.startsWith(apiPagesPrefix)) void loadOpenApiMarkdown();
    return undefined;
  },
};

export default clientModule;
