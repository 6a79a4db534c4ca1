/**
 * The hosting policy of a build: the headers each response carries, how long each path may be
 * cached, which files are the host's own and never served, and the page a missing path gets.
 * The hosting plugin writes it to `_hosting/policy.json` and renders it for each host
 * (`_headers`, `_redirects`, `vercel.json`, nginx, Caddy); the local server applies the same file.
 * Clean URLs are part of it by construction: `/x.html` and `/x/index.html` redirect to `/x`.
 */

/** Where in the build the policy is written, relative to the build folder. */
export const POLICY_FILE = '_hosting/policy.json';

export type HostingPolicy = {
  version: 2;
  /** Headers of every response, redirects and the 404 page included: `nosniff`, the referrer policy, HSTS. */
  headers: [name: string, value: string][];
  /**
   * Headers only a document or a worker acts on (the Content-Security-Policy, Permissions-Policy,
   * X-Frame-Options): sent with every response except a subresource's, where a browser ignores them.
   */
  documentHeaders: [name: string, value: string][];
  /** Path prefixes (`/assets/js/`) whose files are only ever fetched by a page: scripts, style sheets, data. */
  subresources: string[];
  /** Path prefixes (`/assets/js/search-worker.`) of the scripts that run as workers: they get the document headers, since a worker's policy is its script's. */
  workers: string[];
  cache: {
    /** Path prefixes (`/assets/`) whose files carry a content hash in their path. */
    hashed: string[];
    /** Cache-Control of a content-hashed file: it never changes. */
    hashedValue: string;
    /** Cache-Control of every other response: revalidated on each visit. */
    otherValue: string;
  };
  /** Files of the build that configure a host and are not served: exact paths, or prefixes ending in `/`. */
  hidden: string[];
  /** The page a missing path gets, with status 404. */
  notFound: string;
  /**
   * Folders whose missing paths get a page of their own instead (an older docs version's 404 page,
   * which draws that version's navbar as the browser will), longest folder first.
   */
  notFoundUnder: {prefix: string; page: string}[];
};

/** The 404 page a missing path gets: its folder's, if it has one, else the site's. */
export function notFoundPageFor(policy: Pick<HostingPolicy, 'notFound' | 'notFoundUnder'>, sitePath: string): string {
  return policy.notFoundUnder.find(({prefix}) => sitePath.startsWith(prefix))?.page ?? policy.notFound;
}

export function isHashedPath(policy: HostingPolicy, sitePath: string): boolean {
  return policy.cache.hashed.some((prefix) => sitePath.startsWith(prefix));
}

export function cacheControlFor(policy: HostingPolicy, sitePath: string): string {
  return isHashedPath(policy, sitePath) ? policy.cache.hashedValue : policy.cache.otherValue;
}

/** Whether a path is, or is inside, one of the folders of files only a page fetches. */
export function isSubresourcePath(policy: HostingPolicy, sitePath: string): boolean {
  return policy.subresources.some((prefix) => sitePath.startsWith(prefix));
}

/** Whether a response for this path carries the document headers: anything but a subresource, and every worker script. */
export function sendsDocumentHeaders(policy: HostingPolicy, sitePath: string): boolean {
  return !isSubresourcePath(policy, sitePath) || policy.workers.some((prefix) => sitePath.startsWith(prefix));
}

/**
 * The headers a response for this path carries; a redirect gets the path's. A 404 is the site's
 * 404 page, a document wherever it answers: the hosts that can tell (the local server, nginx,
 * Caddy) add the document headers to it, and the page carries the Content-Security-Policy in its
 * own meta element for those that set headers by path alone (`_headers`, Vercel).
 */
export function responseHeaders(policy: HostingPolicy, sitePath: string): [string, string][] {
  return [...policy.headers, ...(sendsDocumentHeaders(policy, sitePath) ? policy.documentHeaders : []), ['Cache-Control', cacheControlFor(policy, sitePath)]];
}

export function isHiddenPath(policy: HostingPolicy, sitePath: string): boolean {
  return policy.hidden.some((hidden) => (hidden.endsWith('/') ? sitePath.startsWith(hidden) : sitePath === hidden));
}

/** Reads a policy, failing with a message that names the file when it is not one. */
export function parseHostingPolicy(text: string, file: string): HostingPolicy {
  const policy = JSON.parse(text) as Partial<HostingPolicy>;
  const pairs = (list: unknown) =>
    Array.isArray(list) && list.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'));
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  const valid =
    policy.version === 2 &&
    pairs(policy.headers) &&
    pairs(policy.documentHeaders) &&
    strings(policy.subresources) &&
    strings(policy.workers) &&
    strings(policy.cache?.hashed) &&
    typeof policy.cache?.hashedValue === 'string' &&
    typeof policy.cache?.otherValue === 'string' &&
    strings(policy.hidden) &&
    typeof policy.notFound === 'string' &&
    // Added within version 2: a policy written without it has one 404 page for every path.
    (policy.notFoundUnder === undefined ||
      (Array.isArray(policy.notFoundUnder) && policy.notFoundUnder.every((entry) => typeof entry?.prefix === 'string' && typeof entry.page === 'string')));
  if (!valid) throw new Error(`${file} is not a hosting policy of version 2: build the site again.`);
  return {...policy, notFoundUnder: policy.notFoundUnder ?? []} as HostingPolicy;
}

/**
 * The Content-Security-Policy a `<meta http-equiv>` can carry: browsers ignore `frame-ancestors`,
 * `report-uri`, `report-to` and `sandbox` there, so they are left out rather than sent for nothing.
 */
export function metaContentSecurityPolicy(policy: string): string {
  const ignored = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !ignored.has(directive.split(/\s+/)[0]!.toLowerCase()))
    .join('; ');
}
