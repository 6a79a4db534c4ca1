import {answerProblems, HOSTILE_REQUESTS, sendRaw, type HostileRequest} from '../support/hostile-requests';
import {expect, test} from '../e2e/support/test';
import {HOST_PORTS} from './playwright.config';

const origin = (host: keyof typeof HOST_PORTS) => `http://127.0.0.1:${HOST_PORTS[host]}`;

/**
 * Where Cloudflare's local runtime (`wrangler pages dev`) differs from Cloudflare Pages itself, the
 * case is held to what the runtime does, for the reason given; each stays held to the shared rules
 * (a redirect on the site, no long-cached error, no markup written back) and to the host staying up.
 */
const CLOUDFLARE_RUNTIME: Record<string, Exception> = {};
type Exception = {status: number[]; why: string};
const devAssetServer = {
  status: [404, 502],
  why: 'the local runtime reads files from disk and answers 502 when the file system refuses the path; Pages serves from an upload manifest and answers 404',
};
for (const name of [
  'a trailing slash after a file',
  'a path through a Markdown twin',
  'a path through a page twin',
  'a 300-byte segment',
  'a path over 4 KB',
]) {
  CLOUDFLARE_RUNTIME[name] = devAssetServer;
}
for (const name of ['an encoded NUL in the path', 'an encoded NUL alone', 'an encoded tab', 'an encoded DEL', 'an encoded tab before a host']) {
  CLOUDFLARE_RUNTIME[name] = {status: [400, 404, 502], why: 'Cloudflare decides what a control character in a path gets; it serves no file for it'};
}
for (const name of ['a malformed percent-encoding', 'a lone percent sign']) {
  CLOUDFLARE_RUNTIME[name] = {status: [400, 404], why: 'Cloudflare answers a malformed encoding with its 404'};
}
CLOUDFLARE_RUNTIME['a dot-dot above the root'] = {status: [400, 404, 200], why: 'the runtime resolves the dot segments inside the site'};
CLOUDFLARE_RUNTIME['an absolute-form request target'] = {
  status: [200, 400, 500],
  why: "the local runtime fails on a request line naming another host; Cloudflare's edge takes the host from it",
};
for (const name of ['an encoded backslash before a host', 'a folder index before a host', 'an encoded tab before a host']) {
  CLOUDFLARE_RUNTIME[name] = {
    status: [301, 308, 400, 404],
    why: 'Cloudflare redirects with the path still percent-encoded (`/%5Cevil.example/x`), which a browser keeps on the site',
  };
}

/** Caddy serves a site by its Host: a request for another host reaches no site, and gets an empty 200. */
const CADDY: Record<string, Exception> = {};
for (const name of ['a foreign Host on a redirect', 'a foreign Host with a port on a redirect']) {
  CADDY[name] = {status: [200], why: 'Caddy answers a Host it does not serve with an empty 200, from no site'};
}
const EXCEPTIONS: Partial<Record<string, Record<string, Exception>>> = {cloudflare: CLOUDFLARE_RUNTIME, caddy: CADDY};

for (const host of ['reference', 'nginx', 'caddy', 'cloudflare'] as const) {
  test.describe(`${host === 'reference' ? 'the site’s own server' : host}: hostile requests`, () => {
    for (const request of HOSTILE_REQUESTS) {
      const exception = EXCEPTIONS[host]?.[request.name];
      // A host that answers otherwise for a reason above still redirects where the case says, if it redirects.
      const expected: HostileRequest = exception
        ? {...request, status: exception.status, location: exception.status.some((status) => status >= 300 && status < 400) ? request.location : undefined}
        : request;
      test(`${request.kind}: ${request.name}`, async () => {
        const answer = await sendRaw(origin(host), request);
        const problems = answerProblems(expected, answer, origin(host));
        // A served host file is no problem where the host cannot hide it (above), but nothing else is excused.
        expect(
          exception ? problems.filter((problem) => !(exception.status.includes(200) && problem.endsWith('serves a host file'))) : problems,
          exception?.why,
        ).toEqual([]);
        const home = await sendRaw(origin(host), {target: '/'});
        expect(home.status, 'the host still serves its home page').toBe(200);
      });
    }
  });
}

test('the checks catch a host that redirects off the site, caches a missing file for a year or serves a host file', () => {
  const origin = 'http://127.0.0.1:1';
  const redirect = HOSTILE_REQUESTS.find((request) => request.name === 'an encoded backslash before a host')!;
  expect(answerProblems(redirect, {status: 301, headers: {location: '/\\evil.example/x'}, body: Buffer.alloc(0)}, origin).join('\n')).toMatch(
    /redirects off the site/,
  );
  const missing = HOSTILE_REQUESTS.find((request) => request.kind === 'cache')!;
  expect(
    answerProblems(missing, {status: 404, headers: {'cache-control': 'public, max-age=31536000, immutable'}, body: Buffer.alloc(0)}, origin).join('\n'),
  ).toMatch(/a 404 with Cache-Control/);
  const hidden = HOSTILE_REQUESTS.find((request) => request.kind === 'hidden')!;
  expect(answerProblems(hidden, {status: 200, headers: {}, body: Buffer.from('{"version": 2, "documentHeaders": []}')}, origin).join('\n')).toMatch(
    /serves a host file/,
  );
});
