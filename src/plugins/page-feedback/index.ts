import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import type {CspSources} from '../hosting/content-security-policy';
import {anyDestination, type PageFeedbackOptions} from './options';

export type {PageFeedbackOptions};

/**
 * "Was this page helpful?" at the end of every doc page (a wrapper of the
 * docs footer, in this plugin's theme), only when answers have somewhere to
 * go: with no destination configured, the plugin adds nothing to the site.
 */
export default function pageFeedbackPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = normalizeOptions(rawOptions);
  const active = anyDestination(options);
  return {
    name: 'page-feedback',

    ...(active ? {getThemePath: () => path.join(__dirname, 'theme')} : {}),

    async contentLoaded({actions}) {
      if (active) actions.setGlobalData(options);
    },
  };
}

/**
 * What the Content-Security-Policy must allow: the feedback URL's origin.
 * PostHog's host is the analytics plugin's to add.
 */
export function pageFeedbackCspSources(options: PageFeedbackOptions): CspSources[] {
  return options.url ? [{'connect-src': [new URL(options.url).origin]}] : [];
}

/** Checks the options' shape; config/feedback.ts checks the values, naming the variables. */
export function normalizeOptions(raw: unknown): PageFeedbackOptions {
  const options = (raw ?? {}) as Record<string, unknown>;
  const posthog = options.posthog as Record<string, unknown> | undefined;
  const valid =
    (options.url === undefined || typeof options.url === 'string') &&
    (posthog === undefined || (typeof posthog.apiKey === 'string' && typeof posthog.apiHost === 'string'));
  if (!valid) {
    throw new Error('page-feedback: options are {url?: string, posthog?: {apiKey: string, apiHost: string}}.');
  }
  return options as PageFeedbackOptions;
}
