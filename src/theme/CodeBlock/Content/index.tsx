import {lazy, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';

import {highlightedCodeInBundle, loadHighlightedCode} from '@site/src/client/chunks/codeHighlightChunk';
import {LazyBoundary} from '@site/src/lib/browser/LazyBoundary';
import {SERVER_MARKUP, useKeepsServerMarkup} from '@site/src/lib/browser/useKeepsServerMarkup';

import {Code, Pre} from './parts';

const HighlightedCode = highlightedCodeInBundle ?? lazy(loadHighlightedCode);

/**
 * A code block's content. On the server, and in the browser after a
 * client-side navigation, Prism highlights it (in a chunk of its own, with
 * the plain code shown for the moment it takes to load). Hydrating a page,
 * the lines and tokens the server drew are kept as they are: no Prism on a
 * page's first load, and no long task re-highlighting every block.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {keepsServerMarkup, serverMarkupRef} = useKeepsServerMarkup(metadata.code);
  return (
    <Pre ref={codeBlockRef} className={clsx(className, 'prism-code', `language-${metadata.language.toLowerCase()}`)} style={prismTheme.plain}>
      {keepsServerMarkup ? (
        <Code ref={serverMarkupRef} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />
      ) : (
        <LazyBoundary inBundle={Boolean(highlightedCodeInBundle)} fallback={<Code>{metadata.code}</Code>}>
          <HighlightedCode />
        </LazyBoundary>
      )}
    </Pre>
  );
}
