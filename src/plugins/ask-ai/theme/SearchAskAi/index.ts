import type {LoadSearchAskAi} from '@agenta-docs/search/client';

/**
 * Ask AI in the search theme (see client/ask-ai-hook.ts in the search
 * plugin). Only this loader is in the page's bundle; the entry and the
 * shortcut load with the search modal, the answer view when first asked.
 */
export const loadAskAi: LoadSearchAskAi = () => import('../../client/search-integration').then((module) => module.searchAskAi);
