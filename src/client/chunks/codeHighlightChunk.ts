/**
 * Prism, its grammars and the highlighted code block, as a chunk of its own:
 * a page's first load keeps the code blocks the server drew
 * (src/theme/CodeBlock/Content) and never needs it; blocks drawn in the
 * browser, after a client-side navigation, do. The server build uses
 * codeHighlightChunk.server.ts instead (src/plugins/bundle-splitting).
 */
import type {ComponentType} from 'react';

export const loadHighlightedCode = () => import('@site/src/theme/CodeBlock/Content/Highlighted');

/** The highlighter when it is already in the bundle (on the server), to render without suspending. */
export const highlightedCodeInBundle: ComponentType | undefined = undefined;
