import {test as base, expect, type Page} from '@playwright/test';

/**
 * The project's Playwright `test`: every test fails on an unexpected console
 * error or uncaught page error. A test that expects some (a blocked chunk, a
 * crashing page) declares them with `allowConsoleErrors`.
 */
type Fixtures = {
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  consoleMessages: {type: string; text: string}[];
};

export const test = base.extend<Fixtures>({
  consoleMessages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      await use([]);
    },
    {scope: 'test'},
  ],
  allowConsoleErrors: [
    async ({page, consoleMessages}, use) => {
      const allowed: RegExp[] = [];
      const unexpected: string[] = [];
      const record = (page: Page) => {
        page.on('console', (message) => {
          consoleMessages.push({type: message.type(), text: message.text()});
          if (message.type() === 'error' && !allowed.some((re) => re.test(message.text()))) {
            unexpected.push(`console.error: ${message.text()}`);
          }
        });
        page.on('pageerror', (error) => {
          const text = `${error.name}: ${error.message}`;
          if (!allowed.some((re) => re.test(text))) unexpected.push(`page error: ${text}`);
        });
      };
      record(page);
      page.context().on('page', record);
      await use((...patterns) => allowed.push(...patterns));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Navigates and waits until React has hydrated the server-rendered page. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
