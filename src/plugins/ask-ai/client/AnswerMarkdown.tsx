import React, {memo, useMemo, type ComponentProps, type ReactNode} from 'react';
import Markdown, {type Components} from 'react-markdown';
import remarkGfm from 'remark-gfm';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import type {Element} from 'hast';

import type {Passage} from '../lib/retrieval';
import {isSitePath, rehypeCitations, rehypeHeadingsAt, safeLinkUrl, splitMarkdownBlocks} from '../lib/safe-markdown';

import styles from './styles.module.css';

type Props = {markdown: string; sources: readonly Passage[]; onNavigate(): void};

function codeText(node: Element | undefined): string {
  const walk = (element: Element): string =>
    element.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? walk(child) : '')).join('');
  return node ? walk(node) : '';
}

function components(onNavigate: () => void): Components {
  return {
    a({href, children, node: _node, ...rest}: ComponentProps<'a'> & {node?: Element}) {
      const url = href ? safeLinkUrl(href) : null;
      if (!url) return <span>{children}</span>;
      const citation = (rest as Record<string, unknown>)['data-citation'];
      const className = citation ? styles.citation : undefined;
      if (isSitePath(url)) {
        return (
          <Link to={url} onClick={onNavigate} className={className} aria-label={rest['aria-label']} data-citation={citation as string}>
            {children}
          </Link>
        );
      }
      return (
        <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={className}>
          {children}
        </a>
      );
    },
    // Images would load from wherever the model says: their description stands in for them.
    img({alt}) {
      return alt ? <span>{alt}</span> : null;
    },
    pre({node}) {
      const code = node?.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      const classes = code?.properties.className;
      const language = (Array.isArray(classes) ? classes : [])
        .map(String)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length);
      return <CodeBlock language={language}>{codeText(code).replace(/\n$/, '')}</CodeBlock>;
    },
  };
}

const Block = memo(function Block({markdown, sources, onNavigate}: Props): ReactNode {
  const parts = useMemo(() => components(onNavigate), [onNavigate]);
  // The question is an h3: the answer's own headings are h4s.
  const rehypePlugins = useMemo(() => [rehypeCitations(sources), rehypeHeadingsAt(4)], [sources]);
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={rehypePlugins}
      components={parts}
      urlTransform={(url) => safeLinkUrl(url)}
      // HTML in the answer is shown as the text it is, never as markup.
      skipHtml={false}>
      {markdown}
    </Markdown>
  );
});

/**
 * The answer's Markdown, drawn safely: HTML from the model shown as text,
 * links only to http(s) addresses and the site's own pages, images as their
 * description, code blocks highlighted as on the site's pages, `[n]` linked
 * to the nth source. Finished blocks are drawn once as the answer streams in.
 */
export function AnswerMarkdown({markdown, sources, onNavigate}: Props): ReactNode {
  const {done, tail} = splitMarkdownBlocks(markdown);
  return (
    <div className={`markdown ${styles.answerText}`}>
      {done.map((block, index) => (
        // A finished block never changes, so its place is its identity.
        <Block key={index} markdown={block} sources={sources} onNavigate={onNavigate} />
      ))}
      {tail.trim() && <Block key={done.length} markdown={tail} sources={sources} onNavigate={onNavigate} />}
    </div>
  );
}
