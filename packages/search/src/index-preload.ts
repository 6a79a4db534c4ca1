/**
 * A script for every page's head: on the search page with a query in the
 * address, it starts downloading the local index while the page's own code
 * is still loading, instead of after it has run (the results are the
 * largest thing that page draws). The client's own fetch of the same URL
 * then takes the preloaded response. Anywhere else, and on the search page
 * without a query, it does nothing. Injected by the plugin rather than
 * rendered by the page, so the script in the HTML is the one its
 * Content-Security-Policy hash covers.
 */
export function indexPreloadScript(searchPageUrl: string, indexUrl: string): string {
  const page = JSON.stringify(searchPageUrl.replace(/\/$/, ''));
  return (
    `if(location.pathname.replace(/\\/$/,"")===${page}&&/[?&]q=[^&]/.test(location.search)){` +
    `var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";` +
    `l.href=${JSON.stringify(indexUrl)};document.head.appendChild(l)}`
  );
}
