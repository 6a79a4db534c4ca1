import {createParser} from 'eventsource-parser';

export type ChatMessage = {role: 'system' | 'user' | 'assistant'; content: string};

/** Why a question got no (complete) answer: each has its own message and a Retry. */
export type AskAiErrorKind =
  | 'unreachable'
  | 'unauthorized'
  | 'rate-limited'
  | 'server'
  | 'rejected'
  | 'no-first-token'
  | 'stalled'
  | 'too-slow'
  | 'too-large'
  | 'cut'
  | 'malformed'
  | 'retrieval';

export class AskAiError extends Error {
  override name = 'AskAiError';
  constructor(
    readonly kind: AskAiErrorKind,
    message: string,
    /** `limit`: the cap that ended the answer (milliseconds for `too-slow`, characters or bytes for `too-large`). */
    readonly details: {status?: number; retryAfterSeconds?: number; limit?: number} = {},
  ) {
    super(message);
  }
}

/** How long the answer may take to start, and to go without new text once started. */
export const FIRST_TOKEN_TIMEOUT_MS = 20_000;
export const STALL_TIMEOUT_MS = 20_000;
/**
 * How long a whole answer may take, from the request: a long answer is a few
 * thousand tokens, and at 10 tokens a second 1,200 take two minutes. An
 * endless stream ends here.
 */
export const MAX_ANSWER_DURATION_MS = 120_000;
/** Characters of answer shown at most: about 15,000 tokens, several times the longest answer a docs question gets. */
export const MAX_ANSWER_CHARACTERS = 60_000;
/**
 * Bytes of reply read at most, streamed or not. Streamed, each token comes in
 * an event of about 150 bytes, so 15,000 tokens are about 2.3 MB; past this the
 * body is cancelled, so a huge or endless reply costs the browser no more.
 */
export const MAX_REPLY_BYTES = 4 * 1024 * 1024;

export type StreamOutcome = {
  /** `stop` for a complete answer, `length` when the model ran out of tokens, null when the server did not say. */
  finishReason: string | null;
};

/**
 * Asks an OpenAI-compatible `/chat/completions` endpoint for a streamed
 * answer and hands each piece of text to `onText` as it arrives. Resolves
 * when the server ends the stream (`data: [DONE]`, or a finish reason and
 * the end of the body); rejects with an AskAiError for every way it can
 * fail, or with the abort reason when `signal` aborts (Stop).
 */
