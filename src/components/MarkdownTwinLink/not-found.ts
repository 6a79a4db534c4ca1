import {useEffect, useSyncExternalStore} from 'react';

// The path the not-found content is showing, if any. A path no route has is
// drawn inside whichever route's layout matched it (the docs plugin's, for a
// docs site at the root), so only the not-found content itself knows it is
// there; it says so here, and the twin link, higher in the tree, listens.
let notFoundPath: string | null = null;
const listeners = new Set<() => void>();

function set(path: string | null): void {
  notFoundPath = path;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the not-found content while it shows `pathname`. */
export function useMarkNotFound(pathname: string): void {
  useEffect(() => {
    set(pathname);
    return () => {
      if (notFoundPath === pathname) set(null);
    };
  }, [pathname]);
}

/** Whether the not-found content is showing `pathname` (never on the server, whose 404 page has its own path). */
export function useIsNotFound(pathname: string): boolean {
  return (
    useSyncExternalStore(
      subscribe,
      () => notFoundPath,
      () => null,
    ) === pathname
  );
}
