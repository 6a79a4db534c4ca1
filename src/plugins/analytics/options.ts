import {z} from 'zod';

import {optionsValidator} from '../../lib/build/plugin-options';

const setting = z.string().min(1, 'must be a non-empty string');

/**
 * The analytics services the site may report to. Each is absent unless
 * configured (config/analytics.ts reads them from the environment, and checks
 * the values with the variables' names); the client module receives these as
 * the plugin's global data.
 */
export const analyticsOptionsSchema = z
  .object({
    posthog: z
      .object({
        apiKey: setting.describe("The project's public API key (`phc_…`)."),
        apiHost: setting.describe("Where events are sent: PostHog's ingestion host or a reverse proxy."),
      })
      .strict()
      .optional()
      .describe('Product analytics: one `$pageview` event per page. Default: absent.'),
    googleTag: z
      .object({id: setting.describe("The Google tag's id (`G-…`).")})
      .strict()
      .optional()
      .describe('Google Analytics through the Google tag (gtag.js). Default: absent.'),
    hotjar: z
      .object({siteId: setting.describe('The Hotjar site id.')})
      .strict()
      .optional()
      .describe('Hotjar session recording. Default: absent.'),
  })
  .strict();

/** The options, as docusaurus.config.ts gives them and the client module receives them (no defaults: one type). */
export type AnalyticsOptions = z.infer<typeof analyticsOptionsSchema>;

export const validateOptions = optionsValidator('analytics', analyticsOptionsSchema);

export function anyServiceConfigured(options: AnalyticsOptions): boolean {
  return Boolean(options.posthog || options.googleTag || options.hotjar);
}