export async function streamChatCompletion(request: {
  url: string;
  model: string;
  messages: ChatMessage[];
  signal: AbortSignal;
  onText: (text: string) => void;
  fetch?: typeof fetch;
  firstTokenTimeoutMs?: number;
  stallTimeoutMs?: number;
  maxDurationMs?: number;
  maxAnswerCharacters?: number;
  maxReplyBytes?: number;
}): Promise<StreamOutcome> {
  const {signal} = request;
  const doFetch = request.fetch ?? globalThis.fetch.bind(globalThis);
  const firstTokenTimeoutMs = request.firstTokenTimeoutMs ?? FIRST_TOKEN_TIMEOUT_MS;
  const stallTimeoutMs = request.stallTimeoutMs ?? STALL_TIMEOUT_MS;
  const maxDurationMs = request.maxDurationMs ?? MAX_ANSWER_DURATION_MS;
  const maxAnswerCharacters = request.maxAnswerCharacters ?? MAX_ANSWER_CHARACTERS;
  const maxReplyBytes = request.maxReplyBytes ?? MAX_REPLY_BYTES;

  // One controller for the request: the reader's Stop and our own timers both end it.
  const controller = new AbortController();
  let timedOut: AskAiError | null = null;
  const expire = (error: AskAiError) => () => {
    timedOut ??= error;
    controller.abort(error);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (ms: number, error: AskAiError) => {
    clearTimeout(timer);
    timer = setTimeout(expire(error), ms);
  };
  const onAbort = () => controller.abort(signal.reason);
  if (signal.aborted) throw signal.reason;
  signal.addEventListener('abort', onAbort, {once: true});
  arm(firstTokenTimeoutMs, new AskAiError('no-first-token', `No answer started within ${Math.round(firstTokenTimeoutMs / 1000)} seconds.`));
  // The whole answer's deadline, which nothing re-arms.
  const deadline = setTimeout(
    expire(new AskAiError('too-slow', `The answer took longer than ${formatDuration(maxDurationMs)} and was stopped.`, {limit: maxDurationMs})),
    maxDurationMs,
  );
  const stalled = new AskAiError('stalled', `The answer stopped arriving: nothing came for ${formatDuration(stallTimeoutMs)}.`, {limit: stallTimeoutMs});
  const tooManyBytes = () =>
    new AskAiError('too-large', `The AI service’s reply grew past ${formatBytes(maxReplyBytes)} and was stopped.`, {limit: maxReplyBytes});

  // Text goes to the reader up to the answer's cap; what would pass it is cut there (at a whole character).
  let shown = 0;
  let tooLong: AskAiError | null = null;
  const onText = (text: string) => {
    if (shown + text.length <= maxAnswerCharacters) {
      shown += text.length;
      request.onText(text);
      return;
    }
    const room = maxAnswerCharacters - shown;
    const code = text.charCodeAt(room - 1);
    const kept = text.slice(0, code >= 0xd800 && code <= 0xdbff ? room - 1 : room);
    if (kept) request.onText(kept);
    shown += kept.length;
    tooLong = new AskAiError('too-large', `The answer grew past ${maxAnswerCharacters.toLocaleString('en-US')} characters and was stopped there.`, {
      limit: maxAnswerCharacters,
    });
  };

  const rethrow = (error: unknown): never => {
    if (signal.aborted) throw signal.reason;
    if (timedOut) throw timedOut;
    if (error instanceof AskAiError) throw error;
    throw new AskAiError('cut', 'The connection to the AI service broke off before the answer was complete.');
  };

  try {
    let response: Response;
    try {
      response = await doFetch(request.url, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
        body: JSON.stringify({model: request.model, messages: request.messages, stream: true}),
        // The endpoint is another origin: no cookies or credentials go to it.
        credentials: 'omit',
        signal: controller.signal,
      });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (timedOut) throw timedOut;
      throw new AskAiError('unreachable', `The AI service could not be reached (${String(error)}).`);
    }
    if (!response.ok) throw httpError(response);

    const reader = response.body?.getReader();
    // Aborting ends a pending read too, whatever the body's source does with the signal.
    controller.signal.addEventListener('abort', () => reader?.cancel().catch(() => {}), {once: true});
    // A declared length past the cap is refused before a byte is read.
    const declared = Number(response.headers.get('Content-Length'));
    if (Number.isFinite(declared) && declared > maxReplyBytes) {
      reader?.cancel().catch(() => {});
      throw tooManyBytes();
    }
    let bytes = 0;
    /** The next piece of the body, or null at its end; past the byte cap, the body is cancelled. */
    const read = async (): Promise<Uint8Array | null> => {
      const {value, done: ended} = await reader!.read();
      if (ended) return null;
      bytes += value.byteLength;
      if (bytes > maxReplyBytes) {
        reader!.cancel().catch(() => {});
        throw tooManyBytes();
      }
      return value;
    };

    const type = response.headers.get('Content-Type') ?? '';
    if (!type.includes('text/event-stream')) {
      // A server that ignores `stream: true` answers with one JSON completion.
      const decoder = new TextDecoder();
      let text = '';
      try {
        if (reader) for (let piece = await read(); piece; piece = await read()) text += decoder.decode(piece, {stream: true});
        text += decoder.decode();
      } catch (error) {
        return rethrow(error);
      }
      const content = completionText(text);
      if (content === null) throw malformed();
      if (content) onText(content);
      if (tooLong) throw tooLong;
      return {finishReason: 'stop'};
    }

    let finishReason: string | null = null;
    let done = false;
    let failure: AskAiError | null = null;
    const parser = createParser({
      onEvent(event) {
        if (done || failure) return;
        if (event.data.trim() === '[DONE]') {
          done = true;
          return;
        }
        const chunk = parseChunk(event.data);
        if (chunk.kind === 'error') {
          failure = chunk.error;
          return;
        }
        if (chunk.text) {
          onText(chunk.text);
          if (tooLong) failure = tooLong;
          // Only text re-arms the stall timer: empty chunks and comments keep a connection open, not an answer going.
          else arm(stallTimeoutMs, stalled);
        }
        if (chunk.finishReason) finishReason = chunk.finishReason;
      },
    });

    if (!reader) throw malformed();
    const decoder = new TextDecoder();
    try {
      while (!done && !failure) {
        const piece = await read();
        if (!piece) break;
        parser.feed(decoder.decode(piece, {stream: true}));
      }
    } catch (error) {
      return rethrow(error);
    } finally {
      if (done || failure) reader.cancel().catch(() => {});
    }
    if (failure) throw failure;
    if (controller.signal.aborted) return rethrow(controller.signal.reason);
    if (!done && finishReason === null) {
      throw new AskAiError('cut', 'The connection to the AI service broke off before the answer was complete.');
    }
    return {finishReason};
  } finally {
    clearTimeout(timer);
    clearTimeout(deadline);
    signal.removeEventListener('abort', onAbort);
  }
}

