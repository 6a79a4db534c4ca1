import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

// Before any highlighting: the site's extra Prism languages (see the module for why here).
import '@site/src/client/prism-languages';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
