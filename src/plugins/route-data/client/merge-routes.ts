/**
 * Route data merged into a react-router-config table: each route goes to
 * its index among its siblings in the full table, so that the table loaded so
 * far matches a loaded path as the full table does, and keeps its key (the
 * indexes down to it), so that React keeps a layout mounted when routes are
 * added beside it.
 */
import type {RouteConfig} from 'react-router-config';

import type {RouteNode} from '../format';

export type RouteTable = {
  /** The full table's top-level routes loaded so far, in its order. */
  routes: RouteConfig[];
  merge(nodes: RouteNode[]): void;
  /** The chunk names a route was created with. */
  chunkNamesOf(route: RouteConfig): unknown;
};

export function createRouteTable(componentFor: (path: string, chunkNames: unknown) => RouteConfig['component'], routes: RouteConfig[] = []): RouteTable {
  const slotsOf = new WeakMap<RouteConfig[], Map<number, RouteConfig>>();
  const chunkNames = new WeakMap<RouteConfig, unknown>();

  const merge = (target: RouteConfig[], nodes: RouteNode[], parentKey: string): void => {
    let slots = slotsOf.get(target);
    if (!slots) {
      slots = new Map();
      slotsOf.set(target, slots);
    }
    let added = false;
    for (const node of nodes) {
      let route = slots.get(node.i);
      if (!route) {
        route = {
          ...node.attributes,
          key: `${parentKey}.${node.i}`,
          path: node.path,
          ...(node.exact === undefined ? {} : {exact: node.exact}),
          ...(node.strict === undefined ? {} : {strict: node.strict}),
          component: componentFor(node.path, node.chunks),
          ...(node.routes ? {routes: []} : {}),
        } as RouteConfig;
        slots.set(node.i, route);
        chunkNames.set(route, node.chunks);
        added = true;
      }
      if (node.routes) merge((route.routes ??= []), node.routes, route.key as string);
    }
    if (added) {
      const ordered = [...slots.entries()].sort(([a], [b]) => a - b).map(([, route]) => route);
      target.splice(0, target.length, ...ordered);
    }
  };

  return {
    routes,
    merge: (nodes) => merge(routes, nodes, 'r'),
    chunkNamesOf: (route) => chunkNames.get(route),
  };
}
