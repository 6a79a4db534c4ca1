import {lazy, type ReactNode} from 'react';

import {loadOpenApiMarkdown, openApiMarkdownInBundle, type MarkdownProps} from '../../client/chunks/openApiMarkdownChunk';
import {LazyBoundary} from '@site/src/lib/browser/LazyBoundary';
import {SERVER_MARKUP, useKeepsServerMarkup} from '@site/src/lib/browser/useKeepsServerMarkup';

import styles from './styles.module.css';

const Markdown = openApiMarkdownInBundle ?? lazy(loadOpenApiMarkdown);

/**
 * The OpenAPI theme renders every description of an API page (operation,
 * parameters, each schema property) from Markdown in the browser, parsing
 * it again while the page hydrates. Here, hydrating, the server's HTML is
 * kept and the Markdown renderer not loaded; drawn in the browser (a
 * client-side navigation, the request panel) it renders as the theme's,
 * the source text showing for the moment the renderer takes to load. The
 * wrapper takes no room of its own (display: contents).
 */
export default function MarkdownWrapper({children}: MarkdownProps): ReactNode {
  const {keepsServerMarkup, serverMarkupRef} = useKeepsServerMarkup(children);
  if (keepsServerMarkup) {
    return <div ref={serverMarkupRef} className={styles.markdown} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  }
  return (
    <div className={styles.markdown}>
      <LazyBoundary inBundle={Boolean(openApiMarkdownInBundle)} fallback={<p>{children}</p>}>
        <Markdown>{children}</Markdown>
      </LazyBoundary>
    </div>
  );
}
