import type {ComponentProps, ReactNode, Ref} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

import styles from './styles.module.css';

/** The block's `<pre>`: focusable, so keyboard readers can scroll long lines. */
export function Pre({ref, className, ...props}: ComponentProps<'pre'> & {ref?: Ref<HTMLPreElement>}): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a long line scrolls: the keyboard reaches the block to scroll it
    <pre ref={ref} tabIndex={0} {...props} className={clsx(className, styles.codeBlock, 'thin-scrollbar')} />
  );
}

/** The block's `<code>`, numbered from the block's first line number when it has one. */
export function Code({className, style, ...props}: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <code
      {...props}
      className={clsx(className, styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
      style={{...style, counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined}}
    />
  );
}
