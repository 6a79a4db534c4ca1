import type {SearchRecord} from './types';

/**
 * Each older docs version has a search index of its own, so a search on its pages reads only its
 * parts: its docs and every page outside the docs (the changelog, the site's own pages), which
 * its contextual filters let through as well. The site's index holds the rest: the latest docs
 * and the same pages outside the docs. A search reads the index of the version its facet filters
 * name (DocSearch's `docusaurus_tag:docs-<plugin>-<version>`), the site's otherwise.
 */
export type VersionIndex = {
  /** The version's DocSearch tag, `docs-<plugin id>-<version name>`. */
  tag: string;
  /** Its manifest's file name beside the site's (`search-index-0.27.json`). */
  fileName: string;
};

/** The manifest file of an older docs version's index, beside the site's `indexFileName`. */
export function versionIndexFileName(indexFileName: string, pluginId: string, versionName: string): string {
  const suffix = pluginId === 'default' ? versionName : `${pluginId}-${versionName}`;
  return indexFileName.replace(/(\.json)?$/, `-${suffix.replace(/[^\w.-]/g, '_')}.json`);
}

/** The positive `docusaurus_tag` values of Algolia-style facet filters (a negated or malformed entry names none). */
export function filteredTags(facetFilters: unknown): string[] {
  const tags: string[] = [];
  const visit = (entry: unknown, depth: number) => {
    if (typeof entry === 'string') {
      if (entry.startsWith('docusaurus_tag:')) tags.push(entry.slice('docusaurus_tag:'.length));
    } else if (Array.isArray(entry) && depth < 2) for (const inner of entry) visit(inner, depth + 1);
  };
  visit(facetFilters, 0);
  return tags;
}

/** The manifest a search with these filters reads: the first older version they name, else the site's. */
export function indexUrlFor(facetFilters: unknown, indexUrl: string, versionIndexes: Readonly<Record<string, string>> | undefined): string {
  if (!versionIndexes) return indexUrl;
  for (const tag of filteredTags(facetFilters)) if (Object.hasOwn(versionIndexes, tag)) return versionIndexes[tag]!;
  return indexUrl;
}

/**
 * The pages each index holds: the site's, every page but the older versions' docs; each older
 * version's, its own docs and every page that belongs to no docs version (`docsTags` names them all).
 */
export function recordsOfIndexes<Records extends readonly SearchRecord[]>(
  recordsByRoute: ReadonlyMap<string, Records>,
  olderTags: readonly string[],
  docsTags: readonly string[],
): {site: Map<string, Records>; versions: Map<string, Map<string, Records>>} {
  const older = new Set(olderTags);
  const docs = new Set(docsTags);
  const site = new Map<string, Records>();
  const versions = new Map<string, Map<string, Records>>(olderTags.map((tag) => [tag, new Map()]));
  for (const [route, records] of recordsByRoute) {
    const tag = records[0]?.docusaurus_tag ?? '';
    if (!older.has(tag)) site.set(route, records);
    for (const [versionTag, routes] of versions) if (tag === versionTag || !docs.has(tag)) routes.set(route, records);
  }
  return {site, versions};
}
