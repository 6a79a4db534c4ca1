/**
 * The docs of each path, from the docs plugin's global data: route data
 * carries them, since the browser build's global data keeps only the docs the
 * site's chrome names (global-data-loader.cjs).
 */
import fs from 'node:fs';
import path from 'node:path';

import type {RouteData} from '../format';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

type Doc = {id: string; path: string; [key: string]: unknown};
type Version = {name: string; mainDocId?: string; docs: Doc[]; [key: string]: unknown};
type DocsInstance = {versions: Version[]; [key: string]: unknown};
type GlobalData = Record<string, Record<string, unknown>>;

export function readDocsGlobalData(generatedFilesDir: string): Record<string, DocsInstance> {
  const file = path.join(generatedFilesDir, 'globalData.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as GlobalData;
  return (data[DOCS_PLUGIN] ?? {}) as Record<string, DocsInstance>;
}

/**
 * The global data entries of the docs at a path, and of the same docs (by id) in the plugin's
 * other versions: the version dropdown and the older versions' banner link a page to its
 * counterpart in each version, found by its id in that version's list.
 */
export function docsOfPath(instances: Record<string, DocsInstance>, routePath: string): NonNullable<RouteData['docs']> {
  return Object.entries(instances).flatMap(([instance, data]) => {
    const ids = new Set(data.versions.flatMap((version) => version.docs.filter((doc) => doc.path === routePath).map((doc) => doc.id)));
    return data.versions.flatMap((version) =>
      version.docs
        .filter((doc) => doc.path === routePath || ids.has(doc.id))
        .map((doc) => ({instance, version: version.name, doc: doc as Record<string, unknown>})),
    );
  });
}
