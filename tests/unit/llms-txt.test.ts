import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import zlib from 'node:zlib';

import {fromHtml} from 'hast-util-from-html';

import {decodeApiOperation, routesToExport, sectionRoutes} from '../../src/plugins/llms-txt';
import {htmlToMarkdown} from '../../src/plugins/llms-txt/html-to-markdown';
import {firstSentence, formatLlmsFull, formatLlmsTxt} from '../../src/plugins/llms-txt/llms-txt';
import {operationToMarkdown, typeLabel, type OpenApiSpec} from '../../src/plugins/llms-txt/openapi-to-markdown';
import {hasMarkdownTwin, markdownTwinPath} from '../../src/lib/shared/markdownTwinPath';
import {llmsTxtAssistantNote} from '../../config/assistants';

const fixturePage = fs.readFileSync(path.resolve(__dirname, '../fixtures/llms-txt/doc-page.html'), 'utf8');

test('a built docs page becomes Markdown without navigation, HTML or heading anchors', () => {
  const {title, markdown} = htmlToMarkdown(fromHtml(fixturePage), {
    pageUrl: 'https://docs.example.com/guide/fixture',
    mermaidSources: ['flowchart LR\n  A --> B'],
  });
  assert.equal(title, 'Fixture page');
  assert.equal(
    markdown,
    [
      '# Fixture page',
      '',
      'Read the [setup guide](https://docs.example.com/guide/intro#setup) first. Then [install](https://docs.example.com/guide/fixture#install).',
      '',
      '## Install',
      '',
      '| Option | Default |',
      '| - | - |',
      '| `--port` | 3000 |',
      '',
      '> **Warning**',
      '>',
      '> Stop the server first.',
      '',
      '```python title="app.py"',
      'import agenta as ag',
      '',
      'ag.init()',
      '```',
      '',
      '**pip**',
      '',
      '```bash',
      'pip install agenta',
      '```',
      '',
      '**poetry**',
      '',
      '```bash',
      'poetry add agenta',
      '```',
      '',
      '```mermaid',
      'flowchart LR',
      '  A --> B',
      '```',
      '',
      'The diagram above shows the flow. ![Request flow](https://docs.example.com/img/flow.png)',
      '',
    ].join('\n'),
  );
});

