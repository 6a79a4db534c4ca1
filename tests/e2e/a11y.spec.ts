import AxeBuilder from '@axe-core/playwright';

import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './support/test';

/**
 * Puts the page's reader controls in view for the scan: the "Copy page" menu
 * open, and on API pages the request panel's "Remember in this tab" ticked
 * (which shows "Forget"). The docs footer (edit link, date) is always drawn.
 */
async function showReaderControls(page: Page): Promise<void> {
  const menu = page.getByRole('button', {name: 'More ways to use this page'});
  if ((await menu.count()) > 0) {
    await menu.click();
    await expect(page.getByRole('link', {name: /^Open in Claude/})).toBeVisible();
  }
  if ((await page.locator('.openapi-explorer__request-form').count()) > 0) {
    await page.getByRole('checkbox', {name: 'Remember in this tab until it closes'}).check();
    await expect(page.getByRole('button', {name: 'Forget'})).toBeVisible();
  }
}

/** One page of each type the site has. */
const pageTypes = [
  {type: 'home (introduction)', path: '/'},
  {type: 'docs page', path: '/getting-started/quick-start'},
  {type: 'reference page', path: '/reference/cli/install'},
  {type: 'API operation', path: '/reference/api/create-app'},
  {type: 'API operation with an array response', path: '/reference/api/list-apps'},
  {type: 'API overview', path: '/reference/api/agenta-api'},
  {type: 'API operation index', path: '/reference/api/category'},
  {type: 'docs page with a figure', path: '/observability/quickstart'},
  {type: 'tutorial', path: '/tutorials/custom-workflows/list_templates'},
  {type: 'release notes', path: '/changelog/main'},
  {type: 'changelog post', path: '/changelog/v0-27-0'},
  {type: 'changelog archive', path: '/changelog/archive'},
  {type: 'changelog list', path: '/changelog'},
  {type: 'not found', path: '/no/such/page'},
];

for (const mode of ['light', 'dark'] as const) {
  for (const {type, path} of pageTypes) {
    test(`${type} has no accessibility violations in ${mode} mode`, async ({
      page,
      allowConsoleErrors,
    }) => {
      // A full axe scan of a long page takes several seconds, more on a busy 2-core machine.
      test.setTimeout(60_000);
      allowConsoleErrors(/status of 404/);
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Let lazily rendered parts (Mermaid diagrams) settle before scanning.
      await page.waitForLoadState('networkidle');
      await showReaderControls(page);
      const results = await new AxeBuilder({page}).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(summary).toEqual([]);
    });
  }
}
