import {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

import {useCodeWordWrap} from '@site/src/lib/browser/useCodeWordWrap';

/**
 * The theme's code block for string code, with its metadata (the code parsed
 * for magic comments, line numbers and highlighted lines) worked out once per
 * block instead of on every render: the block renders again when the page
 * has loaded and when its word-wrap state settles.
 */
export default function CodeBlockString({children: code, className, metastring, language, title, showLineNumbers}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [code, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
