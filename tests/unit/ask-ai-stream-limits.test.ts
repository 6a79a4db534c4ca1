/**
 * Ask AI's limits on an answer, as tables of hostile replies: an endless
 * stream, keep-alive chunks or comments only, a huge single chunk, a huge
 * reply that is not streamed, malformed events and JSON, a server that never
 * sends its headers. Each must end, with its own failure (which the dialog
 * shows with Retry), without reading past the size cap, and with the body
 * cancelled. Limits are injected short; the defaults are checked apart.
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';

import {
  AskAiError,
  describeAskAiError,
  MAX_ANSWER_CHARACTERS,
  MAX_ANSWER_DURATION_MS,
  MAX_REPLY_BYTES,
  STALL_TIMEOUT_MS,
  streamChatCompletion,
  type AskAiErrorKind,
} from '../../src/plugins/ask-ai/lib/chat-stream';
import {chunkEvent, hostileAnswer, startChatStandIn, type ChatStandIn, type HostileMode} from '../support/chat-completions-stand-in';

const encoder = new TextEncoder();

const LIMITS = {firstTokenTimeoutMs: 300, stallTimeoutMs: 150, maxDurationMs: 600, maxAnswerCharacters: 5_000, maxReplyBytes: 256 * 1024};
/** A case that has not ended by then never would: the test says so and stops it. */
const NEVER_ENDS_MS = 3_000;
/** What a hostile body may have handed over at most: the cap, and the piece that crossed it. */
const READ_AT_MOST = LIMITS.maxReplyBytes + 64 * 1024;

/**
 * A body made on demand, piece by piece (`delayMs` apart), that counts what
 * the client pulled and whether it cancelled; it gives up (an error) once
 * pulled past four times the cap, so a client without a cap fails fast
 * rather than reading 200 MB.
 */
function hostileBody(first: string, piece: (n: number) => string | null, {delayMs = 0, total = 200 * 1024 * 1024} = {}) {
  const stats = {pulled: 0, cancelled: false};
  let n = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const text = n === 0 ? first : piece(n);
      n += 1;
      if (text === null || stats.pulled >= total) {
        controller.close();
        return;
      }
      const bytes = encoder.encode(text);
      stats.pulled += bytes.byteLength;
      if (stats.pulled > 4 * LIMITS.maxReplyBytes + (1 << 20)) controller.error(new Error(`read ${stats.pulled} bytes: past any cap`));
      else controller.enqueue(bytes);
    },
    cancel() {
      stats.cancelled = true;
    },
  });
  return {stream, stats};
}

