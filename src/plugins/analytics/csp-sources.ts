import type {CspSources} from '../hosting/content-security-policy';
import type {AnalyticsOptions} from './options';

/**
 * The hosts each configured service loads from or reports to, for the
 * Content-Security-Policy. Nothing for a service that is not configured.
 */
export function analyticsCspSources(options: AnalyticsOptions): CspSources[] {
  const sources: CspSources[] = [];
  if (options.posthog) {
    // posthog-js is bundled with the site and loads no scripts of its own
    // (its no-external build), so it only needs to reach the events host.
    sources.push({'connect-src': [new URL(options.posthog.apiHost).origin]});
  }
  if (options.googleTag) {
    // Google's list for the Google tag with Google Analytics 4.
    sources.push({
      'script-src': ['https://*.googletagmanager.com'],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    });
  }
  if (options.hotjar) {
    // Hotjar's list: its scripts, styles and fonts, the recording and
    // WebSocket hosts, and the frames of its feedback widgets.
    sources.push({
      'script-src': ['https://*.hotjar.com'],
      'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
      'img-src': ['https://*.hotjar.com'],
      'font-src': ['https://*.hotjar.com'],
      'style-src': ['https://*.hotjar.com'],
      'frame-src': ['https://*.hotjar.com'],
    });
  }
  return sources;
}
