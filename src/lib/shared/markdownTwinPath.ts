/**
 * The URL path of a page's Markdown twin: the page path plus `.md`, and
 * `index.md` for a path ending in a slash (`/` gives `/index.md`). Shared by
 * the llms-txt plugin, which writes the twins, the `<link rel="alternate">`
 * every page names its twin with, and the "Copy page" control, which fetches
 * them.
 */
export function markdownTwinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}

/** Routes, under the base URL, that are no documentation: the not-found page and the search page. */
export const ROUTES_WITHOUT_TWIN = ['404.html', 'search'] as const;
/** The 404 page of a folder (an older docs version's), which is no documentation either. */
const FOLDER_NOT_FOUND_PAGE = /\/404\.html$/;

/**
 * Whether the page at a route has a Markdown twin: every built page but those
 * of ROUTES_WITHOUT_TWIN and the folders' 404 pages. The llms-txt plugin writes a twin for exactly these
 * routes and the page head links one for exactly these, so neither can name a
 * file the other does not have. Unlisted pages have a twin too (reachable by
 * its URL, like the page) but llms.txt does not list it.
 */
export function hasMarkdownTwin(route: string, baseUrl: string): boolean {
  return !ROUTES_WITHOUT_TWIN.some((ignored) => route === `${baseUrl}${ignored}`) && !FOLDER_NOT_FOUND_PAGE.test(route);
}
