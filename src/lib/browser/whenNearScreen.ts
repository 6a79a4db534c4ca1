/**
 * Runs a callback once an element comes within a margin of the screen, from
 * one IntersectionObserver per margin shared by every element waiting with
 * it (the code blocks of a long page, the API request panel). The callback
 * runs in the observer's callback, after the browser has laid the page out,
 * so reading the element's layout there forces no extra layout. Where
 * IntersectionObserver is missing, it runs at once.
 */

type Waiting = {observer: IntersectionObserver; callbacks: Map<Element, () => void>};

const byMargin = new Map<string, Waiting>();

function waitingFor(margin: string): Waiting {
  let waiting = byMargin.get(margin);
  if (!waiting) {
    const callbacks = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const {target, isIntersecting} of entries) {
          const callback = callbacks.get(target);
          if (!isIntersecting || !callback) continue;
          callbacks.delete(target);
          observer.unobserve(target);
          callback();
        }
      },
      {rootMargin: `${margin} 0px`},
    );
    waiting = {observer, callbacks};
    byMargin.set(margin, waiting);
  }
  return waiting;
}

/**
 * Calls `callback` once `element` is within `margin` (a CSS length) above or
 * below the screen; returns what stops waiting. Asked again for an element
 * already waiting, it waits afresh: the element is reported in its current state.
 */
export function whenNearScreen(element: Element, margin: string, callback: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    callback();
    return () => {};
  }
  const {observer, callbacks} = waitingFor(margin);
  observer.unobserve(element);
  callbacks.set(element, callback);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer.unobserve(element);
  };
}
