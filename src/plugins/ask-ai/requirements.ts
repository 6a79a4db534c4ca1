import {LLMS_TXT_PLUGIN_NAME} from '../llms-txt';
import {SEARCH_PLUGIN_NAME} from '@agenta-docs/search';

/** A plugin whose output Ask AI uses, and what to add when it is missing. */
export type AskAiRequirement = {
  /** The plugin's name, as Docusaurus lists it. */
  plugin: string;
  /** What Ask AI takes from it. */
  uses: string;
  /** Where to add it. */
  add: string;
};

/** The plugins Ask AI reads the output of. */
export const ASK_AI_REQUIREMENTS: readonly AskAiRequirement[] = [
  {
    plugin: SEARCH_PLUGIN_NAME,
    uses: 'the search modal and page it appears in, and the search hits it chooses sources by',
    add: 'the search plugin (@agenta-docs/search) to the site\'s "themes"',
  },
  {
    plugin: LLMS_TXT_PLUGIN_NAME,
    uses: 'the Markdown twin of every page (<page>.md), which it cuts the sources it sends into',
    add: 'llmsTxtPlugin (src/plugins/llms-txt) to the site\'s "plugins"',
  },
];

/**
 * Fails, naming each missing plugin and what to add, unless every plugin Ask
 * AI reads the output of is among the site's: without the twins every
 * question would be sent with no sources, and that shows only once deployed.
 */
export function checkAskAiRequirements(pluginNames: Iterable<string>): void {
  const present = new Set(pluginNames);
  const missing = ASK_AI_REQUIREMENTS.filter(({plugin}) => !present.has(plugin));
  if (missing.length === 0) return;
  throw new Error(
    [
      'ask-ai: Ask AI needs plugins this site does not have:',
      ...missing.map(({plugin, uses, add}) => `- "${plugin}", for ${uses}: add ${add} in docusaurus.config.ts.`),
      'Or build without Ask AI: leave ASK_AI_URL unset.',
    ].join('\n'),
  );
}
