import type {ReactNode} from 'react';
import Schema from '@theme-init/Schema';
import type SchemaType from '@theme/Schema';
import type {WrapperProps} from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof SchemaType>;

/**
 * The OpenAPI theme renders the top of a request or response schema straight
 * inside a <ul> (RequestSchema, ResponseSchema) while its items are <div>s,
 * which leaves a list without list items (axe rule `list`). Only those two
 * components import @theme/Schema (nested schemas recurse internally), so this
 * wrapper gives the list its one item.
 */
export default function SchemaWrapper(props: Props): ReactNode {
  return (
    <li className={styles.schemaRoot}>
      <Schema {...props} />
    </li>
  );
}
