import type {Page} from '@playwright/test';

import {expect, gotoHydrated} from './test';
import {expectAnswered} from './search';

/**
 * One page of each kind, each used the way a reader would, so that what it
 * loads late (diagram images, the API samples and request panel, search) loads too.
 */
export const KEY_PAGES: {name: string; path: string; use: (page: Page) => Promise<void>}[] = [
  {name: 'the home page', path: '/', use: async () => {}},
  {
    name: 'a docs page with Mermaid diagrams',
    path: '/evaluation/human_evaluation',
    use: async (page) => {
      const diagram = page.locator('article .docusaurus-mermaid-container img[src$="#mermaid-light"]').first();
      await diagram.scrollIntoViewIfNeeded();
      await expect.poll(() => diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    },
  },
  {
    name: 'an API operation page',
    path: '/reference/api/list-apps',
    use: async (page) => {
      for (const language of ['python', 'curl', 'nodejs', 'go']) {
        await page.locator(`.openapi-tabs__code-item--${language}`).click();
        await expect(page.locator('.openapi-tabs__code-container .openapi-explorer__code-block').first()).toBeVisible();
      }
      const form = page.locator('.openapi-explorer__request-form');
      await form.getByLabel('APIKeyHeader').fill('test1234.secret-key');
      await expect(page.getByRole('button', {name: /send api request/i})).toBeVisible();
    },
  },
  {
    name: 'the release notes',
    path: '/changelog/main',
    use: async (page) => {
      await expect(page.locator('article').first()).toBeVisible();
    },
  },
  {
    name: 'the search page',
    path: '/search?q=evaluation',
    use: async (page) => {
      await expect(
        page
          .locator('main a[href^="/"]')
          .filter({hasText: /evaluat/i})
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: "an older docs version's page, its banner and its own search index",
    path: '/0.27/evaluation/overview',
    use: async (page) => {
      await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('evaluation');
      await expectAnswered(page, 'evaluation');
      await expect(page.locator('.DocSearch-Hit a[href^="/0.27/"]').first()).toBeVisible();
    },
  },
  {
    name: 'the search modal with results',
    path: '/getting-started/quick-start',
    use: async (page) => {
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('evaluation');
      await expectAnswered(page, 'evaluation');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    },
  },
];

export async function visitKeyPage(page: Page, keyPage: (typeof KEY_PAGES)[number]): Promise<void> {
  await gotoHydrated(page, keyPage.path);
  await keyPage.use(page);
}
