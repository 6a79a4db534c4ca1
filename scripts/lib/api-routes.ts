/**
 * The platform's HTTP operations as its backend defines them (facts/0.27/api-routes.yaml):
 * which the reference documents, and which it leaves out and why.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import YAML from 'yaml';

import {latestRelease, type Release} from './releases';

/** A release's list of the backend's routes (facts/<version>/api-routes.yaml). */
export function apiRoutesFileOf(release: Release = latestRelease()): string {
  return path.join(release.factsDir, 'api-routes.yaml');
}

export const apiRoutesFile = apiRoutesFileOf();

export interface ApiRoute {
  method: string;
  path: string;
  /** Where the backend defines it. */
  source: string;
  /** Why the reference leaves it out; undefined for a documented route. */
  leftOut?: string;
  /** The reference's `METHOD /path` when it renames a path parameter. */
  documentedAs?: {method: string; path: string};
}

export interface ApiRouteList {
  commit: string;
  routes: ApiRoute[];
}

const ROUTE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\/\S*)$/;

function parseRoute(text: unknown, where: string): {method: string; path: string} {
  const match = typeof text === 'string' ? ROUTE.exec(text) : null;
  if (!match) throw new Error(`${where}: expected "METHOD /path", got ${JSON.stringify(text)}`);
  return {method: match[1]!, path: match[2]!};
}

/** Reads and checks the list; a malformed entry throws an error naming it. */
export function parseApiRoutes(text: string, file = apiRoutesFile): ApiRouteList {
  const data = YAML.parse(text) as {
    commit?: unknown;
    left_out_reasons?: Record<string, unknown>;
    routes?: Array<Record<string, unknown>>;
  };
  const reasons = data.left_out_reasons ?? {};
  if (typeof data.commit !== 'string') throw new Error(`${file}: no commit`);
  if (!Array.isArray(data.routes)) throw new Error(`${file}: no routes list`);
  const seen = new Set<string>();
  const routes = data.routes.map((entry, i): ApiRoute => {
    const where = `${file}: routes[${i}]`;
    const {method, path: p} = parseRoute(entry.route, where);
    if (seen.has(`${method} ${p}`)) throw new Error(`${where}: ${method} ${p} is listed twice`);
    seen.add(`${method} ${p}`);
    if (typeof entry.source !== 'string' || !entry.source) throw new Error(`${where}: no source`);
    const route: ApiRoute = {method, path: p, source: entry.source};
    if (entry.left_out !== undefined) {
      const reason = reasons[String(entry.left_out)];
      if (typeof reason !== 'string' || !reason.trim()) {
        throw new Error(`${where}: left_out names no reason in left_out_reasons: ${String(entry.left_out)}`);
      }
      route.leftOut = reason.trim();
    }
    if (entry.documented_as !== undefined) route.documentedAs = parseRoute(entry.documented_as, `${where} documented_as`);
    return route;
  });
  return {commit: data.commit, routes};
}

export function loadApiRoutes(file = apiRoutesFile): ApiRouteList {
  return parseApiRoutes(readFileSync(file, 'utf8'), file);
}
