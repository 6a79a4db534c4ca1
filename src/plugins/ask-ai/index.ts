import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {ASK_AI_PLUGIN_NAME} from './name';
import {pluginWithOptions} from '../../lib/build/plugin-options';
import {validateOptions, type AskAiOptions} from './options';
import {checkAskAiRequirements} from './requirements';

export {validateOptions, type AskAiOptions};
export {ASK_AI_REQUIREMENTS, checkAskAiRequirements} from './requirements';
export {askAiCspSources} from './csp-sources';

/**
 * Ask AI in the search modal and on the search page: the reader's question,
 * answered from the docs' own sections by the OpenAI-compatible endpoint the
 * site owner configured. Added to the site only when configured
 * (config/ask-ai.ts). It provides no theme component: a client module hands
 * its loader to the search plugin's hook (`provideSearchAskAi`), and its
 * options reach the browser as global data. It reads what the search and
 * llms-txt plugins make, and stops the build before bundling when either is
 * missing (requirements.ts).
 */
function askAiPlugin(_context: LoadContext, options: AskAiOptions): Plugin {
  return {
    name: ASK_AI_PLUGIN_NAME,

    getClientModules() {
      return [path.join(__dirname, 'client', 'provide-search-ask-ai.ts')];
    },

    // Docusaurus keys every loaded plugin's content by the plugin's name: the first hook that sees
    // them all, and before the bundling that takes most of a build.
    allContentLoaded({allContent}) {
      checkAskAiRequirements(Object.keys(allContent));
    },

    async contentLoaded({actions}) {
      actions.setGlobalData(options);
    },
  };
}

export default pluginWithOptions(askAiPlugin, validateOptions);
