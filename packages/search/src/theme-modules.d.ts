// The search theme's hook point for Ask AI (client/ask-ai-hook.ts): the
// search theme's own module offers none; a site's Ask AI plugin provides one.
declare module '@theme/SearchAskAi' {
  import type {LoadSearchAskAi} from '@agenta-docs/search/client';

  export const loadAskAi: LoadSearchAskAi | null;
}
