/**
 * What a page's browser code needs to know about one route, and where it
 * finds it. The route table, the module registry and the chunk map are not in
 * the scripts every page loads: each page carries its own route's data in an
 * inline JSON element, and the data of any other path is one small file,
 * `<baseUrl>route-data/<version>/<key>.json`, fetched before the path is shown
 * (on hover, touch, or when prefetching). `<version>` is the build's (the
 * bundler's runtime holds it), so a page open across a deploy never reads
 * another build's modules, and the files can be cached for good. Written at
 * build by this plugin (build/bundler-plugin.ts), read in the browser by
 * client/route-table.tsx.
 */

/** The folder of the route data files, under the base URL: one folder per build inside. */
export const ROUTE_DATA_DIR = 'route-data';

/** The version folder the development server uses: its runtime is never rebuilt for a new version. */
export const DEV_ROUTE_DATA_VERSION = 'dev';

/** The id of the inline element holding the page's own route data; its `data-key` is the key of the data it holds. */
export const ROUTE_DATA_ELEMENT_ID = '__route-data';

/** The file read for a path no route matches: the layout routes and the catch-all. */
export const NOT_FOUND_KEY = 'not-found';

/** A route of the table: its index among its siblings in the full table, and the children on this path. */
export type RouteNode = {
  /** Index among its siblings in the full table: merged tables keep the full table's order. */
  i: number;
  path: string;
  exact?: boolean;
  strict?: boolean;
  /** The route's chunk names as Docusaurus shapes them (`__comp`, `__props`, nested props); none for the catch-all. */
  chunks?: unknown;
  /** Every other attribute of the route (the docs plugin's `sidebar`, for example). */
  attributes?: Record<string, unknown>;
  routes?: RouteNode[];
};

/** One chunk name's module: its id, then the ids of the chunks to load first. */
export type ModuleEntry = [moduleId: string | number, ...chunkIds: (string | number)[]];

export type RouteData = {
  routes: RouteNode[];
  /** Chunk name → module id and chunk ids. */
  modules: Record<string, ModuleEntry>;
  /** Chunk id → file, under the bundler's public path. */
  files: Record<string, string>;
  /** The docs plugin's global data entries of the docs at this path (plugin instance, version name, the doc). */
  docs?: {instance: string; version: string; doc: Record<string, unknown>}[];
};

/** FNV-1a over the string's UTF-16 units, with a given start: 8 hex digits. */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The path a route's data is filed under: without query and fragment,
 * decoded, in lower case (routes match regardless of case), without a
 * trailing slash (but the root).
 */
export function routeDataPath(link: string): string {
  const pathname = link.replace(/[?#].*$/, '');
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape is looked up as written.
  }
  const lower = decoded.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** The file name (without `.json`) of a path's route data: two 32-bit FNV-1a hashes. */
export function routeDataKey(pathname: string): string {
  const path = routeDataPath(pathname);
  return fnv1a(path, 0x811c9dc5) + fnv1a(path, 0x050c5d1f);
}

/** JSON for an inline `<script type="application/json">`: nothing in it can end the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
