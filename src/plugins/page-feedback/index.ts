import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import type {CspSources} from '../hosting/content-security-policy';
import {pluginWithOptions} from '../../lib/build/plugin-options';
import {anyDestination, validateOptions, type PageFeedbackOptions} from './options';

export {validateOptions, type PageFeedbackOptions};

/**
 * "Was this page helpful?" at the end of every doc page (a wrapper of the
 * docs footer, in this plugin's theme), only when answers have somewhere to
 * go: with no destination configured, the plugin adds nothing to the site.
 */
function pageFeedbackPlugin(_context: LoadContext, options: PageFeedbackOptions): Plugin {
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

export default pluginWithOptions(pageFeedbackPlugin, validateOptions);
