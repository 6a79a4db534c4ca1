import {provideSearchAskAi} from '@agenta-docs/search/ask-ai-hook';

// The client module the plugin adds: Ask AI reaches the search modal and page through the search
// plugin's declared hook. Only this loader is in every page's bundle; the entry and the shortcut
// load with the search modal, the answer view when first asked.
provideSearchAskAi(() => import('./search-integration').then((module) => module.searchAskAi));
