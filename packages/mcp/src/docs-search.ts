import {createLocalSearchClient, SPLIT_INDEX_VERSION, type LocalSearchClient, type SearchHit, type SplitManifest} from '@agenta-docs/search/node';

import {packageSpec} from './install';
import {SiteError, siteUrlFor, type SiteSource} from './site';
import {describeError, fitToBudget} from './text';

/** The manifest of the site's split search index, beside its pages. */
export const INDEX_MANIFEST = 'search-index.json';
/** Longest query accepted (the engine itself reads at most 512 characters). */
export const MAX_QUERY_LENGTH = 500;
/** Characters an answer may hold: about 2,000 tokens. */
export const SEARCH_ANSWER_BUDGET = 8000;
/** Sections shown per page at most: the best one with its passage, the others as links. */
const SECTIONS_PER_PAGE = 3;
/** Ranked hits read per page wanted: enough for the pages' best sections, few enough to load few record fragments. */
const HITS_PER_PAGE_WANTED = 6;
/** Words in a hit's passage, as the engine cuts it around the query's words. */
const PASSAGE_WORDS = 45;

export interface DocsSearchOptions {
  query: string;
  section?: string;
  /** Distinct pages returned. */
  limit?: number;
}

export interface FoundSection {
  /** `Page › Heading › Subheading`. */
  path: string;
  url: string;
  passage: string;
}

export interface FoundPage {
  title: string;
  section: string;
  url: string;
  sections: FoundSection[];
}

export interface DocsSearch {
  search(options: DocsSearchOptions): Promise<FoundPage[]>;
  /** The index's section names, for the tool's description and error messages. */
  sections(): Promise<string[]>;
}

/**
 * The site's own search over one split index (`manifestPath`: the site's, or
 * an older docs version's): the manifest read once, the
 * engine of `@agenta-docs/search` (the one the browser runs) answering, and
 * the index parts each query needs read through `source` once per session.
 */
export function createDocsSearch(source: SiteSource, manifestPath: string = INDEX_MANIFEST): DocsSearch {
  let ready: Promise<{manifest: SplitManifest; client: LocalSearchClient}> | null = null;
  // Part paths are relative to the manifest, as the browser reads them.
  const manifestDir = manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1);

  const load = () => {
    ready ??= (async () => {
      const manifest = parseManifest(await source.readText(manifestPath), source.origin, manifestPath);
      const client = createLocalSearchClient({
        indexUrl: siteUrlFor(source.siteUrl, manifestPath),
        fetchIndex: async () => manifest,
        fetchPart: (partPath) => source.readText(`${manifestDir}${partPath}`),
      });
      return {manifest, client};
    })();
    // A failed load (site down, bad manifest) is tried again by the next call.
    ready.catch(() => {
      ready = null;
    });
    return ready;
  };

  return {
    async sections() {
      return (await load()).manifest.sections;
    },
    async search({query, section, limit = 5}) {
      const text = query.trim();
      if (!text) throw new SiteError('The query is empty: give a few words, such as "deploy a prompt to production".');
      if (text.length > MAX_QUERY_LENGTH)
        throw new SiteError(`The query is ${text.length} characters long; at most ${MAX_QUERY_LENGTH} are accepted. Give the words that matter.`);
      const pageCount = Math.min(10, Math.max(1, Math.floor(limit)));
      const {manifest, client} = await load();
      let wanted: string | undefined;
      if (section !== undefined) {
        wanted = manifest.sections.find((name) => name.toLowerCase() === section.trim().toLowerCase());
        if (!wanted) throw new SiteError(`Unknown section "${section}". The sections are: ${manifest.sections.map((name) => `"${name}"`).join(', ')}.`);
      }
      let hits: SearchHit[];
      try {
        const {results} = await client.search({
          requests: [
            {
              indexName: 'docs',
              query: text,
              // A section is filtered from the ranked hits (it is no facet of the index): read deeper then.
              hitsPerPage: wanted ? 300 : HITS_PER_PAGE_WANTED * pageCount,
              attributesToSnippet: [`content:${PASSAGE_WORDS}`],
              snippetEllipsisText: '…',
            },
          ],
        });
        hits = results[0]?.hits ?? [];
      } catch (error) {
        throw new SiteError(`The search index of ${source.origin} could not be read: ${describeError(error)}`);
      }
      return groupByPage(
        hits.filter((hit) => !wanted || hit.hierarchy.lvl0 === wanted),
        source.siteUrl,
        pageCount,
      );
    },
  };
}

