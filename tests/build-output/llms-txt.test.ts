/**
 * Checks the Markdown the llms-txt plugin wrote into the production build:
 * `npm run build` first (scripts/test.sh runs this right after the build).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import type {Element, Root as HastRoot} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {matches, select, selectAll} from 'hast-util-select';
import {toString as hastToString} from 'hast-util-to-string';
import type {Code, Heading, Link, Nodes, Paragraph, Root as MdastRoot} from 'mdast';
import {toString as mdastToString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {parse as parseYaml} from 'yaml';

import {mcpInstallLinks, mcpServerCommand} from '../../config/assistants';
import {markdownTwinPath} from '../../src/lib/shared/markdownTwinPath';
import {listDocPages} from '../support/content';
import {displayedPath} from '../support/openapi';
import {docsVersions} from '../../config/versions';

const buildDir = path.resolve(__dirname, '../../build');
const baseUrl = process.env.DOCS_BASE_URL ?? '/';

if (!fs.existsSync(path.join(buildDir, 'sitemap.xml'))) {
  throw new Error(`No production build in ${buildDir}: run "npm run build" before these tests.`);
}

/** Page paths of the sitemap, but the search page and the not-found page. */
const sitemapPaths = selectAll('loc', fromHtml(read('sitemap.xml')))
  .map((loc) => new URL(hastToString(loc).trim()).pathname)
  .filter((pagePath) => !['search', '404', '404.html'].includes(pagePath.slice(baseUrl.length)));
const siteOrigin = new URL(hastToString(select('loc', fromHtml(read('sitemap.xml')))!).trim()).origin;

function read(relative: string): string {
  return fs.readFileSync(path.join(buildDir, relative), 'utf8');
}

function twinFile(pagePath: string): string {
  return markdownTwinPath(pagePath).slice(baseUrl.length);
}

function htmlFile(pagePath: string): string {
  const relative = pagePath.slice(baseUrl.length);
  return relative === '' ? 'index.html' : `${relative}.html`;
}

