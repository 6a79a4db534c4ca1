import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import serveHandler from 'serve-handler';

import {isHiddenPath, notFoundPageFor, parseHostingPolicy, POLICY_FILE, responseHeaders, type HostingPolicy} from '../../src/plugins/hosting/policy';
import {normalizePagePath} from '../../src/lib/build/normalizePagePath';
import {encodePath, parseRequestPath, safeQuery} from '../../src/plugins/hosting/request-path';
import {PRECOMPRESSED} from '../../src/lib/build/precompress';

export type StaticServerOptions = {
  /** Folder holding the production build. */
  dir: string;
  port: number;
  host?: string;
  /**
   * URL prefix under which the build is mounted. Requests outside it get 404.
   * Tests mount a build made for `/` under another prefix to see the
   * "did not load properly" banner that Docusaurus shows for a wrong baseUrl.
   */
  basePath?: string;
  /**
   * Compress responses, as a static host does: with the build's precompressed
   * copy of a file when it has one the browser accepts, else on the fly.
   */
  compress?: boolean;
};

/**
 * Serves a Docusaurus build the way its hosting policy says every host does
 * (src/plugins/hosting/policy.ts): clean URLs, so `/page.html`, `/page/index.html` and `/page/`
 * redirect to `/page` with the query kept; the 404 page with status 404; the policy's headers and
 * Cache-Control on each response, by path; the host files not served. Plus optional
 * compression and mounting under a prefix. A build without a policy (a
 * fixture site without the hosting plugin) is served without those headers.
 *
 * It is the server of `npm run preview` and of the tests, not of production, but every test and a
 * reader's preview depend on it answering: any request gets an answer (400, 404, 405 for what no
 * host serves), none ends the process, no redirect leaves the site (src/plugins/hosting/request-path.ts),
 * and an error answer is never cached long.
 */
export function createStaticServer(options: StaticServerOptions): http.Server {
  const basePath = normalizeBasePath(options.basePath ?? '/');
  const gzip = options.compress ? compression() : null;
  const policy = readHostingPolicy(options.dir);
  const root = path.resolve(options.dir);
  return http.createServer((req, res) => {
    const handle = () => {
      try {
        serveRequest({req, res, root, basePath, policy, compress: Boolean(options.compress)});
      } catch (error) {
        sendError(res, 500, `Internal error: ${String(error)}`);
      }
    };
    if (gzip) {
      gzip(req as never, res as never, handle);
    } else {
      handle();
    }
  });
}

type RequestContext = {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  root: string;
  basePath: string;
  policy: HostingPolicy | undefined;
  compress: boolean;
};

function serveRequest({req, res, root, basePath, policy, compress}: RequestContext): void {
  // A request line may name the target absolutely (`GET http://host/x HTTP/1.1`): only its path counts.
  const target = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.test(req.url ?? '') ? (req.url ?? '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/' : (req.url ?? '/');
  if (!target.startsWith(basePath) && `${target}/` !== basePath) {
    sendError(res, 404, `Not found: this server serves the site under ${basePath}`);
    return;
  }
  const [rawPathname = '/', rawQuery] = target.split(/\?(.*)/s);
  const query = rawQuery ? safeQuery(rawQuery) : '';
  // The site's path keeps the slashes it was sent with: `//host/x.html` must not become a redirect.
  const parsed = parseRequestPath(rawPathname.slice(basePath.length - 1) || '/');
  // The policy's paths are relative to the site root, wherever it is mounted, and decoded, as a host matches them.
  const sitePath = parsed.ok ? parsed.path : '/';
  // A missing path under an older docs version gets that version's 404 page, as on every host.
  const notFoundPage = policy ? notFoundPageFor(policy, sitePath) : '/404.html';
  if (policy) {
    for (const [name, value] of responseHeaders(policy, sitePath)) res.setHeader(name, value);
    // A 404 is the site's 404 page, a document whatever path it answers; no error answer is kept
    // long (a file missing during a deploy must not stay missing in a browser's cache).
    // (node's res.end goes through writeHead.)
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
    res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
      if (!res.headersSent && statusCode >= 300) res.setHeader('Cache-Control', policy.cache.otherValue);
      if (statusCode === 404 && !res.headersSent) for (const [name, value] of policy.documentHeaders) res.setHeader(name, value);
      return writeHead(statusCode, ...rest);
    }) as typeof res.writeHead;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendError(res, 405, 'Method not allowed: this server only reads files (GET, HEAD)');
    return;
  }
  if (!parsed.ok) {
    if (parsed.status === 404) sendNotFoundPage(root, res, req.method, notFoundPage);
    else sendError(res, parsed.status, `Bad request: ${parsed.reason}`);
    return;
  }
  if (policy && isHiddenPath(policy, parsed.path)) {
    sendNotFoundPage(root, res, req.method, notFoundPage);
    return;
  }
  const redirect = cleanUrlOf(root, parsed.path);
  if (redirect !== undefined) {
    if (!parsed.redirectable || redirect === null) {
      sendNotFoundPage(root, res, req.method, notFoundPage);
      return;
    }
    res.statusCode = 301;
    res.setHeader('Location', `${basePath.slice(0, -1)}${encodePath(redirect)}${query ? `?${query}` : ''}`);
    res.end();
    return;
  }
  const file = fileFor(root, parsed.path);
  if (!file) {
    sendNotFoundPage(root, res, req.method, notFoundPage);
    return;
  }
  if (compress && sendPrecompressed(file, req, res)) return;
  // A file of no known type (the MCP server's `.tgz`) goes as bytes, as nginx and Cloudflare send it;
  // serve-handler sets the type of any other.
  if (!mime.contentType(path.basename(file))) res.setHeader('Content-Type', 'application/octet-stream');
  // serve-handler sends the file found above (Range, ETag, Content-Type): it resolves nothing itself.
  req.url = encodePath(`/${path.relative(root, file).split(path.sep).join('/')}`);
  serveHandler(req, res, {public: root, cleanUrls: false, directoryListing: false, etag: true}).catch((error: unknown) => {
    sendError(res, 500, `Internal error: ${String(error)}`);
  });
}

