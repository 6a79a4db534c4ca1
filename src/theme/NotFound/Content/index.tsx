import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';

import {useMarkNotFound} from '@site/src/components/MarkdownTwinLink/not-found';

type Props = WrapperProps<typeof ContentType>;

/** The not-found content, which tells the page head's twin link that this path has no page. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  useMarkNotFound(useLocation().pathname);
  return <Content {...props} />;
}
