/**
 * Everything the server reads comes through a `SiteSource`: over HTTP from
 * the configured site, or from a local build folder (directory-source.ts,
 * the one module that needs Node's file system: this one runs on any
 * runtime with `fetch`, a Cloudflare worker included). Both resolve a
 * site-relative path with `resolveSitePath`, the one place that decides what
 * may be read, so no tool argument can make the server request another host,
 * a `file:` URL or a path above the site.
 */
export interface SiteSource {
  /** The site's public address, ending in "/": links in answers point here. */
  readonly siteUrl: string;
  /** What the server reads from, for messages: the site's URL or the folder. */
  readonly origin: string;
  /** The text at a site-relative path (`search-index.json`, `concepts/architecture.md`). */
  readText(sitePath: string, options?: ReadOptions): Promise<string>;
  /** Bytes read so far and the requests made, for the benchmark and the tests. */
  readonly stats: {requests: number; bytes: number};
}

export interface ReadOptions {
  /**
   * An HTML answer counts as "not found" (status 404): some hosts answer a
   * missing path with their index.html and status 200, which must not pass
   * for a Markdown twin.
   */
  refuseHtml?: boolean;
  /** Bytes read at most, when the file is known to be small; a larger answer is refused unread. Default: MAX_RESPONSE_BYTES. */
  maxBytes?: number;
}

