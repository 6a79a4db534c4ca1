/**
 * The tools' `version` argument, against the site's build (which has two
 * docs versions and lists them in docs-versions.json) served on loopback:
 * each tool reads the version asked for and names it, the latest by default;
 * read_page's paths and versions; then the same build as an older site would
 * serve it, without docs-versions.json; hostile versions; and hostile lists
 * of versions, each refused with a message and no request off the site.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {MAX_VERSIONS_FILE_BYTES} from '../src/versions';
import {builtVersions, callTool, connect, latestLabel, serveFiles, siteBuildDir, startServer} from './support';

type Connected = Awaited<ReturnType<typeof connect>>;
type Served = Awaited<ReturnType<typeof startServer>>;

const buildDir = siteBuildDir();
const [latest, older] = builtVersions();
if (!latest || !older)
  throw new Error(`${buildDir} has one docs version: these tests need the full build (\`npx docusaurus build\`, not DOCS_VERSIONS=latest).`);
const TOOLS = ['search_docs', 'read_page', 'search_api', 'get_api_operation'] as const;
/** One call of each tool that succeeds in every version. */
const CALLS: Record<(typeof TOOLS)[number], Record<string, unknown>> = {
  search_docs: {query: 'custom evaluator python code', limit: 3},
  read_page: {url_or_path: '/evaluation/overview'},
  search_api: {query: 'create app', limit: 3},
  get_api_operation: {operation: 'create-app'},
};

/** The URLs an answer gives, as site paths. */
function sitePaths(text: string, origin: string): string[] {
  return [...text.matchAll(new RegExp(`${origin.replace(/[.]/g, '\\.')}(/\\S*)`, 'g'))].map((match) => match[1]!);
}

/** The page URLs a search_docs answer lists, as site paths. */
function returnedPages(text: string): string[] {
  return [...text.matchAll(/^\d+\. .*?: (\S+)$/gm)].map((match) => new URL(match[1]!).pathname);
}

const twin = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');

