import {z} from 'zod';

import {optionsValidator} from '../../lib/build/plugin-options';

/**
 * Releases the page shows in full by default. A fixed number, so the page weighs the
 * same however many releases there are; every release keeps its own page,
 * where the page sends an address that names an older one (see
 * `earlierReleasePages`).
 */
export const FULL_RELEASES = 10;

export const changelogReleaseNotesOptionsSchema = z
  .object({
    path: z
      .string()
      .startsWith('/', 'must be the page route, starting with "/" (e.g. "/changelog/main")')
      .describe('Route of the page showing the newest releases in full, newest first. Required.'),
    blogPluginId: z.string().default('default').describe('Id of the blog plugin instance holding one post per release. Default: "default".'),
    fullReleases: z
      .number()
      .int('must be a whole number of at least 1')
      .min(1, 'must be a whole number of at least 1')
      .default(FULL_RELEASES)
      .describe(`How many releases the page shows in full. Default: FULL_RELEASES (${FULL_RELEASES}).`),
  })
  .strict();

/** The options as docusaurus.config.ts gives them. */
export type ChangelogReleaseNotesOptions = z.input<typeof changelogReleaseNotesOptionsSchema>;
/** The options the plugin receives, defaults filled in. */
export type ResolvedChangelogReleaseNotesOptions = z.output<typeof changelogReleaseNotesOptionsSchema>;

export const validateOptions = optionsValidator('changelog-release-notes', changelogReleaseNotesOptionsSchema);
