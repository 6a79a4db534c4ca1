import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {hasMarkdownTwin, markdownTwinPath} from '@site/src/lib/shared/markdownTwinPath';

import {useIsNotFound} from './not-found';

/**
 * Names the page's Markdown twin in its head, for programs that read HTML and
 * would rather read Markdown: `<link rel="alternate" type="text/markdown">`.
 * The same rule decides which routes get a twin (src/plugins/llms-txt), so the
 * link never points at a file the build did not write. The href is a path,
 * not an absolute URL, so that a copy of the site served elsewhere (a local
 * preview, a mirror) names its own twin.
 */
export default function MarkdownTwinLink(): ReactNode {
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  // In the browser a mistyped path shows the not-found content at that path, which has no twin.
  const notFound = useIsNotFound(pathname);
  if (notFound || !hasMarkdownTwin(pathname, baseUrl)) return null;
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownTwinPath(pathname)} />
    </Head>
  );
}
