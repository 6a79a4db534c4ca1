import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The file Docusaurus wrote for a route under `baseUrl`: `a/b.html` with
 * trailingSlash false, `a/b/index.html` otherwise, `index.html` for the root.
 * Undefined when the build holds neither. Shared by the plugins that read the
 * built pages in `postBuild` (search index, llms.txt).
 */
export async function builtHtmlFile(outDir: string, route: string, baseUrl: string): Promise<string | undefined> {
  // The base URL's own page is its route with or without the trailing slash.
  const underBase = route === baseUrl.replace(/\/+$/, '') ? baseUrl : route;
  const relative = (underBase.startsWith(baseUrl) ? underBase.slice(baseUrl.length) : underBase).replace(/^\/+/, '');
  const candidates = relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [`${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    try {
      await fs.access(file);
      return file;
    } catch {
      // Try the next layout.
    }
  }
  return undefined;
}
