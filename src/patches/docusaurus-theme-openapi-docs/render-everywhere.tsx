/**
 * Stands in for `@docusaurus/BrowserOnly` in the OpenAPI theme's parameter,
 * request body and response sections (patch openapi-sections-rendered-everywhere, src/patches/patches.yaml). The theme
 * draws them only in the browser, after the page has loaded: a skeleton in
 * the HTML, then the sections drawn with the Markdown renderer and Prism,
 * a long task on every API page. Nothing in them needs the browser, so they
 * render on the server like the rest of the page, and the browser hydrates
 * them keeping the server's markup (src/lib/browser/useKeepsServerMarkup.ts); readers
 * without JavaScript see them too.
 */
import type {ReactNode} from 'react';

export default function RenderEverywhere({children}: {children?: () => ReactNode; fallback?: ReactNode}): ReactNode {
  return children?.() ?? null;
}
