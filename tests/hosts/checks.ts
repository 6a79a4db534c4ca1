/**
 * What every host must do with the build, checked over HTTP against the site's own server
 * (`npm run serve`, which applies the build's hosting policy): the same security headers (the
 * document headers on pages, workers and images, not on scripts, style sheets or data), the
 * policy's caching, clean-URL redirects with 301 and the query kept, the 404 page with status 404,
 * brotli to a browser that accepts it, the search page, and the host files kept private. Each
 * check returns what is wrong, so a test can show it failing on a broken host.
 */
import fs from 'node:fs';
import path from 'node:path';

import {PACKAGE_VERSION} from '@agenta-docs/mcp/build';
import {DEFAULT_INDEX_FILE_NAME, versionIndexFileName} from '@agenta-docs/search';

import {mcpServer} from '../../config/assistants';
import {docsVersions} from '../../config/versions';
import {
  cacheControlFor,
  metaContentSecurityPolicy,
  notFoundPageFor,
  parseHostingPolicy,
  POLICY_FILE,
  type HostingPolicy,
} from '../../src/plugins/hosting/policy';

export function readPolicy(buildDir: string): HostingPolicy {
  const file = path.join(buildDir, POLICY_FILE);
  return parseHostingPolicy(fs.readFileSync(file, 'utf8'), file);
}

/** Paths of each kind the build holds: a page, a script, a style sheet, the workers, an image, an index part, the text files. */
export function samplePaths(buildDir: string): Record<string, string> {
  const html = fs.readFileSync(path.join(buildDir, 'evaluation/overview.html'), 'utf8');
  const script = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)?.[0];
  const styleSheet = /\/assets\/css\/styles\.[0-9a-f]+\.css/.exec(html)?.[0];
  if (!script || !styleSheet) throw new Error('No main script or style sheet linked from evaluation/overview.html.');
  const inBuild = (folder: string, name: RegExp) => {
    const file = fs.readdirSync(path.join(buildDir, folder)).find((entry) => name.test(entry));
    if (!file) throw new Error(`No file like ${name} in ${folder}.`);
    return `/${folder}/${file}`;
  };
  const indexDir = fs.readdirSync(path.join(buildDir, 'search-index'))[0]!;
  const part = fs.readdirSync(path.join(buildDir, 'search-index', indexDir, 't')).find((name) => name.endsWith('.json'))!;
  return {
    home: '/',
    page: '/evaluation/overview',
    'API page': '/reference/api/create-app',
    script,
    'style sheet': styleSheet,
    'worker script': inBuild('assets/js', /^search-worker\.[0-9a-f]+\.js$/),
    'first-results script': inBuild('assets/js', /^search-first-results\.[0-9a-f]+\.js$/),
    image: inBuild('assets/images', /\.(png|svg|jpe?g|webp)$/),
    'route data': (() => {
      const folder = inBuild('route-data', /^[0-9a-f]+$/).slice(1);
      return inBuild(folder, /^[0-9a-f]+\.json$/);
    })(),
    'index part': `/search-index/${indexDir}/t/${part}`,
    'index manifest': '/search-index.json',
    // What the MCP server reads first: the docs versions and each one's files (src/plugins/mcp-server).
    'docs versions': '/docs-versions.json',
    'llms.txt': '/llms.txt',
    'Markdown twin': '/evaluation/overview.md',
    'MCP server tarball': mcpServer.tarball.pinned.replace('{version}', PACKAGE_VERSION),
    'MCP server tarball, newest': mcpServer.tarball.latest,
    sitemap: '/sitemap.xml',
    'robots.txt': '/robots.txt',
    'missing page': '/no-such-page',
    ...olderVersionPaths(buildDir),
  };
}

/** The older docs versions the site has (config/versions.ts), by their path, each checked to be in the build. */
export function olderVersions(buildDir: string): string[] {
  const versions = docsVersions.filter((version) => !version.latest).map((version) => version.release);
  for (const version of versions) {
    if (!fs.existsSync(path.join(buildDir, version, 'evaluation', 'overview.html')))
      throw new Error(`The build in ${buildDir} has no docs version ${version}: build every version.`);
  }
  return versions;
}

/** An older version's paths of each kind: its pages, API pages, twin, index, llms.txt, a missing page. */
function olderVersionPaths(buildDir: string): Record<string, string> {
  return Object.fromEntries(
    olderVersions(buildDir).flatMap((version) => [
      [`${version}: home`, `/${version}`],
      [`${version}: page`, `/${version}/evaluation/overview`],
      [`${version}: API page`, `/${version}/reference/api/create-app`],
      [`${version}: Markdown twin`, `/${version}/evaluation/overview.md`],
      [`${version}: index manifest`, `/${versionIndexFileName(DEFAULT_INDEX_FILE_NAME, 'default', version)}`],
      [`${version}: llms.txt`, `/${version}/llms.txt`],
      [`${version}: missing page`, `/${version}/no-such-page`],
    ]),
  );
}

/** A response read whole, so that no host sees its connection dropped half-way. */
async function get(url: string, headers: Record<string, string> = {}): Promise<{status: number; headers: Headers; text: () => Promise<string>}> {
  const response = await fetch(url, {redirect: 'manual', headers});
  const body = await response.text();
  return {status: response.status, headers: response.headers, text: async () => body};
}

/** The path and query a redirect points at, wherever the host writes it absolute or not. */
const target = (location: string | null, origin: string) => (location ? new URL(location, origin).pathname + new URL(location, origin).search : '(none)');

