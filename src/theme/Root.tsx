import {useEffect, type ReactNode} from 'react';

import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';
import {firstRenderDone} from '@site/src/lib/browser/useKeepsServerMarkup';
import RouteDataScript from '@site/src/plugins/route-data/client/RouteDataScript';

/**
 * The site's root. Its effect runs after those of every component of the
 * page's first render (React runs a parent's effects after its children's),
 * which tells components keeping the server's markup that what renders from
 * now on is drawn in the browser (src/lib/browser/useKeepsServerMarkup.ts).
 * On the server it also writes the page's route data into the page
 * (src/plugins/route-data), and names the page's Markdown twin in its head
 * (src/components/MarkdownTwinLink).
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  useEffect(firstRenderDone, []);
  return (
    <>
      <RouteDataScript />
      <MarkdownTwinLink />
      {children}
    </>
  );
}
