import fs from 'node:fs';

import type {Page} from '@playwright/test';

import {recordCspViolations} from './support/csp';
import {scrollThroughPage} from './support/scroll';
import {expect, test, waitForHydration} from './support/test';

/**
 * Every page of the sitemap, as a reader meets it on a phone and on a wide
 * screen: loaded, scrolled to the bottom so that everything drawn near the
 * screen is drawn, and on API pages the request panel used (a body edited).
 * No page may report a Content-Security-Policy violation, a console error or
 * an uncaught error. Cheap checks only (no axe): a11y.spec.ts scans one page
 * of each kind.
 */

/** The paths the sitemap lists, in the order it lists them. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

const paths = sitemapPaths(fs.readFileSync('build/sitemap.xml', 'utf8'));
const WIDTHS = [
  {name: 'phone', width: 412, height: 915},
  {name: 'desktop', width: 1350, height: 940},
];
/** Pages per test: small enough for one test's time limit on a slow machine, large enough to reuse a browser page. */
const SHARD_SIZE = 30;

type Problem = {path: string; text: string};

/** Scrolls to the bottom, then waits for the images that came into view. */
async function scrollToBottom(page: Page): Promise<void> {
  await scrollThroughPage(page);
  // The images shown have finished (loaded or failed, and a failure is a console error); a
  // hidden one (the other colour mode's diagram) is never fetched. Polled on a timer: the default
  // polls on animation frames, which a headless page sometimes stops getting (see support/scroll.ts).
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || !image.checkVisibility()), undefined, {polling: 100});
}

/** On an API operation page: waits for the request panel, and edits the request body when there is one. */
async function useRequestPanel(page: Page): Promise<void> {
  const form = page.locator('.openapi-explorer__request-form');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  const editor = page.locator('.openapi-explorer__playground-editor pre').first();
  if ((await editor.count()) > 0) {
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
  }
}

const shards: string[][] = [];
for (let start = 0; start < paths.length; start += SHARD_SIZE) shards.push(paths.slice(start, start + SHARD_SIZE));

test('the sitemap lists the site', () => {
  expect(paths.length).toBeGreaterThan(150);
  expect(paths).toContain('/reference/api/create-app');
});

for (const {name, width, height} of WIDTHS) {
  shards.forEach((shard, index) => {
    test(`crawl at ${width} px (${name}), pages ${index * SHARD_SIZE + 1}-${index * SHARD_SIZE + shard.length} of ${paths.length}`, async ({page}) => {
      test.setTimeout(shard.length * 15_000);
      await page.setViewportSize({width, height});
      await recordCspViolations(page);
      const problems: Problem[] = [];
      let current = '';
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push({path: current, text: `console.error: ${message.text()}`});
      });
      page.on('pageerror', (error) => problems.push({path: current, text: `page error: ${error.message}`}));

      for (const path of shard) {
        current = path;
        // One step per page, so that a page that times out is named in the report.
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect(response?.status(), `${path} status`).toBe(200);
          await waitForHydration(page);
          await scrollToBottom(page);
          if (path.startsWith('/reference/api/') && (await page.locator('.theme-api-markdown .openapi__method-endpoint').count()) > 0) {
            await useRequestPanel(page);
          }
          const violations = await page.evaluate(() => (window as unknown as {__cspViolations?: string[]}).__cspViolations ?? []);
          problems.push(...violations.map((text) => ({path, text: `CSP violation: ${text}`})));
        });
      }
      expect(problems.map(({path, text}) => `${path}: ${text}`)).toEqual([]);
    });
  });
}
