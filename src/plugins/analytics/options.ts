/**
 * The analytics services the site may report to. Each is absent unless
 * configured (config/analytics.ts reads them from the environment); the
 * client module receives these as the plugin's global data.
 */
export type AnalyticsOptions = {
  /** Product analytics: one `$pageview` event per page. */
  posthog?: {
    /** The project's public API key (`phc_…`). */
    apiKey: string;
    /** Where events are sent: PostHog's ingestion host or a reverse proxy. */
    apiHost: string;
  };
  /** Google Analytics through the Google tag (gtag.js). */
  googleTag?: {id: string};
  /** Hotjar session recording. */
  hotjar?: {siteId: string};
};

export function anyServiceConfigured(options: AnalyticsOptions): boolean {
  return Boolean(options.posthog || options.googleTag || options.hotjar);
}
