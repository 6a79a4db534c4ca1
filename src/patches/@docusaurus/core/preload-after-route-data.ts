/**
 * Docusaurus's preload (lib/client/preload.js: load the components of the
 * routes a path matches before showing it), after the path's route data is
 * in. The page's start and every navigation come through here, so the route
 * table always holds the path being shown.
 */
import {matchRoutes} from 'react-router-config';

import {ensureRouteData, routes} from '../../../plugins/route-data/client/route-table';

type Preloadable = {preload?: () => Promise<unknown>};

export default function preload(pathname: string): Promise<unknown[]> {
  return ensureRouteData(pathname).then(() => {
    const matches = Array.from(new Set([pathname, decodeURI(pathname)])).flatMap((candidate) => matchRoutes(routes, candidate));
    return Promise.all(matches.map((match) => (match.route.component as Preloadable | undefined)?.preload?.()));
  });
}
