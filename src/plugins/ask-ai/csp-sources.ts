import type {CspSources} from '../hosting/content-security-policy';
import type {AskAiOptions} from './options';

/**
 * What Ask AI adds to the Content-Security-Policy: the chat endpoint's origin
 * in `connect-src`, and nothing else (the answers' code and styles come from
 * the site itself). Nothing when it is not configured.
 */
export function askAiCspSources(options: AskAiOptions | undefined): CspSources[] {
  return options ? [{'connect-src': [new URL(options.url).origin]}] : [];
}
