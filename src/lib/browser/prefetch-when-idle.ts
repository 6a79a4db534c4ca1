/**
 * Prefetching, held back until the page has loaded and settled (used by
 * window.docusaurus, src/patches/@docusaurus/core/docusaurus-on-demand.ts). Docusaurus prefetches the scripts of every route a link on screen
 * leads to as soon as the link appears, so on a phone the navbar's home link
 * alone started about 35 KB of downloads while the page was still fetching
 * what it needs to show (on the search page, the index and the search code,
 * which it asks for after the load event). Queued here, they start
 * PREFETCH_DELAY_MS after the `load` event, when the main thread is free.
 * Hovering or touching a link still loads its route at once (that is
 * `preload`, which does not come through here).
 */

/** How long after the load event prefetching waits: what a page starts then (search results) goes first. */
export const PREFETCH_DELAY_MS = 2000;

/** The longest the prefetches then wait for the browser to be idle. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

type Start = () => void;

const waiting: Start[] = [];
let open = false;

let linkPrefetch: boolean | undefined;

function supportsLinkPrefetch(): boolean {
  try {
    linkPrefetch ??= document.createElement('link').relList.supports('prefetch');
  } catch {
    linkPrefetch = false;
  }
  return linkPrefetch;
}

/** A low-priority download into the HTTP cache, as Docusaurus does it. */
function download(url: string): Promise<void> {
  if (!supportsLinkPrefetch()) {
    // Safari has no <link rel="prefetch">.
    return fetch(url, {credentials: 'same-origin', priority: 'low'} as RequestInit).then(
      () => undefined,
      () => undefined,
    );
  }
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // A failed prefetch only means the click downloads the chunk itself.
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

function openWhenIdle(): void {
  const release = () => {
    open = true;
    for (const start of waiting.splice(0)) start();
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(release, {timeout: PREFETCH_IDLE_TIMEOUT_MS});
  } else {
    release();
  }
}

if (typeof window !== 'undefined') {
  const wait = () => setTimeout(openWhenIdle, PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, {once: true});
}

/** Resolves once prefetching may start. */
export function whenIdle(): Promise<void> {
  if (open) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
  });
}

/** Downloads a file into the HTTP cache once prefetching may start. */
export default function prefetch(url: string): Promise<void> {
  return whenIdle().then(() => download(url));
}
