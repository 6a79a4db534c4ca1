import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * An axe scan of the page as a reader sees it once every part has been drawn.
 * Docs pages skip drawing the article blocks far from the screen
 * (`content-visibility: auto`, src/css/custom.css) and draw them as they are
 * scrolled to; axe reads colours from what is drawn at a point, and its own
 * scrolling moves blocks as they are drawn, so skipped blocks, and the footer
 * below them, would be measured against whatever happens to be drawn there.
 * The scan draws them all first; what it checks is unchanged.
 */
export async function axeScan(page: Page): Promise<AxeBuilder> {
  await page.addStyleTag({content: '.theme-doc-markdown > * { content-visibility: visible !important; }'});
  return new AxeBuilder({page});
}
