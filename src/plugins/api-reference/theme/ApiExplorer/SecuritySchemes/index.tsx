import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import SecuritySchemes from '@theme-init/ApiExplorer/SecuritySchemes';
import type SecuritySchemesType from '@theme/ApiExplorer/SecuritySchemes';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SecuritySchemesType>;

/**
 * The request panel opens with the theme's h4 "Authorization" right after the
 * page's h2 sections, skipping a level (axe `heading-order`). A heading for the
 * panel itself, for screen-reader navigation, restores the outline.
 */
export default function SecuritySchemesWrapper(props: Props): ReactNode {
  return (
    <>
      <Heading as="h3" className="visually-hidden">
        Try this operation
      </Heading>
      <SecuritySchemes {...props} />
    </>
  );
}
