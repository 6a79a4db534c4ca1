/**
 * `window.docusaurus` (lib/client/docusaurus.js): prefetch and preload of a
 * route, as Links call them on sight, hover and touch. Docusaurus looks the
 * route's chunks up in the tables of every route; here the route's data is
 * downloaded first (a small file), then its chunks' files.
 *
 * Prefetches, route data included, wait until the page has loaded and
 * settled (src/lib/browser/prefetch-when-idle.ts); preloads start at once.
 */
import prefetchHelper, {whenIdle} from '../../../lib/browser/prefetch-when-idle';
import preloadHelper from './preload-after-route-data';
import {ensureRouteData, routeFiles} from '../../../plugins/route-data/client/route-table';

declare const __webpack_require__: {p: string};

const fetched = new Set<string>();
const loaded = new Set<string>();

type Connection = {effectiveType?: string; saveData?: boolean};

// On a slow or metered connection, nothing is fetched ahead.
const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const canPrefetch = (routePath: string): boolean => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string): boolean => !isSlowConnection() && !loaded.has(routePath);

/** Links give paths with their query and fragment; routes match the path alone (`#x` is this page). */
const pathOf = (link: string): string => link.replace(/[?#].*$/, '') || window.location.pathname;

function prefetch(link: string): false | Promise<unknown> {
  const routePath = pathOf(link);
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  return whenIdle()
    .then(() => ensureRouteData(routePath))
    .then(() => Promise.all(routeFiles(routePath).map((file) => prefetchHelper(`${__webpack_require__.p}${file}`))))
    .catch(() => {
      // A prefetch that fails costs nothing: following the link loads what it needs.
      fetched.delete(routePath);
    });
}

function preload(link: string): false | Promise<unknown> {
  const routePath = pathOf(link);
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({prefetch, preload});
