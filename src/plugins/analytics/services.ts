/**
 * The browser side of each analytics service, loaded by the client module
 * once the page is idle. Nothing here may break or mark the page: every
 * script load and request is allowed to fail silently.
 */
import type {AnalyticsEvent} from './events';
import type {AnalyticsOptions} from './options';

export type PageView = {url: string; title: string};

/** What a service takes: page views, and the events of searches and Ask AI questions (events.ts). */
export type Reporter = {
  pageView(view: PageView): void;
  /** `leaving`: the page is being hidden, and the event must go out even if it unloads. */
  event?(event: AnalyticsEvent, leaving: boolean): void;
};

type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  hj?: ((...args: unknown[]) => void) & {q?: unknown[]};
  _hjSettings?: {hjid: number; hjsv: number};
};

/** Starts every configured service; the returned reporter passes each page view and event to those that take them. */
export function startServices(options: AnalyticsOptions): Required<Reporter> {
  const reporters: Reporter[] = [];
  if (options.posthog) reporters.push(startPostHog(options.posthog));
  if (options.googleTag) reporters.push(startGoogleTag(options.googleTag.id));
  // Hotjar follows client-side navigation by itself (it watches the History API), and takes no events.
  if (options.hotjar) startHotjar(options.hotjar.siteId);
  const each = (report: (reporter: Reporter) => void) => {
    for (const reporter of reporters) {
      try {
        report(reporter);
      } catch {
        // A service that throws must not stop the others or reach the page.
      }
    }
  };
  return {
    pageView: (view) => each((reporter) => reporter.pageView(view)),
    event: (event, leaving) => each((reporter) => reporter.event?.(event, leaving)),
  };
}

function startPostHog({apiKey, apiHost}: NonNullable<AnalyticsOptions['posthog']>): Reporter {
  type PostHog = (typeof import('posthog-js/dist/module.slim.no-external.js'))['posthog'];
  let client: PostHog | null = null;
  let failed = false;
  const pending: ((client: PostHog) => void)[] = [];
  const whenStarted = (send: (client: PostHog) => void) => {
    if (client) send(client);
    else if (!failed) pending.push(send);
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
        // No flags or remote-config request: page views and the site's own events are the only traffic.
        advanced_disable_flags: true,
        advanced_disable_feature_flags: true,
        // No cookie and no storage: an anonymous id that lasts until the next full page load.
        persistence: 'memory',
        person_profiles: 'identified_only',
        // One request per page view or event, sent at once rather than batched on a timer.
        request_batching: false,
        respect_dnt: true,
      });
      client = posthog;
      pending.splice(0).forEach((send) => send(posthog));
    })
    .catch(() => {
      failed = true;
      pending.length = 0;
    });

  return {
    pageView: (view) =>
      // The URL of the route change, not of the moment it is sent; posthog-js
      // adds the title itself, from the document, for every $pageview.
      whenStarted((posthog) => posthog.capture('$pageview', {$current_url: view.url})),
    event: ({name, properties}, leaving) =>
      // A page being hidden may unload before a fetch is sent: the browser sends a beacon even then.
      whenStarted((posthog) => posthog.capture(name, properties, leaving ? {transport: 'sendBeacon'} : undefined)),
  };
}

function startGoogleTag(id: string): Reporter {
  const w = window as AnalyticsWindow;
  const dataLayer = (w.dataLayer ??= []);
  // gtag.js reads its queue as `arguments` objects, exactly as Google's snippet pushes them.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- an Arguments object, not an array
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
  return {
    pageView: ({url, title}) => w.gtag?.('event', 'page_view', {page_location: url, page_title: title, send_to: id}),
    // The same events, as GA4 custom events, without PostHog's own properties ($…) and with no
    // null one (GA4 would record the text "null"). gtag.js sends with a beacon by itself, so a
    // page being hidden needs nothing more.
    event: ({name, properties}) =>
      w.gtag?.('event', name, {
        ...Object.fromEntries(Object.entries(properties).filter(([key, value]) => value !== null && !key.startsWith('$'))),
        send_to: id,
      }),
  };
}

function startHotjar(siteId: string): void {
  const w = window as AnalyticsWindow;
  // What Hotjar's own snippet sets before its script loads, without an inline script.
  if (!w.hj) {
    const queue: unknown[] = [];
    w.hj = Object.assign(
      function hj() {
        // eslint-disable-next-line prefer-rest-params -- an Arguments object, as Hotjar's snippet queues
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
