/**
 * Requests a careless or hostile client sends to the MCP endpoint over
 * Streamable HTTP, and what it must answer: a JSON-RPC error with the code
 * the protocol gives for the mistake (or a tool error an assistant reads),
 * never an answer past the server's cap, never a request off the site; and
 * after each, the endpoint still lists its tools. Run against the handler in
 * Node (http.test.ts) and against the Cloudflare Pages worker on
 * Cloudflare's runtime (the site's tests/hosts/mcp-worker.spec.ts), through
 * the package's `testing` entry.
 */
import {MAX_REQUEST_BYTES} from '../src/http';
import {MAX_ANSWER_CHARACTERS} from '../src/server';

export {MAX_ANSWER_CHARACTERS, MAX_REQUEST_BYTES};

/** The headers every Streamable HTTP client sends with a POST. */
export const MCP_POST_HEADERS = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};

export type HostileMcpRequest = {
  name: string;
  method?: string;
  headers?: Record<string, string>;
  /** The body as sent: a string or bytes exactly, anything else as JSON. */
  body?: string | Uint8Array | object;
  status: number[];
  /** The JSON-RPC error code the answer carries, when it is one. */
  code?: number;
  /** A tool result that must be a tool error (`isError`), its text matching. */
  toolError?: RegExp;
};

const call = (name: string, args: unknown, id: number | string = 1) => ({jsonrpc: '2.0', id, method: 'tools/call', params: {name, arguments: args}});
const KB100 = 'x'.repeat(100_000);

export const HOSTILE_MCP_REQUESTS: HostileMcpRequest[] = [
  // What an HTTP client gets wrong.
  {name: 'GET, which a stateless server has no stream for', method: 'GET', headers: {Accept: 'text/event-stream'}, status: [405], code: -32000},
  {name: 'DELETE, with no session to end', method: 'DELETE', status: [405], code: -32000},
  {name: 'PUT', method: 'PUT', body: call('search_docs', {query: 'x'}), status: [405], code: -32000},
  {
    name: 'no Accept of an event stream',
    headers: {'Content-Type': 'application/json', Accept: 'application/json'},
    body: {jsonrpc: '2.0', id: 1, method: 'tools/list'},
    status: [406],
    code: -32000,
  },
  {name: 'a body that is not JSON by its type', headers: {...MCP_POST_HEADERS, 'Content-Type': 'text/plain'}, body: '{}', status: [415], code: -32000},

  // Bodies that are not JSON-RPC.
  {name: 'JSON cut short', body: '{"jsonrpc": "2.0", "id": 1, "method": "tools/li', status: [400], code: -32700},
  {name: 'an empty body', body: '', status: [400], code: -32700},
  {name: 'bytes that are not UTF-8', body: new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]), status: [400], code: -32700},
  {name: 'JSON that is no JSON-RPC message', body: {hello: 'world'}, status: [400], code: -32700},
  {name: 'an id that is an object', body: {jsonrpc: '2.0', id: {x: 1}, method: 'tools/list'}, status: [400], code: -32700},
  {name: 'a batch of 101', body: Array.from({length: 101}, (_, i) => ({jsonrpc: '2.0', id: i, method: 'tools/list'})), status: [400], code: -32600},
  {name: 'JSON nested 20,000 deep', body: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, status: [400], code: -32700},

  // Bodies too large to read.
  {name: 'a body past the limit', body: call('search_docs', {query: KB100}), status: [413], code: -32000},
  {name: 'a megabyte of whitespace', body: `${' '.repeat(1024 * 1024)}{}`, status: [413], code: -32000},

  // The protocol's own mistakes, answered as JSON-RPC errors.
  {name: 'an unknown method', body: {jsonrpc: '2.0', id: 1, method: 'tools/destroy'}, status: [200], code: -32601},
  {name: 'arguments that are a string', body: call('search_docs', 'deploy'), status: [200], code: -32602},
  {name: 'arguments that are a list', body: call('search_docs', ['deploy']), status: [200], code: -32602},
  {name: 'a tool named by a number', body: call(7 as unknown as string, {}), status: [200], code: -32602},
  {name: 'params that are a string', body: {jsonrpc: '2.0', id: 1, method: 'tools/call', params: 'search_docs'}, status: [200], code: -32602},

  // Calls the SDK answers as tool errors, which the assistant reads (its -32602 in the text).
  {name: 'an unknown tool', body: call('delete_docs', {}), status: [200], toolError: /-32602: Tool delete_docs not found/},
  {name: 'a prototype name as the tool', body: call('__proto__', {}), status: [200], toolError: /-32602: Tool __proto__ (not found|disabled)/},
  {name: 'a query that is a number', body: call('search_docs', {query: 42}), status: [200], toolError: /-32602: Input validation error: .*query/},
  {
    name: 'a limit past its maximum',
    body: call('search_docs', {query: 'deploy', limit: 1000}),
    status: [200],
    toolError: /-32602: Input validation error: .*limit/,
  },
  {name: 'an argument no tool takes', body: call('read_page', {url_or_path: '/concepts/architecture', constructor: 'x'}), status: [200]},
  {
    name: 'an unsupported protocol version',
    headers: {...MCP_POST_HEADERS, 'Mcp-Protocol-Version': '1999-01-01'},
    body: {jsonrpc: '2.0', id: 1, method: 'tools/list'},
    status: [400],
    code: -32000,
  },

  // Hostile arguments, answered as tool errors the assistant reads.
  {
    name: 'a page on another host',
    body: call('read_page', {url_or_path: 'https://evil.example/concepts/architecture'}),
    status: [200],
    toolError: /not on the docs site/,
  },
  {name: 'a page above the site', body: call('read_page', {url_or_path: '/concepts/%2e%2e/%2e%2e/etc/passwd'}), status: [200], toolError: /leaves the site/},
  {name: 'a host file as a page', body: call('read_page', {url_or_path: '/_hosting/policy'}), status: [200], toolError: /No page at/},
  {name: 'the worker as a page', body: call('read_page', {url_or_path: '/_worker.js'}), status: [200], toolError: /No page at/},
  {name: 'a NUL in a path', body: call('read_page', {url_or_path: '/concepts/architecture\u0000.md'}), status: [200], toolError: /control character/},
  {name: 'a prototype name as an operation', body: call('get_api_operation', {operation: '__proto__'}), status: [200], toolError: /No operation/},
  {name: 'a version above the site', body: call('search_docs', {query: 'deploy', version: '../'}), status: [200], toolError: /No docs version "\.\.\/"/},
  {
    name: 'a prototype name as a version',
    body: call('read_page', {url_or_path: '/', version: '__proto__'}),
    status: [200],
    toolError: /No docs version "__proto__"/,
  },
  {
    name: 'a version of 10,000 characters',
    body: call('search_api', {query: 'app', version: 'x'.repeat(10_000)}),
    status: [200],
    toolError: /at most 20 characters/,
  },
  {name: 'notifications only', body: {jsonrpc: '2.0', method: 'notifications/initialized'}, status: [202]},
];

