import {useEffect, type ReactNode} from 'react';

import {firstRenderDone} from '@site/src/lib/browser/useKeepsServerMarkup';

/**
 * The site's root. Its effect runs after those of every component of the
 * page's first render (React runs a parent's effects after its children's),
 * which tells components keeping the server's markup that what renders from
 * now on is drawn in the browser (src/lib/browser/useKeepsServerMarkup.ts).
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  useEffect(firstRenderDone, []);
  return children;
}
