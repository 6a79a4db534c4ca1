import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import EditThisPage from '@theme-init/EditThisPage';
import IconEdit from '@theme/Icon/Edit';
import type {Props} from '@theme/EditThisPage';

/**
 * The theme's "Edit this page" link (config/repository.ts), except on the API
 * operation pages: they are generated from the OpenAPI document, so their
 * link opens that document and says so.
 */
export default function EditThisPageWrapper({editUrl}: Props): ReactNode {
  if (/\.mdx?$/.test(new URL(editUrl).pathname)) return <EditThisPage editUrl={editUrl} />;
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      Edit the OpenAPI description
    </Link>
  );
}
