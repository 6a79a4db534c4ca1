/**
 * Starts loading the OpenAPI theme's page chunk as soon as a navigation to an
 * API operation page begins, alongside the route's own chunks, so the page
 * does not render empty while the lazily imported theme arrives.
 */
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

import {loadOpenApiItem} from '@site/src/lib/openApiChunks';

const apiPagesPrefix = `${siteConfig.baseUrl}reference/api/`;

const clientModule: ClientModule = {
  onRouteUpdate({location}) {
    if (location.pathname.startsWith(apiPagesPrefix)) {
      void loadOpenApiItem();
    }
    return undefined;
  },
};

export default clientModule;
