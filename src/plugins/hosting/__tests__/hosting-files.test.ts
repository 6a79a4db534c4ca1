import assert from 'node:assert/strict';
import fs from 'node:fs';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';

import {cleanUrlsSchema, getTransformedRoutes, headersSchema, redirectsSchema, trailingSlashSchema} from '@vercel/routing-utils';
import Ajv from 'ajv';

import {hostingOptions} from '../../../../config/hosting';
import {createStaticServer} from '../../../../scripts/lib/static-server';
import {headersForPath, parseHeadersFile} from '../headers-file';
import {renderCaddyfile, renderHeadersFile, renderNginxConf, renderRedirectsFile, renderVercelJson, type BuildLayout} from '../host-files';
import {cacheControlFor, isHiddenPath, metaContentSecurityPolicy, notFoundPageFor, parseHostingPolicy, POLICY_FILE, responseHeaders} from '../policy';
import {hostingPolicy} from '..';

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'";
const policy = hostingPolicy(hostingOptions({}, {}), CSP);
const layout: BuildLayout = {
  topLevelDirs: ['assets', 'evaluation', 'img', 'reference', 'route-data', 'search-index'],
  childDirs: {'/assets/': ['css', 'ideal-img', 'images', 'js']},
  pageDepth: 3,
};
const BASE = ['X-Content-Type-Options', 'Referrer-Policy'];
const DOCUMENT = ['Content-Security-Policy', 'Permissions-Policy', 'X-Frame-Options'];
/** Paths of every kind: pages, root files, hashed files, subresources, the workers, images that can be opened alone. */
const SAMPLE_PATHS = [
  '/',
  '/evaluation/overview',
  '/evaluation',
  '/reference/api/create-app',
  '/changelog',
  '/llms.txt',
  '/search-index.json',
  '/img/logo.svg',
  '/404.html',
  '/assets/favicon.ico',
  '/assets/images/diagram-0a1b2c3d.svg',
  '/assets/ideal-img/shot.640.png',
  '/assets/js/main.a64cd652.js',
  '/assets/css/styles.864a5803.css',
  '/search-index/0f3a/t/3.json',
  '/route-data/4b1c/8ab4.json',
  '/assets/js/search-worker.83e0e4b0.js',
  '/assets/js/search-first-results.8e5f7742.js',
];
const SUBRESOURCE_PATHS = ['/assets/js/main.a64cd652.js', '/assets/css/styles.864a5803.css', '/search-index/0f3a/t/3.json', '/route-data/4b1c/8ab4.json'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('content-hashed files are cached for a year, everything else is revalidated, host files are hidden', () => {
  assert.equal(cacheControlFor(policy, '/assets/js/main.a64cd652.js'), IMMUTABLE);
  assert.equal(cacheControlFor(policy, '/search-index/0f3a/t/3.json'), IMMUTABLE);
  assert.equal(cacheControlFor(policy, '/route-data/4b1c0d2e9f3a/8ab48376a1b2c3d4.json'), IMMUTABLE);
  for (const pathname of [
    '/',
    '/evaluation/overview',
    '/search-index.json',
    '/llms.txt',
    '/evaluation/overview.md',
    '/sitemap.xml',
    '/robots.txt',
    '/img/social/evaluation/overview.png',
  ]) {
    assert.equal(cacheControlFor(policy, pathname), 'no-cache', pathname);
  }
  for (const pathname of SAMPLE_PATHS) {
    const names = SUBRESOURCE_PATHS.includes(pathname) ? [...BASE, 'Cache-Control'] : [...BASE, ...DOCUMENT, 'Cache-Control'];
    assert.deepEqual(
      responseHeaders(policy, pathname).map(([name]) => name),
      names,
      pathname,
    );
  }
  for (const hidden of ['/_headers', '/_redirects', '/vercel.json', '/_hosting/nginx.conf', '/_hosting/policy.json'])
    assert.ok(isHiddenPath(policy, hidden), hidden);
  assert.ok(!isHiddenPath(policy, '/_headers.html'));
  assert.throws(
    () => parseHostingPolicy('{"version": 1}', 'build/_hosting/policy.json'),
    /build\/_hosting\/policy\.json is not a hosting policy of version 2: build the site again/,
  );
  assert.deepEqual(parseHostingPolicy(JSON.stringify(policy), 'policy.json'), policy);
});

test('_headers gives every path exactly the headers of the policy: no two rules set the same header on one path', () => {
  const rules = parseHeadersFile(renderHeadersFile(policy, layout));
  for (const pathname of SAMPLE_PATHS) {
    assert.deepEqual(new Map(headersForPath(rules, pathname)), new Map(responseHeaders(policy, pathname)), pathname);
  }
  // A path in no folder of the build can only be a 404, whose page carries the policy in a meta
  // element: `_headers` gives it the headers of every response, none of the document headers.
  for (const pathname of ['/no-such-folder/page', '/assets/no-such-folder/x', '/route-data-x/a']) {
    const names = headersForPath(rules, pathname).map(([name]) => name);
    assert.deepEqual(
      names.filter((name) => name !== 'Cache-Control'),
      BASE,
      pathname,
    );
  }
});

test('_redirects sends /x.html and /x/index.html to /x with 301, one rule per page depth', () => {
  const lines = renderRedirectsFile(layout)
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  assert.deepEqual(lines, [
    '/index.html / 301',
    '/*/index.html /:splat 301',
    '/:p1.html /:p1 301',
    '/:p1/:p2.html /:p1/:p2 301',
    '/:p1/:p2/:p3.html /:p1/:p2/:p3 301',
  ]);
});

test('vercel.json holds the clean URLs, the redirects and, path by path, the same headers', () => {
  const config = JSON.parse(renderVercelJson(policy)) as {
    cleanUrls: boolean;
    trailingSlash: boolean;
    headers: {source: string; headers: {key: string; value: string}[]}[];
  };
  assert.equal(config.cleanUrls, true);
  assert.equal(config.trailingSlash, false);
  // Vercel's route compiler turns each rule into a regular expression; a header from a later
  // matching rule replaces one from an earlier rule.
  const routes = getTransformedRoutes(config as unknown as Parameters<typeof getTransformedRoutes>[0]).routes ?? [];
  for (const pathname of SAMPLE_PATHS) {
    const headers = new Map<string, string>();
    for (const route of routes) {
      // Redirects (with a status) only apply to the .html addresses.
      const {src, headers: set, status} = route as {src?: string; headers?: Record<string, string>; status?: number};
      if (!src || !set || status || !new RegExp(src).test(pathname)) continue;
      for (const [name, value] of Object.entries(set)) headers.set(name, value);
    }
    assert.deepEqual(headers, new Map(responseHeaders(policy, pathname)), pathname);
  }
});

// Vercel's own schemas and route compiler (@vercel/routing-utils, what its CLI checks vercel.json
// with), since no Vercel runtime runs here.
test('vercel.json passes Vercel’s schemas and compiles to routes; a broken pattern does not', () => {
  const config = JSON.parse(renderVercelJson(policy)) as Record<string, unknown>;
  const ajv = new Ajv({allErrors: true, strict: false});
  const schemas = {cleanUrls: cleanUrlsSchema, trailingSlash: trailingSlashSchema, redirects: redirectsSchema, headers: headersSchema};
  for (const [field, schema] of Object.entries(schemas)) {
    assert.ok(ajv.validate(schema, config[field]), `${field}: ${ajv.errorsText()}`);
  }
  assert.deepEqual(
    Object.keys(config).filter((key) => !(key in schemas) && key !== '$schema'),
    [],
  );
  const routes = getTransformedRoutes(config as Parameters<typeof getTransformedRoutes>[0]);
  assert.equal(routes.error, null);
  const broken = {...config, redirects: [{source: '/(.*\\.html', destination: '/$1', statusCode: 301}]};
  assert.match(String(getTransformedRoutes(broken as Parameters<typeof getTransformedRoutes>[0]).error?.message), /invalid `source`/);
});

test('the nginx and Caddy files carry every header of the policy, escaped, the document headers off subresources and on workers', () => {
  const quoted = hostingPolicy(hostingOptions({}, {}), 'default-src "x"');
  const nginx = renderNginxConf(quoted);
  assert.match(nginx, /add_header Content-Security-Policy "default-src \\"x\\"" always;/);
  assert.match(nginx, /location \^~ \/assets\/ \{\n(.*\n){5} {4}add_header Cache-Control "public, max-age=31536000, immutable" always;/);
  assert.ok(nginx.includes('location ~ ^(/_headers$|/_redirects$|/vercel\\.json$|/_worker\\.js$|/_routes\\.json$|/_hosting/) {'));
  const location = (prefix: string) => new RegExp(`location \\^~ ${prefix.replace(/[.]/g, '\\.')} \\{\\n((?:    .*\\n)*)\\}`).exec(nginx)?.[1] ?? '';
  for (const prefix of ['/assets/js/', '/assets/css/', '/search-index/', '/route-data/']) {
    assert.match(location(prefix), /add_header X-Content-Type-Options/, prefix);
    assert.doesNotMatch(location(prefix), /Content-Security-Policy|Permissions-Policy|X-Frame-Options/, prefix);
  }
  for (const prefix of ['/assets/', '/assets/js/search-worker.', '/assets/js/search-first-results.']) {
    assert.match(
      location(prefix),
      /add_header Content-Security-Policy "default-src \\"x\\"" always;\n(.*\n)* {4}add_header Cache-Control "public, max-age=31536000, immutable" always;/,
      prefix,
    );
  }
  const caddy = renderCaddyfile(quoted);
  assert.match(caddy, /\tContent-Security-Policy "default-src \\"x\\""/);
  assert.match(caddy, /@hashed path \/assets\/\* \/search-index\/\*/);
  assert.match(
    caddy,
    /\n@documents not path \/assets\/js\/\* \/assets\/css\/\* \/search-index\/\* \/route-data\/\* \/mcp\/\*\nheader @documents \{\n\tContent-Security-Policy /,
  );
  assert.match(caddy, /\nhandle_errors \{\n\theader \{\n\t\tContent-Security-Policy "default-src \\"x\\""\n\t\tPermissions-Policy /);
  assert.match(caddy, /\n@workers path \/assets\/js\/search-worker\.\* \/assets\/js\/search-first-results\.\*\nheader @workers \{\n\tContent-Security-Policy /);
  assert.match(caddy, /@hidden path \/_headers \/_redirects \/vercel\.json \/_hosting\/\*/);
});

test('a meta policy leaves out the directives a meta element cannot carry', () => {
  assert.equal(metaContentSecurityPolicy(`${CSP}; report-uri /r; sandbox`), "default-src 'self'; script-src 'self' 'sha256-abc='");
});

// The local server applies the build's policy, as the generated host files make each host do.
let dir: string;
let origin: string;
let mountedOrigin: string;
const servers: ReturnType<typeof createStaticServer>[] = [];

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosting-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Page not found</title>');
  fs.mkdirSync(path.join(dir, '_hosting'));
  fs.writeFileSync(path.join(dir, POLICY_FILE), JSON.stringify(policy));
  fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Secret: not served\n');
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'intro.html'), '<!doctype html><title>Intro</title>');
  fs.mkdirSync(path.join(dir, 'assets', 'js'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'assets', 'js', 'main.0123abcd.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'assets', 'js', 'search-worker.0123abcd.js'), 'console.log(2)');
  const listen = async (basePath: string) => {
    const server = createStaticServer({dir, port: 0, basePath});
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  origin = await listen('/');
  mountedOrigin = await listen('/mounted/');
});

after(() => {
  for (const server of servers) server.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

test('the local server sends the policy: document headers on all but subresources, Cache-Control by path', async () => {
  const intro = await fetch(`${origin}/docs/intro`);
  assert.equal(intro.status, 200);
  assert.equal(intro.headers.get('content-security-policy'), CSP);
  assert.equal(intro.headers.get('x-frame-options'), 'DENY');
  assert.equal(intro.headers.get('cache-control'), 'no-cache');
  const script = await fetch(`${origin}/assets/js/main.0123abcd.js`);
  assert.equal(script.headers.get('cache-control'), IMMUTABLE);
  assert.equal(script.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(script.headers.get('content-security-policy'), null);
  const worker = await fetch(`${origin}/assets/js/search-worker.0123abcd.js`);
  assert.equal(worker.headers.get('content-security-policy'), CSP);
  const missing = await fetch(`${origin}/no-such-page`);
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get('content-security-policy'), CSP);
  // The 404 page answering a script's address is still a document.
  const missingScript = await fetch(`${origin}/assets/js/no-such-file.js`);
  assert.equal(missingScript.status, 404);
  assert.equal(missingScript.headers.get('content-security-policy'), CSP);
  assert.equal(missingScript.headers.get('x-frame-options'), 'DENY');
  const redirect = await fetch(`${origin}/docs/intro.html?q=1`, {redirect: 'manual'});
  assert.equal(redirect.status, 301);
  assert.equal(redirect.headers.get('location'), '/docs/intro?q=1');
  assert.equal(redirect.headers.get('x-content-type-options'), 'nosniff');
});

test('the local server matches the policy from the site root when the site is mounted under a prefix', async () => {
  assert.equal((await fetch(`${mountedOrigin}/mounted/assets/js/main.0123abcd.js`)).headers.get('cache-control'), IMMUTABLE);
  assert.equal((await fetch(`${mountedOrigin}/mounted/docs/intro`)).headers.get('x-frame-options'), 'DENY');
});

test('the local server never serves the host files', async () => {
  for (const url of [`${origin}/_headers`, `${origin}/${POLICY_FILE}`, `${mountedOrigin}/mounted/_headers`]) {
    const response = await fetch(url);
    assert.equal(response.status, 404, url);
    assert.match(await response.text(), /Page not found/);
  }
});

test("a missing path under an older docs version gets that version's 404 page on every host; elsewhere the site's", () => {
  assert.deepEqual(policy.notFoundUnder, [{prefix: '/0.27/', page: '/0.27/404.html'}]);
  assert.equal(notFoundPageFor(policy, '/0.27/no/such/page'), '/0.27/404.html');
  assert.equal(notFoundPageFor(policy, '/0.270/page'), '/404.html');
  assert.equal(notFoundPageFor(policy, '/no/such/page'), '/404.html');
  // A folder inside another gets its own page, whatever order the options list them in.
  const nested = hostingPolicy(
    {
      ...hostingOptions({}, {}),
      notFoundUnder: [
        {prefix: '/a/', page: '/a/404.html'},
        {prefix: '/a/b/', page: '/a/b/404.html'},
      ],
    },
    CSP,
  );
  assert.equal(notFoundPageFor(nested, '/a/b/c'), '/a/b/404.html');
  assert.equal(notFoundPageFor(nested, '/a/c'), '/a/404.html');

  const nginx = renderNginxConf(policy);
  assert.ok(
    nginx.includes('set $not_found_page /404.html;\nif ($uri ~ "^/0\\.27/") {\n    set $not_found_page /0.27/404.html;\n}\nerror_page 404 $not_found_page;'),
    nginx,
  );
  assert.match(nginx, /\nlocation = \/0\.27\/404\.html \{\n {4}internal;\n/);
  assert.match(nginx, /\nlocation = \/404\.html \{\n {4}internal;\n/);
  const caddy = renderCaddyfile(policy);
  assert.match(caddy, /\n\trewrite \/0\.27\/\* \/0\.27\/404\.html\n\trewrite \* \/404\.html\n/);
  // Without older versions, the files are as they were: one page for every missing path.
  const single = hostingPolicy({...hostingOptions({}, {}), notFoundUnder: []}, CSP);
  assert.match(renderNginxConf(single), /\nerror_page 404 \/404\.html;\n/);
  assert.doesNotMatch(renderNginxConf(single), /not_found_page/);
  assert.doesNotMatch(renderCaddyfile(single), /rewrite \/\S+\/\* /);
});
