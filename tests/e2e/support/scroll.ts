import type {Page} from '@playwright/test';

/** Screens scrolled at most: the longest page is about 20 screens; a page that keeps growing stops here. */
export const MAX_SCROLL_STEPS = 200;
/**
 * How long one step waits for two frames. Headless Chromium sometimes stops
 * producing frames for a page (most often on a loaded machine), and a wait on
 * requestAnimationFrame alone then never ends: page.evaluate has no timeout.
 */
export const FRAME_WAIT_MS = 250;

/**
 * Scrolls one screen at a time to the bottom, two frames at each (or
 * FRAME_WAIT_MS when no frame comes), so that what the page draws when it
 * comes near the screen (lazy images, the API request panel, code block
 * measurements) starts as a reader scrolling would.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(
    async ({maxSteps, frameWaitMs}) => {
      const frame = () =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, frameWaitMs);
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              clearTimeout(timer);
              resolve();
            }),
          );
        });
      for (let step = 0, y = 0; step < maxSteps && y < document.documentElement.scrollHeight; step += 1, y += window.innerHeight) {
        window.scrollTo(0, y);
        await frame();
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frame();
    },
    {maxSteps: MAX_SCROLL_STEPS, frameWaitMs: FRAME_WAIT_MS},
  );
}
