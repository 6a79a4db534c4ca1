import {isHttpUrl} from '../src/lib/build/isHttpUrl';
import type {AnalyticsOptions} from '../src/plugins/analytics';

/** PostHog's US ingestion host, used when only the project key is given. */
const defaultPostHogHost = 'https://us.i.posthog.com';

/**
 * Analytics, read from the environment at build time. A service whose
 * variable is unset is not in the built site at all; a malformed value stops
 * the build with a message that names the variable.
 */
export function analyticsOptions(env: NodeJS.ProcessEnv = process.env): AnalyticsOptions {
  const value = (name: string) => env[name]?.trim() || undefined;
  const fail = (message: string): never => {
    throw new Error(`Analytics configuration: ${message}`);
  };

  const posthogKey = value('POSTHOG_API_KEY');
  const posthogHost = value('POSTHOG_API_HOST');
  if (posthogHost && !posthogKey) {
    fail('POSTHOG_API_HOST is set but POSTHOG_API_KEY is not; set the project key too, or unset both.');
  }
  if (posthogKey && !/^[\w-]+$/.test(posthogKey)) {
    fail(`POSTHOG_API_KEY must be a PostHog project API key such as "phc_abc123" (got "${posthogKey}").`);
  }
  if (posthogHost && !isHttpUrl(posthogHost)) {
    fail(`POSTHOG_API_HOST must be an http(s) URL such as "https://eu.i.posthog.com" (got "${posthogHost}").`);
  }

  const googleTagId = value('GOOGLE_TAG_ID');
  if (googleTagId && !/^(G|GT|AW|DC)-[A-Z0-9]+$/.test(googleTagId)) {
    fail(
      `GOOGLE_TAG_ID must be a Google tag ID such as "G-ABC123XYZ" (got "${googleTagId}"). ` +
        'Tag Manager container IDs (GTM-…) are not supported: use the Google tag ID of the GA4 stream.',
    );
  }

  const hotjarSiteId = value('HOTJAR_SITE_ID');
  if (hotjarSiteId && !/^\d+$/.test(hotjarSiteId)) {
    fail(`HOTJAR_SITE_ID must be the numeric Hotjar site ID such as "1234567" (got "${hotjarSiteId}").`);
  }

  return {
    ...(posthogKey ? {posthog: {apiKey: posthogKey, apiHost: (posthogHost ?? defaultPostHogHost).replace(/\/+$/, '')}} : {}),
    ...(googleTagId ? {googleTag: {id: googleTagId}} : {}),
    ...(hotjarSiteId ? {hotjar: {siteId: hotjarSiteId}} : {}),
  };
}
