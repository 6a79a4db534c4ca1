import http from 'node:http';
import zlib from 'node:zlib';

/**
 * A stand-in for PostHog's ingestion host on loopback. It records every
 * request and decodes the events in it, however posthog-js encoded them:
 * gzip (`compression=gzip-js`), base64 in a `data=` form field, or plain JSON;
 * one event or a batch. It also stands in for the site's feedback URL: the
 * JSON bodies POSTed to `/feedback` are kept apart, as sent.
 */
export type CollectedEvent = {event: string; properties: Record<string, unknown>};

export interface PostHogCollector {
  requests: {method: string; path: string}[];
  events: CollectedEvent[];
  /** Bodies POSTed to /feedback, parsed from JSON. */
  feedback: unknown[];
  close(): Promise<void>;
}

/** The path the collector takes feedback answers on. */
export const FEEDBACK_PATH = '/feedback';

export async function startPostHogCollector(port: number): Promise<PostHogCollector> {
  const requests: PostHogCollector['requests'] = [];
  const events: CollectedEvent[] = [];
  const feedback: unknown[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push({method: req.method ?? 'GET', path: url.pathname});
      if (req.method === 'POST' && url.pathname === FEEDBACK_PATH) {
        feedback.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } else if (req.method === 'POST') {
        events.push(...decodeEvents(Buffer.concat(chunks), url.searchParams));
      }
      res.writeHead(req.method === 'OPTIONS' ? 204 : 200, {
        'content-type': 'application/json',
        'access-control-allow-origin': req.headers.origin ?? '*',
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
      });
      res.end(req.method === 'OPTIONS' ? undefined : '{"status":1}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    requests,
    events,
    feedback,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function decodeEvents(body: Buffer, query: URLSearchParams): CollectedEvent[] {
  if (body.length === 0) return [];
  let text: string;
  if (query.get('compression') === 'gzip-js' || (body[0] === 0x1f && body[1] === 0x8b)) {
    text = zlib.gunzipSync(body).toString('utf8');
  } else {
    text = body.toString('utf8');
    if (text.startsWith('data=')) {
      text = Buffer.from(new URLSearchParams(text).get('data') ?? '', 'base64').toString('utf8');
    }
  }
  const payload = JSON.parse(text) as CollectedEvent | CollectedEvent[] | {batch: CollectedEvent[]};
  if (Array.isArray(payload)) return payload;
  return 'batch' in payload ? payload.batch : [payload];
}
