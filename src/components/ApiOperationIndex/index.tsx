import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

/** The shape of the sidebar that docusaurus-plugin-openapi-docs generates. */
type ApiSidebarItem =
  {type: 'doc'; id: string; label?: string; className?: string} | {type: 'category'; label: string; items: ApiSidebarItem[]} | {type: string};

type Props = {readonly items: readonly ApiSidebarItem[]};

const isCategory = (item: ApiSidebarItem): item is Extract<ApiSidebarItem, {type: 'category'}> => item.type === 'category';
const isOperation = (item: ApiSidebarItem): item is Extract<ApiSidebarItem, {type: 'doc'}> =>
  item.type === 'doc' && 'className' in item && Boolean(item.className?.includes('api-method'));

/** The HTTP method the generator encodes in the class name, e.g. "api-method get". */
function methodOf(className: string | undefined): string {
  return className?.split(' ').find((name) => name !== 'api-method') ?? '';
}

/**
 * Where the page's docs version serves its docs: the page's address less its id (`/0.27` for an
 * older version, nothing for the latest). The generated ids are the pages' paths in their version.
 */
function versionPrefix(permalink: string, id: string): string {
  return permalink.endsWith(`/${id}`) ? permalink.slice(0, -id.length - 1) : '';
}

/** Every API operation, grouped by tag as in the reference sidebar, linked within the page's version. */
export default function ApiOperationIndex({items}: Props): ReactNode {
  const {metadata} = useDoc();
  const prefix = versionPrefix(metadata.permalink, metadata.id);
  return (
    <>
      {items.filter(isCategory).map((category) => (
        <section key={category.label}>
          <Heading as="h2" id={category.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}>
            {category.label}
          </Heading>
          <ul className={styles.operations}>
            {category.items.filter(isOperation).map((operation) => {
              const method = methodOf(operation.className);
              return (
                <li key={operation.id}>
                  {/* The space keeps "get List apps" apart for screen readers and the Markdown twin. */}
                  <span className={`${styles.method} ${styles[method] ?? ''}`}>{method}</span> <Link to={`${prefix}/${operation.id}`}>{operation.label}</Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
