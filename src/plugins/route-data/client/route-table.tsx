/**
 * The route table in the browser, filled as the reader goes. It starts with
 * the page's own route data (inline in the page) and takes in the data of
 * each path before the path is shown (ensureRouteData, called by the preload
 * and prefetch stand-ins in src/patches/@docusaurus/core). Routes keep the
 * order and keys of the full table, so matching a loaded path gives what the
 * full table gives. What Docusaurus's ComponentCreator does with the whole
 * registry, componentFor does with the modules route data lists.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import renderRoutes from '@docusaurus/renderRoutes';
import Loading from '@theme/Loading';
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import flat from '@docusaurus/core/lib/client/flat';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

import {
  NOT_FOUND_KEY,
  DEV_ROUTE_DATA_VERSION,
  ROUTE_DATA_DIR,
  ROUTE_DATA_ELEMENT_ID,
  routeDataKey,
  routeDataPath,
  type ModuleEntry,
  type RouteData,
} from '../format';
import {createRouteTable} from './merge-routes';

type WebpackRequire = {
  (id: string | number): unknown;
  e(chunkId: string | number): Promise<unknown>;
  /** Chunk id → file: read by the runtime's chunk-file function (build/bundler-plugin.ts). */
  rdf?: Record<string, string>;
  /** The build's route data version, set by the runtime. */
  rdv?: string;
};
declare const __webpack_require__: WebpackRequire;
declare const require: {resolveWeak(request: string): string | number};

const files: Record<string, string> = (__webpack_require__.rdf ??= {});
const modules: Record<string, ModuleEntry> = {};

// Never called in the browser: the import puts every route module into the build, in the chunks
// route data names. Kept on the bundler's require so that no optimisation drops it.
(__webpack_require__ as WebpackRequire & {routeRegistry?: unknown}).routeRegistry = () =>
  import(/* webpackChunkName: "route-registry" */ '@generated/registry');

function RouteTable({route}: {route: RouteConfig}): ReactNode {
  return renderRoutes(route.routes);
}

/**
 * The table Docusaurus renders and matches: one route around the loaded
 * top-level routes. App renders its routes once, when it loads, so the routes
 * that arrive later sit inside a route whose children are read at each render.
 */
export const routes: RouteConfig[] = [];

/** The loaded top-level routes themselves, for code that walks the table (the theme's home-page lookup). */
export const loadedRoutes: RouteConfig[] = [];

type LoadedModule = {default?: unknown; [key: string]: unknown};

function loadModule(chunkName: string): Promise<LoadedModule> {
  const entry = modules[chunkName];
  if (!entry) return Promise.reject(new Error(`No module is registered for the chunk ${chunkName}.`));
  const [moduleId, ...chunkIds] = entry;
  return Promise.all(chunkIds.map((id) => __webpack_require__.e(id))).then(() => {
    const exports = __webpack_require__(moduleId) as LoadedModule | null;
    // What import() gives: an ES module as it is, anything else (JSON) as its default export.
    return exports && exports.__esModule ? exports : {default: exports};
  });
}

type Loaded = Record<string, LoadedModule>;

function notFoundComponent(): ComponentType {
  return Loadable({
    loading: Loading,
    loader: () => import('@theme/NotFound'),
    modules: ['@theme/NotFound'],
    webpack: () => [require.resolveWeak('@theme/NotFound')],
    render(loaded: {default: ComponentType}, props: object) {
      const NotFound = loaded.default;
      return (
        <RouteContextProvider value={{plugin: {name: 'native', id: 'default'}}}>
          <NotFound {...props} />
        </RouteContextProvider>
      );
    },
  }) as ComponentType;
}

/** A route's component: its chunks loaded (all at once), then put together as Docusaurus's ComponentCreator does. */
function componentFor(path: string, chunkNames: unknown): ComponentType {
  if (path === '*') return notFoundComponent();
  const flatNames = flat(chunkNames as never) as Record<string, string>;
  const loader: Record<string, () => Promise<LoadedModule>> = {};
  for (const [keyPath, chunkName] of Object.entries(flatNames)) {
    if (modules[chunkName]) loader[keyPath] = () => loadModule(chunkName);
  }
  return Loadable.Map({
    loading: Loading,
    loader,
    modules: Object.values(flatNames),
    webpack: () => Object.values(flatNames).flatMap((chunkName) => (modules[chunkName] ? [modules[chunkName][0]] : [])),
    render(loaded: Loaded, props: object) {
      const loadedModules = JSON.parse(JSON.stringify(chunkNames)) as Record<string, unknown>;
      for (const [keyPath, loadedModule] of Object.entries(loaded)) {
        const chunk = loadedModule.default as Record<string, unknown> | undefined;
        if (!chunk) {
          throw new Error(
            `The page component at ${path} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.`,
          );
        }
        if (typeof chunk === 'object' || typeof chunk === 'function') {
          for (const key of Object.keys(loadedModule)) if (key !== 'default') chunk[key] = loadedModule[key];
        }
        const keys = keyPath.split('.');
        let value = loadedModules as Record<string, unknown>;
        for (const key of keys.slice(0, -1)) value = value[key] as Record<string, unknown>;
        value[keys[keys.length - 1]!] = chunk;
      }
      const {
        __comp: Component,
        __context: routeContext,
        __props: routeProps,
        ...rest
      } = loadedModules as {
        __comp: ComponentType<object>;
        __context?: unknown;
        __props?: object;
      };
      return (
        <RouteContextProvider value={routeContext as never}>
          <Component {...rest} {...routeProps} {...props} />
        </RouteContextProvider>
      );
    },
  }) as ComponentType;
}

