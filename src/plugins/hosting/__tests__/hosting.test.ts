import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {fromHtml} from 'hast-util-from-html';

import {DEFAULT_HSTS, hostingOptions, hostingRules, hostingSettings} from '../../../../config/hosting';
import {analyticsCspSources} from '../../analytics';
import {SEARCH_INDEX_PARTS_DIR, SEARCH_INSIGHTS_SCRIPT, searchCspSources} from '@agenta-docs/search';
import {HOST_FILE_PATHS, HOST_FILES, hostingPolicy, validateOptions, withMetaPolicy} from '..';
import {cacheControlFor, isHiddenPath, sendsDocumentHeaders} from '../policy';
import {ROUTE_DATA_DIR} from '../../route-data';
import {buildContentSecurityPolicy, inlineScriptHashes} from '../content-security-policy';

const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const));
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64');

test('with nothing configured, the policy allows the site’s own origin and nothing else', () => {
  const policy = buildContentSecurityPolicy({inlineScriptHashes: [], allow: []});
  assert.equal(
    policy,
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
      "font-src 'self' data:; connect-src 'self'; frame-src 'self'; worker-src 'self' blob:; object-src 'none'; " +
      "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  );
  assert.doesNotMatch(policy, /unsafe-eval/);
});

test('inline script hashes go to script-src only, sorted and without duplicates', () => {
  const policy = directives(buildContentSecurityPolicy({inlineScriptHashes: ['bbb=', 'aaa=', 'bbb='], allow: []}));
  assert.deepEqual(policy.get('script-src'), ["'self'", "'sha256-aaa='", "'sha256-bbb='"]);
  assert.deepEqual(policy.get('default-src'), ["'self'"]);
});

test('each feature’s sources widen only their own directives, each source once', () => {
  const policy = directives(
    buildContentSecurityPolicy({
      inlineScriptHashes: [],
      allow: [{'connect-src': ['https://a.example', 'https://b.example']}, {'connect-src': ['https://a.example'], 'img-src': ['https://pixel.example']}],
    }),
  );
  assert.deepEqual(policy.get('connect-src'), ["'self'", 'https://a.example', 'https://b.example']);
  assert.deepEqual(policy.get('img-src'), ["'self'", 'data:', 'blob:', 'https://pixel.example']);
  assert.deepEqual(policy.get('script-src'), ["'self'"]);
});

test('hashes the exact text of each executable inline script, and skips data blocks and external scripts', () => {
  const colorMode = '!function(){document.documentElement.dataset.theme="light"}()';
  const banner = 'document.addEventListener("DOMContentLoaded",insertBanner)';
  const html = `<!doctype html><html><head>
<script>${colorMode}</script>
<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
<script src="/assets/js/main.js" defer></script>
<script type="text/javascript">${banner}</script>
<script type="module">import "/x.js"</script>
</head><body></body></html>`;
  assert.deepEqual(inlineScriptHashes(fromHtml(html)), [sha256(colorMode), sha256(banner), sha256('import "/x.js"')]);
});

test('search with the local index needs no other host; Algolia needs exactly its search hosts', () => {
  assert.deepEqual(searchCspSources(undefined), []);
  const algolia = {appId: 'ABC123', apiKey: 'k', indexName: 'docs'};
  assert.deepEqual(searchCspSources(algolia), [
    {
      'connect-src': [
        'https://abc123-dsn.algolia.net',
        'https://abc123.algolia.net',
        'https://abc123-1.algolianet.com',
        'https://abc123-2.algolianet.com',
        'https://abc123-3.algolianet.com',
      ],
    },
  ]);
  assert.deepEqual(searchCspSources({...algolia, hosts: ['http://127.0.0.1:4177/', 'https://search.example.com/proxy']}), [
    {'connect-src': ['http://127.0.0.1:4177', 'https://search.example.com']},
  ]);
  assert.deepEqual(searchCspSources({...algolia, hosts: ['https://search.example.com'], insights: true}), [
    {'connect-src': ['https://search.example.com']},
    {'script-src': [SEARCH_INSIGHTS_SCRIPT], 'connect-src': ['https://insights.algolia.io']},
  ]);
});

test('the Insights script allowed is the one the installed DocSearch loads', () => {
  const bundle = fs.readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');
  const version = /"https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@"\.concat\((\w+),/.exec(bundle);
  assert.ok(version, 'DocSearch still loads search-insights from jsDelivr');
  const declared = new RegExp(`\\b${version[1]}="([\\d.]+)"`).exec(bundle)?.[1];
  assert.equal(SEARCH_INSIGHTS_SCRIPT, `https://cdn.jsdelivr.net/npm/search-insights@${declared}/dist/search-insights.min.js`);
});

test('each analytics service adds its hosts only when configured', () => {
  assert.deepEqual(analyticsCspSources({}), []);
  assert.deepEqual(analyticsCspSources({posthog: {apiKey: 'phc_x', apiHost: 'https://eu.i.posthog.com/'}}), [{'connect-src': ['https://eu.i.posthog.com']}]);
  const google = analyticsCspSources({googleTag: {id: 'G-ABC'}});
  assert.deepEqual(google[0]?.['script-src'], ['https://*.googletagmanager.com']);
  const hotjar = analyticsCspSources({hotjar: {siteId: '123'}});
  assert.deepEqual(hotjar[0]?.['script-src'], ['https://*.hotjar.com']);
  assert.ok(hotjar[0]?.['connect-src']?.includes('wss://*.hotjar.com'));
});

test('the site’s policy gathers search, analytics and the API servers', () => {
  const options = hostingOptions({
    search: {indexName: 'docs', algolia: {appId: 'APP', apiKey: 'k', indexName: 'docs'}},
    analytics: {posthog: {apiKey: 'phc_x', apiHost: 'https://us.i.posthog.com'}},
    openApiSpecs: [path.join(__dirname, '../../../../openapi/agenta.yaml'), path.join(__dirname, '../../../../openapi/0.27/agenta.yaml')],
  });
  const connect = directives(buildContentSecurityPolicy({inlineScriptHashes: [], allow: options.allow})).get('connect-src');
  for (const source of ['https://app-dsn.algolia.net', 'https://us.i.posthog.com', 'https://cloud.agenta.ai']) {
    assert.ok(connect?.includes(source), source);
  }
  const bare = hostingOptions({}, {});
  assert.deepEqual(bare.allow, []);
  assert.equal(bare.cspMeta, false);
});

test('the folders cached for good are the ones the search index and route data are written to; the host files are never served', () => {
  const policy = hostingPolicy(hostingOptions({}, {}), "default-src 'self'");
  for (const file of [`/${SEARCH_INDEX_PARTS_DIR}/0123456789ab/t/0.json`, `/${ROUTE_DATA_DIR}/0123456789ab/not-found.json`]) {
    assert.equal(cacheControlFor(policy, file), policy.cache.hashedValue, file);
    assert.equal(sendsDocumentHeaders(policy, file), false, file);
  }
  for (const file of Object.values(HOST_FILES)) assert.ok(isHiddenPath(policy, `/${file}`), file);
  assert.deepEqual(HOST_FILE_PATHS, ['/_headers', '/_redirects', '/vercel.json', '/_hosting/']);
  assert.ok(!isHiddenPath(policy, '/index.html') && !isHiddenPath(policy, '/_hostingx'));
});

test('every response gets the hardening headers, documents and workers the policy too; HSTS only when set', () => {
  const names = (env: NodeJS.ProcessEnv) => hostingPolicy(hostingOptions({}, env), "default-src 'self'").headers.map(([name]) => name);
  assert.deepEqual(names({}), ['X-Content-Type-Options', 'Referrer-Policy']);
  const policy = hostingPolicy(hostingOptions({}, {}), "default-src 'self'");
  assert.deepEqual(
    policy.documentHeaders.map(([name]) => name),
    ['Content-Security-Policy', 'Permissions-Policy', 'X-Frame-Options'],
  );
  assert.deepEqual(policy.workers, ['/assets/js/search-worker.', '/assets/js/search-first-results.']);
  assert.deepEqual(hostingPolicy(hostingOptions({}, {DOCS_HSTS: 'true'}), 'x').headers.at(-1), ['Strict-Transport-Security', DEFAULT_HSTS]);
  assert.deepEqual(hostingSettings({DOCS_HSTS: 'max-age=300'}), {hsts: 'max-age=300', cspMeta: false});
  assert.deepEqual(hostingSettings({DOCS_CSP_META: 'true'}), {hsts: undefined, cspMeta: true});
  assert.throws(() => hostingSettings({DOCS_HSTS: 'forever'}), /DOCS_HSTS must be "true" or a Strict-Transport-Security value/);
  assert.throws(() => hostingSettings({DOCS_CSP_META: 'yes'}), /DOCS_CSP_META must be "true" or "false"/);
});

test('plugin options must be lists of single source expressions and well-formed rules', () => {
  const options = {...hostingRules, cspMeta: false, workers: ['/assets/js/search-worker.'], allow: [{'connect-src': ['https://a.example']}]};
  const validate = (options: unknown) => validateOptions({options});
  assert.deepEqual(validate(options), {...options, id: 'default'});
  assert.throws(() => validate({...hostingRules}), /hosting: option "allow" is required/);
  assert.throws(
    () => validate({...options, allow: [{'connect-src': ['https://a.example; script-src *']}]}),
    /option "allow\[0\]\.connect-src\[0\]" must be one CSP source expression/,
  );
  assert.throws(() => validate({...options, allow: [{'worker-src': ['https://a.example']}]}), /option "allow\[0\]\.worker-src" is not an option/);
  assert.throws(() => validate({...options, securityHeaders: [['X-Bad', 'a"b']]}), /option "securityHeaders\[0\]\[1\]" must be a header value without quotes/);
  assert.throws(() => validate({...options, cache: {...hostingRules.cache, hashed: ['assets']}}), /option "cache\.hashed\[0\]"/);
  assert.throws(() => validate({...options, documentHeaders: [['X-Bad', 'a\nb']]}), /option "documentHeaders\[0\]\[1\]"/);
  assert.throws(() => validate({...options, subresources: ['/assets/js']}), /option "subresources\[0\]" must be a path prefix such as "\/assets\/js\/"/);
  assert.throws(() => validate({...options, workers: ['/assets/js/search-worker*']}), /option "workers\[0\]"/);
  assert.throws(
    () => validate({...options, subresources: ['/assets/', '/assets/js/']}),
    /option "subresources" holds "\/assets\/js\/", inside another prefix of the same option/,
  );
  assert.throws(() => validate({...options, workers: ['/img/worker.']}), /option "workers" holds "\/img\/worker\.", not in one of the "subresources" folders/);
  assert.throws(() => validate({...options, cspmeta: true}), /option "cspmeta" is not an option of this plugin/);
  // Omitted: no subresources, no workers, no CSP in the pages.
  const {subresources: _s, workers: _w, cspMeta: _c, ...required} = options;
  assert.deepEqual(validate(required), {...required, subresources: [], workers: [], cspMeta: false, id: 'default'});
});

test('the meta policy sits right after the charset, before any script, without what a meta policy cannot carry', () => {
  const html = '<!doctype html><html><head><meta charset="UTF-8"><script>x()</script></head><body></body></html>';
  const out = withMetaPolicy(html, "default-src 'self'; script-src 'self' 'sha256-a'; frame-ancestors 'none'");
  assert.equal(
    out,
    '<!doctype html><html><head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="default-src \'self\'; script-src \'self\' \'sha256-a\'"><script>x()</script></head><body></body></html>',
  );
  assert.match(withMetaPolicy('<html><head lang="en"><title>t</title></head></html>', 'default-src a'), /<head lang="en"><meta http-equiv/);
  assert.throws(() => withMetaPolicy('<p>no head</p>', 'default-src a'), /no <head>/);
});
