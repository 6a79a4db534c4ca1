import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {pluginWithOptions} from '../../lib/build/plugin-options';
import {anyServiceConfigured, validateOptions, type AnalyticsOptions} from './options';

export {validateOptions, type AnalyticsOptions};
export {analyticsCspSources} from './csp-sources';

/**
 * Page views to PostHog, Google Analytics through the Google tag, and Hotjar,
 * each only when configured and only in production builds: with nothing
 * configured, or under `docusaurus start`, the client module is not added
 * and the built site holds no analytics code at all.
 */
function analyticsPlugin(_context: LoadContext, options: AnalyticsOptions): Plugin {
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

export default pluginWithOptions(analyticsPlugin, validateOptions);
