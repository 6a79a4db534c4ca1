import type {ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * The OpenAPI theme draws "Array [" and "]" around array schemas as <li>
 * elements, but the schema tree around them is made of <div>s (and, at the top
 * of a request or response, of the single list item theme/Schema adds):
 * list items outside a list (axe `listitem`). Its brackets are also drawn at
 * 60 % opacity, under the contrast minimum. Same brackets here, as blocks, in
 * a colour that passes in both modes.
 */
export function OpeningArrayBracket(): ReactNode {
  return <div className={`${styles.bracket} ${styles.opening}`}>Array [</div>;
}

export function ClosingArrayBracket(): ReactNode {
  return <div className={styles.bracket}>]</div>;
}
