/**
 * The URL path of a page's Markdown twin: the page path plus `.md`, and
 * `index.md` for a path ending in a slash (`/` gives `/index.md`). Shared by
 * the llms-txt plugin, which writes the twins, and the "Copy page" control,
 * which fetches them.
 */
export function markdownTwinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}
