import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {anyServiceConfigured, type AnalyticsOptions} from './options';

export type {AnalyticsOptions};
export {analyticsCspSources} from './csp-sources';

/**
 * Page views to PostHog, Google Analytics through the Google tag, and Hotjar,
 * each only when configured and only in production builds: with nothing
 * configured, or under `docusaurus start`, the client module is not added
 * and the built site holds no analytics code at all.
 */
export default function analyticsPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = normalizeOptions(rawOptions);
  const active = process.env.NODE_ENV === 'production' && anyServiceConfigured(options);
  return {
    name: 'analytics',

    getClientModules() {
      return active ? [path.join(__dirname, 'client-module.ts')] : [];
    },

    async contentLoaded({actions}) {
      if (active) actions.setGlobalData(options);
    },
  };
}

/**
 * Checks the options' shape; the values themselves are checked where they are
 * read from the environment (config/analytics.ts), with the variable's name.
 */
export function normalizeOptions(raw: unknown): AnalyticsOptions {
  const options = (raw ?? {}) as Record<string, unknown>;
  const fields: [service: string, field: string][] = [
    ['posthog', 'apiKey'],
    ['posthog', 'apiHost'],
    ['googleTag', 'id'],
    ['hotjar', 'siteId'],
  ];
  for (const [service, field] of fields) {
    const settings = options[service] as Record<string, unknown> | undefined;
    if (settings !== undefined && (typeof settings[field] !== 'string' || settings[field] === '')) {
      throw new Error(`analytics: option "${service}.${field}" must be a non-empty string.`);
    }
  }
  return options as AnalyticsOptions;
}
