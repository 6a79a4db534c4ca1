/**
 * The hook point for an "Ask AI" feature (client/ask-ai-hook.ts): whatever a
 * plugin provided through `provideSearchAskAi`, or nothing. The search plugin
 * alone provides this component.
 */
export {loadProvidedSearchAskAi as loadAskAi} from '../../client/ask-ai-hook';
