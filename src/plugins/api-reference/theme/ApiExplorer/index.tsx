import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';
import type ApiExplorerType from '@theme/ApiExplorer';
import type {WrapperProps} from '@docusaurus/types';

import {loadHighlightedCode} from '@site/src/client/chunks/codeHighlightChunk';
import {loadApiExplorer} from '../../client/chunks/openApiChunks';
import {whenNearScreen} from '@site/src/lib/browser/whenNearScreen';

type Props = WrapperProps<typeof ApiExplorerType>;

const OriginalApiExplorer = lazy(loadApiExplorer);

/** How far below the viewport the panel starts loading, so it is ready when scrolled to. */
const LOAD_MARGIN = '600px';

/**
 * The request panel and its code-sample generators are most of the API page's
 * JavaScript. On a wide screen the panel is in view at once and loads at once;
 * on a phone it sits below the parameters and loads as the reader nears it.
 */
export default function ApiExplorer(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (wanted || !element) {
      return undefined;
    }
    return whenNearScreen(element, LOAD_MARGIN, () => setWanted(true));
  }, [wanted]);

  useEffect(() => {
    // The panel's code samples are highlighted in the browser: Prism downloads alongside the panel.
    if (wanted) void loadHighlightedCode();
  }, [wanted]);

  const skeleton = <SkeletonLoader size="lg" />;
  if (!wanted) {
    return <div ref={placeholder}>{skeleton}</div>;
  }
  return (
    <Suspense fallback={skeleton}>
      <OriginalApiExplorer {...props} />
    </Suspense>
  );
}
