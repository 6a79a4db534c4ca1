/**
 * The Suspense boundary around a component the browser loads lazily
 * (src/lib/codeHighlightChunk.ts, openApiMarkdownChunk.ts), only where it is
 * loaded lazily. The server has the component in its bundle (the loaders'
 * `.server.ts` twins) and writes no boundary: hydrating, React would leave a
 * boundary's content for a later pass, and the theme's first updates after
 * hydration (colour mode, window size) would then hydrate every one on the
 * page at once, in one long task.
 */
import {Suspense, type ReactNode} from 'react';

export function LazyBoundary({inBundle, fallback, children}: {inBundle: boolean; fallback: ReactNode; children: ReactNode}): ReactNode {
  return inBundle ? children : <Suspense fallback={fallback}>{children}</Suspense>;
}
