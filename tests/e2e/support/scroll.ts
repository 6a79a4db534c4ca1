import type {Page} from '@playwright/test';

/**
 * Scrolls one screen at a time to the bottom, two frames at each, so that
 * what the page draws when it comes near the screen (lazy images, the API
 * request panel, code block measurements) starts as a reader scrolling would.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
}