const sse = (stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Response(stream, {headers: {'Content-Type': 'text/event-stream', ...headers}});
const json = (stream: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Response(stream, {headers: {'Content-Type': 'application/json', ...headers}});
const empty = `data: ${JSON.stringify({choices: [{index: 0, delta: {}, finish_reason: null}]})}\n\n`;
const X64K = 'x'.repeat(64 * 1024);

type Case = {
  name: string;
  reply: () => {response: Response | Promise<Response>; stats?: {pulled: number; cancelled: boolean}};
  kind: AskAiErrorKind;
  /** What the reader was shown before the failure. */
  shown?: (text: string) => boolean;
};

const hostile: Case[] = [
  {
    name: 'an endless stream, a piece every 5 ms',
    reply: () => {
      const body = hostileBody('', () => chunkEvent('more '), {delayMs: 5});
      return {response: sse(body.stream), stats: body.stats};
    },
    kind: 'too-slow',
    shown: (text) => text.startsWith('more more'),
  },
  {
    name: 'an endless stream, as fast as it is read',
    reply: () => {
      const body = hostileBody('', () => chunkEvent('more '.repeat(50)));
      return {response: sse(body.stream), stats: body.stats};
    },
    kind: 'too-large',
    shown: (text) => text.length === LIMITS.maxAnswerCharacters,
  },
  {
    name: 'keep-alive chunks only, once the answer began',
    reply: () => {
      const body = hostileBody(chunkEvent('Begun'), () => empty, {delayMs: 10});
      return {response: sse(body.stream), stats: body.stats};
    },
    kind: 'stalled',
    shown: (text) => text === 'Begun',
  },
  {
    name: 'keep-alive chunks only, from the start',
    reply: () => {
      const body = hostileBody(empty, () => empty, {delayMs: 10});
      return {response: sse(body.stream), stats: body.stats};
    },
    kind: 'no-first-token',
  },
  {
    name: 'usage chunks only (no choices), once the answer began',
    reply: () => {
      const body = hostileBody(chunkEvent('Begun'), () => 'data: {"choices":[],"usage":{"total_tokens":1}}\n\n', {delayMs: 10});
      return {response: sse(body.stream), stats: body.stats};
    },
    kind: 'stalled',
  },
  {
    name: 'comments only, once the answer began',
    reply: () => {
      const body = hostileBody(chunkEvent('Begun'), () => ': keep-alive\n\n', {delayMs: 10});
      return {response: sse(body.stream), stats: body.stats};
    },
    kind: 'stalled',
  },
  {
    name: 'comments only, from the start',
    reply: () => {
      const body = hostileBody(': hello\n\n', () => ': keep-alive\n\n', {delayMs: 10});
      return {response: sse(body.stream), stats: body.stats};
    },
    kind: 'no-first-token',
  },
  {
    name: 'one data line that never ends (a huge single chunk)',
    reply: () => {
      const body = hostileBody('data: {"choices":[{"delta":{"content":"', () => X64K);
      return {response: sse(body.stream), stats: body.stats};
    },
    kind: 'too-large',
  },
  {
    name: 'one complete chunk holding more text than an answer may, then more',
    reply: () => {
      const body = hostileBody(chunkEvent('y'.repeat(100_000)), () => chunkEvent('after'), {delayMs: 10});
      return {response: sse(body.stream), stats: body.stats};
    },
    kind: 'too-large',
    shown: (text) => text === 'y'.repeat(LIMITS.maxAnswerCharacters),
  },
  {
    name: 'a 200 MB completion that is not streamed',
    reply: () => {
      const body = hostileBody('{"choices":[{"message":{"role":"assistant","content":"', () => X64K);
      return {response: json(body.stream), stats: body.stats};
    },
    kind: 'too-large',
  },
  {
    name: 'a 200 MB completion that says so in its Content-Length',
    reply: () => {
      const body = hostileBody('{"choices":[{"message":{"content":"', () => X64K);
      return {response: json(body.stream, {'Content-Length': String(200 * 1024 * 1024)}), stats: body.stats};
    },
    kind: 'too-large',
  },
  {
    name: 'a completion within the byte cap whose text passes the answer cap',
    reply: () => ({response: json(JSON.stringify({choices: [{message: {content: 'z'.repeat(20_000)}}]}))}),
    kind: 'too-large',
    shown: (text) => text === 'z'.repeat(LIMITS.maxAnswerCharacters),
  },
  {
    name: 'malformed SSE: a data line that is not JSON',
    reply: () => ({response: sse(hostileBody(`${chunkEvent('Part')}data: {not json\n\n`, () => null).stream)}),
    kind: 'malformed',
  },
  {
    name: 'malformed SSE: HTML where events should be',
    reply: () => ({response: sse(hostileBody('retry: 10\nid: 1\ndata: <html><body>Bad gateway</body></html>\n\n', () => null).stream)}),
    kind: 'malformed',
  },
  {
    name: 'malformed SSE: JSON that is no chunk',
    reply: () => ({response: sse(hostileBody('event: message\ndata: [1,2,3]\n\n', () => null).stream)}),
    kind: 'malformed',
  },
  {
    name: 'malformed SSE: binary garbage, then the end',
    reply: () => ({response: sse(hostileBody('\u0000\u00ff\ufffd\u0001garbage without a newline', () => null).stream)}),
    kind: 'cut',
  },
  {name: 'invalid JSON, not streamed', reply: () => ({response: json('{"choices": [')}), kind: 'malformed'},
  {name: 'JSON that is no completion, not streamed', reply: () => ({response: json('{"ok": true}')}), kind: 'malformed'},
  {
    name: 'a server that never sends its headers',
    reply: () => ({response: new Promise<Response>(() => {})}),
    kind: 'no-first-token',
  },
];

/** Asks with `reply`; the outcome, the text shown, and whether the case ended on its own. */
async function askWith(reply: Case['reply'], limits: Partial<typeof LIMITS> = LIMITS) {
  const reader = new AbortController();
  let text = '';
  const made = reply();
  const never = setTimeout(() => reader.abort(new Error(`never ended within ${NEVER_ENDS_MS} ms`)), NEVER_ENDS_MS);
  try {
    await streamChatCompletion({
      url: 'https://ai.example.com/v1/chat/completions',
      model: 'm-1',
      messages: [{role: 'user', content: 'Q?'}],
      signal: reader.signal,
      onText: (piece) => (text += piece),
      fetch: ((_url: string, init: RequestInit) =>
        // A fetch that honours its signal, as the browser's does.
        Promise.race([
          made.response,
          new Promise<never>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason), {once: true})),
        ])) as typeof fetch,
      ...limits,
    });
    return {error: null, text, stats: made.stats};
  } catch (error) {
    return {error, text, stats: made.stats};
  } finally {
    clearTimeout(never);
  }
}