/** The file's stats, or null for anything the file system refuses (a missing file, a path through a file). */
function statFile(file: string): fs.Stats | null {
  try {
    return fs.statSync(file, {throwIfNoEntry: false}) ?? null;
  } catch {
    return null;
  }
}

const isFile = (file: string) => statFile(file)?.isFile() === true;

/** A decoded site path as a file inside the build, or null when it would leave it. */
function inBuild(root: string, sitePath: string): string | null {
  const file = path.join(root, sitePath);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/**
 * The clean URL a path redirects to: `/x.html`, `/x/index.html` and `/x/` (when the page `x`
 * exists) name the page `/x`. `undefined` when the path is clean, null when it is not but names no
 * page (`/robots.txt/`, a folder with no page): a 404, as on every host.
 */
function cleanUrlOf(root: string, sitePath: string): string | null | undefined {
  const cleaned = normalizePagePath(sitePath);
  if (cleaned !== sitePath) return cleaned;
  if (sitePath.length > 1 && sitePath.endsWith('/')) {
    const page = sitePath.slice(0, -1);
    const html = inBuild(root, `${page}.html`);
    return html && isFile(html) ? page : null;
  }
  return undefined;
}

/** The file that answers a clean path: itself, or the page `path.html`, or `path/index.html`. */
function fileFor(root: string, sitePath: string): string | null {
  const candidates = sitePath === '/' ? ['/index.html'] : [sitePath, `${sitePath}.html`, `${sitePath}/index.html`];
  for (const candidate of candidates) {
    const file = inBuild(root, candidate);
    if (file && isFile(file)) return file;
  }
  return null;
}

/**
 * Sends the build's precompressed copy of a file (`<file>.br`, `<file>.gz`) in the encoding the
 * browser prefers among those it has. Returns false, sending nothing, when there is none to send.
 */
function sendPrecompressed(file: string, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const copies = PRECOMPRESSED.filter(({suffix}) => isFile(file + suffix));
  if (copies.length === 0) return false;
  res.setHeader('Vary', 'Accept-Encoding');
  // Where the browser likes several equally, the smaller copy: brotli.
  const ours = copies.map((copy) => copy.encoding);
  // (negotiator takes that order as a second argument, which its types leave out.)
  const negotiator = new Negotiator(req) as unknown as {encoding(available: string[], preferred: string[]): string | undefined};
  const encoding = negotiator.encoding([...ours, 'identity'], ours);
  const copy = copies.find((candidate) => candidate.encoding === encoding);
  if (!copy) return false;
  const body = fs.readFileSync(file + copy.suffix);
  res.statusCode = 200;
  res.setHeader('Content-Type', mime.contentType(path.extname(file)) || 'application/octet-stream');
  res.setHeader('Content-Encoding', copy.encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** A short plain-text answer: the request is refused, the server goes on. */
function sendError(res: http.ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`${message}\n`);
}

function readHostingPolicy(dir: string): HostingPolicy | undefined {
  const file = path.join(dir, POLICY_FILE);
  return fs.existsSync(file) ? parseHostingPolicy(fs.readFileSync(file, 'utf8'), file) : undefined;
}

/** The build's own 404 page, with status 404. */
function sendNotFoundPage(root: string, res: http.ServerResponse, method = 'GET', sitePage = '/404.html'): void {
  const page = path.join(root, sitePage.slice(1));
  const body = isFile(page) ? fs.readFileSync(page) : Buffer.from('Not found\n');
  res.statusCode = 404;
  res.setHeader('Content-Type', isFile(page) ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(method === 'HEAD' ? undefined : body);
}

function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export function listen(server: http.Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`);
    });
  });
}
