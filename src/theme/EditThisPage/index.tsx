import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconEdit from '@theme/Icon/Edit';
import type {Props} from '@theme/EditThisPage';

/**
 * The link to a page's source in the repository (config/repository.ts).
 * Owned rather than wrapped for its text: API operation pages are generated
 * from the OpenAPI document, so theirs opens that document and says so.
 */
export default function EditThisPage({editUrl}: Props): ReactNode {
  const editsMarkdown = /\.mdx?$/.test(new URL(editUrl).pathname);
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      {editsMarkdown ? 'Edit this page' : 'Edit the OpenAPI description'}
    </Link>
  );
}
