import fs from 'node:fs/promises';
import path from 'node:path';

import {fromHtml} from 'hast-util-from-html';

import type {BuiltPageView} from './page-view';

/**
 * The file Docusaurus wrote for a route under `baseUrl`: `a/b.html` with
 * trailingSlash false, `a/b/index.html` otherwise, `index.html` for the root.
 */
async function fileOfRoute(outDir: string, route: string, baseUrl: string): Promise<string | undefined> {
  // The base URL's own page is its route with or without the trailing slash.
  const underBase = route === baseUrl.replace(/\/+$/, '') ? baseUrl : route;
  const relative = (underBase.startsWith(baseUrl) ? underBase.slice(baseUrl.length) : underBase).replace(/^\/+/, '');
  const candidates = relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [`${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (
      await fs.stat(file).then(
        (stat) => stat.isFile(),
        () => false,
      )
    )
      return file;
  }
  return undefined;
}

/**
 * Reads every route's built HTML once, in route order, and hands each page to
 * `onPage`: what the plugin does in its own postBuild when the site does not
 * feed it the pages it has already parsed.
 */
export async function readBuiltPages(
  {outDir, routesPaths, baseUrl}: {outDir: string; routesPaths: readonly string[]; baseUrl: string},
  onPage: (page: BuiltPageView) => void,
): Promise<number> {
  const seen = new Set<string>();
  for (const routePath of [...routesPaths].sort()) {
    const route = routePath.length > 1 ? routePath.replace(/\/+$/, '') : routePath;
    const file = await fileOfRoute(outDir, route, baseUrl);
    if (!file || seen.has(file)) continue;
    seen.add(file);
    onPage({route, tree: fromHtml(await fs.readFile(file, 'utf8'))});
  }
  return seen.size;
}
