/**
 * Stands in for `@docusaurus/useIsBrowser` in the OpenAPI theme's tabs and
 * code blocks (patch openapi-fixed-key, src/patches/patches.yaml), which use it only as a React key:
 * `key={String(isBrowser)}` throws away everything the server drew inside
 * them once the page has loaded and draws it again (for a Prism theme chosen
 * by colour mode, and a tab chosen from storage). Code colours come from a
 * style sheet here (src/plugins/code-theme) and the tabs already select a
 * stored tab in an effect, so the key can stay the same.
 */
export default function useIsBrowserAsKey(): boolean {
  return false;
}