/** Reads the manifest (`file`, in messages); a format other than this server's engine reads is refused with what to do. */
export function parseManifest(text: string, origin: string, file: string = INDEX_MANIFEST): SplitManifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SiteError(`${origin}${file} is not JSON (${describeError(error)}): is this a site built with @agenta-docs/search?`);
  }
  const version = (data as {version?: unknown} | null)?.version;
  if (typeof version !== 'number' || !Array.isArray((data as {sections?: unknown}).sections)) {
    throw new SiteError(`${origin}${file} is not a search index manifest: is this a site built with @agenta-docs/search?`);
  }
  if (version > SPLIT_INDEX_VERSION) {
    throw new SiteError(
      `This server reads index format ${SPLIT_INDEX_VERSION}; the site serves ${version}, a newer one: update the server ` +
        `(\`npx -y ${packageSpec()}\`) or point it at a site built with the same version of @agenta-docs/search.`,
    );
  }
  if (version < SPLIT_INDEX_VERSION) {
    throw new SiteError(
      `This server reads index format ${SPLIT_INDEX_VERSION}; the site serves ${version}: the site's index is older than this server reads. ` +
        `Use an older version of the server that reads format ${version} (\`npx -y ${packageSpec('<version>')}\`), or rebuild the site with the current @agenta-docs/search.`,
    );
  }
  return data as SplitManifest;
}

/** The first `limit` pages of the hits, in rank order, each with its best sections. */
export function groupByPage(hits: readonly SearchHit[], siteUrl: string, limit: number): FoundPage[] {
  const pages = new Map<string, FoundPage>();
  for (const hit of hits) {
    const [pagePath = '', anchor = ''] = hit.url.split('#');
    let page = pages.get(pagePath);
    if (!page) {
      if (pages.size === limit) continue;
      page = {title: hit.hierarchy.lvl1 ?? pagePath, section: hit.hierarchy.lvl0 ?? '', url: indexRouteUrl(siteUrl, pagePath), sections: []};
      pages.set(pagePath, page);
    }
    const url = anchor ? `${page.url}#${anchor}` : page.url;
    if (page.sections.some((found) => found.url === url)) continue;
    const passage = passageOf(hit);
    const full = page.sections.length >= SECTIONS_PER_PAGE;
    // A full page takes one more hit only to have a passage at all (title and heading hits have none).
    if (full && (passage === '' || page.sections.some((found) => found.passage !== ''))) continue;
    const headings = [hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3, hit.hierarchy.lvl4, hit.hierarchy.lvl5, hit.hierarchy.lvl6];
    const deepest = headings.findIndex((heading) => heading === null || heading === undefined);
    const found = {path: headings.slice(0, deepest === -1 ? headings.length : deepest).join(' › ') || page.title, url, passage};
    if (full) page.sections[SECTIONS_PER_PAGE - 1] = found;
    else page.sections.push(found);
  }
  return [...pages.values()];
}

/**
 * The URL of a route from the index. The site's build writes routes as the
 * browser sees them, its base path included (`/docs/concepts/x` for a site at
 * https://host/docs/): such a route is resolved against the site's origin, or
 * the base path would be doubled. A route without the base path (a build made
 * for the root, read with `--dir` and another `--site`) stays relative to the
 * site. Either way `siteUrlFor` checks the result is on the site.
 */
export function indexRouteUrl(siteUrl: string, route: string): string {
  const {pathname} = new URL(siteUrl);
  const relative = route.startsWith(pathname) ? route.slice(pathname.length) : route;
  return siteUrlFor(siteUrl, relative);
}

/** The hit's passage as plain text, the query's words in bold (the engine marks them with `<mark>`). */
function passageOf(hit: SearchHit): string {
  const snippet = (hit._snippetResult as {content?: {value?: string}}).content?.value ?? hit.content ?? '';
  return unescapeHtml(snippet.replace(/<mark>/g, '**').replace(/<\/mark>/g, '**'))
    .replace(/\*\*\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};

function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * The answer as the assistant reads it: per page its title, section and URL,
 * its best section's path, link and passage, then its other sections as links;
 * within `budget` characters, the passages shortened evenly when they do not
 * fit, and a line saying so. `from` names the docs version searched
 * ("docs version 0.27 …"), when the site has versions.
 */
export function formatSearchAnswer(query: string, pages: readonly FoundPage[], section: string | undefined, budget = SEARCH_ANSWER_BUDGET, from = ''): string {
  const inVersion = from ? ` in ${from}` : '';
  if (pages.length === 0) {
    return `No page matches "${query}"${section ? ` in the section "${section}"` : ''}${inVersion}. Try other words, fewer words, or no section.`;
  }
  const header = `${pages.length} page${pages.length === 1 ? '' : 's'} for "${query}"${section ? ` in "${section}"` : ''}${inVersion}, best first. Read one with read_page (its URL, with the #anchor for one section).`;
  const render = (passages: string[]) => {
    const lines = [header, ''];
    let n = 0;
    pages.forEach((page, i) => {
      lines.push(`${i + 1}. ${page.title} (${page.section}): ${page.url}`);
      page.sections.forEach((found) => {
        const passage = passages[n++] ?? '';
        lines.push(`   - ${found.path}: ${found.url}`);
        if (passage) lines.push(`     ${passage}`);
      });
      lines.push('');
    });
    return lines.join('\n').trimEnd();
  };
  // One passage per page, from its best section that has text (a page's title hit has none); the others are links.
  const passages = pages.flatMap((page) => {
    const shown = page.sections.findIndex((found) => found.passage !== '');
    return page.sections.map((found, j) => (j === shown ? found.passage : ''));
  });
  return fitToBudget(passages, render, budget, 'passages shortened to fit the answer; read_page gives whole sections');
}
