import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';

import packageJson from '../package.json';
import {createApiReferenceLoader, findOperation, formatOperation, formatOperationList, searchOperations, type ApiReference} from './api';
import {createDocsSearch, formatSearchAnswer, MAX_QUERY_LENGTH, type DocsSearch} from './docs-search';
import {readPage} from './pages';
import type {SiteSource} from './site';
import {capText, describeError} from './text';
import {createVersionsLoader, MAX_VERSION_LENGTH, pickVersion, versionLabel, type SiteVersion} from './versions';

export const SERVER_NAME = 'agenta-docs';
/** The package's version, which clients see in the server's handshake and `--help` prints. */
export const SERVER_VERSION: string = packageJson.version;
/**
 * Characters any answer holds at most, result or error, whatever the page or
 * the arguments: the longest a tool means to give (a page, PAGE_ANSWER_LIMIT)
 * with its source line. Each tool keeps to its own, smaller limit; this is the
 * last net, which cuts and says so.
 */
export const MAX_ANSWER_CHARACTERS = 44_000;

/** A tool's answer as text, within MAX_ANSWER_CHARACTERS; any failure becomes a tool error the assistant reads, never a crash. */
export async function toolAnswer(work: () => Promise<string>): Promise<CallToolResult> {
  const within = (text: string) => capText(text, MAX_ANSWER_CHARACTERS, 'the answer is longer than the server sends');
  try {
    return {content: [{type: 'text', text: within(await work())}]};
  } catch (error) {
    return {content: [{type: 'text', text: within(describeError(error))}], isError: true};
  }
}

/**
 * Every tool's `version` argument. The versions are the site's, known only
 * once its docs-versions.json is read: the schema holds the shape, the call
 * the name.
 */
const versionArgument = z
  .string()
  .min(1, 'Give a docs version such as "0.27", or leave version out for the latest.')
  .max(MAX_VERSION_LENGTH, `A docs version is at most ${MAX_VERSION_LENGTH} characters, such as "0.27": leave version out for the latest.`)
  .optional()
  .describe('The docs version: a release of Agenta such as "0.27", or "latest" (the default). An unknown one gets the list of versions the site has.');

/**
 * The MCP server: four read-only tools over one docs site, every request
 * made through `source` (the site over HTTP, or a build folder). Each tool
 * reads one docs version of the site, the latest unless asked for another.
 */