type DocsGlobalData = Record<string, {versions: {name: string; docs: {id: string}[]}[]}>;

function mergeDocs(docs: RouteData['docs']): void {
  const instances = (globalData as Record<string, unknown>)['docusaurus-plugin-content-docs'] as DocsGlobalData | undefined;
  for (const {instance, version, doc} of docs ?? []) {
    const list = instances?.[instance]?.versions.find((candidate) => candidate.name === version)?.docs;
    if (list && !list.some((known) => known.id === doc.id)) list.push(doc as {id: string});
  }
}

const table = createRouteTable(componentFor, loadedRoutes);
routes.push({path: '/', component: RouteTable as ComponentType, routes: loadedRoutes});

/** Takes in one path's route data. */
export function mergeRouteData(data: RouteData): void {
  Object.assign(files, data.files);
  Object.assign(modules, data.modules);
  mergeDocs(data.docs);
  table.merge(data.routes);
}

const requested = new Map<string, Promise<void>>();

/** What static hosts answer for a file they do not have (S3 and its likes say 403). */
const NO_SUCH_FILE = new Set([403, 404, 410]);

async function fetchRouteData(key: string, cache: RequestCache = 'default'): Promise<RouteData | undefined> {
  const version = __webpack_require__.rdv ?? DEV_ROUTE_DATA_VERSION;
  const response = await fetch(`${siteConfig.baseUrl}${ROUTE_DATA_DIR}/${version}/${key}.json`, {credentials: 'same-origin', cache});
  if (NO_SUCH_FILE.has(response.status)) return undefined;
  if (!response.ok) throw new Error(`The route data ${key} could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as RouteData;
}

/**
 * For a path without a file of its own: the not-found data, asked of the
 * server each time (a revalidation). Missing, this page's build is no longer
 * on the server (a deploy since it loaded): the rejection makes Docusaurus
 * load the path from the server instead.
 */
async function ensureNotFound(): Promise<void> {
  const data = await fetchRouteData(NOT_FOUND_KEY, 'no-cache');
  if (!data) throw new Error("This page's build is no longer on the server.");
  mergeRouteData(data);
}

/**
 * Loads a path's route data once (the not-found data for a path without a
 * file of its own). A failed download is tried again on the next call.
 */
export function ensureRouteData(pathname: string): Promise<void> {
  const key = routeDataKey(pathname);
  let pending = requested.get(key);
  if (!pending) {
    pending = fetchRouteData(key).then((data) => (data ? mergeRouteData(data) : ensureNotFound()));
    requested.set(key, pending);
    pending.catch(() => requested.delete(key));
  }
  return pending;
}

/** The files of the chunks of the routes a path matches, once its route data is in (for prefetching). */
export function routeFiles(pathname: string): string[] {
  const chunkNames = matchRoutes(routes, routeDataPath(pathname)).flatMap(({route}) =>
    Object.values(flat((table.chunkNamesOf(route) ?? {}) as never) as Record<string, string>),
  );
  const ids = chunkNames.flatMap((chunkName) => (modules[chunkName] ?? []).slice(1));
  return [...new Set(ids.map((id) => files[String(id)]).filter((file): file is string => Boolean(file)))];
}

// The page's own route data, written into it at build, filed under the key the server looked up
// (a 404 page holds the not-found data whatever its address).
if (typeof document !== 'undefined') {
  const element = document.getElementById(ROUTE_DATA_ELEMENT_ID);
  const inline = element?.textContent;
  if (element && inline) {
    try {
      mergeRouteData(JSON.parse(inline) as RouteData);
      requested.set(element.dataset.key ?? routeDataKey(window.location.pathname), Promise.resolve());
    } catch (error) {
      // The page is still shown: its data is downloaded like any other path's.
      console.warn('The page route data could not be read; it will be downloaded.', error);
    }
  }
}
