/**
 * Requests a careless or hostile client sends, and what every host must answer to each: the site's
 * own server (`npm run serve`), nginx and Caddy with the files the build writes for them, and
 * Cloudflare's runtime. Sent raw over a socket, byte for byte as written (a browser or `fetch`
 * would normalise most of them first). Every answer, whatever the case, is also held to the rules
 * of `answerProblems`: an answer at all, a redirect that stays on the site, no error kept in a
 * cache, no host file served, nothing of the request written back as markup; and after each case
 * the host still serves its home page.
 */
import net from 'node:net';

export type RawAnswer = {status: number; headers: Record<string, string>; body: Buffer};

export type HostileRequest = {
  name: string;
  /** The class of attack or mistake the case stands for. */
  kind: 'crash' | 'redirect' | 'cache' | 'hidden' | 'slash' | 'method' | 'range' | 'host' | 'markup';
  method?: string;
  /** The request target exactly as sent. */
  target: string;
  headers?: Record<string, string>;
  /** The statuses any host may give. */
  status: number[];
  /** Where a redirect must point (path and query), when the case is one. */
  location?: string;
};

const longSegment = `/${'a'.repeat(300)}`;
const longPath = `/${Array.from({length: 600}, () => 'abcdefgh').join('/')}`;

export const HOSTILE_REQUESTS: HostileRequest[] = [
  // A path that runs through a file, or that the file system refuses: the local server died on each.
  {name: 'a trailing slash after a file', kind: 'crash', target: '/robots.txt/', status: [404]},
  {name: 'a path through a Markdown twin', kind: 'crash', target: '/index.md/x', status: [404]},
  {name: 'a path through a page twin', kind: 'crash', target: '/evaluation/overview.md/x', status: [404]},
  {name: 'an encoded NUL in the path', kind: 'crash', target: '/a%00b', status: [400]},
  {name: 'an encoded NUL alone', kind: 'crash', target: '/%00', status: [400]},
  {name: 'an encoded tab', kind: 'crash', target: '/evaluation%09/overview', status: [400]},
  {name: 'an encoded DEL', kind: 'crash', target: '/evaluation/%7F', status: [400]},
  {name: 'a 300-byte segment', kind: 'crash', target: longSegment, status: [404]},
  {name: 'a path over 4 KB', kind: 'crash', target: longPath, status: [404, 414]},
  {name: 'a malformed percent-encoding', kind: 'crash', target: '/%zz', status: [400]},
  {name: 'a lone percent sign', kind: 'crash', target: '/evaluation/%', status: [400]},
  {name: 'a dot-dot above the root', kind: 'crash', target: '/../../etc/passwd', status: [400, 404]},
  {name: 'an encoded dot-dot above the root', kind: 'crash', target: '/%2e%2e/%2e%2e/etc/passwd', status: [400, 404]},
  {name: 'an absolute-form request target', kind: 'crash', target: 'http://evil.example/evaluation/overview', status: [200, 400]},

  // A clean-URL redirect built from a path that a browser reads as another host.
  {name: 'an encoded backslash before a host', kind: 'redirect', target: '/%5Cevil.example/x.html', status: [404]},
  {name: 'a backslash before a host', kind: 'redirect', target: '/\\evil.example/x.html', status: [404]},
  {name: 'an encoded tab before a host', kind: 'redirect', target: '/%09/evil.example/x.html', status: [400]},
  {name: 'two slashes before a host', kind: 'redirect', target: '//evil.example/x.html', status: [301, 404]},
  {name: 'encoded slashes before a host', kind: 'redirect', target: '/%2F%2Fevil.example/x.html', status: [301, 404]},
  {name: 'an encoded slash before a host', kind: 'redirect', target: '/%2fevil.example/x.html', status: [301, 404]},
  {name: 'a folder index before a host', kind: 'redirect', target: '/%5Cevil.example/index.html', status: [404]},
  {name: 'a trailing slash before a host', kind: 'redirect', target: '/%5Cevil.example/', status: [404]},
  {
    name: 'a header break in the query',
    kind: 'redirect',
    target: '/evaluation/overview.html?q=%0d%0aSet-Cookie:%20x=1',
    status: [301],
    location: '/evaluation/overview?q=%0d%0aSet-Cookie:%20x=1',
  },

  // A missing file in a content-hashed folder must not be cached for a year.
  {name: 'a missing script', kind: 'cache', target: '/assets/js/no-such-file.0123abcd.js', status: [404]},
  {name: 'a missing style sheet', kind: 'cache', target: '/assets/css/no-such-file.css', status: [404]},
  {name: 'a missing index part', kind: 'cache', target: '/search-index/0123abcd/t/no-such-part.json', status: [404]},
  {name: 'a missing route data file', kind: 'cache', target: '/route-data/0123abcd/no-such-key.json', status: [404]},

  // The files that configure hosts, through encodings and dot segments.
  {name: 'the policy', kind: 'hidden', target: '/_hosting/policy.json', status: [404]},
  {name: 'the policy, underscore encoded', kind: 'hidden', target: '/%5fhosting/policy.json', status: [404]},
  {name: 'the nginx file, underscore encoded in capitals', kind: 'hidden', target: '/%5F%68osting/nginx.conf', status: [404]},
  {name: 'the headers file, encoded', kind: 'hidden', target: '/%5Fheaders', status: [404]},
  {name: 'the policy behind a dot-dot', kind: 'hidden', target: '/x/../_hosting/policy.json', status: [404]},
  {name: 'the headers file behind a dot-dot', kind: 'hidden', target: '/_hosting/../_headers', status: [404]},
  {name: 'the redirects file behind a dot segment', kind: 'hidden', target: '/./_redirects', status: [404]},
  {name: 'vercel.json, dot encoded', kind: 'hidden', target: '/vercel%2ejson', status: [404]},
  {name: 'the Pages worker', kind: 'hidden', target: '/_worker.js', status: [404]},
  {name: 'the Pages worker, underscore encoded', kind: 'hidden', target: '/%5Fworker.js', status: [404]},
  {name: 'the Pages routes', kind: 'hidden', target: '/_routes.json', status: [404]},
  {name: 'the policy behind a static folder', kind: 'hidden', target: '/assets/%2e%2e/_hosting/policy.json', status: [404]},

  // A trailing slash is the page when there is one, the query kept; otherwise nothing.
  {name: 'the search page with a slash', kind: 'slash', target: '/search/?q=x', status: [301, 308], location: '/search?q=x'},
  {name: 'a page with a slash', kind: 'slash', target: '/evaluation/overview/', status: [301, 308], location: '/evaluation/overview'},
  {name: 'a folder with no page', kind: 'slash', target: '/reference/api/', status: [404]},

  // Only reading.
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method): HostileRequest => ({
    name: `${method} on a page`,
    kind: 'method',
    method,
    target: '/evaluation/overview',
    status: [405],
  })),
  {name: 'POST on a missing page', kind: 'method', method: 'POST', target: '/no-such-page', status: [404, 405]},

  // Ranges, well and badly formed.
  {name: 'a range', kind: 'range', target: '/robots.txt', headers: {Range: 'bytes=0-9'}, status: [200, 206]},
  {name: 'a range past the end', kind: 'range', target: '/robots.txt', headers: {Range: 'bytes=999999999-'}, status: [200, 416]},
  {name: 'a malformed range', kind: 'range', target: '/robots.txt', headers: {Range: 'bytes=abc'}, status: [200, 416]},
  {
    name: 'many ranges',
    kind: 'range',
    target: '/robots.txt',
    headers: {Range: `bytes=${Array.from({length: 200}, (_, i) => `${i}-${i}`).join(',')}`},
    status: [200, 206, 416],
  },

  // The client's Host header never reaches a redirect.
  {
    name: 'a foreign Host on a redirect',
    kind: 'host',
    target: '/evaluation/overview.html',
    headers: {Host: 'evil.example'},
    status: [301],
    location: '/evaluation/overview',
  },
  {name: 'a foreign Host with a port on a redirect', kind: 'host', target: '/index.html', headers: {Host: 'evil.example:8443'}, status: [301], location: '/'},

  // Nothing of the request comes back as markup.
  {name: 'a script tag in the path', kind: 'markup', target: '/%3Cscript%3Ealert(%22pwned%22)%3C/script%3E', status: [404]},
  {
    name: 'a script tag in the query of a redirect',
    kind: 'markup',
    target: '/evaluation/overview.html?%3Cscript%3Ealert(%22pwned%22)%3C/script%3E',
    status: [301],
  },
];