test('Mermaid diagrams are dropped, not guessed, when the drawn diagrams do not match the sources', () => {
  const {markdown} = htmlToMarkdown(fromHtml(fixturePage), {
    pageUrl: 'https://docs.example.com/guide/fixture',
    mermaidSources: ['flowchart LR\n  A --> B', 'flowchart LR\n  C --> D'],
  });
  assert.doesNotMatch(markdown, /```mermaid/);
  assert.doesNotMatch(markdown, /Flowchart: A; B/);
  assert.match(markdown, /The diagram above shows the flow\./);
});

test('a page without a docs container uses its main column (blog posts, custom pages)', () => {
  const html =
    '<html><body><nav>Menu</nav><main><article><header><h1>v1.0</h1><time datetime="2024-01-01">January 1, 2024</time></header>' +
    '<div class="markdown"><p>First <em>release</em>.</p></div></article>' +
    '<nav class="pagination-nav"><a href="/older">Older post</a></nav></main><footer>Site footer</footer></body></html>';
  assert.equal(htmlToMarkdown(fromHtml(html), {pageUrl: 'https://docs.example.com/changelog/v1'}).markdown, '# v1.0\n\nJanuary 1, 2024\n\nFirst _release_.\n');
});

test('the Markdown twin of a page is its path plus .md, index.md for a folder path', () => {
  assert.equal(markdownTwinPath('/evaluation/overview'), '/evaluation/overview.md');
  assert.equal(markdownTwinPath('/'), '/index.md');
  assert.equal(markdownTwinPath('/docs/'), '/docs/index.md');
});

test("every route gets a twin but the not-found pages (the site's and an older version's) and the search page, and the page head agrees", () => {
  const routes = ['/docs/', '/docs/intro', '/docs/unlisted-page', '/docs/404.html', '/docs/0.27/404.html', '/docs/search'];
  assert.deepEqual(routesToExport([...routes, '/docs/intro'], '/docs/'), ['/docs/', '/docs/intro', '/docs/unlisted-page']);
  // The <link rel="alternate"> of every page asks hasMarkdownTwin: the same answer for each route.
  assert.deepEqual(
    routes.filter((route) => hasMarkdownTwin(route, '/docs/')),
    routesToExport(routes, '/docs/'),
  );
  assert.equal(hasMarkdownTwin('/search', '/'), false);
  assert.equal(hasMarkdownTwin('/docs/search', '/'), true, 'only the search page at the base URL is left out');
});

test('the llms.txt note on the MCP server names the package, the command, the four tools and the set-up page', () => {
  const note = llmsTxtAssistantNote('https://docs.example.com', '/docs/');
  assert.match(note, /`@agenta-docs\/mcp`/);
  // Until the package is on the registry: the tarball this copy of the site publishes, which reads this copy.
  assert.match(note, /`npx -y https:\/\/docs\.example\.com\/docs\/mcp\/agenta-docs-mcp-\d+\.\d+\.\d+\.tgz`/);
  // Published: another copy of the site than the server's built-in one is named, base path included.
  assert.match(llmsTxtAssistantNote('https://docs.example.com', '/docs/', true), /`npx -y @agenta-docs\/mcp --site https:\/\/docs\.example\.com\/docs\/`/);
  assert.match(llmsTxtAssistantNote('https://docs.example.com', '/', true), /`npx -y @agenta-docs\/mcp --site https:\/\/docs\.example\.com\/`/);
  assert.match(llmsTxtAssistantNote('https://docs.agenta.ai', '/docs/', true), /`npx -y @agenta-docs\/mcp --site https:\/\/docs\.agenta\.ai\/docs\/`/);
  // The public site, which the published server reads by default: the plain command.
  assert.match(llmsTxtAssistantNote('https://docs.agenta.ai', '/', true), /started over stdio with `npx -y @agenta-docs\/mcp` \(/);
  for (const tool of ['search_docs', 'read_page', 'get_api_operation', 'search_api']) assert.ok(note.includes(`\`${tool}\``), tool);
  assert.match(note, /\(https:\/\/docs\.example\.com\/docs\/getting-started\/ai-assistants\.md\)/);
});

test('llms.txt has the name, the summary as a quote, details, then linked sections', () => {
  const text = formatLlmsTxt({
    name: 'Example docs',
    summary: 'Example is a tool\nfor `examples`.',
    details: 'Every page is also Markdown.',
    sections: [
      {
        title: 'Docs',
        links: [
          {title: 'Intro', url: 'https://docs.example.com/index.md', description: 'Start here.'},
          {title: 'Setup [beta]', url: 'https://docs.example.com/setup.md'},
        ],
      },
      {title: 'Empty', links: []},
      {
        title: 'Optional',
        links: [{title: 'Archive', url: 'https://docs.example.com/archive.md', description: 'All posts.'}],
      },
    ],
  });
  assert.equal(
    text,
    [
      '# Example docs',
      '',
      '> Example is a tool for `examples`.',
      '',
      'Every page is also Markdown.',
      '',
      '## Docs',
      '',
      '- [Intro](https://docs.example.com/index.md): Start here.',
      '- [Setup \\[beta\\]](https://docs.example.com/setup.md)',
      '',
      '## Optional',
      '',
      '- [Archive](https://docs.example.com/archive.md): All posts.',
      '',
    ].join('\n'),
  );
});

