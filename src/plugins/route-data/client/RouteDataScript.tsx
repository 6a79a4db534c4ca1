/**
 * The page's own route data, inline in the page: written by the server build
 * (RouteDataScript.server.tsx, which the route-data plugin puts in its place);
 * in the browser it has been read before anything renders, so it renders nothing.
 */
export default function RouteDataScript(): null {
  return null;
}
