/**
 * The clean URL of a page path: `/a/index.html`, `/a/index` and `/a.html` all
 * name the page `/a`, and `/index.html` names `/`. Returns the input unchanged
 * when it is already clean. Shared by the local server and its tests; the
 * client router applies the same rule (Docusaurus's normalizeLocation).
 */
export function normalizePagePath(pathname: string): string {
  const cleaned = pathname.replace(/(?:\/index)?(?:\.html)$|\/index$/, '');
  if (cleaned === pathname) {
    return pathname;
  }
  return cleaned === '' ? '/' : cleaned;
}