/** A failure the assistant should see as it is: the message says what went wrong and what to do. */
export class SiteError extends Error {
  override name = 'SiteError';
  constructor(
    message: string,
    /** The HTTP status, when the site answered with one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Longest path or URL the server accepts from a tool argument. */
const MAX_PATH_LENGTH = 2000;

/**
 * Checks a site URL given on the command line: http or https, no query or
 * fragment, no credentials. Returns it ending in "/" (a site under a base
 * path, such as https://example.com/docs/, keeps it).
 */
export function normalizeSiteUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new SiteError(`"${input}" is not a URL: give the docs site's address, such as https://docs.agenta.ai.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SiteError(`"${input}" is not an http(s) URL: give the docs site's address, such as https://docs.agenta.ai.`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new SiteError(`"${input}": give the site's address without credentials, query or fragment.`);
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/**
 * The site's public address as its Docusaurus build names it: the `url`
 * (DOCS_SITE_URL) joined with the `baseUrl` (DOCS_BASE_URL), each with the
 * same default as docusaurus.config.ts, so the server's default is the site
 * that build made, base path included.
 */
export function siteAddressFromEnv(env: NodeJS.ProcessEnv): string {
  const url = (env.DOCS_SITE_URL || 'https://docs.agenta.ai').replace(/\/+$/, '');
  const baseUrl = env.DOCS_BASE_URL || '/';
  return `${url}${baseUrl.startsWith('/') ? '' : '/'}${baseUrl}`;
}

/**
 * The site-relative path (no leading "/", no query or fragment) of `input`,
 * which is a path (`/concepts/architecture`, `concepts/architecture`) or a
 * full URL on the configured site. Anything else is refused: another host or
 * scheme, a protocol-relative `//host`, `..` segments (also percent-encoded),
 * backslashes and control characters. The fragment, if any, is returned apart.
 */
export function resolveSitePath(siteUrl: string, input: string): {path: string; fragment: string} {
  const site = new URL(siteUrl);
  const text = input.trim();
  if (!text) throw new SiteError('Give a page path, such as /concepts/architecture.');
  if (text.length > MAX_PATH_LENGTH) throw new SiteError(`The path is ${text.length} characters long; at most ${MAX_PATH_LENGTH} are accepted.`);
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\u0000-\u001f\u007f\\]/.test(text)) throw new SiteError(`"${shorten(text)}" holds a backslash or a control character: give a path on ${site.href}.`);
  if (text.startsWith('//')) throw new SiteError(`"${shorten(text)}" names another host: only pages of ${site.href} can be read.`);
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  let url: URL;
  if (hasScheme) {
    try {
      url = new URL(text);
    } catch {
      throw new SiteError(`"${shorten(text)}" is not a valid URL.`);
    }
    if (url.origin !== site.origin || !url.pathname.startsWith(site.pathname)) {
      throw new SiteError(`"${shorten(text)}" is not on the docs site: only pages of ${site.href} can be read.`);
    }
  } else {
    const [beforeFragment = ''] = text.split('#');
    const rawPath = beforeFragment.split('?')[0] ?? '';
    if (hasDotSegment(rawPath)) throw new SiteError(`"${shorten(text)}" leaves the site (".."): give a path on ${site.href}.`);
    url = new URL(text.replace(/^\/+/, ''), site);
  }
  const relative = url.pathname.slice(site.pathname.length);
  if (hasDotSegment(url.pathname) || hasDotSegment(relative)) {
    throw new SiteError(`"${shorten(text)}" leaves the site (".."): give a path on ${site.href}.`);
  }
  return {path: relative, fragment: decodeFragment(url.hash.slice(1))};
}

function hasDotSegment(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is checked as written.
  }
  return decoded.split('/').some((segment) => segment === '..' || segment === '.');
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

function shorten(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/**
 * The absolute URL of a site-relative path on `siteUrl`: the only function
 * that makes a URL the server requests. Refuses anything `resolveSitePath`
 * refuses, so a path from the index or a redirect cannot lead elsewhere.
 */
export function siteUrlFor(siteUrl: string, sitePath: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(sitePath)) throw new SiteError(`"${shorten(sitePath)}" is a URL, not a path on ${siteUrl}.`);
  const {path: relative} = resolveSitePath(siteUrl, sitePath.startsWith('/') ? sitePath : `/${sitePath}`);
  return new URL(relative, siteUrl).href;
}

/** How long one request may take before the site counts as unreachable. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Redirects followed, each checked like the first URL. */
const MAX_REDIRECTS = 3;
/** Largest answer read: the biggest file the server reads (the API description) is under 1 MB. */
const MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

/** Reads the site over HTTP, at `siteUrl` and nowhere else. */
export function httpSiteSource(siteUrl: string, fetchImpl: typeof fetch = fetch): SiteSource {
  const base = normalizeSiteUrl(siteUrl);
  const stats = {requests: 0, bytes: 0};
  return {
    siteUrl: base,
    origin: base,
    stats,
    async readText(sitePath, options) {
      let url = siteUrlFor(base, sitePath);
      for (let redirects = 0; ; redirects += 1) {
        stats.requests += 1;
        let response: Response;
        try {
          response = await fetchImpl(url, {redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS)});
        } catch (error) {
          throw new SiteError(
            `The docs site ${base} could not be reached (${describeFetchError(error)}): check the address given with --site and the network.`,
          );
        }
        if (response.status >= 300 && response.status < 400) {
          const location = response.headers.get('location');
          if (!location || redirects >= MAX_REDIRECTS) throw new SiteError(`${url} redirects ${location ? 'too many times' : 'nowhere'}.`, response.status);
          const next = new URL(location, url);
          // Under a base path, the same host's other paths are not the site either: slicing them by the base path's length would name a page that was never asked for.
          if (next.origin !== new URL(base).origin || !next.pathname.startsWith(new URL(base).pathname)) {
            throw new SiteError(`${url} redirects off the docs site (to ${next.origin}${next.pathname}); not followed.`, response.status);
          }
          url = siteUrlFor(base, `${next.pathname.slice(new URL(base).pathname.length)}${next.search}`);
          continue;
        }
        if (response.status === 404) throw new SiteError(`Not found on the docs site: ${url} (HTTP 404).`, 404);
        if (!response.ok) throw new SiteError(`The docs site answered HTTP ${response.status} for ${url}: try again later.`, response.status);
        if (options?.refuseHtml && /^text\/html\b/i.test(response.headers.get('content-type') ?? '')) {
          await response.body?.cancel();
          throw new SiteError(`Not found on the docs site: ${url} (the host answered an HTML page).`, 404);
        }
        const bytes = await readCapped(response, url, Math.min(options?.maxBytes ?? MAX_RESPONSE_BYTES, MAX_RESPONSE_BYTES));
        stats.bytes += bytes.byteLength;
        return new TextDecoder().decode(bytes);
      }
    },
  };
}

/**
 * The body, read as it arrives and given up on as soon as it passes
 * `maxBytes` (MAX_RESPONSE_BYTES at most): a host sending a huge (or endless)
 * answer costs at most that much memory. A declared `content-length` over the
 * cap is refused before any byte is read.
 */
async function readCapped(response: Response, url: string, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new SiteError(`${url} is larger than ${maxBytes} bytes; not read.`);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & {cause?: unknown}).cause;
    if (error.name === 'TimeoutError') return `no answer in ${REQUEST_TIMEOUT_MS / 1000} s`;
    if (cause instanceof Error) return (cause as Error & {code?: string}).code ?? cause.message;
    return error.message;
  }
  return String(error);
}