function parseMarkdown(markdown: string): MdastRoot {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

function nodesOf<T extends Nodes>(tree: MdastRoot, type: T['type']): T[] {
  const found: T[] = [];
  visit(tree, type, (node) => {
    found.push(node as T);
  });
  return found;
}

/** The part of a built page the reader reads: a doc's Markdown, else the main column. */
function pageContent(pagePath: string): Element {
  return contentOf(fromHtml(read(htmlFile(pagePath))));
}

function contentOf(document: HastRoot): Element {
  return (select('.theme-doc-markdown', document) ?? select('main', document))!;
}

/** Heading text as shown: without the "#" link Docusaurus appends (a zero-width space). */
function headingText(heading: Element): string {
  const text = heading.children
    .filter((child) => !(child.type === 'element' && matches('.hash-link', child)))
    .map((child) => hastToString(child))
    .join('');
  return text.split(/\s+/).filter(Boolean).join(' ');
}

/** The text of each code block as the page shows it, one `.token-line` per line. */
function codeBlockTexts(content: Element): string[] {
  return selectAll('.theme-code-block', content).map((block) =>
    selectAll('.token-line', block)
      .map((line) => hastToString(line))
      .join('\n')
      .trimEnd(),
  );
}

function twinHeadings(tree: MdastRoot, maxDepth: number): string[] {
  return nodesOf<Heading>(tree, 'heading')
    .filter((heading) => heading.depth <= maxDepth)
    .map((heading) => mdastToString(heading));
}

function twinCode(tree: MdastRoot): Code[] {
  return nodesOf<Code>(tree, 'code').filter((code) => code.lang !== 'mermaid');
}

test('every page of the sitemap has a Markdown twin', () => {
  assert.ok(sitemapPaths.length > 100, `only ${sitemapPaths.length} pages in the sitemap`);
  const missing = sitemapPaths.filter((pagePath) => {
    const file = path.join(buildDir, twinFile(pagePath));
    return !fs.existsSync(file) || fs.statSync(file).size === 0;
  });
  assert.deepEqual(missing, []);
});

test('llms.txt follows llmstxt.org and links every page, only to twins that exist', () => {
  const tree = parseMarkdown(read('llms.txt'));
  const [name, summary] = tree.children;
  assert.equal(name?.type === 'heading' && name.depth, 1);
  assert.equal(summary?.type, 'blockquote');
  const sections = tree.children.filter((node): node is Heading => node.type === 'heading' && node.depth === 2).map((heading) => mdastToString(heading));
  assert.deepEqual(sections, ['Docs', 'Tutorials', 'API', 'CLI', 'SDK', 'Changelog', 'Optional']);

  const links = nodesOf<Link>(tree, 'link').map((link) => link.url);
  const broken = links.filter((url) => {
    const {origin, pathname} = new URL(url);
    return origin !== siteOrigin || !fs.existsSync(path.join(buildDir, pathname.slice(baseUrl.length)));
  });
  assert.deepEqual(broken, []);
  // An older docs version's pages are listed in its own llms.txt, which this one links.
  const olderPrefixes = docsVersions.filter((version) => !version.latest).map((version) => `${baseUrl}${version.release}`);
  const listOf = (pagePath: string) => olderPrefixes.find((prefix) => pagePath === prefix || pagePath.startsWith(`${prefix}/`));
  const linked = new Set(links.map((url) => new URL(url).pathname));
  for (const prefix of olderPrefixes) {
    const file = `${prefix.slice(baseUrl.length)}/llms.txt`;
    assert.ok(links.includes(new URL(`${baseUrl}${file}`, siteOrigin).href), `llms.txt links ${file}`);
    for (const link of nodesOf<Link>(parseMarkdown(read(file)), 'link')) linked.add(new URL(link.url).pathname);
  }
  assert.deepEqual(
    sitemapPaths.filter((pagePath) => !linked.has(markdownTwinPath(pagePath))),
    [],
    "pages missing from llms.txt (or their version's)",
  );
  assert.ok(
    sitemapPaths.some((pagePath) => listOf(pagePath)),
    "the older version's pages are among those checked",
  );
  // Every entry is described (front matter or first sentence): `- [Title](url): description`.
  for (const paragraph of nodesOf<Paragraph>(tree, 'paragraph').filter((p) => p.children[0]?.type === 'link')) {
    const [link, description] = paragraph.children;
    assert.ok(description?.type === 'text' && /^: \S/.test(description.value), `no description for ${mdastToString(link!)}`);
  }
});

test('the assistants page gives the command the build publishes, wherever it says how to start the server', () => {
  // The page is written by hand; the command is config/assistants.ts's, which the build and llms.txt use.
  const page = read('getting-started/ai-assistants.md');
  const command = mcpServerCommand('https://docs.agenta.ai/');
  assert.ok(page.includes(command), `the page gives \`${command}\``);
  const starts = [...page.matchAll(/npx -y (\S+)/g)].map((match) => match[1]!.replace(/[`"',\]]+$/, ''));
  assert.ok(starts.length >= 4, `only ${starts.length} commands on the page`);
  assert.deepEqual([...new Set(starts)], [command.replace('npx -y ', '')]);
});

test('the assistants page gives the one-click install links of config/assistants.ts', () => {
  const urls = nodesOf<Link>(parseMarkdown(read('getting-started/ai-assistants.md')), 'link').map((link) => link.url);
  const links = mcpInstallLinks('https://docs.agenta.ai/');
  assert.ok(urls.includes(links.cursor), "the page links Cursor's install prompt");
  assert.ok(urls.includes(links.vscode), "the page links VS Code's install prompt");
});

test('llms.txt tells an assistant where the twins are and how to start the MCP server', () => {
  const tree = parseMarkdown(read('llms.txt'));
  const sections = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 2);
  const preamble = tree.children
    .slice(2, sections)
    .map((node) => mdastToString(node))
    .join('\n');
  assert.match(preamble, /at its URL plus \.md/);
  assert.match(preamble, /<link rel="alternate" type="text\/markdown">/);
  assert.match(preamble, /@agenta-docs\/mcp/);
  // The command of config/assistants.ts for the site this build is for (the default: the public site).
  assert.ok(preamble.includes(mcpServerCommand('https://docs.agenta.ai/')), `llms.txt gives \`${mcpServerCommand('https://docs.agenta.ai/')}\``);
  for (const tool of ['search_docs', 'read_page', 'get_api_operation', 'search_api']) {
    assert.ok(preamble.includes(tool), `the MCP tool ${tool} is not named`);
  }
  const setupLinks = nodesOf<Link>({type: 'root', children: tree.children.slice(0, sections)}, 'link').filter((link) =>
    link.url.endsWith('/getting-started/ai-assistants.md'),
  );
  assert.equal(setupLinks.length, 1, 'the set-up page is linked before the sections');
});

test('llms-full.txt holds every page of the sections, in llms.txt order', () => {
  const full = read('llms-full.txt');
  const llmsTxt = parseMarkdown(read('llms.txt'));
  const optionalIndex = llmsTxt.children.findIndex((node) => node.type === 'heading' && mdastToString(node) === 'Optional');
  // The sections' lists, not the links of the notes above them.
  const firstSection = llmsTxt.children.findIndex((node) => node.type === 'heading' && node.depth === 2);
  const sectionLinks = nodesOf<Link>({type: 'root', children: llmsTxt.children.slice(firstSection, optionalIndex)}, 'link')
    .map((link) => link.url)
    .filter((url) => url.endsWith('.md'));
  const positions = sectionLinks.map((url) => {
    const pageUrl = url.endsWith('/index.md') ? url.slice(0, -'index.md'.length) : url.slice(0, -'.md'.length);
    return full.indexOf(`Source: <${pageUrl}>`);
  });
  assert.ok(
    positions.every((position) => position > 0),
    'a page of llms.txt is missing from llms-full.txt',
  );
  assert.deepEqual(
    positions,
    [...positions].sort((a, b) => a - b),
    'pages out of order',
  );
});

test('twins are plain Markdown: no HTML, no JSX, only absolute links', () => {
  for (const pagePath of sitemapPaths) {
    const tree = parseMarkdown(read(twinFile(pagePath)));
    const html = nodesOf<Nodes>(tree, 'html').map((node) => mdastToString(node));
    assert.deepEqual(html, [], `${pagePath}: HTML left in the twin`);
    const relative = nodesOf<Link>(tree, 'link')
      .map((link) => link.url)
      // Any URL with a scheme is absolute: the web's, mail, and the editors' install links (cursor:, vscode:).
      .filter((url) => !/^[a-z][a-z0-9+.-]*:/i.test(url) || /^(javascript|data):/i.test(url));
    assert.deepEqual(relative, [], `${pagePath}: relative links`);
    assert.equal(tree.children[0]?.type === 'heading' && tree.children[0].depth, 1, `${pagePath}: no H1 first`);
  }
});

test('twins keep every code block of their page, and every Mermaid diagram of the source', () => {
  for (const pagePath of sitemapPaths) {
    const document = fromHtml(read(htmlFile(pagePath)));
    // The browser renders an API operation's code samples; its twin is checked below.
    if (select('.openapi__method-endpoint', document)) continue;
    const tree = parseMarkdown(read(twinFile(pagePath)));
    assert.equal(twinCode(tree).length, codeBlockTexts(contentOf(document)).length, `${pagePath}: code blocks`);
  }
  for (const doc of listDocPages().filter((page) => page.mermaidCount > 0)) {
    const tree = parseMarkdown(read(twinFile(doc.route)));
    const diagrams = nodesOf<Code>(tree, 'code').filter((code) => code.lang === 'mermaid');
    assert.equal(diagrams.length, doc.mermaidCount, `${doc.route}: Mermaid diagrams`);
  }
});

const samplePages = [
  {type: 'reference page with tables, code and admonitions', path: '/reference/sdk/core_functions/init'},
  {type: 'docs page with tables and code', path: '/self-host/host-locally'},
  {type: 'docs page with Mermaid diagrams', path: '/evaluation/human_evaluation'},
  {type: 'changelog release', path: '/changelog/v0-27-0'},
  {type: 'release notes', path: '/changelog/main'},
];

for (const sample of samplePages) {
  test(`the twin of a ${sample.type} shows what the page shows`, () => {
    const content = pageContent(sample.path);
    const tree = parseMarkdown(read(twinFile(sample.path)));
    assert.deepEqual(twinHeadings(tree, 3), selectAll('h1, h2, h3', content).map(headingText), 'headings');
    assert.deepEqual(
      twinCode(tree).map((code) => code.value),
      codeBlockTexts(content),
      'code blocks',
    );
    assert.equal(nodesOf(tree, 'table').length, selectAll('table', content).length, 'tables');
    assert.equal(nodesOf(tree, 'blockquote').length, selectAll('.theme-admonition, blockquote', content).length, 'admonitions');
  });
}

type SpecResponse = {$ref?: string; content?: Record<string, {example?: unknown}>};
type SpecOperation = {summary: string; responses: Record<string, SpecResponse>};

test('the twin of an API operation page has its headings, one curl request and the examples', () => {
  const spec = parseYaml(fs.readFileSync(path.resolve(__dirname, '../../openapi/agenta.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, SpecOperation>>;
    components: {responses: Record<string, SpecResponse>};
  };
  const resolved = (response: SpecResponse) => (response.$ref ? spec.components.responses[response.$ref.split('/').pop()!]! : response);
  const operation = spec.paths['/apps']!.get!;
  const content = pageContent('/reference/api/list-apps');
  const tree = parseMarkdown(read(twinFile('/reference/api/list-apps')));

  // The built page's title, method and path (a badge and an H2), "Request"
  // and "Responses" are the twin's top headings.
  const shown = selectAll('h1, h2', content).map((heading) =>
    heading.properties.className?.toString().includes('openapi__method-endpoint-path')
      ? headingText(select('.openapi__method-endpoint', content)!)
      : headingText(heading),
  );
  assert.deepEqual(
    twinHeadings(tree, 2).map((heading) => displayedPath(heading)),
    shown,
  );
  assert.equal(shown[0], operation.summary);
  // The page's parameters are the twin's, in the same order.
  const pageParameters = selectAll('.openapi-params__list-item .openapi-schema__property', content).map(headingText);
  const twinParameters = [...read(twinFile('/reference/api/list-apps')).matchAll(/^\| `(\w+)` \| (?:query|path|header|cookie) \|/gm)].map(([, name]) => name);
  assert.deepEqual(pageParameters, ['app_name', 'project_id']);
  assert.deepEqual(twinParameters, pageParameters);

  const [curl, ...examples] = twinCode(tree);
  assert.equal(curl?.lang, 'bash');
  assert.match(curl!.value, /^curl -X GET 'https:\/\/cloud\.agenta\.ai\/api\/apps'/);
  assert.deepEqual(
    examples.map((code) => JSON.parse(code.value) as unknown),
    Object.values(operation.responses).flatMap((response) =>
      Object.values(resolved(response).content ?? {}).flatMap((media) => (media.example === undefined ? [] : [media.example])),
    ),
  );
});
