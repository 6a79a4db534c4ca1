/**
 * The server as an assistant runs it: spawned over stdio and driven by the
 * MCP SDK's own client, against the site's build served on loopback, and
 * against stand-in servers that fail in each way a site can.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {parse} from 'yaml';

import {callTool, connect, latestLabel, REPO_ROOT, serveFiles, siteBuildDir, startServer, unusedPort, type Handler} from './support';

type Connected = Awaited<ReturnType<typeof connect>>;
type Served = Awaited<ReturnType<typeof startServer>>;

const buildDir = siteBuildDir();

/** The page URLs a search_docs answer lists, as site paths. */
function returnedPages(text: string): string[] {
  return [...text.matchAll(/^\d+\. .*?: (\S+)$/gm)].map((match) => new URL(match[1]!).pathname.replace(/\/$/, '') || '/');
}

describe('against the built site over HTTP', () => {
  let site: Served;
  let elsewhere: Served;
  let server: Connected;

  before(async () => {
    site = await startServer(serveFiles(buildDir));
    elsewhere = await startServer((_request, response) => response.end('should never be asked'));
    server = await connect(['--site', site.origin]);
  });
  after(async () => {
    await server.close();
    await site.close();
    await elsewhere.close();
  });

  test("lists the four tools, each with a description and its arguments' schema", async () => {
    const packageVersion = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'packages/mcp/package.json'), 'utf8')) as {version: string}).version;
    assert.deepEqual(server.client.getServerVersion(), {name: 'agenta-docs', version: packageVersion});
    const {tools} = await server.client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    assert.deepEqual([...byName.keys()].sort(), ['get_api_operation', 'read_page', 'search_api', 'search_docs']);
    for (const tool of tools) assert.ok((tool.description ?? '').length > 100, `${tool.name} has a description an assistant can act on`);
    const properties = (name: string) => byName.get(name)!.inputSchema.properties as Record<string, Record<string, unknown>>;
    assert.deepEqual(byName.get('search_docs')!.inputSchema.required, ['query']);
    assert.equal(properties('search_docs').query!.maxLength, 500);
    assert.deepEqual(
      [properties('search_docs').limit!.minimum, properties('search_docs').limit!.maximum, properties('search_docs').limit!.type],
      [1, 10, 'integer'],
    );
    assert.ok(properties('search_docs').section);
    assert.deepEqual(byName.get('read_page')!.inputSchema.required, ['url_or_path']);
    assert.ok(properties('read_page').heading);
    assert.deepEqual(byName.get('get_api_operation')!.inputSchema.required, ['operation']);
    assert.deepEqual([properties('search_api').limit!.minimum, properties('search_api').limit!.maximum], [1, 20]);
    for (const tool of tools) assert.equal(tool.annotations?.readOnlyHint, true);
  });

  test('search_docs returns an answering page among its first 5 for at least 95 % of the held-out reader questions', async () => {
    const questions = parse(fs.readFileSync(path.join(REPO_ROOT, 'tests/ask-ai/questions.yaml'), 'utf8')) as {question: string; pages: string[]}[];
    const misses: string[] = [];
    for (const {question, pages} of questions) {
      const {text, isError} = await callTool(server.client, 'search_docs', {query: question});
      assert.equal(isError, false, text);
      const returned = returnedPages(text);
      assert.ok(returned.length <= 5);
      if (!pages.some((page) => returned.includes(page))) misses.push(question);
    }
    const recall = (questions.length - misses.length) / questions.length;
    assert.ok(recall >= 0.95, `recall@5 ${recall.toFixed(3)}; missed:\n${misses.join('\n')}`);
  });

  test('search_docs gives each page its title, section, URL on the site, and a section path, anchor and passage', async () => {
    const {text, isError} = await callTool(server.client, 'search_docs', {query: 'custom evaluator python code', limit: 3});
    assert.equal(isError, false, text);
    assert.equal(returnedPages(text).length, 3);
    assert.match(text, new RegExp(`^1\\. .+ \\(Evaluation\\): ${site.origin}/evaluation/`, 'm'));
    assert.match(text, new RegExp(`^ {3}- .+ › .+: ${site.origin}/\\S+#\\S+$`, 'm'), 'a section path with its anchor');
    assert.match(text, /^ {5}.*\*\*\w+\*\*/m, 'a passage with the query words in bold');
  });

  test('search_docs reads the manifest once and each index part once per session', async () => {
    const query = 'trace a langchain app with opentelemetry';
    const before = site.requests.length;
    const first = await callTool(server.client, 'search_docs', {query});
    // The list of versions, if no call before this one read it, is read once for the session too.
    const partsRead = site.requests.slice(before).filter((request) => request !== '/docs-versions.json');
    assert.ok(
      partsRead.every((request) => request.startsWith('/search-index')),
      `only the index: ${partsRead.join(', ')}`,
    );
    assert.equal(new Set(partsRead).size, partsRead.length, 'no part twice');
    const again = await callTool(server.client, 'search_docs', {query});
    assert.equal(again.text, first.text);
    assert.equal(
      site.requests.slice(before).filter((request) => request !== '/docs-versions.json').length,
      partsRead.length,
      'the same query again downloads nothing',
    );
    assert.equal(site.requests.filter((request) => request === '/search-index.json').length, 1);
  });

  test('search_docs stays within 8,000 characters, and says when it cut passages', async () => {
    const {text} = await callTool(server.client, 'search_docs', {query: 'evaluation', limit: 10});
    assert.ok(text.length <= 8000, `${text.length} characters`);
    assert.equal(returnedPages(text).length, 10);
    if (text.length > 7000) assert.match(text, /\[Cut: passages shortened/);
  });

  test('search_docs keeps to a section, and an unknown section gets the list of sections', async () => {
    const {text} = await callTool(server.client, 'search_docs', {query: 'deploy', section: 'self-hosting', limit: 5});
    const firstLines = text.split('\n').filter((line) => /^\d+\. /.test(line));
    assert.ok(firstLines.length > 0);
    for (const line of firstLines) assert.match(line, /\(Self-hosting\)/);
    const unknown = await callTool(server.client, 'search_docs', {query: 'deploy', section: 'Gardening'});
    assert.equal(unknown.isError, true);
    assert.match(unknown.text, /Unknown section "Gardening"\. The sections are: .*"Self-hosting"/);
  });

  test('read_page returns the Markdown twin, from a path, a URL on the site or the root', async () => {
    const twin = fs.readFileSync(path.join(buildDir, 'concepts/architecture.md'), 'utf8');
    const byPath = await callTool(server.client, 'read_page', {url_or_path: '/concepts/architecture'});
    assert.equal(byPath.isError, false, byPath.text);
    assert.equal(byPath.text, `Source: ${site.origin}/concepts/architecture (${latestLabel()})\n\n${twin}`);
    const byUrl = await callTool(server.client, 'read_page', {url_or_path: `${site.origin}/concepts/architecture/`});
    assert.equal(byUrl.text, byPath.text);
    const root = await callTool(server.client, 'read_page', {url_or_path: '/'});
    assert.equal(root.text, `Source: ${site.origin}/ (${latestLabel()})\n\n${fs.readFileSync(path.join(buildDir, 'index.md'), 'utf8')}`);
  });

  test('read_page returns one section, by heading text or by anchor, and lists the headings for an unknown one', async () => {
    const byHeading = await callTool(server.client, 'read_page', {url_or_path: '/concepts/architecture', heading: 'a playground RUN'});
    assert.match(byHeading.text, new RegExp(`^Source: ${site.origin}/concepts/architecture#a-playground-run \\(${latestLabel()}\\)\n\n## A playground run\n`));
    assert.doesNotMatch(byHeading.text, /^## Serving your own code/m);
    const byAnchor = await callTool(server.client, 'read_page', {url_or_path: '/concepts/architecture#a-playground-run'});
    assert.equal(byAnchor.text, byHeading.text);
    const unknown = await callTool(server.client, 'read_page', {url_or_path: '/concepts/architecture', heading: 'Nothing like this'});
    assert.equal(unknown.isError, true);
    assert.match(
      unknown.text,
      /No heading "Nothing like this".*Its headings:\n- The services and how they talk to each other \(#the-services-and-how-they-talk-to-each-other\)/s,
    );
  });

  test('every section search_docs links to is found by read_page', async () => {
    const {text} = await callTool(server.client, 'search_docs', {query: 'deploy a variant to production', limit: 10});
    const anchored = [...text.matchAll(/^ {3}- .*?: (\S+#\S+)$/gm)].map((match) => match[1]!);
    assert.ok(anchored.length >= 5);
    for (const url of anchored) {
      const section = await callTool(server.client, 'read_page', {url_or_path: url});
      assert.equal(section.isError, false, `${url}: ${section.text.slice(0, 300)}`);
    }
  });

  test('get_api_operation describes an operation by operationId and by "METHOD /path"', async () => {
    const byId = await callTool(server.client, 'get_api_operation', {operation: 'create-app'});
    assert.equal(byId.isError, false, byId.text);
    assert.match(byId.text, /^# POST \/apps\n/);
    assert.match(byId.text, new RegExp(`Page: ${site.origin}/reference/api/create-app\n`));
    assert.match(byId.text, /## Request body \(required\)[\s\S]*`app_name` \(string, required\)/);
    assert.match(byId.text, /## Responses\n\n- 200: [\s\S]*`app_id` \(string, required\)/);
    assert.match(byId.text, /## Error responses\n\n- 401: [\s\S]*- 422: [\s\S]*`loc`/);
    const byRoute = await callTool(server.client, 'get_api_operation', {operation: 'post /apps'});
    assert.equal(byRoute.text, byId.text);
    const withParameter = await callTool(server.client, 'get_api_operation', {operation: 'DELETE /apps/{app_id}'});
    assert.match(withParameter.text, /^# DELETE \/apps\/\{app_id\}[\s\S]*## Parameters\n\n- `app_id` \(path, string, required\)/);
  });

  test('get_api_operation suggests close matches for an unknown operation', async () => {
    const {text, isError} = await callTool(server.client, 'get_api_operation', {operation: 'create-apps'});
    assert.equal(isError, true);
    assert.match(text, /No operation "create-apps"[\s\S]*Close matches:\n- create-app \(POST \/apps\)/);
  });

  test('search_api finds an operation by the words of its summary and path', async () => {
    const {text, isError} = await callTool(server.client, 'search_api', {query: 'create app'});
    assert.equal(isError, false, text);
    const first = text.split('\n').find((line) => line.startsWith('- '));
    assert.equal(first, '- POST /apps (create-app): Create an app');
    assert.match(text, new RegExp(`\n  ${site.origin}/reference/api/create-app\n`));
    const limited = await callTool(server.client, 'search_api', {query: 'variant', limit: 3});
    assert.equal(limited.text.split('\n').filter((line) => line.startsWith('- ')).length, 3);
  });

  test('bad input gets a clear tool error and no request leaves the site', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['search_docs', {query: ''}, /The query is empty/],
      ['search_docs', {query: '   '}, /The query is empty/],
      ['search_docs', {query: 'x'.repeat(10_000)}, /The query is longer than 500 characters/],
      ['search_docs', {query: 'deploy', limit: 50}, /limit/],
      ['read_page', {url_or_path: '../../etc/passwd'}, /leaves the site/],
      ['read_page', {url_or_path: '/concepts/%2e%2e/%2e%2e/etc/passwd'}, /leaves the site/],
      ['read_page', {url_or_path: `${elsewhere.origin.replace('127.0.0.1', 'localhost')}/concepts/architecture`}, /not on the docs site/],
      ['read_page', {url_or_path: 'https://evil.example/concepts/architecture'}, /not on the docs site/],
      ['read_page', {url_or_path: 'file:///etc/passwd'}, /not on the docs site/],
      ['read_page', {url_or_path: '//evil.example/x'}, /another host/],
      ['read_page', {url_or_path: 'javascript:alert(1)'}, /not on the docs site/],
      ['read_page', {url_or_path: '/no/such/page'}, /No page at .*\/no\/such\/page/],
      ['get_api_operation', {operation: ''}, /Name an operation/],
      ['read_page', {url_or_path: ''}, /Give a page/],
      ['search_api', {query: '!!!'}, /no words/],
    ];
    const before = site.requests.length;
    for (const [tool, args, message] of cases) {
      const {text, isError} = await callTool(server.client, tool, args);
      assert.equal(isError, true, `${tool} ${JSON.stringify(args).slice(0, 80)} should fail`);
      assert.match(text, message, `${tool} ${JSON.stringify(args).slice(0, 80)}`);
    }
    assert.deepEqual(elsewhere.requests, []);
    for (const request of site.requests.slice(before)) assert.doesNotMatch(request, /\.\.|%2e|passwd/i);
  });
});

describe('against sites that fail', () => {
  const call = async (origin: string, tool: string, args: Record<string, unknown>) => {
    const server = await connect(['--site', origin]);
    try {
      return await callTool(server.client, tool, args);
    } finally {
      await server.close();
    }
  };

  test('an unreachable site', async () => {
    const origin = `http://127.0.0.1:${await unusedPort()}`;
    for (const [tool, args] of [
      ['search_docs', {query: 'deploy'}],
      ['read_page', {url_or_path: '/concepts/architecture'}],
      ['search_api', {query: 'app'}],
    ] as const) {
      const {text, isError} = await call(origin, tool, args);
      assert.equal(isError, true);
      assert.match(text, new RegExp(`The docs site ${origin}/ could not be reached \\(ECONNREFUSED\\)`));
    }
  });

  test('a site that answers 500, or 404, to everything', async () => {
    const failing = await startServer((_request, response) => {
      response.statusCode = 500;
      response.end('oops');
    });
    const missing = await startServer((_request, response) => {
      response.statusCode = 404;
      response.end('no');
    });
    try {
      // The list of versions is the first file each tool reads.
      assert.match((await call(failing.origin, 'search_docs', {query: 'deploy'})).text, /answered HTTP 500 for .*docs-versions\.json/);
      assert.match((await call(failing.origin, 'get_api_operation', {operation: 'list-apps'})).text, /answered HTTP 500 for .*docs-versions\.json/);
      assert.match((await call(missing.origin, 'search_docs', {query: 'deploy'})).text, /Not found on the docs site: .*search-index\.json \(HTTP 404\)/);
      assert.match((await call(missing.origin, 'get_api_operation', {operation: 'list-apps'})).text, /publishes no openapi\.json/);
    } finally {
      await failing.close();
      await missing.close();
    }
  });

  test('a manifest or an index part that does not parse, and a manifest of another format version', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as {version: number};
    // Sites of one version, which list none: what they serve is read as the site's index and openapi.json.
    const unlisted =
      (handler: Handler): Handler =>
      (request, response) => {
        if (request.url === '/docs-versions.json') {
          response.statusCode = 404;
          response.end('no');
        } else handler(request, response);
      };
    const garbage = await startServer(
      unlisted((request, response) => {
        if (request.url === '/search-index.json') response.end('{"version": 4, "sec');
        else response.end('not json');
      }),
    );
    const brokenParts = await startServer(
      unlisted((request, response) => {
        if (request.url === '/search-index.json') response.end(JSON.stringify(manifest));
        else response.end('{"terms": [');
      }),
    );
    const newer = await startServer(unlisted((_request, response) => response.end(JSON.stringify({...manifest, version: manifest.version + 1}))));
    try {
      assert.match((await call(garbage.origin, 'search_docs', {query: 'deploy'})).text, /search-index\.json is not JSON/);
      assert.match((await call(garbage.origin, 'search_api', {query: 'app'})).text, /openapi\.json is not JSON/);
      const part = await call(brokenParts.origin, 'search_docs', {query: 'deploy'});
      assert.equal(part.isError, true);
      assert.match(part.text, /The search index of .* could not be read: .*JSON/);
      assert.equal(
        (await call(newer.origin, 'search_docs', {query: 'deploy'})).text,
        `This server reads index format ${manifest.version}; the site serves ${manifest.version + 1}, a newer one: update the server (\`npx -y @agenta-docs/mcp@latest\`) or point it at a site built with the same version of @agenta-docs/search.`,
      );
    } finally {
      await garbage.close();
      await brokenParts.close();
      await newer.close();
    }
  });

  test('a redirect off the site is not followed', async () => {
    const elsewhere = await startServer((_request, response) => response.end('{}'));
    const redirecting = await startServer((_request, response) => {
      response.statusCode = 302;
      response.setHeader('Location', `${elsewhere.origin.replace('127.0.0.1', 'localhost')}/search-index.json`);
      response.end();
    });
    try {
      const {text, isError} = await call(redirecting.origin, 'search_docs', {query: 'deploy'});
      assert.equal(isError, true);
      assert.match(text, /redirects off the docs site/);
      assert.deepEqual(elsewhere.requests, []);
    } finally {
      await elsewhere.close();
      await redirecting.close();
    }
  });
});

describe('reading a build folder (--dir)', () => {
  let server: Connected;
  before(async () => {
    server = await connect(['--dir', buildDir, '--site', 'https://docs.example.test']);
  });
  after(() => server.close());

  test('searches, reads pages and the API reference from the folder, with links on --site', async () => {
    const search = await callTool(server.client, 'search_docs', {query: 'self-host architecture services'});
    assert.equal(search.isError, false, search.text);
    assert.match(search.text, /^1\. .*: https:\/\/docs\.example\.test\//m);
    const page = await callTool(server.client, 'read_page', {
      url_or_path: 'https://docs.example.test/concepts/architecture#the-services-and-how-they-talk-to-each-other',
    });
    assert.match(
      page.text,
      new RegExp(
        `^Source: https://docs\\.example\\.test/concepts/architecture#the-services-and-how-they-talk-to-each-other \\(${latestLabel()}\\)\n\n## The services and how they talk to each other`,
      ),
    );
    const operation = await callTool(server.client, 'get_api_operation', {operation: 'GET /apps'});
    assert.match(operation.text, /^# GET \/apps\n\noperationId: list-apps/);
    const outside = await callTool(server.client, 'read_page', {url_or_path: '/../package.json'});
    assert.equal(outside.isError, true);
  });
});