/** What is wrong with the answer to one case. */
export function mcpAnswerProblems(request: HostileMcpRequest, status: number, body: string): string[] {
  const problems: string[] = [];
  const where = request.name;
  if (!request.status.includes(status)) problems.push(`${where}: status ${status}, expected ${request.status.join(' or ')} (${body.slice(0, 200)})`);
  if (body.length > MAX_ANSWER_CHARACTERS + 2000) problems.push(`${where}: an answer of ${body.length} characters`);
  if (request.code === undefined && request.toolError === undefined) return problems;
  let message: {error?: {code?: number; message?: string}; result?: {isError?: boolean; content?: {text?: string}[]}};
  try {
    message = JSON.parse(body) as typeof message;
  } catch {
    problems.push(`${where}: the answer is not JSON: ${body.slice(0, 200)}`);
    return problems;
  }
  if (request.code !== undefined && message.error?.code !== request.code)
    problems.push(`${where}: JSON-RPC error ${message.error?.code}, expected ${request.code} (${body.slice(0, 200)})`);
  if (request.code !== undefined && !message.error?.message) problems.push(`${where}: a JSON-RPC error without a message`);
  if (request.toolError) {
    const text = message.result?.content?.map((part) => part.text ?? '').join('\n') ?? '';
    if (message.result?.isError !== true || !request.toolError.test(text))
      problems.push(`${where}: not a tool error matching ${request.toolError} (${body.slice(0, 200)})`);
  }
  return problems;
}

/** Sends one case to the endpoint at `url`. */
export async function sendMcpRequest(url: string, request: HostileMcpRequest): Promise<{status: number; body: string; headers: Headers}> {
  const method = request.method ?? 'POST';
  const body =
    request.body === undefined
      ? undefined
      : typeof request.body === 'string' || request.body instanceof Uint8Array
        ? request.body
        : JSON.stringify(request.body);
  const response = await fetch(url, {
    method,
    headers: request.headers ?? MCP_POST_HEADERS,
    ...(body !== undefined && method !== 'GET' ? {body: body as BodyInit} : {}),
  });
  return {status: response.status, body: await response.text(), headers: response.headers};
}
