import {validateAskAiOptions, type AskAiOptions} from '../src/plugins/ask-ai/options';

/**
 * How questions are put to the model. The endpoint and the model come from
 * the environment (below); these stay with the site.
 */
export const askAiSettings = {
  /** The system message; the rules about sources (answer only from them, cite them) follow it in every request. */
  systemPrompt:
    'You answer questions about Agenta, the open-source platform for building, evaluating and observing ' +
    'LLM applications, for readers of its documentation. Be brief and concrete: give the steps, settings ' +
    'or code the reader needs, in Markdown.',
  /** At most this many sections of the docs go with a question. */
  maxSources: 6,
  /** Those sections stay under this many tokens in all (about four characters each). */
  sourceTokenBudget: 3000,
};

/**
 * Ask AI, read from the environment at build time: `ASK_AI_URL` (an
 * OpenAI-compatible `/chat/completions` endpoint) and `ASK_AI_MODEL`. With
 * `ASK_AI_URL` unset the feature is not in the built site at all; a malformed
 * value stops the build with a message naming the variable.
 */
export function askAiOptions(env: NodeJS.ProcessEnv = process.env, settings: typeof askAiSettings = askAiSettings): AskAiOptions | undefined {
  const url = env.ASK_AI_URL?.trim() || undefined;
  const model = env.ASK_AI_MODEL?.trim() || undefined;
  if (!url) {
    if (model) {
      throw new Error('Ask AI configuration: ASK_AI_MODEL is set but ASK_AI_URL is not; set the endpoint too, or unset both.');
    }
    return undefined;
  }
  return validateAskAiOptions(
    {url, model, ...settings},
    {
      url: 'ASK_AI_URL',
      model: 'ASK_AI_MODEL',
      systemPrompt: 'askAiSettings.systemPrompt (config/ask-ai.ts)',
      maxSources: 'askAiSettings.maxSources (config/ask-ai.ts)',
      sourceTokenBudget: 'askAiSettings.sourceTokenBudget (config/ask-ai.ts)',
    },
  );
}
