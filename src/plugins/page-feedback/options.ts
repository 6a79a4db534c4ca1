import {z} from 'zod';

import {optionsValidator} from '../../lib/build/plugin-options';

/**
 * Where the answers of "Was this page helpful?" go (config/feedback.ts reads
 * them from the environment and checks the values, naming the variables).
 * Absent both, the question is not shown. The browser imports only the type
 * of this file; its constants are in feedback.ts.
 */
export const pageFeedbackOptionsSchema = z
  .object({
    url: z.string().optional().describe('Receives each answer as an HTTP POST of JSON: `{path, answer, comment}`. Default: absent.'),
    posthog: z
      .object({
        apiKey: z.string().describe("The PostHog project's public API key."),
        apiHost: z.string().describe("PostHog's ingestion host or a reverse proxy."),
      })
      .strict()
      .optional()
      .describe("Receives each answer as a PostHog event, when PostHog is the site's analytics. Default: absent."),
  })
  .strict();

/** The options, as docusaurus.config.ts gives them and the browser receives them (no defaults: one type). */
export type PageFeedbackOptions = z.infer<typeof pageFeedbackOptionsSchema>;

export const validateOptions = optionsValidator('page-feedback', pageFeedbackOptionsSchema);

export function anyDestination(options: PageFeedbackOptions): boolean {
  return Boolean(options.url || options.posthog);
}
