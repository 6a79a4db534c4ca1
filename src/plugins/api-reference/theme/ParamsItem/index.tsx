import type {ReactNode} from 'react';
import ParamsItem from '@theme-init/ParamsItem';
import type ParamsItemType from '@theme/ParamsItem';
import type {WrapperProps} from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof ParamsItemType>;

/**
 * The OpenAPI theme lists an operation's path, query and header parameters in
 * a <ul> whose entries are <div>s (axe `list`). Each entry gets the list item
 * it lacks; the theme's own markup and styles stay inside it.
 */
export default function ParamsItemWrapper(props: Props): ReactNode {
  return (
    <li className={styles.item}>
      <ParamsItem {...props} />
    </li>
  );
}
