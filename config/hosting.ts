import {analyticsCspSources, type AnalyticsOptions} from '../src/plugins/analytics';
import {askAiCspSources, type AskAiOptions} from '../src/plugins/ask-ai';
import {searchCspSources, SEARCH_INDEX_PARTS_DIR, SEARCH_WORKER_SCRIPTS, type SearchPluginOptions} from '@agenta-docs/search';
import {pageFeedbackCspSources, type PageFeedbackOptions} from '../src/plugins/page-feedback';
import {HOST_FILE_PATHS, type ResolvedHostingOptions} from '../src/plugins/hosting';
import {apiReferenceCspSources} from '../src/plugins/api-reference/csp-sources';
import {ROUTE_DATA_DIR} from '../src/plugins/route-data';
import {docsVersions} from './versions';

/** A folder a plugin writes to, named by the plugin, as a path prefix from the site's root. */
const folder = (name: string) => `/${name}/`;
/** The search index's parts and the route data: each in a folder named by a hash of its files, written by its plugin. */
const hashedData = [folder(SEARCH_INDEX_PARTS_DIR), folder(ROUTE_DATA_DIR)];

/**
 * The site's rules for responses, on every host (the hosting plugin writes them into the build,
 * with the Content-Security-Policy it computes there, as `_hosting/policy.json` and one file per
 * host; `npm run serve` applies that same policy):
 * - the security headers, HSTS only when `DOCS_HSTS` is set (it belongs on an HTTPS host only),
 *   those only documents and workers act on left off scripts, style sheets and data;
 * - caching: content-hashed files for a year, immutable; everything else revalidated each visit;
 * - the files that configure hosts, never served; the 404 page.
 */
export const hostingRules = {
  securityHeaders: [
    ['X-Content-Type-Options', 'nosniff'],
    // On every response: a style sheet's own policy governs the requests it makes.
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ] as [string, string][],
  // Sent with documents and workers, with the Content-Security-Policy the plugin computes, and not
  // with scripts, style sheets or data, where a browser ignores them: about 600 bytes a request.
  documentHeaders: [
    // Features no page uses, refused for the page and anything it embeds.
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
    // For browsers that predate CSP's frame-ancestors.
    ['X-Frame-Options', 'DENY'],
  ] as [string, string][],
  // Folders of files only a page fetches, and the MCP server's versioned tarballs, which no browser
  // renders. Images stay out: an SVG opened on its own is a document.
  subresources: ['/assets/js/', '/assets/css/', ...hashedData, '/mcp/'],
  cache: {
    // Webpack's output, the search index's parts and the route data, in folders named by a hash of
    // their content; the MCP server's tarballs, one per version (config/assistants.ts; the newest,
    // at the site's root, is revalidated like any other file).
    hashed: ['/assets/', ...hashedData, '/mcp/'],
    hashedValue: 'public, max-age=31536000, immutable',
    otherValue: 'no-cache',
  },
  // The host files, and Cloudflare Pages' worker and its routes (src/plugins/mcp-server).
  hidden: [...HOST_FILE_PATHS, '/_worker.js', '/_routes.json'],
  notFound: '/404.html',
  // Each older docs version's own 404 page, drawn with that version's navbar.
  notFoundUnder: docsVersions.filter((version) => !version.latest).map(({release}) => ({prefix: `/${release}/`, page: `/${release}/404.html`})),
};

/** HSTS as most HTTPS hosts send it: two years, subdomains included. */
export const DEFAULT_HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The hosting settings read from the environment: `DOCS_HSTS` (`true` for DEFAULT_HSTS, or a
 * header value) and `DOCS_CSP_META` (`true`: the policy's CSP in a `<meta>` of every page too, for
 * hosts that cannot set headers).
 */
export function hostingSettings(env: NodeJS.ProcessEnv = process.env): {hsts?: string; cspMeta: boolean} {
  const hsts = env.DOCS_HSTS?.trim();
  if (hsts && hsts !== 'true' && !/^max-age=\d+(\s*;\s*(includeSubDomains|preload))*$/i.test(hsts)) {
    throw new Error(`DOCS_HSTS must be "true" or a Strict-Transport-Security value such as "${DEFAULT_HSTS}" (got "${hsts}").`);
  }
  const meta = env.DOCS_CSP_META?.trim();
  if (meta && meta !== 'true' && meta !== 'false') throw new Error(`DOCS_CSP_META must be "true" or "false" (got "${meta}").`);
  return {hsts: hsts ? (hsts === 'true' ? DEFAULT_HSTS : hsts) : undefined, cspMeta: meta === 'true'};
}

/**
 * The hosting plugin's options: the rules above, the settings, and the hosts the built site may
 * reach beyond its own origin, gathered from the features that are configured (the Algolia hosts
 * when search uses Algolia, the analytics services that are set, Ask AI's chat endpoint and the
 * feedback URL when set, and the API servers the API reference's request panel calls).
 */
export function hostingOptions(
  features: {
    search?: SearchPluginOptions;
    analytics?: AnalyticsOptions;
    askAi?: AskAiOptions;
    feedback?: PageFeedbackOptions;
    /** Paths of the OpenAPI documents (one per docs version) whose operations have a "Send API request" panel. */
    openApiSpecs?: string[];
  },
  env: NodeJS.ProcessEnv = process.env,
): ResolvedHostingOptions {
  const settings = hostingSettings(env);
  return {
    ...hostingRules,
    securityHeaders: [...hostingRules.securityHeaders, ...(settings.hsts ? [['Strict-Transport-Security', settings.hsts] as [string, string]] : [])],
    cspMeta: settings.cspMeta,
    workers: [...SEARCH_WORKER_SCRIPTS],
    allow: [
      ...searchCspSources(features.search?.algolia),
      ...analyticsCspSources(features.analytics ?? {}),
      ...askAiCspSources(features.askAi),
      ...pageFeedbackCspSources(features.feedback ?? {}),
      ...(features.openApiSpecs ?? []).flatMap((spec) => apiReferenceCspSources(spec)),
    ],
  };
}
