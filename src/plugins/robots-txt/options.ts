import {z} from 'zod';

import {optionsValidator} from '../../lib/build/plugin-options';

export const robotsTxtOptionsSchema = z
  .object({
    disallow: z
      .array(z.string().regex(/^\/\S*$/, 'must be a path starting with "/", without spaces'))
      .default([])
      .describe("Path prefixes (from the site's root, query included where it matters) crawlers should not fetch. Default: none."),
  })
  .strict();

/** The options as docusaurus.config.ts gives them. */
export type RobotsTxtOptions = z.input<typeof robotsTxtOptionsSchema>;
/** The options the plugin receives, defaults filled in. */
export type ResolvedRobotsTxtOptions = z.output<typeof robotsTxtOptionsSchema>;

export const validateOptions = optionsValidator('robots-txt', robotsTxtOptionsSchema);