describe('hostile replies, with short limits', () => {
  for (const {name, reply, kind, shown} of hostile) {
    test(`${name}: ends as "${kind}", within the caps, with a message that says what happened`, async () => {
      const {error, text, stats} = await askWith(reply);
      assert.ok(error instanceof AskAiError, `${name}: ${String(error)}`);
      assert.equal(error.kind, kind, `${name}: ${error.message}`);
      assert.ok(text.length <= LIMITS.maxAnswerCharacters, `${name}: ${text.length} characters shown`);
      if (shown) assert.ok(shown(text), `${name}: shown ${JSON.stringify(text.slice(0, 80))}`);
      if (stats) {
        assert.ok(stats.pulled <= READ_AT_MOST, `${name}: read ${stats.pulled} bytes`);
        // A reply that did not end by itself is cancelled, so the browser stops downloading it.
        if (kind !== 'malformed' && kind !== 'cut') assert.equal(stats.cancelled, true, `${name}: the body was not cancelled`);
      }
      const {title, advice} = describeAskAiError(error);
      assert.ok(title.length > 10 && advice.length > 10, `${name}: ${title} / ${advice}`);
    });
  }
});

test('each limit has its own message, naming the limit', async () => {
  const ask = async (reply: Case['reply'], limits: Partial<typeof LIMITS>) => (await askWith(reply, {...LIMITS, ...limits})).error as AskAiError;
  const endless = () => ({response: sse(hostileBody('', () => chunkEvent('more '), {delayMs: 5}).stream)});
  const slow = await ask(endless, {maxDurationMs: 500});
  assert.equal(describeAskAiError(slow).title, 'The answer took longer than 0.5 seconds and was stopped.');
  const slowDefault = new AskAiError('too-slow', 'x', {limit: MAX_ANSWER_DURATION_MS});
  assert.equal(describeAskAiError(slowDefault).advice, 'What arrived is shown above. Try again, or ask a narrower question.');
  const large = await ask(() => ({response: sse(hostileBody(chunkEvent('y'.repeat(10_000)), () => null).stream)}), {maxAnswerCharacters: 2_000});
  assert.equal(large.message, 'The answer grew past 2,000 characters and was stopped there.');
  const bytes = await ask(() => ({response: json(hostileBody('{"choices":[{"message":{"content":"', () => X64K).stream)}), {maxReplyBytes: 1024 * 1024});
  assert.equal(bytes.message, 'The AI service’s reply grew past 1 MB and was stopped.');
  const stalled = await ask(() => ({response: sse(hostileBody(chunkEvent('Begun'), () => empty, {delayMs: 10}).stream)}), {stallTimeoutMs: 200});
  assert.equal(stalled.message, 'The answer stopped arriving: nothing came for 0.2 seconds.');
});

test('the default limits leave room for any real answer and stop a hostile one', () => {
  // A long answer is a few thousand tokens; at 10 tokens a second, 1,200 tokens take two minutes.
  assert.equal(MAX_ANSWER_DURATION_MS, 120_000);
  assert.equal(STALL_TIMEOUT_MS, 20_000);
  // About 15,000 tokens of text: several times the longest answer a docs question gets.
  assert.equal(MAX_ANSWER_CHARACTERS, 60_000);
  // Streamed, each token comes in an event of about 150 bytes: 15,000 tokens are about 2.3 MB.
  assert.equal(MAX_REPLY_BYTES, 4 * 1024 * 1024);
});

describe('hostile replies from the loopback stand-in, over HTTP', () => {
  let standIn: ChatStandIn;
  before(async () => {
    standIn = await startChatStandIn(0);
  });
  after(() => standIn.close());

  const modes: [HostileMode, AskAiErrorKind][] = [
    ['endless', 'too-slow'],
    ['keep-alive-only', 'stalled'],
    ['comments-only', 'stalled'],
    ['huge-chunk', 'too-large'],
    ['huge-json', 'too-large'],
    ['no-headers', 'no-first-token'],
  ];
  for (const [mode, kind] of modes) {
    test(`${mode}: ends as "${kind}", and the client hangs up`, async () => {
      standIn.respondWith((_request, response) => hostileAnswer(response, mode));
      const before = standIn.requests.length;
      const reader = new AbortController();
      const never = setTimeout(() => reader.abort(new Error('never ended')), NEVER_ENDS_MS);
      let text = '';
      const error = await streamChatCompletion({
        url: `http://127.0.0.1:${standIn.port}/v1/chat/completions`,
        model: 'stand-in',
        messages: [{role: 'user', content: 'Q?'}],
        signal: reader.signal,
        onText: (piece) => (text += piece),
        ...LIMITS,
      }).then(
        () => null,
        (failure: unknown) => failure,
      );
      clearTimeout(never);
      assert.ok(error instanceof AskAiError, `${mode}: ${String(error)}`);
      assert.equal(error.kind, kind, `${mode}: ${error.message}`);
      assert.ok(text.length <= LIMITS.maxAnswerCharacters);
      const request = standIn.requests[before];
      assert.ok(request, `${mode}: no request reached the stand-in`);
      await waitFor(() => request.abandoned, `${mode}: the client did not hang up`);
    });
  }
});

async function waitFor(check: () => boolean, message: string, ms = 2_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) assert.fail(message);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
