/**
 * Starts loading, alongside a route's own chunks, the code that draws in the
 * browser what the server did not draw, so it is there when the page renders:
 * on a client-side navigation, Prism (the new page's code blocks are drawn in
 * the browser). A page's first load needs none: it keeps the server's markup
 * (src/lib/browser/useKeepsServerMarkup.ts). The API reference starts its own
 * Markdown renderer the same way (src/plugins/api-reference/client/preload-api-markdown.ts).
 */
import type {ClientModule} from '@docusaurus/types';

import {loadHighlightedCode} from '@site/src/client/chunks/codeHighlightChunk';

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) void loadHighlightedCode();
    return undefined;
  },
};

export default clientModule;
