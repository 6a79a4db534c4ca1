/**
 * When the site reports anything: the rules the client module applies,
 * kept free of browser globals so unit tests can run them.
 */

/** What the privacy signals of a browser look like to a script. */
export type PrivacySignals = {
  navigator?: object;
  window?: object;
};

/**
 * True when the visitor asked not to be tracked, by Global Privacy Control
 * (`navigator.globalPrivacyControl`) or Do Not Track (`navigator.doNotTrack`,
 * and the older `window.doNotTrack` / `navigator.msDoNotTrack` spellings,
 * which use "1" or "yes").
 */
export function visitorRefusesTracking(signals: PrivacySignals): boolean {
  // Typed loosely: these properties are missing from some browsers and from TypeScript's DOM types.
  const navigator = signals.navigator as {globalPrivacyControl?: unknown; doNotTrack?: unknown; msDoNotTrack?: unknown} | undefined;
  const window = signals.window as {doNotTrack?: unknown} | undefined;
  if (navigator?.globalPrivacyControl === true) return true;
  return [navigator?.doNotTrack, window?.doNotTrack, navigator?.msDoNotTrack].some((value) => value === '1' || value === 'yes' || value === 1);
}

type RouteLocation = {pathname: string; search: string};

/**
 * Whether a route change shows a new page: another path, or the same path
 * with another query (a new search on /search). A change of the hash alone
 * scrolls within the page and is no new page view.
 */
export function isNewPage(previous: RouteLocation | null, next: RouteLocation): boolean {
  return previous === null || previous.pathname !== next.pathname || previous.search !== next.search;
}