/**
 * `pathHeadersOnly`: the host sets headers by path alone (`_headers`), so a 404 at a script's
 * address may carry the policy in its page's meta element instead of a header.
 */
export async function hostProblems(origin: string, reference: string, buildDir: string, {pathHeadersOnly = false} = {}): Promise<string[]> {
  const policy = readPolicy(buildDir);
  const problems: string[] = [];
  const headerNames = [...policy.headers, ...policy.documentHeaders].map(([name]) => name.toLowerCase());
  const samples = samplePaths(buildDir);

  for (const [kind, pathname] of Object.entries(samples)) {
    const [ours, theirs] = await Promise.all([get(reference + pathname), get(origin + pathname)]);
    for (const name of headerNames) {
      if (theirs.headers.get(name) !== ours.headers.get(name)) {
        problems.push(
          `${kind} (${pathname}): ${name} is ${JSON.stringify(theirs.headers.get(name))}, the site's server sends ${JSON.stringify(ours.headers.get(name))}`,
        );
      }
    }
    const cache = cacheControlFor(policy, pathname);
    // Cloudflare sends its own `no-store` with a 404: stricter than revalidating, and as good.
    const accepted = theirs.status === 404 ? [cache, 'no-store'] : [cache];
    if (!accepted.includes(theirs.headers.get('cache-control') ?? '')) {
      problems.push(`${kind} (${pathname}): Cache-Control is ${JSON.stringify(theirs.headers.get('cache-control'))}, not "${cache}"`);
    }
  }

  for (const [from, to] of [
    ['/evaluation/overview.html', '/evaluation/overview'],
    ['/evaluation/overview.html?q=test+sets&x=1', '/evaluation/overview?q=test+sets&x=1'],
    ['/evaluation/overview/index.html', '/evaluation/overview'],
    ['/reference/api/create-app.html', '/reference/api/create-app'],
    ['/index.html', '/'],
    ...olderVersions(buildDir).flatMap((version) => [
      [`/${version}/evaluation/overview.html`, `/${version}/evaluation/overview`],
      [`/${version}/reference/api/create-app/index.html`, `/${version}/reference/api/create-app`],
    ]),
  ]) {
    const response = await get(origin + from);
    const location = target(response.headers.get('location'), origin);
    if (response.status !== 301 || location !== to) problems.push(`${from}: ${response.status} to ${location}, not 301 to ${to}`);
  }

  // Each missing path gets its folder's 404 page (an older version's own), byte for byte.
  for (const missingPath of ['/no-such-page', ...olderVersions(buildDir).map((version) => `/${version}/no-such-page`)]) {
    const page = notFoundPageFor(policy, missingPath);
    const expected = fs.readFileSync(path.join(buildDir, page.slice(1)), 'utf8');
    const missing = await get(origin + missingPath);
    const missingBody = await missing.text();
    if (missing.status !== 404 || missingBody !== expected) {
      problems.push(`${missingPath}: status ${missing.status}${missingBody === expected ? '' : `, not the 404 page ${page}`}`);
    }
  }

  // The 404 page answering a script's address is a document all the same: it carries the policy,
  // in a header where the host can tell a 404 (nginx, Caddy), else in its own meta element.
  const missingScript = await get(`${origin}/assets/js/no-such-file.js`);
  const missingScriptBody = await missingScript.text();
  const csp = policy.documentHeaders.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(missingScriptBody)?.[1]?.replace(/&amp;/g, '&');
  const inHeader = missingScript.headers.get('content-security-policy') === csp;
  const inMeta = pathHeadersOnly && metaPolicy === metaContentSecurityPolicy(csp);
  if (missingScript.status !== 404 || !(inHeader || inMeta)) {
    problems.push(`/assets/js/no-such-file.js: status ${missingScript.status}, a 404 page without the Content-Security-Policy`);
  }

  const {script} = samples;
  for (const file of [script, '/llms-full.txt']) {
    const compressed = await get(origin + file, {'Accept-Encoding': 'br, gzip'});
    if (compressed.headers.get('content-encoding') !== 'br') {
      problems.push(`${file}: Content-Encoding ${JSON.stringify(compressed.headers.get('content-encoding'))} to a browser that accepts brotli`);
    }
  }

  // npm reads the tarball's bytes as sent: a host that compressed it again would hand npm a tar.
  for (const file of [samples['MCP server tarball']!, samples['MCP server tarball, newest']!]) {
    const tarball = await get(origin + file, {'Accept-Encoding': 'br, gzip'});
    const type = tarball.headers.get('content-type') ?? '';
    if (tarball.status !== 200 || !/^application\/(gzip|x-gzip|x-compressed-tar|octet-stream)$/.test(type) || tarball.headers.get('content-encoding')) {
      problems.push(`${file}: status ${tarball.status}, ${type}, Content-Encoding ${JSON.stringify(tarball.headers.get('content-encoding'))}`);
    }
  }

  const search = await get(`${origin}/search?q=evaluation`);
  if (search.status !== 200 || !(search.headers.get('content-type') ?? '').startsWith('text/html')) {
    problems.push(`/search?q=evaluation: status ${search.status}, ${search.headers.get('content-type')}`);
  }

  for (const file of ['/_headers', '/_redirects']) {
    const response = await get(origin + file);
    if (response.status === 200 && (await response.text()).includes(file === '/_headers' ? 'Content-Security-Policy' : '301')) {
      problems.push(`${file} is served`);
    }
  }
  return problems;
}
