import {z} from 'zod';

import {optionPath, optionsValidator, parseOptions} from '../../lib/build/plugin-options';

const MODEL_MESSAGE = 'must name the model the endpoint serves, such as "gpt-4o-mini"';
const wholeNumber = (from: number, to: number, unit = '') => {
  const message = `must be a whole number ${unit}from ${from} to ${to}`;
  return z.number().superRefine((value, context) => {
    if (!Number.isInteger(value) || value < from || value > to) context.addIssue({code: z.ZodIssueCode.custom, message: `${message} (got ${value})`});
  });
};

/**
 * What the browser needs to ask a question: where the chat endpoint is, which
 * model, and how the question is put. Absent entirely unless `ASK_AI_URL` is
 * set (config/ask-ai.ts, which also holds the settings below). The browser
 * imports only the type of this file.
 */
export const askAiOptionsSchema = z
  .object({
    url: z
      .string()
      .transform((url, context) => {
        const parsed = URL.canParse(url) ? new URL(url) : null;
        if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
          context.addIssue({
            code: z.ZodIssueCode.custom,
            message: `must be an http(s) URL such as "https://ai.example.com/v1/chat/completions" (got "${url}")`,
          });
          return z.NEVER;
        }
        if (parsed.username || parsed.password) {
          context.addIssue({
            code: z.ZodIssueCode.custom,
            message: "must not hold a user name or password: every reader's browser would see it. Point it at a proxy that holds the provider key",
          });
          return z.NEVER;
        }
        return parsed.href;
      })
      .describe("An OpenAI-compatible `/chat/completions` URL: the site owner's proxy, which holds the provider key. Required."),
    model: z.string({required_error: MODEL_MESSAGE}).trim().min(1, MODEL_MESSAGE).describe('The `model` of every request. Required.'),
    systemPrompt: z
      .string()
      .trim()
      .min(1, 'must be a non-empty string')
      .describe('The system message, before the rules about sources that every request carries. Required.'),
    maxSources: wholeNumber(1, 20).describe('At most this many sections of the docs are sent with a question. Required.'),
    sourceTokenBudget: wholeNumber(200, 100_000, 'of tokens ').describe(
      'The sections sent with a question stay under this many tokens (about four characters each). Required.',
    ),
  })
  .strict();

/** The options, as config/ask-ai.ts gives them and the browser receives them (URL and text normalised). */
export type AskAiOptions = z.output<typeof askAiOptionsSchema>;

export {ASK_AI_PLUGIN_NAME} from './name';

export const validateOptions = optionsValidator('ask-ai', askAiOptionsSchema);

/**
 * Checks a complete set of options against the schema, with a message that names what to fix.
 * `names` says where each value came from (an environment variable or a setting in
 * config/ask-ai.ts), so the message points there.
 */
export function validateAskAiOptions(raw: unknown, names: Partial<Record<keyof AskAiOptions, string>> = {}): AskAiOptions {
  return parseOptions(askAiOptionsSchema, raw, 'Ask AI configuration', (path) => names[path[0] as keyof AskAiOptions] ?? optionPath(path));
}
