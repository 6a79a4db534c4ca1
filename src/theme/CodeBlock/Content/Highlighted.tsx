import type {ReactNode} from 'react';
import {Highlight, Prism} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';

// Registers the extra languages before the first highlighting (see the module).
import '@site/src/client/prism-languages';

import {Code} from './parts';

/** The code, split into lines and Prism tokens (loaded on demand: src/client/chunks/codeHighlightChunk.ts). */
export default function HighlightedCode(): ReactNode {
  const {metadata} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language} prism={Prism}>
      {({tokens: lines, getLineProps, getTokenProps}) => (
        <Code>
          {lines.map((line, i) => (
            <Line
              // Lines have no identity but their place.
              key={i}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[i]}
              showLineNumbers={lineNumbersStart !== undefined}
            />
          ))}
        </Code>
      )}
    </Highlight>
  );
}