describe('the version argument, against the built site and its two versions', () => {
  let site: Served;
  let server: Connected;

  before(async () => {
    site = await startServer(serveFiles(buildDir));
    server = await connect(['--site', site.origin]);
  });
  after(async () => {
    await server.close();
    await site.close();
  });

  test('every tool takes an optional version of at most 20 characters, and says so', async () => {
    const {tools} = await server.client.listTools();
    for (const tool of tools) {
      const properties = tool.inputSchema.properties as Record<string, {type?: string; maxLength?: number; description?: string}>;
      assert.deepEqual([properties.version?.type, properties.version?.maxLength], ['string', 20], tool.name);
      assert.ok(!(tool.inputSchema.required ?? []).includes('version'), `${tool.name}: version is optional`);
      assert.match(properties.version?.description ?? '', /"latest" \(the default\)/, tool.name);
      assert.match(tool.description ?? '', /version/, `${tool.name} tells what version does`);
    }
    assert.match(server.client.getInstructions() ?? '', /optional version .*the latest when left out/);
  });

  test('search_docs searches the latest by default, and the version asked for in its own index', async () => {
    const byDefault = await callTool(server.client, 'search_docs', CALLS.search_docs);
    assert.equal(byDefault.isError, false, byDefault.text);
    assert.match(
      byDefault.text,
      new RegExp(`^3 pages for .* in ${latestLabel()} \\(versions on the site: ${latest.version}, ${older.version}\\), best first\\.`),
    );
    for (const page of sitePaths(byDefault.text, site.origin)) assert.ok(!page.startsWith(`/${older.path}`), `${page} is no page of ${older.version}`);
    for (const name of [latest.version, 'latest', 'LATEST', ` ${latest.version} `]) {
      assert.equal((await callTool(server.client, 'search_docs', {...CALLS.search_docs, version: name})).text, byDefault.text, name);
    }
    const before = site.requests.length;
    const inOlder = await callTool(server.client, 'search_docs', {...CALLS.search_docs, version: older.version});
    assert.equal(inOlder.isError, false, inOlder.text);
    assert.match(inOlder.text, new RegExp(`^3 pages for .* in docs version ${older.version} \\(versions on the site: `));
    const pages = returnedPages(inOlder.text);
    assert.equal(pages.length, 3);
    for (const page of sitePaths(inOlder.text, site.origin)) assert.ok(page.startsWith(`/${older.path}`), `${page} is a page of ${older.version}`);
    const asked = site.requests.slice(before);
    assert.ok(asked.includes(`/${older.searchIndex}`), `read ${older.searchIndex}: ${asked.join(', ')}`);
    assert.ok(!asked.includes(`/${latest.searchIndex}`), 'and not the latest index again');
    assert.equal(site.requests.filter((request) => request === '/docs-versions.json').length, 1, 'the versions are read once per session');
  });

  test('read_page reads a path in the version asked for, and a path in a version folder as that version', async () => {
    const olderTwin = twin(`${older.path}evaluation/overview.md`);
    const expected = `Source: ${site.origin}/${older.path}evaluation/overview (docs version ${older.version})\n\n${olderTwin}`;
    for (const args of [
      {url_or_path: '/evaluation/overview', version: older.version},
      {url_or_path: `${site.origin}/evaluation/overview`, version: older.version},
      {url_or_path: `/${older.path}evaluation/overview`},
      {url_or_path: `/${older.path}evaluation/overview`, version: older.version},
      {url_or_path: `${site.origin}/${older.path}evaluation/overview/`},
    ]) {
      const page = await callTool(server.client, 'read_page', args);
      assert.equal(page.isError, false, `${JSON.stringify(args)}: ${page.text.slice(0, 200)}`);
      assert.equal(page.text, expected, JSON.stringify(args));
    }
    const latestPage = `Source: ${site.origin}/evaluation/overview (${latestLabel()})\n\n${twin('evaluation/overview.md')}`;
    assert.equal((await callTool(server.client, 'read_page', {url_or_path: '/evaluation/overview'})).text, latestPage);
    assert.equal((await callTool(server.client, 'read_page', {url_or_path: '/evaluation/overview', version: 'latest'})).text, latestPage);
    assert.notEqual(olderTwin, twin('evaluation/overview.md'), 'the two versions of the page differ, or this test proves nothing');
    // The version's home, and one section of a page in it.
    const home = await callTool(server.client, 'read_page', {url_or_path: '/', version: older.version});
    assert.equal(home.text, `Source: ${site.origin}/${older.path.slice(0, -1)} (docs version ${older.version})\n\n${twin(`${older.path.slice(0, -1)}.md`)}`);
    const section = await callTool(server.client, 'read_page', {url_or_path: '/concepts/architecture#a-playground-run', version: older.version});
    assert.match(
      section.text,
      new RegExp(`^Source: ${site.origin}/${older.path}concepts/architecture#a-playground-run \\(docs version ${older.version}\\)\n\n## `),
    );
  });

  test('read_page refuses a path of one version read as another, saying which is which', async () => {
    for (const version of [latest.version, 'latest']) {
      const {text, isError} = await callTool(server.client, 'read_page', {url_or_path: `/${older.path}evaluation/overview`, version});
      assert.equal(isError, true, version);
      assert.equal(
        text,
        `"/${older.path}evaluation/overview" is a page of docs version ${older.version}, but version asks for ${latest.version}: leave version out to read it, ` +
          `or give the path without "/${older.path}" to read the same page in ${latest.version}.`,
      );
    }
    const missing = await callTool(server.client, 'read_page', {url_or_path: '/no/such/page', version: older.version});
    assert.equal(missing.isError, true);
    assert.match(missing.text, new RegExp(`^No page at ${site.origin}/${older.path}no/such/page: .*read in docs version ${older.version}, as asked`));
  });

  test("search_api and get_api_operation read the version's API description and link its reference pages", async () => {
    for (const version of [latest, older]) {
      const list = await callTool(server.client, 'search_api', {...CALLS.search_api, version: version.version});
      assert.equal(list.isError, false, list.text);
      assert.match(list.text, new RegExp(`^3 API operations for "create app" in docs version ${version.version}(, the latest)?, best first\\.`));
      assert.match(list.text, new RegExp(`\n  ${site.origin}/${version.path}reference/api/create-app\n`));
      const urls = sitePaths(list.text, site.origin);
      assert.equal(urls.length, 3);
      for (const url of urls) {
        assert.ok(url.startsWith(`/${version.path}reference/api/`), url);
        assert.ok(fs.existsSync(path.join(buildDir, `${url.slice(1)}.html`)), `${url} is a page of the build`);
      }
      const operation = await callTool(server.client, 'get_api_operation', {operation: 'POST /apps', version: version.version});
      assert.match(
        operation.text,
        new RegExp(
          `^# POST /apps\n\noperationId: create-app\nTags: .*\nPage: ${site.origin}/${version.path}reference/api/create-app\nFrom: docs version ${version.version}`,
        ),
      );
      assert.ok(site.requests.includes(`/${version.openapi}`), `read ${version.openapi}`);
    }
    assert.equal(
      (await callTool(server.client, 'search_api', CALLS.search_api)).text,
      (await callTool(server.client, 'search_api', {...CALLS.search_api, version: latest.version})).text,
      'the latest by default',
    );
    // An operation the latest API has and the older one has not.
    const newer = JSON.parse(twin(latest.openapi)) as {paths: Record<string, Record<string, {operationId?: string}>>};
    const previous = JSON.stringify(JSON.parse(twin(older.openapi)));
    const onlyLatest = Object.values(newer.paths)
      .flatMap((item) => Object.values(item).map((op) => op.operationId))
      .find((id) => id && !previous.includes(`"operationId":"${id}"`));
    assert.ok(onlyLatest, `an operation only ${latest.version} has`);
    assert.equal((await callTool(server.client, 'get_api_operation', {operation: onlyLatest})).isError, false);
    const absent = await callTool(server.client, 'get_api_operation', {operation: onlyLatest, version: older.version});
    assert.equal(absent.isError, true);
    assert.match(absent.text, new RegExp(`^No operation "${onlyLatest}" in the API reference of docs version ${older.version}\\.`));
  });

  test('an unknown version is a tool error that lists the versions, on every tool', async () => {
    for (const tool of TOOLS) {
      for (const version of ['0.99', '1', 'v9.9', 'current', '0.27.0']) {
        const {text, isError} = await callTool(server.client, tool, {...CALLS[tool], version});
        assert.equal(isError, true, `${tool} ${version}`);
        assert.equal(
          text,
          `No docs version "${version}" on this site. Its versions: ${latest.version} (latest), ${older.version}. Give one of them, or leave version out for the latest.`,
        );
      }
    }
    // A leading "v" names the same release.
    assert.equal((await callTool(server.client, 'search_api', {...CALLS.search_api, version: `v${older.version}`})).isError, false);
  });

  test('a hostile version is a clear tool error on every tool, and no request leaves the site', async () => {
    const before = site.requests.length;
    const cases: [string, RegExp][] = [
      ['../', /^No docs version "\.\.\/" on this site\. Its versions: /],
      ['..', /^No docs version "\.\." on this site/],
      ['%2e%2e', /^No docs version "%2e%2e" on this site/],
      [`../${older.version}`, /^No docs version/],
      ['__proto__', /^No docs version "__proto__" on this site/],
      ['constructor', /^No docs version "constructor" on this site/],
      ['toString', /^No docs version "toString"/],
      ['hasOwnProperty', /^No docs version "hasOwnProperty"/],
      ['x'.repeat(10_000), /A docs version is at most 20 characters/],
      ['', /Give a docs version such as "0\.27", or leave version out for the latest/],
      ['   ', /^No docs version " {3}" on this site/],
      ['0.27\u0000', /^No docs version/],
      ['http://evil.example', /^No docs version/],
    ];
    for (const tool of TOOLS) {
      for (const [version, message] of cases) {
        const {text, isError} = await callTool(server.client, tool, {...CALLS[tool], version});
        assert.equal(isError, true, `${tool} ${JSON.stringify(version.slice(0, 30))}`);
        assert.match(text, message, `${tool} ${JSON.stringify(version.slice(0, 30))}`);
        assert.ok(text.length < 500, `${tool}: an answer of ${text.length} characters`);
      }
    }
    for (const request of site.requests.slice(before)) assert.doesNotMatch(request, /\.\.|%2e|evil|proto|constructor/i);
    assert.equal((await callTool(server.client, 'read_page', CALLS.read_page)).isError, false, 'still serving');
  });
});

