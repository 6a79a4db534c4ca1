/**
 * What the browser needs to ask a question: where the chat endpoint is, which
 * model, and how the question is put. Absent entirely unless `ASK_AI_URL` is
 * set (config/ask-ai.ts).
 */
export type AskAiOptions = {
  /** An OpenAI-compatible `/chat/completions` URL: the site owner's proxy, which holds the provider key. */
  url: string;
  /** The `model` of every request. */
  model: string;
  /** The system message, before the rules about sources that every request carries. */
  systemPrompt: string;
  /** At most this many sections of the docs are sent with a question. */
  maxSources: number;
  /** The sections sent with a question stay under this many tokens (about four characters each). */
  sourceTokenBudget: number;
};

/** The plugin's name, under which Docusaurus keeps its global data. */
export const ASK_AI_PLUGIN_NAME = 'ask-ai';

/**
 * Checks a complete set of options, with a message that names what to fix.
 * `names` says where each value came from (an environment variable or a
 * setting in config/ask-ai.ts), so the message points there.
 */
export function validateAskAiOptions(
  raw: Partial<Record<keyof AskAiOptions, unknown>>,
  names: Record<keyof AskAiOptions, string> = {
    url: 'url',
    model: 'model',
    systemPrompt: 'systemPrompt',
    maxSources: 'maxSources',
    sourceTokenBudget: 'sourceTokenBudget',
  },
): AskAiOptions {
  const fail = (message: string): never => {
    throw new Error(`Ask AI configuration: ${message}`);
  };
  const {url, model, systemPrompt, maxSources, sourceTokenBudget} = raw;
  let parsed: URL | null = null;
  try {
    parsed = typeof url === 'string' ? new URL(url) : null;
  } catch {
    parsed = null;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    fail(`${names.url} must be an http(s) URL such as "https://ai.example.com/v1/chat/completions" (got "${String(url)}").`);
  }
  if (parsed!.username || parsed!.password) {
    fail(
      `${names.url} must not hold a user name or password: every reader's browser would see it. ` +
        'Point it at a proxy that holds the provider key.',
    );
  }
  if (typeof model !== 'string' || model.trim() === '') {
    fail(`${names.model} must name the model the endpoint serves, such as "gpt-4o-mini", when ${names.url} is set.`);
  }
  if (typeof systemPrompt !== 'string' || systemPrompt.trim() === '') {
    fail(`${names.systemPrompt} must be a non-empty string.`);
  }
  if (!Number.isInteger(maxSources) || (maxSources as number) < 1 || (maxSources as number) > 20) {
    fail(`${names.maxSources} must be a whole number from 1 to 20 (got ${String(maxSources)}).`);
  }
  if (
    !Number.isInteger(sourceTokenBudget) ||
    (sourceTokenBudget as number) < 200 ||
    (sourceTokenBudget as number) > 100_000
  ) {
    fail(`${names.sourceTokenBudget} must be a whole number of tokens from 200 to 100000 (got ${String(sourceTokenBudget)}).`);
  }
  return {
    url: parsed!.href,
    model: (model as string).trim(),
    systemPrompt: (systemPrompt as string).trim(),
    maxSources: maxSources as number,
    sourceTokenBudget: sourceTokenBudget as number,
  };
}
