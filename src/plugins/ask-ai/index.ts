import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {ASK_AI_PLUGIN_NAME, validateAskAiOptions, type AskAiOptions} from './options';

export type {AskAiOptions};
export {askAiCspSources} from './csp-sources';

/**
 * Ask AI in the search modal and on the search page: the reader's question,
 * answered from the docs' own sections by the OpenAI-compatible endpoint the
 * site owner configured. Added to the site only when configured
 * (config/ask-ai.ts); it then provides `@theme/SearchAskAi`, the search
 * theme's hook point, in place of the search theme's empty one, and hands its
 * options to the browser as global data.
 */
export default function askAiPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = validateAskAiOptions((rawOptions ?? {}) as Partial<Record<keyof AskAiOptions, unknown>>);
  return {
    name: ASK_AI_PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      actions.setGlobalData(options);
    },
  };
}