describe('a site without docs-versions.json (built before it existed)', () => {
  let site: Served;
  let server: Connected;

  before(async () => {
    site = await startServer(serveFiles(buildDir, (pathname) => (pathname === '/docs-versions.json' ? null : undefined)));
    server = await connect(['--site', site.origin]);
  });
  after(async () => {
    await server.close();
    await site.close();
  });

  test('is read as before: one version, its own index and openapi.json, and no version named in the answers', async () => {
    const search = await callTool(server.client, 'search_docs', CALLS.search_docs);
    assert.equal(search.isError, false, search.text);
    assert.match(search.text, /^3 pages for "custom evaluator python code", best first\. Read one/);
    assert.equal((await callTool(server.client, 'search_docs', {...CALLS.search_docs, version: 'latest'})).text, search.text);
    const page = await callTool(server.client, 'read_page', CALLS.read_page);
    assert.equal(page.text, `Source: ${site.origin}/evaluation/overview\n\n${twin('evaluation/overview.md')}`);
    // A path in a folder is read as it is, as before.
    const olderPage = await callTool(server.client, 'read_page', {url_or_path: `/${older.path}evaluation/overview`});
    assert.equal(olderPage.text, `Source: ${site.origin}/${older.path}evaluation/overview\n\n${twin(`${older.path}evaluation/overview.md`)}`);
    const operation = await callTool(server.client, 'get_api_operation', CALLS.get_api_operation);
    assert.match(operation.text, new RegExp(`^# POST /apps\n\noperationId: create-app\nTags: .*\nPage: ${site.origin}/reference/api/create-app\n\n`));
    const list = await callTool(server.client, 'search_api', CALLS.search_api);
    assert.match(list.text, /^3 API operations for "create app", best first\./);
    assert.ok(!site.requests.some((request) => request.includes(older.searchIndex) || request.includes(older.openapi)), 'only the files an older server read');
    assert.equal(site.requests.filter((request) => request === '/docs-versions.json').length, 1, 'the 404 is kept for the session');
  });

  test('a version other than "latest" is an error that says the site lists none', async () => {
    for (const tool of TOOLS) {
      const {text, isError} = await callTool(server.client, tool, {...CALLS[tool], version: older.version});
      assert.equal(isError, true, tool);
      assert.equal(
        text,
        `No docs version "${older.version}" on this site: it lists no versions (it publishes no docs-versions.json), so it is read as one; leave version out, or give "latest".`,
      );
    }
  });
});