test('llms-full.txt puts every page after the summary, each with its URL under its title', () => {
  const text = formatLlmsFull({name: 'Example docs', summary: 'A tool.'}, [
    {url: 'https://docs.example.com/', markdown: '# Intro\n\nHello.\n'},
    {url: 'https://docs.example.com/setup', markdown: '# Setup\n\n## Steps\n\nRun it.\n'},
  ]);
  assert.equal(
    text,
    '# Example docs\n\n> A tool.\n\n# Intro\n\nSource: <https://docs.example.com/>\n\nHello.\n\n' +
      '# Setup\n\nSource: <https://docs.example.com/setup>\n\n## Steps\n\nRun it.\n',
  );
});

test('a page without a front matter description is described by its first sentence', () => {
  assert.equal(firstSentence('# List apps\n\n## GET /apps\n\nReturns the `apps` you can see. On Cloud, pass\na workspace.'), 'Returns the apps you can see.');
  assert.equal(firstSentence('# Title only\n'), '');
});

test("a long page's first sentence is the same when a block or a reference definition runs past its opening", () => {
  const filler = Array.from({length: 300}, (_, i) => `line ${i} of the example`).join('\n');
  // A code fence that starts in the opening and ends after it: the paragraph after the fence is the first.
  const afterFence = `# Long page\n\n\`\`\`text\n${filler}\n\n${filler}\n\`\`\`\n\nThe text after the code. More.\n\n${filler}\n`;
  assert.ok(afterFence.indexOf('The text after') > 4000);
  assert.equal(firstSentence(afterFence), 'The text after the code.');
  // A reference defined at the end changes how the first paragraph reads.
  const referenced = `# Long page\n\nSee [the guide][guide] first. Then go on.\n\n${filler.replace(/\n/g, '\n\n')}\n\n[guide]: https://example.com/guide\n`;
  assert.ok(referenced.length > 4000);
  assert.equal(firstSentence(referenced), 'See the guide first.');
});

const spec: OpenApiSpec = {
  servers: [{url: 'https://api.example.com', description: 'Cloud'}],
  security: [{ApiKey: []}],
  paths: {
    '/apps/{app_id}': {
      put: {
        summary: 'Rename an app',
        description: 'Renames one app.\nThe old name is freed.',
        operationId: 'rename-app',
        parameters: [
          {$ref: '#/components/parameters/AppId'},
          {name: 'dry_run', in: 'query', required: true, schema: {type: 'boolean', default: false}, example: true},
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {$ref: '#/components/schemas/Rename'},
              example: {app_name: "Bob's app"},
            },
          },
        },
        responses: {
          '200': {
            description: 'The renamed app.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/App'}, example: {app_id: 'a1'}}},
          },
          '404': {description: 'No such app.'},
        },
      },
    },
  },
  components: {
    securitySchemes: {ApiKey: {type: 'apiKey', in: 'header', name: 'Authorization'}},
    parameters: {
      AppId: {name: 'app_id', in: 'path', required: true, description: 'ID of the app.', schema: {type: 'string'}, example: 'a1'},
    },
    schemas: {
      Rename: {
        type: 'object',
        required: ['app_name'],
        properties: {app_name: {type: 'string', description: 'New name.'}},
      },
      App: {type: 'object', properties: {app_id: {type: 'string', description: 'ID.'}}},
    },
  },
};

