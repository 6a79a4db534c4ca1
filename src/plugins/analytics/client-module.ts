/**
 * Added to the site only when a service is configured in a production build
 * (see index.ts). Decides once, on the first page, whether the visitor allows
 * tracking; then reports one page view per page, the first one included.
 */
import globalData from '@generated/globalData';
import type {ClientModule} from '@docusaurus/types';

import type {AnalyticsOptions} from './options';
import {isNewPage, visitorRefusesTracking} from './page-views';
import type {PageView} from './services';

const options = globalData.analytics?.default as AnalyticsOptions | undefined;

/** undefined until the first page; null when the visitor refuses tracking. */
let reportPageView: ((view: PageView) => void) | null | undefined;
/** Page views go out one after another, in the order of the route changes. */
let previousView: Promise<void> = Promise.resolve();

function start(): ((view: PageView) => void) | null {
  if (!options || visitorRefusesTracking({navigator, window})) return null;
  // The services are a chunk of their own, fetched once the page is idle
  // after hydration, so they never compete with rendering or input. Page
  // views wait for them in order; if the chunk fails, there are simply none.
  const started = whenIdle()
    .then(() => import('./services'))
    .then(({startServices}) => startServices(options));
  started.catch(() => undefined);
  return (view) => {
    started.then((report) => report(view)).catch(() => undefined);
  };
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

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!isNewPage(previousLocation, location)) return;
    if (reportPageView === undefined) reportPageView = start();
    const report = reportPageView;
    if (!report) return;
    const url = window.location.href;
    // The title is read once the browser is idle again: react-helmet-async
    // writes the new page's title in an animation frame after the route
    // change (during hydration it even shows the site's title for a moment),
    // and posthog-js reads document.title itself when it captures.
    previousView = previousView
      .then(whenIdle)
      .then(() => report({url, title: document.title}));
  },
};

export default clientModule;
