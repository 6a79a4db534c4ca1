import http from 'node:http';

/**
 * An OpenAI-compatible `/chat/completions` endpoint on loopback, for the Ask
 * AI tests: it records every request (its JSON body, and whether the client
 * hung up before the answer ended) and answers as the current test tells it,
 * with a stream of chunks, an HTTP error, or silence. CORS is open, as the
 * site owner's proxy must be for the site's origin.
 */
export type ChatMessage = {role: string; content: string};
export type ReceivedRequest = {
  body: {model?: string; stream?: boolean; messages?: ChatMessage[]};
  /** True once the client closed the connection before the response ended (Stop). */
  abandoned: boolean;
};

export type Responder = (request: ReceivedRequest, response: http.ServerResponse) => unknown;

export interface ChatStandIn {
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  port: number;
  requests: ReceivedRequest[];
  /** How the next requests are answered. */
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Expose-Headers': 'Retry-After',
};

export async function startChatStandIn(port: number): Promise<ChatStandIn> {
  const requests: ReceivedRequest[] = [];
  let responder: Responder = (_request, response) => streamAnswer(response, ['Fine.']);
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: ReceivedRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedRequest['body'];
      } catch {
        // Recorded as empty: the test's checks on the body then fail.
      }
      const received: ReceivedRequest = {body, abandoned: false};
      requests.push(received);
      res.on('close', () => {
        if (!res.writableFinished) received.abandoned = true;
      });
      for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
      void responder(received, res);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as import('node:net').AddressInfo).port,
    requests,
    respondWith(next) {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One `chat.completion.chunk` event carrying `content`. */
export function chunkEvent(content: string, finishReason: string | null = null): string {
  const chunk = {
    id: 'chatcmpl-stand-in',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'stand-in',
    choices: [{index: 0, delta: finishReason ? {} : {content}, finish_reason: finishReason}],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Streams `pieces` as SSE chunks, `delayMs` apart, then a finish reason and
 * `[DONE]` unless `end` says to stop short (`'cut'`: the connection closes
 * mid-answer; `'hold'`: it stays open, silent).
 */
export async function streamAnswer(
  response: http.ServerResponse,
  pieces: readonly string[],
  options: {delayMs?: number; end?: 'done' | 'cut' | 'hold'; extraEvents?: readonly string[]} = {},
): Promise<void> {
  response.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache'});
  // A comment first, as real servers send, which the client must skip.
  response.write(': stand-in\n\n');
  for (const piece of pieces) {
    if (response.destroyed) return;
    response.write(chunkEvent(piece));
    if (options.delayMs) await sleep(options.delayMs);
  }
  for (const event of options.extraEvents ?? []) response.write(event);
  if (options.end === 'hold') return;
  if (options.end === 'cut') {
    // Once what was written has reached the client, the connection drops mid-answer.
    await sleep(200);
    response.socket?.destroy();
    return;
  }
  response.write(chunkEvent('', 'stop'));
  response.end('data: [DONE]\n\n');
}

/**
 * Hostile ways to answer, for the Ask AI client's limits: each goes on until
 * the client hangs up (and stops writing then), so only the client's caps and
 * timers end it.
 * - `endless`: content chunks, `delayMs` apart, forever.
 * - `keep-alive-only`: one piece of content, then empty chunks (no text) forever.
 * - `comments-only`: one piece of content, then SSE comments forever.
 * - `huge-chunk`: one `data:` line that never ends, 64 KB at a time.
 * - `huge-json`: a completion that is not streamed, whose content never ends.
 * - `no-headers`: reads the request, never sends a status line.
 */
export type HostileMode = 'endless' | 'keep-alive-only' | 'comments-only' | 'huge-chunk' | 'huge-json' | 'no-headers';

export async function hostileAnswer(response: http.ServerResponse, mode: HostileMode, options: {delayMs?: number} = {}): Promise<void> {
  if (mode === 'no-headers') return;
  const delayMs = options.delayMs ?? 5;
  const streamed = mode !== 'huge-json';
  response.writeHead(200, {'Content-Type': streamed ? 'text/event-stream' : 'application/json'});
  const big = 'x'.repeat(64 * 1024);
  const first: Record<Exclude<HostileMode, 'no-headers'>, string> = {
    endless: '',
    'keep-alive-only': chunkEvent('Begun'),
    'comments-only': chunkEvent('Begun'),
    'huge-chunk': 'data: {"choices":[{"delta":{"content":"',
    'huge-json': '{"choices":[{"message":{"role":"assistant","content":"',
  };
  const next: Record<Exclude<HostileMode, 'no-headers'>, string> = {
    endless: chunkEvent('more '),
    'keep-alive-only': `data: ${JSON.stringify({choices: [{index: 0, delta: {}, finish_reason: null}]})}\n\n`,
    'comments-only': ': keep-alive\n\n',
    'huge-chunk': big,
    'huge-json': big,
  };
  response.write(first[mode]);
  const fast = mode === 'huge-chunk' || mode === 'huge-json';
  while (!response.destroyed && !response.writableEnded) {
    // Writes as fast as the client reads (a full buffer waits for it to drain), or `delayMs` apart.
    if (!response.write(next[mode]) && fast) await new Promise((resolve) => response.once('drain', resolve).once('close', resolve));
    else await sleep(fast ? 0 : delayMs);
  }
}
