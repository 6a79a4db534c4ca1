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
  | 'cut'
  | 'malformed'
  | 'retrieval';

export class AskAiError extends Error {
  override name = 'AskAiError';
  constructor(
    readonly kind: AskAiErrorKind,
    message: string,
    readonly details: {status?: number; retryAfterSeconds?: number} = {},
  ) {
    super(message);
  }
}

/** How long the answer may take to start, and to go on once started. */
export const FIRST_TOKEN_TIMEOUT_MS = 20_000;
export const STALL_TIMEOUT_MS = 20_000;

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
}): Promise<StreamOutcome> {
  const {signal, onText} = request;
  const doFetch = request.fetch ?? globalThis.fetch.bind(globalThis);
  const firstTokenTimeoutMs = request.firstTokenTimeoutMs ?? FIRST_TOKEN_TIMEOUT_MS;
  const stallTimeoutMs = request.stallTimeoutMs ?? STALL_TIMEOUT_MS;

  // One controller for the request: the reader's Stop and our own timers both end it.
  const controller = new AbortController();
  let timedOut: AskAiError | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (ms: number, error: AskAiError) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = error;
      controller.abort(error);
    }, ms);
  };
  const onAbort = () => controller.abort(signal.reason);
  if (signal.aborted) throw signal.reason;
  signal.addEventListener('abort', onAbort, {once: true});
  arm(
    firstTokenTimeoutMs,
    new AskAiError('no-first-token', `No answer started within ${Math.round(firstTokenTimeoutMs / 1000)} seconds.`),
  );

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

    const type = response.headers.get('Content-Type') ?? '';
    if (!type.includes('text/event-stream')) {
      // A server that ignores `stream: true` answers with one JSON completion.
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        return rethrow(error);
      }
      const content = completionText(text);
      if (content === null) throw malformed();
      if (content) onText(content);
      return {finishReason: 'stop'};
    }

    let finishReason: string | null = null;
    let done = false;
    let started = false;
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
          if (!started) started = true;
          onText(chunk.text);
        }
        if (chunk.finishReason) finishReason = chunk.finishReason;
        if (started) arm(stallTimeoutMs, new AskAiError('stalled', 'The answer stopped arriving.'));
      },
    });

    const reader = response.body?.getReader();
    if (!reader) throw malformed();
    // Aborting ends a pending read too, whatever the body's source does with the signal.
    controller.signal.addEventListener('abort', () => reader.cancel().catch(() => {}), {once: true});
    const decoder = new TextDecoder();
    try {
      while (!done && !failure) {
        const {value, done: ended} = await reader.read();
        if (ended) break;
        parser.feed(decoder.decode(value, {stream: true}));
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
    signal.removeEventListener('abort', onAbort);
  }
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
        advice:
          seconds === undefined
            ? 'Wait a moment, then try again.'
            : `Try again in ${formatWait(seconds)}.`,
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
