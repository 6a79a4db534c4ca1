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

function start(): ((view: PageView) => void) | null {
  if (!options || visitorRefusesTracking({navigator, window})) return null;
  // Loaded with the first page view, in a chunk of its own; a failure to load
  // it means no analytics, never an error on the page.
  const started = import('./services').then(({startServices}) => startServices(options));
  started.catch(() => undefined);
  return (view) => {
    started.then((report) => report(view)).catch(() => undefined);
  };
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!isNewPage(previousLocation, location)) return;
    if (reportPageView === undefined) reportPageView = start();
    const report = reportPageView;
    if (!report) return;
    const url = window.location.href;
    // The new page's title is written on the next tick (react-helmet-async).
    window.setTimeout(() => report({url, title: document.title}), 0);
  },
};

export default clientModule;
