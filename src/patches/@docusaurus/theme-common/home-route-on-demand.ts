/**
 * The route table the theme's useHomePageRoute walks (the docs breadcrumbs
 * show a home link when the site has a home page): the top-level routes
 * loaded so far (src/plugins/route-data/client/route-table.tsx), instead of
 * the generated table of every route. Every route data file holds the home
 * page's routes, so the lookup finds it on any page, as on the server.
 */
import {loadedRoutes} from '../../../plugins/route-data/client/route-table';

export default loadedRoutes;
