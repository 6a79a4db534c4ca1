/**
 * The docs MCP server over Streamable HTTP, for a host that runs a function
 * beside the site (the Cloudflare Pages worker the site's build writes): the
 * same four tools as the stdio server, reading the same deployment's search
 * index, Markdown twins and `/openapi.json` through `readAsset`. Stateless:
 * each POST gets a server and a transport of its own, answered as one JSON
 * body, and nothing is kept between requests. Web-standard APIs only
 * (`Request`, `Response`, `fetch`), so it runs on Node and on workers alike.
 */
import {WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';

import {createDocsServer} from './server';
import {httpSiteSource} from './site';

/** Largest request body read: a tool call's arguments are at most a few kilobytes (a 2,000-character path is the longest). */
export const MAX_REQUEST_BYTES = 64 * 1024;

/** The request headers a browser-based MCP client sends, and the answer headers it reads. */
const CORS_HEADERS: [string, string][] = [
  ['Access-Control-Allow-Origin', '*'],
  ['Access-Control-Allow-Methods', 'POST, OPTIONS'],
  ['Access-Control-Allow-Headers', 'Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID'],
  ['Access-Control-Expose-Headers', 'Mcp-Protocol-Version'],
  ['Access-Control-Max-Age', '86400'],
];

export interface McpHttpOptions {
  /** Headers added to every answer (the site's security headers). */
  headers?: readonly [string, string][];
}

export interface McpHttpRequestContext {
  /** The site's address as this request reached it, ending in "/": links in answers point here. */
  siteUrl: string;
  /**
   * Reads a file of the deployment; `url` is on `siteUrl`. A Cloudflare
   * worker passes `env.ASSETS.fetch`, which serves the deployment's own files.
   */
  readAsset: (url: string, init: RequestInit) => Promise<Response>;
}

/** A JSON-RPC error as its own answer: `id` null, since the request it answers could not be read. */
export function jsonRpcError(status: number, code: number, message: string, headers: readonly [string, string][] = []): Response {
  return new Response(JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null}), {
    status,
    headers: [['Content-Type', 'application/json'], ...headers],
  });
}

/**
 * A tool call whose `params` are not of the protocol's shape (a `name`
 * string, `arguments` an object), answered as the JSON-RPC error for invalid
 * params: the SDK would answer it as an internal error (-32603) quoting its
 * schema validator. Anything else (other methods, batches, bodies that are
 * not JSON) is left to the transport, which reads the body itself.
 */
async function refusedToolCall(request: Request): Promise<Response | null> {
  const declared = Number(request.headers.get('content-length'));
  if (!Number.isFinite(declared) || declared <= 0 || declared > MAX_REQUEST_BYTES) return null;
  let message: unknown;
  try {
    message = JSON.parse(await request.clone().text());
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const {method, params, id} = message as {method?: unknown; params?: unknown; id?: unknown};
  if (method !== 'tools/call' || (typeof id !== 'string' && typeof id !== 'number')) return null;
  const {name, arguments: args} = (typeof params === 'object' && params !== null ? params : {}) as {name?: unknown; arguments?: unknown};
  const problem =
    typeof params !== 'object' || params === null || Array.isArray(params)
      ? '"params" must be an object'
      : typeof name !== 'string'
        ? '"params.name" must be the name of a tool (tools/list gives them)'
        : args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args))
          ? `"params.arguments" must be an object of ${name}'s arguments`
          : null;
  if (!problem) return null;
  return new Response(JSON.stringify({jsonrpc: '2.0', id, error: {code: -32602, message: `Invalid params: ${problem}.`}}), {
    status: 200,
    headers: {'Content-Type': 'application/json'},
  });
}

/** Answers one HTTP request to the MCP endpoint, reading the site through `context`. */
export function createMcpHttpHandler(options: McpHttpOptions = {}): (request: Request, context: McpHttpRequestContext) => Promise<Response> {
  const extra: [string, string][] = [...(options.headers ?? []), ['Cache-Control', 'no-store'], ...CORS_HEADERS];
  const withHeaders = (response: Response) => {
    const answer = new Response(response.body, response);
    for (const [name, value] of extra) answer.headers.set(name, value);
    return answer;
  };
  return async (request, {siteUrl, readAsset}) => {
    if (request.method === 'OPTIONS') return withHeaders(new Response(null, {status: 204}));
    if (request.method !== 'POST') {
      // A stateless server has no stream to offer on GET and no session to end on DELETE.
      return withHeaders(jsonRpcError(405, -32000, 'Method not allowed: send each JSON-RPC message to this endpoint with POST.', [['Allow', 'POST, OPTIONS']]));
    }
    const refused = await refusedToolCall(request);
    if (refused) return withHeaders(refused);
    const source = httpSiteSource(siteUrl, (url, init) => readAsset(String(url), init ?? {}));
    const server = createDocsServer(source);
    // No session id: stateless. One JSON answer, not a stream: every tool answers at once.
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MAX_REQUEST_BYTES,
    });
    try {
      await server.connect(transport);
      return withHeaders(await transport.handleRequest(request));
    } catch (error) {
      return withHeaders(jsonRpcError(500, -32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`));
    } finally {
      // The answer is whole (JSON mode): nothing of this request is kept.
      void server.close();
    }
  };
}
