/**
 * The code blocks' word-wrap state, measuring each block only once it comes
 * near the screen: the theme's `useCodeWordWrap` as used by the site's code
 * block (src/theme/CodeBlock/Content/String.tsx) and the OpenAPI theme's
 * (src/plugins/api-reference/theme/utils/useCodeWordWrap.ts).
 *
 * The wrap button shows only on a block whose code is wider than the block.
 * The theme measured every block in its first effect, so the first effects
 * of a long page read the layout of every block in turn, forcing the browser
 * to lay out the whole page (18 code blocks on the longest page: one forced
 * layout each, about a quarter of the page's start-up work), and made an
 * off-screen block's layout impossible to skip. Here each block is measured
 * by whenNearScreen, after the browser has laid the page out, when the block
 * is within NEAR_SCREEN of the screen: a block in a hidden tab waits until
 * its tab is shown, since a hidden block never intersects. After the reader toggles wrapping or resizes the window,
 * the block is measured again the same way.
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

import {whenNearScreen} from './whenNearScreen';

/** How far above or below the screen a block is measured, ahead of the reader's scrolling. */
export const NEAR_SCREEN = '400px';

export type WordWrap = {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
};

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Even a single token longer than the block breaks, so no scrollbar remains.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    // A wrapped block keeps its button, to unwrap it.
    setIsCodeScrollable(block.scrollWidth > block.clientWidth || Boolean(block.querySelector('code')?.hasAttribute('style')));
  }, []);

  const measureSoon = useCallback(() => (codeBlockRef.current ? whenNearScreen(codeBlockRef.current, NEAR_SCREEN, measure) : undefined), [measure]);

  // When the block first renders, and again each time wrapping is toggled.
  useEffect(measureSoon, [isEnabled, measureSoon]);

  useEffect(() => {
    const onResize = () => {
      measureSoon();
    };
    window.addEventListener('resize', onResize, {passive: true});
    return () => window.removeEventListener('resize', onResize);
  }, [measureSoon]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
