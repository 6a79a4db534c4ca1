import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {ROUTE_DATA_DIR} from './format';
import {checkedReplacements} from '../../lib/build/checked-replacements';
import {RouteDataBundlerPlugin} from './build/bundler-plugin';
import {pluginWithOptions} from '../../lib/build/plugin-options';
import {validateOptions, type ResolvedRouteDataOptions, type RouteDataOptions} from './options';

export type {RouteDataOptions};
export {validateOptions};

/** The folder the route data is written to, under the base URL (hosts cache it as content-hashed). */
export {ROUTE_DATA_DIR};

/**
 * The module patches (src/patches/patches.yaml) that make the browser read
 * route data instead of the generated tables. They work together and with
 * this plugin: leaving one out leaves out all of them and the plugin.
 */
export const ROUTE_DATA_PATCHES = ['routes-on-demand', 'preload-after-route-data', 'docusaurus-on-demand', 'home-route-on-demand'] as const;

/** The doc ids the navbar links to (`doc` items, in dropdowns too): the browser's global data must list them. */
export function navbarDocIds(items: readonly unknown[]): string[] {
  return items.flatMap((item) => {
    const {docId, items: children} = (item ?? {}) as {docId?: unknown; items?: unknown};
    return [...(typeof docId === 'string' ? [docId] : []), ...(Array.isArray(children) ? navbarDocIds(children) : [])];
  });
}

/** The patches to leave out: with any of the route data patches, all of them. */
export function withRouteDataPatches(skip: string[]): string[] {
  return skip.some((id) => (ROUTE_DATA_PATCHES as readonly string[]).includes(id)) ? [...new Set([...skip, ...ROUTE_DATA_PATCHES])] : skip;
}

/**
 * What a page's scripts know of the site's routes does not grow with the
 * site: each path's routes, modules and chunk files are written as route
 * data (`route-data/<build>/<key>.json`, and inline in the path's page), the bundler's
 * runtime lists only the chunks no route loads, the docs lists of the
 * browser's global data keep only the docs the chrome names, and a docs
 * version's props keep only the docs its sidebars list. How the browser
 * uses it: client/route-table.tsx.
 */
function routeDataPlugin(context: LoadContext, options: ResolvedRouteDataOptions): Plugin {
  const {enabled} = options;
  return {
    name: 'route-data',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!enabled) return {};
      if (isServer) {
        return {
          plugins: [
            new currentBundler.instance.DefinePlugin({__ROUTE_DATA_OUTPUT_DIR__: JSON.stringify(path.join(context.outDir, ROUTE_DATA_DIR))}),
            ...checkedReplacements(
              currentBundler,
              [
                {
                  id: 'route-data-script',
                  request: /[\\/]route-data[\\/]client[\\/]RouteDataScript$/,
                  replacement: path.join(__dirname, 'client', 'RouteDataScript.server.tsx'),
                },
              ],
              (ids) => `route-data: ${ids.join(', ')} replaced nothing: does src/theme/Root.tsx still render RouteDataScript?`,
            ),
          ],
        };
      }
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              type: 'json',
              use: [{loader: path.join(__dirname, 'build', 'version-props-loader.cjs')}],
            },
            {
              test: /[\\/]\.docusaurus[\\/]globalData\.json$/,
              type: 'json',
              use: [{loader: path.join(__dirname, 'build', 'global-data-loader.cjs'), options: {keepDocIds: options.keepDocIds}}],
            },
          ],
        },
        plugins: [
          new RouteDataBundlerPlugin({
            generatedFilesDir: context.generatedFilesDir,
            baseUrl: context.baseUrl,
            report: ({files, staticChunks, routeChunks}) =>
              logger.info(`[route-data] ${files} route data files; the runtime maps ${staticChunks} chunks, route data ${routeChunks} more`),
          }) as never,
        ],
      };
    },
  };
}

export default pluginWithOptions(routeDataPlugin, validateOptions);
