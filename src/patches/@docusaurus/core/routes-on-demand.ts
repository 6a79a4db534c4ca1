/**
 * The route table the browser build's App and normalizeLocation match
 * against: the routes loaded so far (src/plugins/route-data/client/route-table.tsx)
 * instead of the generated table of every route, which every page's scripts
 * carried and which grew with the site.
 */
import {routes} from '../../../plugins/route-data/client/route-table';

export default routes;
