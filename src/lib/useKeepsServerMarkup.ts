/**
 * Keeping what the server drew. Some components are expensive to render in
 * the browser (Prism highlighting code, react-markdown parsing the API
 * reference's descriptions) and have nothing to add to the HTML the server
 * wrote: while React hydrates the page they render an element with
 * SERVER_MARKUP as its inner HTML, which React leaves untouched, and their
 * code need not even be loaded. Rendered in the browser later (after a
 * client-side navigation), they render normally.
 */
import {useState, useSyncExternalStore} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Inner HTML React does not set while hydrating: the server's children stay. */
export const SERVER_MARKUP = {__html: ''};

const noSubscription = () => () => {};

/**
 * True for a component hydrated from the server's HTML: React reads the
 * server snapshot only while hydrating. False on the server, and for a
 * component drawn in the browser (a client-side navigation, or a page whose
 * hydration failed). `content` is what the markup was made from: if it
 * changes (content edited in development), the component draws it anew.
 */
export function useKeepsServerMarkup(content: unknown): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [fromServer] = useState(() => ExecutionEnvironment.canUseDOM && hydrating);
  const [serverContent] = useState(content);
  return fromServer && serverContent === content;
}
