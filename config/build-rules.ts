import type {Config} from '@docusaurus/types';

/**
 * Broken links, broken Markdown links and broken anchors fail the build;
 * duplicate routes only warn. Shared with the fixture site that proves it
 * (tests/build-output/build-rules.test.ts).
 */
export const buildRules = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
} as const satisfies Partial<Config>;

export const markdownHooks = {
  onBrokenMarkdownLinks: 'throw',
} as const satisfies NonNullable<NonNullable<Config['markdown']>['hooks']>;
