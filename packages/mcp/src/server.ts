import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';

import packageJson from '../package.json';
import {createApiReferenceLoader, findOperation, formatOperation, formatOperationList, searchOperations} from './api';
import {createDocsSearch, formatSearchAnswer, MAX_QUERY_LENGTH} from './docs-search';
import {readPage} from './pages';
import type {SiteSource} from './site';
import {capText, describeError} from './text';

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
 * The MCP server: four read-only tools over one docs site, every request
 * made through `source` (the site over HTTP, or a build folder).
 */
export function createDocsServer(source: SiteSource): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, version: SERVER_VERSION},
    {
      instructions:
        `Search and read the Agenta documentation (${source.siteUrl}) and its HTTP API reference. ` +
        'Use search_docs to find pages, read_page to read one (or one section), search_api and get_api_operation for the HTTP API. ' +
        'Cite the URLs the tools return.',
    },
  );
  const docs = createDocsSearch(source);
  const apiReference = createApiReferenceLoader(source);
  const readOnly = {readOnlyHint: true, openWorldHint: false, idempotentHint: true} as const;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Agenta docs',
      description:
        "Searches the Agenta documentation with the site's own search engine. Returns up to `limit` distinct pages, best first: " +
        'for each its title, section and URL, its best-matching section (the `Page › Heading` path, the URL with its #anchor, a short passage ' +
        'with the query words in bold) and up to two more matching sections as links. Answers stay under about 2,000 tokens. ' +
        'Use a few specific words ("deploy variant to production", "custom evaluator python"); then read a result with read_page.',
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
      },
      annotations: readOnly,
    },
    ({query, section, limit}) =>
      toolAnswer(async () => {
        const pages = await docs.search({query, section, limit: limit ?? 5});
        return formatSearchAnswer(query.trim(), pages, section);
      }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page',
      description:
        'Returns a page of the Agenta documentation as Markdown (the Markdown copy the site publishes beside each page), or only one ' +
        'section of it. Give the URL from search_docs, or a path such as "/concepts/architecture"; with "#anchor", or with `heading`, ' +
        'only that section. Long pages are cut at 40,000 characters, and the answer says so; read one section then.',
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
      },
      annotations: readOnly,
    },
    ({url_or_path, heading}) =>
      toolAnswer(async () => {
        const page = await readPage(source, url_or_path, heading);
        return `Source: ${page.url}\n\n${page.text}`;
      }),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Describe an API operation',
      description:
        "Describes one operation of Agenta's HTTP API from the site's OpenAPI description: method and path, summary and description, " +
        'parameters (name, location, type, required, description), the request body schema, the response schemas and the error responses, ' +
        'and the link to its reference page. Name it by operationId ("create-app") or as "METHOD /path" ("POST /apps"); an unknown name gets close matches.',
      inputSchema: {
        operation: z
          .string()
          .min(1, 'Name an operation: its operationId (such as "list-apps") or "METHOD /path" (such as "GET /apps").')
          .max(300)
          .describe('An operationId such as "list-apps", or "METHOD /path" such as "GET /apps/{app_id}/variants".'),
      },
      annotations: readOnly,
    },
    ({operation}) =>
      toolAnswer(async () => {
        const reference = await apiReference();
        return formatOperation(reference, findOperation(reference, operation));
      }),
  );

  server.registerTool(
    'search_api',
    {
      title: 'Search the API reference',
      description:
        "Finds operations of Agenta's HTTP API whose operationId, path, summary, tags or description hold the query's words. " +
        'Returns for each its method, path, operationId, summary and reference page URL, best first; get_api_operation gives one in full.',
      inputSchema: {
        query: z
          .string()
          .min(1, 'The query is empty: give a few words, such as "create app".')
          .max(MAX_QUERY_LENGTH, `The query is longer than ${MAX_QUERY_LENGTH} characters: give the words that matter.`)
          .describe('Words such as "create app", "test set upload", "evaluation results".'),
        limit: z.number().int().min(1).max(20).optional().describe('How many operations to return, 1 to 20 (default 10).'),
      },
      annotations: readOnly,
    },
    ({query, limit}) =>
      toolAnswer(async () => {
        const reference = await apiReference();
        return formatOperationList(query.trim(), searchOperations(reference, query, limit ?? 10));
      }),
  );

  return server;
}
