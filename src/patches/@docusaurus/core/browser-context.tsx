/**
 * Docusaurus's browser context (what `useIsBrowser` and `<BrowserOnly>`
 * read), with its one update after hydration marked as a transition. The
 * update draws everything kept for the browser (each code block's copy and
 * wrap buttons, the theme's browser-only parts) across the whole page; as a
 * plain update React renders it in a single task, which on a long page blocks
 * the main thread for well over 50 ms on a phone. As a transition React
 * renders it in slices between which the browser stays responsive.
 */
import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
