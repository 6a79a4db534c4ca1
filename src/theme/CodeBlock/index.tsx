import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** MDX may pass the code as several strings: one string, unless there are elements. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's CodeBlock, less one thing: it gives each block a key that
 * changes once the page has loaded, so React throws away every code block the
 * server drew and draws it again (to apply the dark Prism theme's inline
 * colours). Here code colours come from a style sheet (src/plugins/code-theme),
 * the server's markup is right in both modes and is kept.
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  if (typeof children === 'string') return <StringContent {...props}>{children}</StringContent>;
  return <ElementContent {...props}>{children}</ElementContent>;
}