export function createDocsServer(source: SiteSource): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, version: SERVER_VERSION},
    {
      instructions:
        `Search and read the Agenta documentation (${source.siteUrl}) and its HTTP API reference. ` +
        'Use search_docs to find pages, read_page to read one (or one section), search_api and get_api_operation for the HTTP API. ' +
        'The site can document several releases of Agenta: each tool takes an optional version (a release such as "0.27"; the latest when left out), ' +
        'each answer names the docs version it comes from, and an unknown version gets the list of those the site has. ' +
        'Cite the URLs the tools return.',
    },
  );
  const siteVersions = createVersionsLoader(source);
  // One search and one API description per version asked for, each read once per session.
  const searches = new Map<string, DocsSearch>();
  const apiReferences = new Map<string, () => Promise<ApiReference>>();
  const docsOf = (version: SiteVersion) => {
    let docs = searches.get(version.searchIndex);
    if (!docs) searches.set(version.searchIndex, (docs = createDocsSearch(source, version.searchIndex)));
    return docs;
  };
  const apiReferenceOf = (version: SiteVersion) => {
    const key = `${version.openapi}\0${version.path}`;
    let load = apiReferences.get(key);
    if (!load) apiReferences.set(key, (load = createApiReferenceLoader(source, {file: version.openapi, versionPath: version.path})));
    return load();
  };
  /** The version asked for, and how answers name it ("docs version 0.27"; nothing on a site that lists none). */
  const versionFor = async (requested: string | undefined) => {
    const site = await siteVersions();
    const version = pickVersion(site, requested);
    return {site, version, from: versionLabel(site, version)};
  };
  const readOnly = {readOnlyHint: true, openWorldHint: false, idempotentHint: true} as const;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Agenta docs',
      description:
        "Searches the Agenta documentation with the site's own search engine. Returns up to `limit` distinct pages, best first: " +
        'for each its title, section and URL, its best-matching section (the `Page › Heading` path, the URL with its #anchor, a short passage ' +
        'with the query words in bold) and up to two more matching sections as links. Answers stay under about 2,000 tokens. ' +
        'Use a few specific words ("deploy variant to production", "custom evaluator python"); then read a result with read_page. ' +
        'Searches the latest docs version unless `version` names another; the answer says which, and lists the versions the site has.',
      inputSchema: {
        query: z
          .string()
          .min(1, 'The query is empty: give a few words, such as "deploy a prompt to production".')
          .max(MAX_QUERY_LENGTH, `The query is longer than ${MAX_QUERY_LENGTH} characters: give the words that matter.`)
          .describe(`What to look for: a few words or a question (at most ${MAX_QUERY_LENGTH} characters).`),
        section: z
          .string()
          .max(100)
          .optional()
          .describe(
            'Only pages of this section of the site, such as "Evaluation", "Observability", "Self-hosting", "SDK", "API" (an unknown name gets the list).',
          ),
        limit: z.number().int().min(1).max(10).optional().describe('How many distinct pages to return, 1 to 10 (default 5).'),
        version: versionArgument,
      },
      annotations: readOnly,
    },
    ({query, section, limit, version: requested}) =>
      toolAnswer(async () => {
        const {site, version, from} = await versionFor(requested);
        const pages = await docsOf(version).search({query, section, limit: limit ?? 5});
        const versions = site.versions.map((listed) => listed.version).join(', ');
        return formatSearchAnswer(query.trim(), pages, section, undefined, from && `${from} (versions on the site: ${versions})`);
      }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page',
      description:
        'Returns a page of the Agenta documentation as Markdown (the Markdown copy the site publishes beside each page), or only one ' +
        'section of it. Give the URL from search_docs, or a path such as "/concepts/architecture"; with "#anchor", or with `heading`, ' +
        'only that section. Long pages are cut at 40,000 characters, and the answer says so; read one section then. ' +
        'A URL or path of an older version (such as "/0.27/evaluation/overview") is that version\'s page; any other path is read in `version`, ' +
        "the latest by default. The first line names the page's URL and its docs version.",
      inputSchema: {
        url_or_path: z
          .string()
          .min(1, 'Give a page: a URL on the docs site or a path such as "/concepts/architecture".')
          .max(2000)
          .describe('The page: a URL on the docs site, or a path such as "/evaluation/overview", optionally with "#anchor".'),
        heading: z
          .string()
          .max(300)
          .optional()
          .describe("Only the section under this heading: its text (any case) or its anchor. An unknown heading gets the page's headings."),
        version: versionArgument,
      },
      annotations: readOnly,
    },
    ({url_or_path, heading, version: requested}) =>
      toolAnswer(async () => {
        const site = await siteVersions();
        const page = await readPage(source, url_or_path, {heading, site, version: requested});
        const from = versionLabel(site, page.version);
        return `Source: ${page.url}${from ? ` (${from})` : ''}\n\n${page.text}`;
      }),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Describe an API operation',
      description:
        "Describes one operation of Agenta's HTTP API from the site's OpenAPI description: method and path, summary and description, " +
        'parameters (name, location, type, required, description), the request body schema, the response schemas and the error responses, ' +
        'and the link to its reference page. Name it by operationId ("create-app") or as "METHOD /path" ("POST /apps"); an unknown name gets close matches. ' +
        "Reads the API description of the latest docs version unless `version` names another, and links that version's reference page.",
      inputSchema: {
        operation: z
          .string()
          .min(1, 'Name an operation: its operationId (such as "list-apps") or "METHOD /path" (such as "GET /apps").')
          .max(300)
          .describe('An operationId such as "list-apps", or "METHOD /path" such as "GET /apps/{app_id}/variants".'),
        version: versionArgument,
      },
      annotations: readOnly,
    },
    ({operation, version: requested}) =>
      toolAnswer(async () => {
        const {version, from} = await versionFor(requested);
        const reference = await apiReferenceOf(version);
        return formatOperation(reference, findOperation(reference, operation, from), from);
      }),
  );

  server.registerTool(
    'search_api',
    {
      title: 'Search the API reference',
      description:
        "Finds operations of Agenta's HTTP API whose operationId, path, summary, tags or description hold the query's words, " +
        'in the API of the latest docs version unless `version` names another. ' +
        'Returns for each its method, path, operationId, summary and reference page URL, best first; get_api_operation gives one in full.',
      inputSchema: {
        query: z
          .string()
          .min(1, 'The query is empty: give a few words, such as "create app".')
          .max(MAX_QUERY_LENGTH, `The query is longer than ${MAX_QUERY_LENGTH} characters: give the words that matter.`)
          .describe('Words such as "create app", "test set upload", "evaluation results".'),
        limit: z.number().int().min(1).max(20).optional().describe('How many operations to return, 1 to 20 (default 10).'),
        version: versionArgument,
      },
      annotations: readOnly,
    },
    ({query, limit, version: requested}) =>
      toolAnswer(async () => {
        const {version, from} = await versionFor(requested);
        const reference = await apiReferenceOf(version);
        return formatOperationList(query.trim(), searchOperations(reference, query, limit ?? 10), from);
      }),
  );

  return server;
}
