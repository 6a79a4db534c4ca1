// The search theme's hook point for Ask AI (client/ask-ai-hook.ts), provided by the search theme
// alone: what a plugin's client module handed to provideSearchAskAi, or nothing.
declare module '@theme/SearchAskAi' {
  import type {SearchAskAi} from '@agenta-docs/search/client';

  export function loadAskAi(): Promise<SearchAskAi> | undefined;
}
