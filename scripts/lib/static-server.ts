import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import serveHandler from 'serve-handler';

import {isHiddenPath, parseHostingPolicy, POLICY_FILE, responseHeaders, type HostingPolicy} from '../../src/lib/build/hosting/policy';
import {normalizePagePath} from '../../src/lib/build/normalizePagePath';
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
 * (src/lib/build/hosting/): clean URLs, so `/page.html` and `/page/index.html`
 * redirect to `/page`; the 404 page with status 404; the policy's headers and
 * Cache-Control on each response, by path; the host files not served. Plus optional
 * compression and mounting under a prefix. A build without a policy (a
 * fixture site without the hosting plugin) is served without those headers.
 */
export function createStaticServer(options: StaticServerOptions): http.Server {
  const basePath = normalizeBasePath(options.basePath ?? '/');
  const gzip = options.compress ? compression() : null;
  const policy = readHostingPolicy(options.dir);
  return http.createServer((req, res) => {
    const handle = () => {
      const url = req.url ?? '/';
      if (!url.startsWith(basePath) && `${url}/` !== basePath) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(`Not found: this server serves the site under ${basePath}`);
        return;
      }
      const [pathname = '/', query] = url.split(/\?(.*)/s);
      // The policy's paths are relative to the site root, wherever it is mounted.
      const sitePath = `/${pathname.slice(basePath.length)}`.replace(/^\/+/, '/');
      if (policy) {
        for (const [name, value] of responseHeaders(policy, sitePath)) res.setHeader(name, value);
        // A 404 is the site's 404 page, a document whatever path it answers (node's res.end goes through writeHead).
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
        res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
          if (statusCode === 404 && !res.headersSent) for (const [name, value] of policy.documentHeaders) res.setHeader(name, value);
          return writeHead(statusCode, ...rest);
        }) as typeof res.writeHead;
      }
      if (policy && isHiddenPath(policy, sitePath)) {
        sendNotFoundPage(options.dir, res);
        return;
      }
      const cleanPath = normalizePagePath(pathname);
      if (cleanPath !== pathname) {
        res.statusCode = 301;
        res.setHeader('Location', query ? `${cleanPath}?${query}` : cleanPath);
        res.end();
        return;
      }
      // serve-handler resolves paths from the build root: strip the prefix.
      req.url = `/${url.slice(basePath.length)}`.replace(/^\/+/, '/');
      if (options.compress && sendPrecompressed(options.dir, sitePath, req, res)) return;
      serveHandler(req, res, {
        public: path.resolve(options.dir),
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
      }).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    };
    if (gzip) {
      gzip(req as never, res as never, handle);
    } else {
      handle();
    }
  });
}

/**
 * Sends the build's precompressed copy of the requested file (`<file>.br`,
 * `<file>.gz`) in the encoding the browser prefers among those it has.
 * Returns false, sending nothing, when there is none to send.
 */
function sendPrecompressed(dir: string, sitePath: string, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let file: string;
  try {
    file = path.join(path.resolve(dir), decodeURIComponent(sitePath));
  } catch {
    return false;
  }
  if (!file.startsWith(path.resolve(dir) + path.sep) || !fs.statSync(file, {throwIfNoEntry: false})?.isFile()) {
    return false;
  }
  const copies = PRECOMPRESSED.filter(({suffix}) => fs.existsSync(file + suffix));
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

function readHostingPolicy(dir: string): HostingPolicy | undefined {
  const file = path.join(dir, POLICY_FILE);
  return fs.existsSync(file) ? parseHostingPolicy(fs.readFileSync(file, 'utf8'), file) : undefined;
}

/** The build's own 404 page, as serve-handler sends it for a missing file. */
function sendNotFoundPage(dir: string, res: http.ServerResponse): void {
  const page = path.join(dir, '404.html');
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(fs.existsSync(page) ? fs.readFileSync(page) : 'Not found');
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
