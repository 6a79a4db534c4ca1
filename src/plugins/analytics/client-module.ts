/**
 * Added to the site only when a service is configured in a production build
 * (see index.ts). Decides once whether the visitor allows tracking; then
 * reports one page view per page, the first one included, and, to the
 * services that take events, one event per search and per Ask AI question,
 * through the hooks the search package and Ask AI declare for it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import type {ClientModule} from '@docusaurus/types';
import {provideSearchAnalytics} from '@agenta-docs/search/analytics-hook';

import {provideAskAiAnalytics} from '../ask-ai/client/analytics-hook';
import {askAiEvent, docsVersionOf, searchEvent, type AnalyticsEvent} from './events';
import type {AnalyticsOptions} from './options';
import {isNewPage, visitorRefusesTracking} from './page-views';
import {createSearchSessions} from './search-sessions';
import type {Reporter} from './services';

const options = globalData.analytics?.default as AnalyticsOptions | undefined;

/** undefined until first needed; null when the visitor refuses tracking. */
let services: Promise<Required<Reporter>> | null | undefined;
/** Page views go out one after another, in the order of the route changes. */
let previousView: Promise<void> = Promise.resolve();

function startServices(): Promise<Required<Reporter>> | null {
  if (services !== undefined) return services;
  if (!options || visitorRefusesTracking({navigator, window})) {
    services = null;
    return null;
  }
  // The services are a chunk of their own, fetched once the page is idle
  // after hydration, so they never compete with rendering or input. Page
  // views and events wait for them; if the chunk fails, there are simply none.
  services = whenIdle()
    .then(() => import('./services'))
    .then((module) => module.startServices(options));
  services.catch(() => undefined);
  return services;
}

function sendEvent(event: AnalyticsEvent, leaving: boolean): void {
  startServices()
    ?.then((reporter) => reporter.event(event, leaving))
    .catch(() => undefined);
}

/** Resolves when the browser is first idle, or after 3 s at the latest. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), {timeout: 3000});
    } else {
      window.setTimeout(resolve, 1);
    }
  });
}

/** Runs a listener's work; its failure must never reach the search or the answer it listens to. */
function guarded<Args extends unknown[]>(listener: (...args: Args) => void): (...args: Args) => void {
  return (...args) => {
    try {
      listener(...args);
    } catch {
      // Nothing is sent for it.
    }
  };
}

/**
 * Searches and questions are listened to only in the browser of a visitor
 * who allows tracking, and only where a service takes events (Hotjar takes
 * none). Under Global Privacy Control or Do Not Track the hooks stay empty.
 */
if (ExecutionEnvironment.canUseDOM && (options?.posthog || options?.googleTag) && !visitorRefusesTracking({navigator, window})) {
  const docsPluginIds = Object.keys(globalData['docusaurus-plugin-content-docs'] ?? {});
  const here = () => ({path: window.location.pathname, url: window.location.href});
  const sessions = createSearchSessions(guarded((search, leaving) => sendEvent(searchEvent(search), leaving)));
  provideSearchAnalytics({
    answered: guarded((answer) => sessions.answered(answer, {...here(), version: docsVersionOf(answer.facetFilters, docsPluginIds)})),
    opened: guarded((hit) => sessions.opened(hit)),
    ended: guarded((surface) => sessions.ended(surface)),
  });
  provideAskAiAnalytics(guarded((report) => sendEvent(askAiEvent(report, here()), false)));
  // The last moment a page is sure to see: a reader may close the tab with the modal open.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sessions.leave();
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!isNewPage(previousLocation, location)) return;
    const started = startServices();
    if (!started) return;
    const url = window.location.href;
    // The title is read once the browser is idle again: react-helmet-async
    // writes the new page's title in an animation frame after the route
    // change (during hydration it even shows the site's title for a moment),
    // and posthog-js reads document.title itself when it captures.
    previousView = previousView.then(whenIdle).then(() => {
      const view = {url, title: document.title};
      started.then((reporter) => reporter.pageView(view)).catch(() => undefined);
    });
  },
};

export default clientModule;
