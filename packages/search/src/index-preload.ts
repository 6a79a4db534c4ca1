import {FIRST_RESULTS_GLOBAL} from './first-results/handoff';

/**
 * A script for every page's head: on the search page with a query in the
 * address, it starts downloading the local index while the page's own code
 * is still loading, instead of after it has run (the results are the
 * largest thing that page draws). The client's own fetch of the same URL
 * then takes the preloaded response. Anywhere else, and on the search page
 * without a query, it does nothing. Injected by the plugin rather than
 * rendered by the page, so the script in the HTML is the one its
 * Content-Security-Policy hash covers. Given the first-results script's URL,
 * it also adds that script, which draws the first results before the page's
 * own code has arrived.
 */
export function indexPreloadScript(searchPageUrl: string, indexUrl: string, firstResultsUrl?: string): string {
  const page = JSON.stringify(searchPageUrl.replace(/\/$/, ''));
  // The first-results script (first-results/entry.ts): asked for at once, run as soon as it
  // arrives. At the priority an added script gets (low): asked for higher, it shares the network
  // with the style sheet and the first paint comes later. Its handoff (first-results/handoff.ts)
  // exists from here on, so a page loader finds `painted` even before the script arrives; a
  // script that fails to load settles it.
  const firstResults = firstResultsUrl
    ? `var f={};f.painted=new Promise(function(r){f.settle=r});window[${JSON.stringify(FIRST_RESULTS_GLOBAL)}]=f;` +
      `var s=document.createElement("script");s.src=${JSON.stringify(firstResultsUrl)};s.async=true;` +
      `s.onerror=function(){f.settle()};document.head.appendChild(s);`
    : '';
  return (
    `if(location.pathname.replace(/\\/$/,"")===${page}&&/[?&]q=[^&]/.test(location.search)){` +
    `var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";` +
    `l.href=${JSON.stringify(indexUrl)};document.head.appendChild(l);${firstResults}}`
  );
}
