/**
 * The route table Docusaurus generates (.docusaurus/routes.js and
 * routesChunkNames.json), read at build and cut into what each path needs:
 * the branch of routes that matches it, in the full table's order.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

import {matchRoutes} from 'react-router-config';

import type {RouteNode} from '../format';

/** A route of the full table as routes.js declares it; `hash` is what ComponentCreator is given. */
export type TableRoute = {
  path: string;
  exact?: boolean;
  strict?: boolean;
  hash?: string;
  attributes: Record<string, unknown>;
  routes?: TableRoute[];
};

/** What the stand-in ComponentCreator returns: plain data, so the table can leave the context as JSON. */
const COMPONENT = '__routeDataComponent';

/**
 * Reads the generated routes.js: an ES module of one default export whose
 * components are `ComponentCreator(path, hash)` calls. It is run in a
 * context of its own with ComponentCreator recording its arguments.
 */
export function parseRoutesModule(source: string, file = 'routes.js'): TableRoute[] {
  const body = source.replace(/^\s*import\s[^;]+;\s*$/gm, '').replace(/^\s*export\s+default\s+/m, 'result = ');
  if (!/\bresult = /.test(body)) throw new Error(`route-data: ${file} has no default export; Docusaurus changed how it writes the route table.`);
  const context: {result?: unknown; ComponentCreator: (path: string, hash?: string) => unknown} = {
    ComponentCreator: (routePath: string, hash?: string) => ({[COMPONENT]: true, path: routePath, hash}),
  };
  vm.runInNewContext(body, context, {filename: file, timeout: 10_000});
  // Out of the context as JSON: its arrays and objects would keep the context's prototypes.
  const result = JSON.parse(JSON.stringify(context.result ?? null)) as unknown;
  if (!Array.isArray(result)) throw new Error(`route-data: ${file} does not export a list of routes.`);
  const toRoute = (raw: Record<string, unknown>): TableRoute => {
    const {path: routePath, exact, strict, component, routes, ...attributes} = raw;
    const created = component as {[COMPONENT]?: boolean; hash?: string} | undefined;
    if (typeof routePath !== 'string' || !created?.[COMPONENT]) {
      throw new Error(`route-data: ${file} has a route without a path or a ComponentCreator component: ${JSON.stringify(raw)}`);
    }
    return {
      path: routePath,
      ...(exact === undefined ? {} : {exact: Boolean(exact)}),
      ...(strict === undefined ? {} : {strict: Boolean(strict)}),
      ...(created.hash === undefined ? {} : {hash: created.hash}),
      attributes,
      ...(Array.isArray(routes) ? {routes: (routes as Record<string, unknown>[]).map(toRoute)} : {}),
    };
  };
  return (result as Record<string, unknown>[]).map(toRoute);
}

export function readRouteTable(generatedFilesDir: string): {routes: TableRoute[]; chunkNames: Record<string, unknown>} {
  const routesFile = path.join(generatedFilesDir, 'routes.js');
  return {
    routes: parseRoutesModule(fs.readFileSync(routesFile, 'utf8'), routesFile),
    chunkNames: JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<string, unknown>,
  };
}

/** Every path a route declares (the catch-all and the 404 pages aside), once. */
export function routePaths(routes: TableRoute[]): string[] {
  const paths = new Set<string>();
  const visit = (list: TableRoute[]) => {
    for (const route of list) {
      // A 404 page answers paths that are not its own: it carries the not-found data, like the site's.
      if (route.path !== '*' && !route.path.endsWith('/404.html')) paths.add(route.path);
      if (route.routes) visit(route.routes);
    }
  };
  visit(routes);
  return [...paths];
}

/** The chunk names of a route, as ComponentCreator looks them up. */
export function routeChunkNames(route: TableRoute, chunkNames: Record<string, unknown>): unknown {
  return route.hash === undefined ? undefined : chunkNames[`${route.path}-${route.hash}`];
}

function toNode(route: TableRoute, index: number, chunkNames: Record<string, unknown>, children?: RouteNode[]): RouteNode {
  const chunks = routeChunkNames(route, chunkNames);
  return {
    i: index,
    path: route.path,
    ...(route.exact === undefined ? {} : {exact: route.exact}),
    ...(route.strict === undefined ? {} : {strict: route.strict}),
    ...(chunks === undefined ? {} : {chunks}),
    ...(Object.keys(route.attributes).length > 0 ? {attributes: route.attributes} : {}),
    ...(children ? {routes: children} : {}),
  };
}

/**
 * The routes react-router-config matches for a path, as a tree of the
 * matched routes only (each with its index in the full table): merged into
 * any other such tree, matching the path gives the same routes as the full
 * table does.
 */
export function branchFor(routes: TableRoute[], pathname: string, chunkNames: Record<string, unknown>): RouteNode[] {
  const matches = matchRoutes(routes as never, pathname) as unknown as {route: TableRoute}[];
  const build = (list: TableRoute[], depth: number): RouteNode[] => {
    const match = matches[depth];
    if (!match) return [];
    const index = list.indexOf(match.route);
    if (index < 0) throw new Error(`route-data: matching ${pathname} gave a route outside the table.`);
    const children = match.route.routes ? build(match.route.routes, depth + 1) : undefined;
    return [toNode(match.route, index, chunkNames, children)];
  };
  return build(routes, 0);
}

/** Whether a route may match paths other than its own: not exact, or with a parameter or wildcard. */
function matchesOtherPaths(route: TableRoute): boolean {
  return !route.exact || /[:*(]/.test(route.path);
}

/**
 * What a path without a data file of its own needs: every route that may
 * match a path other than its own (layouts, routes not exact, routes with
 * parameters, the catch-all), so such a path renders what the full table
 * would (the not-found page, for a path no route has).
 */
export function notFoundBranch(routes: TableRoute[], chunkNames: Record<string, unknown>): RouteNode[] {
  const build = (list: TableRoute[]): RouteNode[] =>
    list.flatMap((route, index) => (matchesOtherPaths(route) ? [toNode(route, index, chunkNames, route.routes ? build(route.routes) : undefined)] : []));
  return build(routes);
}

/** Every chunk name in a branch. */
export function branchChunkNames(nodes: RouteNode[]): string[] {
  const names = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') names.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const visit = (list: RouteNode[]) => {
    for (const node of list) {
      collect(node.chunks);
      if (node.routes) visit(node.routes);
    }
  };
  visit(nodes);
  return [...names];
}

/** Two branches as one tree: routes at the same index are the same route. */
export function mergeBranches(a: RouteNode[], b: RouteNode[]): RouteNode[] {
  const byIndex = new Map<number, RouteNode>();
  for (const node of [...a, ...b]) {
    const known = byIndex.get(node.i);
    if (!known) byIndex.set(node.i, node);
    else if (known.routes || node.routes) byIndex.set(node.i, {...known, routes: mergeBranches(known.routes ?? [], node.routes ?? [])});
  }
  return [...byIndex.values()].sort((x, y) => x.i - y.i);
}