/** Sends one request over its own connection and reads the whole answer (or fails after `timeoutMs`). */
export function sendRaw(origin: string, request: Pick<HostileRequest, 'method' | 'target' | 'headers'>, timeoutMs = 15_000): Promise<RawAnswer> {
  const {hostname, port} = new URL(origin);
  const headers = {Host: `${hostname}:${port}`, ...request.headers, Connection: 'close'};
  const head = `${request.method ?? 'GET'} ${request.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    // Written, not ended: a half-closed connection makes some servers drop the answer; `Connection: close` ends it.
    socket.on('connect', () => socket.write(Buffer.from(head, 'latin1')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const data = Buffer.concat(chunks);
      const end = data.indexOf('\r\n\r\n');
      if (end === -1) {
        reject(new Error(`the connection closed without an answer (${data.length} bytes)`));
        return;
      }
      const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
      const answerHeaders: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({status: Number(statusLine.split(' ')[1]), headers: answerHeaders, body: data.subarray(end + 4)});
    });
  });
}

/** Texts that only the host files hold: an answer containing one served a host file. */
export const HOST_FILE_MARKERS = ['Generated by the build from config/hosting.ts', '"documentHeaders"', '"cleanUrls"'];

/** Cache-Control values that keep an answer for long: no error may carry one. */
const LONG_CACHE = /immutable|max-age=(?!0\b)\d+/;

/**
 * What is wrong with one answer to one case, by the rules every case shares and the case's own
 * expectations; `origin` is where the request went.
 */
export function answerProblems(request: HostileRequest, answer: RawAnswer, origin: string): string[] {
  const problems: string[] = [];
  const where = `${request.method ?? 'GET'} ${request.target.slice(0, 60)}`;
  if (!request.status.includes(answer.status)) problems.push(`${where}: status ${answer.status}, expected ${request.status.join(' or ')}`);
  const location = answer.headers.location;
  if (location !== undefined) {
    // As Chromium reads it: a Location starting with `//` or `/\` names another host.
    const resolved = (() => {
      try {
        return new URL(location, origin);
      } catch {
        return null;
      }
    })();
    if (!resolved || resolved.origin !== new URL(origin).origin) problems.push(`${where}: redirects off the site, to ${JSON.stringify(location)}`);
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    if (/[\u0000-\u001f\u007f\\]/.test(location)) problems.push(`${where}: Location ${JSON.stringify(location)} holds a control character or a backslash`);
    if (request.location !== undefined && resolved && `${resolved.pathname}${resolved.search}` !== request.location) {
      problems.push(`${where}: redirects to ${resolved.pathname}${resolved.search}, expected ${request.location}`);
    }
  } else if (request.location !== undefined) problems.push(`${where}: no Location, expected one to ${request.location}`);
  const cache = answer.headers['cache-control'] ?? '';
  if (answer.status >= 300 && LONG_CACHE.test(cache)) problems.push(`${where}: a ${answer.status} with Cache-Control "${cache}"`);
  if (answer.headers['set-cookie'] !== undefined) problems.push(`${where}: sets a cookie (${answer.headers['set-cookie']})`);
  const body = answer.body.toString('utf8');
  if (answer.status === 200 && HOST_FILE_MARKERS.some((marker) => body.includes(marker))) problems.push(`${where}: serves a host file`);
  if (body.includes('alert("pwned")') || body.includes('alert(&quot;pwned')) problems.push(`${where}: writes the request back into the answer`);
  return problems;
}
