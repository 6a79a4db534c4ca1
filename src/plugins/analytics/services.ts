/**
 * The browser side of each analytics service, loaded by the client module
 * once the page is idle. Nothing here may break or mark the page: every
 * script load and request is allowed to fail silently.
 */
import type {AnalyticsOptions} from './options';

export type PageView = {url: string; title: string};
type ReportPageView = (view: PageView) => void;

type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  hj?: ((...args: unknown[]) => void) & {q?: unknown[]};
  _hjSettings?: {hjid: number; hjsv: number};
};

/** Starts every configured service; the returned function reports one page view to those that take them. */
export function startServices(options: AnalyticsOptions): ReportPageView {
  const reporters: ReportPageView[] = [];
  if (options.posthog) reporters.push(startPostHog(options.posthog));
  if (options.googleTag) reporters.push(startGoogleTag(options.googleTag.id));
  // Hotjar follows client-side navigation by itself (it watches the History API).
  if (options.hotjar) startHotjar(options.hotjar.siteId);
  return (view) => {
    for (const report of reporters) {
      try {
        report(view);
      } catch {
        // A service that throws must not stop the others or reach the page.
      }
    }
  };
}

function startPostHog({apiKey, apiHost}: NonNullable<AnalyticsOptions['posthog']>): ReportPageView {
  type PostHog = (typeof import('posthog-js/dist/module.slim.no-external.js'))['posthog'];
  let client: PostHog | null = null;
  let failed = false;
  const pending: PageView[] = [];
  const send = (view: PageView) => {
    // The URL of the route change, not of the moment it is sent; posthog-js
    // adds the title itself, from the document, for every $pageview.
    client?.capture('$pageview', {$current_url: view.url});
  };

  // The slim, no-external build: the core client without autocapture,
  // replay or surveys, and no code path that loads scripts from PostHog's
  // CDN. Imported here so it is a chunk of its own, fetched only now.
  import('posthog-js/dist/module.slim.no-external.js')
    .then(({posthog}) => {
      posthog.init(apiKey, {
        api_host: apiHost,
        // Page views come from the route changes, exactly one per page.
        capture_pageview: false,
        capture_pageleave: false,
        autocapture: false,
        rageclick: false,
        capture_dead_clicks: false,
        capture_heatmaps: false,
        capture_exceptions: false,
        capture_performance: false,
        disable_session_recording: true,
        disable_surveys: true,
        disable_product_tours: true,
        disable_conversations: true,
        disable_web_experiments: true,
        disable_external_dependency_loading: true,
        // No flags or remote-config request: the page views are the only traffic.
        advanced_disable_flags: true,
        advanced_disable_feature_flags: true,
        // No cookie and no storage: an anonymous id that lasts until the next full page load.
        persistence: 'memory',
        person_profiles: 'identified_only',
        // One request per page view, sent at once rather than batched on a timer.
        request_batching: false,
        respect_dnt: true,
      });
      client = posthog;
      pending.splice(0).forEach(send);
    })
    .catch(() => {
      failed = true;
      pending.length = 0;
    });

  return (view) => {
    if (client) send(view);
    else if (!failed) pending.push(view);
  };
}

function startGoogleTag(id: string): ReportPageView {
  const w = window as AnalyticsWindow;
  const dataLayer = (w.dataLayer ??= []);
  // gtag.js reads its queue as `arguments` objects, exactly as Google's snippet pushes them.
  w.gtag = function gtag() {
    dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  // Page views are sent on route changes, the first one included; no ad signals.
  w.gtag('config', id, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  return ({url, title}) => w.gtag?.('event', 'page_view', {page_location: url, page_title: title, send_to: id});
}

function startHotjar(siteId: string): void {
  const w = window as AnalyticsWindow;
  // What Hotjar's own snippet sets before its script loads, without an inline script.
  if (!w.hj) {
    const queue: unknown[] = [];
    w.hj = Object.assign(
      function hj() {
        queue.push(arguments);
      },
      {q: queue},
    );
  }
  w._hjSettings = {hjid: Number(siteId), hjsv: 6};
  loadScript(`https://static.hotjar.com/c/hotjar-${siteId}.js?sv=6`);
}

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  // A blocked or failing host leaves nothing behind.
  script.onerror = () => script.remove();
  document.head.appendChild(script);
}
