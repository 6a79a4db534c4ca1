import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

import CopyPageButton from '@site/src/components/CopyPageButton';
import {markdownTwinPath} from '@site/src/lib/shared/markdownTwinPath';

type Props = WrapperProps<typeof ContentType>;

/**
 * Puts "Copy page" above every doc page's content. DocItem/Content is used by
 * both the classic doc layout and docusaurus-theme-openapi-docs's ApiItem
 * layout, so API operation pages get it too; the control sits outside
 * `.theme-doc-markdown`, which is what the Markdown twins are made from.
 * Every doc page has a twin, unlisted ones too (hasMarkdownTwin).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageButton markdownUrl={markdownTwinPath(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
