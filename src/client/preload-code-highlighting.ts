/**
 * Starts loading Prism on the first client-side navigation, alongside the
 * route's own chunks: code blocks drawn in the browser need it, and then it
 * is there by the time they render. A page's first load does not
 * (src/theme/CodeBlock/Content keeps the server's highlighted markup).
 */
import type {ClientModule} from '@docusaurus/types';

import {loadHighlightedCode} from '@site/src/lib/codeHighlightChunk';

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) void loadHighlightedCode();
    return undefined;
  },
};

export default clientModule;
