/**
 * Starts loading the OpenAPI theme's Markdown renderer alongside an API page's
 * own chunks when a client-side navigation reaches one: the new page's
 * descriptions are drawn in the browser. A page's first load keeps the
 * server's markup and needs none of it (theme/Markdown); the request panel
 * starts Prism when it loads (theme/ApiExplorer).
 */
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

import {loadOpenApiMarkdown} from './chunks/openApiMarkdownChunk';

/** Where the API pages are: the plugin's outputDir (docs/reference/api) under the docs' routeBasePath ("/"). */
const apiPagesPrefix = `${siteConfig.baseUrl}reference/api/`;

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname.startsWith(apiPagesPrefix)) void loadOpenApiMarkdown();
    return undefined;
  },
};

export default clientModule;