/** `ms` as a reader reads it: "20 seconds", "2 minutes" (tenths of a second below one). */
function formatDuration(ms: number): string {
  if (ms < 1000) return `${Number((ms / 1000).toFixed(1))} seconds`;
  const seconds = Math.round(ms / 1000);
  if (seconds >= 120 && seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB` : `${Math.round(bytes / 1024)} KB`;
}

type ParsedChunk = {kind: 'text'; text: string; finishReason: string | null} | {kind: 'error'; error: AskAiError};

/** One `data:` payload of the stream: a `chat.completion.chunk`, or an error object some proxies send mid-stream. */
export function parseChunk(data: string): ParsedChunk {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return {kind: 'error', error: malformed()};
  }
  if (!json || typeof json !== 'object') return {kind: 'error', error: malformed()};
  const chunk = json as {choices?: unknown; error?: unknown};
  if (chunk.error) {
    return {kind: 'error', error: new AskAiError('server', 'The AI service reported an error while answering.')};
  }
  if (!Array.isArray(chunk.choices)) return {kind: 'error', error: malformed()};
  // Some servers send a last chunk with usage and no choices.
  const choice = chunk.choices[0] as {delta?: {content?: unknown}; finish_reason?: unknown} | undefined;
  const content = choice?.delta?.content;
  if (content !== undefined && content !== null && typeof content !== 'string') {
    return {kind: 'error', error: malformed()};
  }
  const finishReason = typeof choice?.finish_reason === 'string' ? choice.finish_reason : null;
  return {kind: 'text', text: content ?? '', finishReason};
}

/** The text of a whole (not streamed) chat completion, or null when it is not one. */
export function completionText(body: string): string | null {
  try {
    const json = JSON.parse(body) as {choices?: {message?: {content?: unknown}}[]};
    const content = json.choices?.[0]?.message?.content;
    return typeof content === 'string' ? content : null;
  } catch {
    return null;
  }
}

function malformed(): AskAiError {
  return new AskAiError('malformed', 'The AI service sent a reply that could not be read.');
}

function httpError(response: Response): AskAiError {
  const status = response.status;
  response.body?.cancel().catch(() => {});
  if (status === 401 || status === 403) {
    return new AskAiError('unauthorized', `The AI service refused the request (HTTP ${status}).`, {status});
  }
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
    return new AskAiError('rate-limited', 'The AI service is receiving too many questions.', {status, retryAfterSeconds});
  }
  if (status >= 500) {
    return new AskAiError('server', `The AI service had a problem (HTTP ${status}).`, {status});
  }
  return new AskAiError('rejected', `The AI service could not take this question (HTTP ${status}).`, {status});
}

/** `Retry-After` as seconds from now: a number of seconds, or an HTTP date. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/** What the reader is told for each failure: a title and what to do. */
export function describeAskAiError(error: unknown): {title: string; advice: string} {
  if (!(error instanceof AskAiError)) {
    return {title: 'Something went wrong while asking.', advice: 'Try again; search still works.'};
  }
  switch (error.kind) {
    case 'unreachable':
      return {
        title: 'The AI service could not be reached.',
        advice: 'Check your connection and try again. Search still works.',
      };
    case 'unauthorized':
      return {
        title: error.message,
        advice: 'The site’s Ask AI service is not accepting questions from this page. Search still works.',
      };
    case 'rate-limited': {
      const seconds = error.details.retryAfterSeconds;
      return {
        title: error.message,
        advice: seconds === undefined ? 'Wait a moment, then try again.' : `Try again in ${formatWait(seconds)}.`,
      };
    }
    case 'server':
      return {title: error.message, advice: 'Try again in a moment.'};
    case 'rejected':
      return {title: error.message, advice: 'Try a shorter question, or try again.'};
    case 'no-first-token':
      return {title: error.message, advice: 'The AI service may be busy. Try again.'};
    case 'stalled':
    case 'cut':
      return {title: error.message, advice: 'What arrived is shown above. Try again for a complete answer.'};
    case 'too-slow':
    case 'too-large':
      return {title: error.message, advice: 'What arrived is shown above. Try again, or ask a narrower question.'};
    case 'malformed':
      return {title: error.message, advice: 'Try again; if it keeps happening, the service is misconfigured.'};
    case 'retrieval':
      return {title: error.message, advice: 'Check your connection and try again.'};
  }
}

function formatWait(seconds: number): string {
  if (seconds < 1) return 'a moment';
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
