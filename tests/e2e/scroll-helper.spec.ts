import {FRAME_WAIT_MS, MAX_SCROLL_STEPS, scrollThroughPage} from './support/scroll';
import {expect, test} from './support/test';

/**
 * The crawl scrolls every page with scrollThroughPage; it must end even when
 * the browser draws no frame for the page or the page keeps growing, or one
 * such page stalls a whole crawl shard until its time limit.
 */

const screens = (count: number) => `<!doctype html><title>t</title><div style="height:${count * 100}vh"></div>`;

test('reaches the bottom of a page for which the browser draws no frame', async ({page}) => {
  await page.setContent(screens(8));
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  const started = Date.now();
  await scrollThroughPage(page);
  // 8 screens and a last step, each waiting FRAME_WAIT_MS.
  expect(Date.now() - started).toBeLessThan(20 * FRAME_WAIT_MS + 5_000);
  const atBottom = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
  expect(atBottom).toBe(true);
});

test('stops after MAX_SCROLL_STEPS screens on a page that grows as it is scrolled', async ({page}) => {
  await page.setContent(screens(2));
  await page.evaluate(() => {
    const filler = document.querySelector('div')!;
    window.addEventListener('scroll', () => {
      filler.style.height = `${filler.offsetHeight + 2 * window.innerHeight}px`;
    });
  });
  await scrollThroughPage(page);
  const screensScrolled = await page.evaluate(() => window.scrollY / window.innerHeight);
  expect(screensScrolled).toBeGreaterThanOrEqual(MAX_SCROLL_STEPS - 1);
  expect(screensScrolled).toBeLessThan(4 * MAX_SCROLL_STEPS);
});
