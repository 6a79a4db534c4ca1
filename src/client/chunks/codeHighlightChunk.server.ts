/**
 * The server build's codeHighlightChunk.ts: the highlighter is in the bundle,
 * so pages render their code blocks in one pass, never suspending.
 */
import type {ComponentType} from 'react';

import HighlightedCode from '@site/src/theme/CodeBlock/Content/Highlighted';

export const loadHighlightedCode = () => Promise.resolve({default: HighlightedCode});

export const highlightedCodeInBundle: ComponentType | undefined = HighlightedCode;
