/**
 * Keeping what the server drew. Some components are expensive to render in
 * the browser (Prism highlighting code, react-markdown parsing the API
 * reference's descriptions) and have nothing to add to the HTML the server
 * wrote: while React hydrates the page they render an element with
 * SERVER_MARKUP as its inner HTML, which React leaves untouched, and their
 * code need not even be loaded. Rendered in the browser later (after a
 * client-side navigation), they render normally.
 */
import {useLayoutEffect, useRef, useState, useSyncExternalStore, type RefCallback} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Inner HTML React does not set while hydrating: the server's children stay. */
export const SERVER_MARKUP = {__html: ''};

/**
 * True in the browser, when the page hydrates (production builds; the
 * development server renders from scratch), until the page's first render
 * has committed and run its effects (src/theme/Root calls firstRenderDone).
 * The hook's store reads it so that, once a component has hydrated, the
 * store still holds the value React read while hydrating: React compares the
 * two right after hydration, and a difference would render every such
 * component again, synchronously, in the task that finishes hydrating.
 */
let firstRenderPending = ExecutionEnvironment.canUseDOM && Boolean(process.env.HYDRATE_CLIENT_ENTRY);

export function firstRenderDone(): void {
  firstRenderPending = false;
}

const noSubscription = () => () => {};
const readFirstRenderPending = () => firstRenderPending;
const serverSnapshot = () => true;

export type KeptServerMarkup = {
  /** Render SERVER_MARKUP as the element's inner HTML instead of children. */
  keepsServerMarkup: boolean;
  /** For the element given SERVER_MARKUP. */
  serverMarkupRef: RefCallback<HTMLElement>;
};

/**
 * Whether a component keeps the markup the server drew: true for one hydrated
 * from the server's HTML (React reads the server snapshot only while
 * hydrating); false on the server, and for a component drawn in the browser
 * (a client-side navigation). `content` is what the markup was made from: if
 * it changes (content edited in development), the component draws it anew.
 *
 * If the page fails to hydrate (its HTML was changed before React ran, by a
 * browser extension or a translator) React draws it from scratch during the
 * first render, and such a component finds its element empty: it then draws
 * its content after all.
 */
export function useKeepsServerMarkup(content: unknown): KeptServerMarkup {
  const hydrating = useSyncExternalStore(noSubscription, readFirstRenderPending, serverSnapshot);
  const [fromServer, setFromServer] = useState(() => ExecutionEnvironment.canUseDOM && hydrating);
  const [serverContent] = useState(content);
  const element = useRef<HTMLElement | null>(null);
  const [serverMarkupRef] = useState<RefCallback<HTMLElement>>(() => (node: HTMLElement | null) => {
    element.current = node;
  });
  useLayoutEffect(() => {
    const drawn = typeof content !== 'string' || content.trim() === '' || element.current?.hasChildNodes() !== false;
    if (fromServer && !drawn) setFromServer(false);
    // Once, when mounted: the server's markup is in place then or never.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- later contents are drawn by React, not kept
  }, []);
  return {keepsServerMarkup: fromServer && serverContent === content, serverMarkupRef};
}
