import type {LoadSearchAskAi} from '../../client/ask-ai-hook';

/**
 * The hook point for an "Ask AI" feature (client/ask-ai-hook.ts): none here.
 * A plugin listed after the search theme replaces this module with its own.
 */
export const loadAskAi: LoadSearchAskAi | null = null;
