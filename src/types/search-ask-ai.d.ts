// The search theme's hook point for Ask AI (src/plugins/search/client/ask-ai-hook.ts),
// provided by the search theme (none) or by the ask-ai plugin's theme.
declare module '@theme/SearchAskAi' {
  import type {LoadSearchAskAi} from 'src/plugins/search/client/ask-ai-hook';

  export const loadAskAi: LoadSearchAskAi | null;
}