describe('a hostile docs-versions.json', () => {
  let site: Served;
  let elsewhere: Served;
  let server: Connected;
  let versionsFile = '';

  before(async () => {
    elsewhere = await startServer((_request, response) => response.end('{}'));
    site = await startServer(serveFiles(buildDir, (pathname) => (pathname === '/docs-versions.json' ? versionsFile : undefined)));
    server = await connect(['--site', site.origin]);
  });
  after(async () => {
    await server.close();
    await site.close();
    await elsewhere.close();
  });

  const entry = (fields: Record<string, unknown>) => ({...latest, ...fields});
  const file = (versions: unknown) => JSON.stringify({versions});
  const other = () => elsewhere.origin.replace('127.0.0.1', 'localhost');
  const cases: [string, () => string, RegExp][] = [
    ['an index above the site', () => file([entry({searchIndex: '../search-index.json'})]), /"searchIndex" must be a JSON file of the site/],
    ['an index above the site, encoded', () => file([entry({searchIndex: '%2e%2e/search-index.json'})]), /"searchIndex" must be a JSON file of the site/],
    ['an index on another host', () => file([entry({searchIndex: `${other()}/search-index.json`})]), /"searchIndex" must be a JSON file of the site/],
    ['an index at a protocol-relative URL', () => file([entry({searchIndex: '//evil.example/search-index.json'})]), /"searchIndex" must be a JSON file/],
    ['an absolute path', () => file([entry({openapi: '/etc/passwd.json'})]), /"openapi" must be a JSON file of the site/],
    ['an API description on another host', () => file([entry({openapi: `${other()}/openapi.json`})]), /"openapi" must be a JSON file of the site/],
    ['a file that is not JSON', () => file([entry({openapi: 'openapi.yaml'})]), /"openapi" must be a JSON file/],
    ['a folder above the site', () => file([entry({}), entry({version: '0.1', latest: false, path: '../'})]), /"path" must be "" or a folder of the site/],
    ['a folder on another host', () => file([entry({}), entry({version: '0.1', latest: false, path: `${other()}/`})]), /"path" must be "" or a folder/],
    ['a version name with a slash', () => file([entry({version: '../0.28'})]), /"version" must be a name such as "0\.27"/],
    ['a version name of 10,000 characters', () => file([entry({version: 'x'.repeat(10_000)})]), /"version" must be a name such as "0\.27"/],
    ['a prototype name as the field', () => '{"__proto__": {"versions": []}}', /it has no "versions"/],
    ['fields only a prototype holds', () => `{"versions": [{"__proto__": ${JSON.stringify(latest)}}]}`, /version 1's "version" must be a name/],
    ['no latest', () => file([entry({latest: false})]), /exactly one version must be the latest \(0 are\)/],
    ['two latest', () => file([entry({}), entry({version: '0.1', path: '0.1/'})]), /exactly one version must be the latest \(2 are\)/],
    ['two versions of one name', () => file([entry({}), entry({latest: false, path: 'x/'})]), /two versions are named/],
    ['two versions in one folder', () => file([entry({}), entry({version: '0.1', latest: false})]), /two versions have the path ""/],
    ['an older version named latest', () => file([entry({}), entry({version: 'latest', latest: false, path: 'x/'})]), /"latest" names the latest version/],
    ['a list', () => '[]', /it has no "versions"/],
    ['versions that are not a list', () => '{"versions": {"0.27": {}}}', /"versions" must be a list of 1 to 100 versions/],
    ['no versions', () => file([]), /"versions" must be a list of 1 to 100 versions/],
    ['a version that is a string', () => file(['0.27']), /version 1 is not an object/],
    ['latest as a string', () => file([entry({latest: 'true'})]), /"latest" must be true or false/],
    ['not JSON', () => '{"versions": [', /it is not JSON/],
    ['HTML', () => '<!doctype html><html></html>', /it is not JSON/],
    [
      'a huge file',
      () => file([entry({padding: 'x'.repeat(MAX_VERSIONS_FILE_BYTES)})]),
      new RegExp(`docs-versions\\.json is larger than ${MAX_VERSIONS_FILE_BYTES} bytes; not read`),
    ],
  ];

  for (const [name, body, message] of cases) {
    test(`${name}: refused with what is wrong, by every tool`, async () => {
      versionsFile = body();
      for (const tool of TOOLS) {
        const {text, isError} = await callTool(server.client, tool, CALLS[tool]);
        assert.equal(isError, true, `${tool}: ${text.slice(0, 200)}`);
        assert.match(text, message, tool);
        if (!/larger than/.test(text)) assert.match(text, /docs-versions\.json is not a list of docs versions the server reads: /, tool);
      }
    });
  }

  test('no hostile list made the server ask another host, or a path above the site', () => {
    assert.deepEqual(elsewhere.requests, []);
    for (const request of site.requests) assert.doesNotMatch(request, /\.\.|%2e|passwd|evil/i);
  });

  test('a list refused, then fixed, is read on the next call: a failure is not kept for the session', async () => {
    versionsFile = '{"versions": [';
    assert.equal((await callTool(server.client, 'search_docs', CALLS.search_docs)).isError, true);
    versionsFile = fs.readFileSync(path.join(buildDir, 'docs-versions.json'), 'utf8');
    const search = await callTool(server.client, 'search_docs', {...CALLS.search_docs, version: older.version});
    assert.equal(search.isError, false, search.text);
    assert.ok(returnedPages(search.text).every((page) => page.startsWith(`/${older.path}`)));
  });
});