test('an API operation page is built from the OpenAPI description, with one curl request', () => {
  const {title, markdown} = operationToMarkdown(spec, 'put', '/apps/{app_id}');
  assert.equal(title, 'Rename an app');
  const headings = markdown.split('\n').filter((line) => line.startsWith('#'));
  assert.deepEqual(headings, [
    '# Rename an app',
    '## PUT /apps/{app_id}',
    '## Request',
    '### Parameters',
    '### Body',
    '### Example request',
    '## Responses',
    '### 200',
    '### 404',
  ]);
  assert.match(markdown, /Base URL: `https:\/\/api\.example\.com` \(Cloud\)\./);
  assert.match(markdown, /Authentication: an API key in the header `Authorization` \(`ApiKey`\)\./);
  assert.match(markdown, /\| `app_id` \| path \| string \| yes \| ID of the app\. Example: `a1`\. \|/);
  assert.match(markdown, /\| `dry_run` \| query \| boolean \| yes \| Default: `false`\. Example: `true`\. \|/);
  assert.match(markdown, /\| `app_name` \| string \| yes \| New name\. \|/);
  assert.ok(
    markdown.includes(
      [
        '```bash',
        "curl -X PUT 'https://api.example.com/apps/a1?dry_run=true' \\",
        "  -H 'Authorization: <your-api-key>' \\",
        "  -H 'Content-Type: application/json' \\",
        "  --data '{",
        `  "app_name": "Bob'\\''s app"`,
        "}'",
        '```',
      ].join('\n'),
    ),
  );
  assert.throws(() => operationToMarkdown(spec, 'get', '/nowhere'), /No operation GET \/nowhere/);
});

test('schema types read as short labels', () => {
  assert.equal(typeLabel({type: 'array', items: {$ref: '#/components/schemas/App'}}), 'array of App');
  assert.equal(typeLabel({anyOf: [{type: 'string'}, {type: 'integer'}]}), 'string | integer');
  assert.equal(typeLabel({type: 'string', format: 'date-time'}), 'string (date-time)');
  assert.equal(typeLabel({type: 'object', additionalProperties: {type: 'number'}}), 'map of number');
  assert.equal(typeLabel(undefined), 'any');
});

test("a section lists the docs the sidebars place in it, in sidebar order, a category's own page first", () => {
  const doc = (id: string) => ({id, permalink: `/${id}`});
  const docs = {
    loadedVersions: [
      {
        isLast: true,
        docs: ['intro', 'api/index', 'api/list', 'cli/init', 'guide'].map(doc),
        sidebars: {
          reference: [
            {
              type: 'category',
              label: 'API',
              link: {type: 'doc', id: 'api/index'},
              items: [{type: 'doc', id: 'api/list'}, {type: 'link'}, {type: 'ref', id: 'guide'}],
            },
            {type: 'category', label: 'CLI', items: [{type: 'doc', id: 'cli/init'}]},
          ],
          guides: [{type: 'doc', id: 'guide'}],
        },
      },
    ],
  } as never;
  const blogs = {default: {blogPosts: [{metadata: {permalink: '/changelog/v1'}}]}} as never;
  assert.deepEqual(
    sectionRoutes(docs, blogs, [
      {title: 'API', sidebar: 'reference', category: 'API'},
      {title: 'Reference', sidebar: 'reference'},
      {title: 'Guides', sidebar: 'guides'},
      {title: 'Changelog', blogPluginId: 'default'},
    ]),
    [
      // A `ref` links to a doc of another sidebar without placing it here.
      {title: 'API', routes: ['/api/index', '/api/list']},
      {title: 'Reference', routes: ['/api/index', '/api/list', '/cli/init']},
      {title: 'Guides', routes: ['/guide']},
      {title: 'Changelog', routes: ['/changelog/v1']},
    ],
  );
  assert.throws(
    () => sectionRoutes(docs, blogs, [{title: 'SDK', sidebar: 'reference', category: 'SDK'}]),
    /sidebar "reference" has no top-level category "SDK"/,
  );
});

test('the operation of a generated API page is read from its compressed front matter', () => {
  const api = zlib.deflateSync(JSON.stringify({method: 'get', path: '/apps', operationId: 'list-apps'}));
  assert.deepEqual(decodeApiOperation(api.toString('base64')), {method: 'get', path: '/apps'});
  assert.equal(decodeApiOperation(undefined), undefined);
});

test('the operation of an API page generated uncompressed (the api-reference plugin) is read as it is', () => {
  assert.deepEqual(decodeApiOperation({method: 'post', path: '/apps', operationId: 'create-app'}), {method: 'post', path: '/apps'});
  assert.equal(decodeApiOperation({operationId: 'no-method'}), undefined);
});
