/**
 * The Cloudflare Pages worker the build writes as `_worker.js` (Pages'
 * "advanced mode", the one way a build can ship a function in its output
 * folder). It does two things and hands every other request to the
 * deployment's own files (`env.ASSETS.fetch`, to which `_headers` and
 * `_redirects` still apply):
 * - answers MCP over Streamable HTTP at `/mcp`, with the stdio server's four
 *   tools reading this deployment's index, twins and `/openapi.json`;
 * - keeps the files the hosting policy hides (`/_hosting/`, `vercel.json`,
 *   this script) from being served, after decoding the path as every other
 *   host does (src/plugins/hosting/request-path.ts): Pages serves every uploaded
 *   file but `_headers`, `_redirects` and `_routes.json`.
 * `_routes.json` keeps the static folders off the worker, so it runs only
 * where it must. The mcp-server plugin bundles worker-entry.ts, which bakes its settings in.
 */
import {createMcpHttpHandler} from '@agenta-docs/mcp/http';

import {parseRequestPath} from '../hosting/request-path';

export type PagesWorkerSettings = {
  /** The site's base path, ending in "/"; the build's files are at the root of the deployment. */
  baseUrl: string;
  /** The MCP endpoint, by path from the deployment's root. */
  mcpPath: string;
  /** The hosting policy's hidden files: exact paths, or prefixes ending in "/". */
  hidden: string[];
  /** The page a missing path gets (`/404.html`), with status 404. */
  notFound: string;
  /** The policy's headers of every response, for the answers the worker writes itself. */
  headers: [string, string][];
};

/** The part of Pages' environment the worker uses: the deployment's own files. */
type PagesEnv = {ASSETS: {fetch(input: Request | string, init?: RequestInit): Promise<Response>}};

export function isHidden(settings: Pick<PagesWorkerSettings, 'hidden'>, decodedPath: string): boolean {
  return settings.hidden.some((hidden) => (hidden.endsWith('/') ? decodedPath.startsWith(hidden) : decodedPath === hidden));
}

/** The worker for `settings`: `fetch` as Pages calls it. */
export function createPagesWorker(settings: PagesWorkerSettings): {fetch(request: Request, env: PagesEnv): Promise<Response>} {
  const mcp = createMcpHttpHandler({headers: settings.headers});
  // The site's 404 page by its clean address: Pages answers `/404.html` with a redirect to it.
  const notFoundRoute = settings.notFound.replace(/(\/index)?\.html$/, '') || '/';
  const notFound = async (request: Request, env: PagesEnv) => {
    // A fresh GET: no conditional header of the request may turn the page into a 304.
    const page = await env.ASSETS.fetch(new Request(new URL(notFoundRoute, request.url), {method: 'GET'}));
    return new Response(request.method === 'HEAD' ? null : page.body, {status: 404, headers: page.headers});
  };
  return {
    async fetch(request, env) {
      const url = new URL(request.url);
      const parsed = parseRequestPath(url.pathname);
      // A path no file can have is the files' own to answer, as before the worker.
      if (!parsed.ok) return env.ASSETS.fetch(request);
      if (isHidden(settings, parsed.path)) return notFound(request, env);
      if (parsed.path === settings.mcpPath) {
        return mcp(request, {
          siteUrl: new URL(settings.baseUrl, url).href,
          // The build's files are at the root of the deployment, whatever base path the site's links carry.
          readAsset: async (assetUrl, init) => {
            const asset = new URL(assetUrl);
            const filePath = `/${asset.pathname.slice(settings.baseUrl.length)}`;
            // The tools read twins, the index and the API description; never, whatever a tool is asked, a hidden file.
            const file = parseRequestPath(filePath);
            if (!file.ok || isHidden(settings, file.path)) return new Response('Not found', {status: 404});
            return env.ASSETS.fetch(new URL(`${filePath}${asset.search}`, url).href, init);
          },
        });
      }
      return env.ASSETS.fetch(request);
    },
  };
}
