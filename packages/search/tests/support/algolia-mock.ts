import http from 'node:http';
import type {AddressInfo} from 'node:net';

/**
 * A stand-in for Algolia's REST API on loopback: enough of the search,
 * batch, settings, operation and task endpoints for the official clients to
 * push records and for DocSearch to query them. Every request is recorded.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

type StoredObject = {objectID: string; [key: string]: unknown};

export interface AlgoliaMock {
  url: string;
  port: number;
  requests: RecordedRequest[];
  indexes: Map<string, Map<string, StoredObject>>;
  settings: Map<string, unknown>;
  close(): Promise<void>;
}

export async function startAlgoliaMock(port = 0): Promise<AlgoliaMock> {
  const requests: RecordedRequest[] = [];
  const indexes = new Map<string, Map<string, StoredObject>>();
  const settings = new Map<string, unknown>();
  const indexOf = (name: string) => {
    let index = indexes.get(name);
    if (!index) {
      index = new Map();
      indexes.set(name, index);
    }
    return index;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      requests.push({method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body});
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
        });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'OPTIONS') return send(204, {});
      const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      // /1/indexes/*/queries: DocSearch's multi-query search.
      if (req.method === 'POST' && parts[2] === '*' && parts[3] === 'queries') {
        const {requests: queries = []} = (body ?? {}) as {requests?: {indexName: string; query?: string}[]};
        return send(200, {results: queries.map((q) => answer(indexOf(q.indexName), q.query ?? '', q.indexName))});
      }
      const [, , indexName, action, id] = parts;
      if (req.method === 'POST' && action === 'batch') {
        const {requests: ops = []} = (body ?? {}) as {requests?: {action: string; body: StoredObject}[]};
        for (const op of ops) indexOf(indexName).set(op.body.objectID, op.body);
        return send(200, {taskID: 1, objectIDs: ops.map((op) => op.body.objectID)});
      }
      if (req.method === 'PUT' && action === 'settings') {
        settings.set(indexName, body);
        return send(200, {taskID: 1, updatedAt: new Date().toISOString()});
      }
      if (req.method === 'POST' && action === 'operation') {
        const {operation, destination, scope} = body as {
          operation: 'copy' | 'move';
          destination: string;
          scope?: string[];
        };
        // A copy with a scope copies settings, rules and synonyms, not records.
        if (!scope) indexes.set(destination, new Map(indexOf(indexName)));
        if (settings.has(indexName)) settings.set(destination, settings.get(indexName));
        if (operation === 'move') indexes.delete(indexName);
        return send(200, {taskID: 1, updatedAt: new Date().toISOString()});
      }
      if (req.method === 'GET' && action === 'task') {
        return send(200, {status: 'published', pendingTask: false, taskID: Number(id)});
      }
      return send(404, {message: `Unsupported ${req.method} ${url.pathname}`, status: 404});
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    indexes,
    settings,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Word-match search, enough to show that the query reached this index. */
function answer(index: Map<string, StoredObject>, query: string, indexName: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hits = [...index.values()].filter((object) => {
    const text = JSON.stringify([object.hierarchy, object.content]).toLowerCase();
    return words.length > 0 && words.every((word) => text.includes(word));
  });
  return {
    hits: hits.slice(0, 20),
    nbHits: hits.length,
    page: 0,
    nbPages: Math.ceil(hits.length / 20),
    hitsPerPage: 20,
    processingTimeMS: 1,
    query,
    params: '',
    index: indexName,
    queryID: 'mock-query',
  };
}
