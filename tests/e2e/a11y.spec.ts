import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {AXE_TAGS, axeScan} from './support/axe';
import {expect, test, waitForHydration} from './support/test';

/** Opens the "Copy page" menu, where the page has one, so that its items are scanned too. */
async function openCopyPageMenu(page: Page): Promise<void> {
  const menu = page.getByRole('button', {name: 'More ways to use this page'});
  if ((await menu.count()) > 0) {
    await menu.click();
    await expect(page.getByRole('link', {name: /^Open in Claude/})).toBeVisible();
  }
}

const REQUEST_PANEL = '.openapi-explorer__request-form';

/**
 * On API pages, ticks the request panel's "Remember in this tab", which shows
 * "Forget" and moves what is around the box; false on other pages.
 */
async function tickRememberKey(page: Page): Promise<boolean> {
  if ((await page.locator(REQUEST_PANEL).count()) === 0) return false;
  await page.getByRole('checkbox', {name: 'Remember in this tab until it closes'}).check();
  await expect(page.getByRole('button', {name: 'Forget'})).toBeVisible();
  return true;
}

/** One line per violation: rule, help and the elements it found. */
async function violations(scan: AxeBuilder): Promise<string[]> {
  const results = await scan.analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** One page of each type the site has. */
const pageTypes = [
  {type: 'home (introduction)', path: '/'},
  {type: 'docs page', path: '/getting-started/quick-start'},
  {type: 'docs page with set-up steps, tables and a diagram', path: '/getting-started/ai-assistants'},
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
  {type: "an older docs version's page, with its banner", path: '/0.27/evaluation/overview'},
  {type: 'search page, with the docs version choice', path: '/search?q=evaluation'},
  {type: 'not found', path: '/no/such/page'},
];

for (const mode of ['light', 'dark'] as const) {
  for (const {type, path} of pageTypes) {
    test(`${type} has no accessibility violations in ${mode} mode`, async ({page, allowConsoleErrors}) => {
      // A full axe scan of a long page takes several seconds, more on a busy 2-core machine.
      test.setTimeout(60_000);
      allowConsoleErrors(/status of 404/);
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Let lazily rendered parts (Mermaid diagrams) settle before scanning.
      await page.waitForLoadState('networkidle');
      await openCopyPageMenu(page);
      // The page as it opens (as Lighthouse audits it), and on API pages again with the
      // request panel's key remembered: the targets' spacing differs between the two.
      expect(await violations(axeScan(page))).toEqual([]);
      if (await tickRememberKey(page)) {
        expect(await violations(axeScan(page).include(REQUEST_PANEL)), 'with "Remember in this tab" ticked').toEqual([]);
      }
    });
  }
}

test("the scans run every rule axe runs by default, and WCAG 2.2's target size", async ({page}) => {
  await page.goto('/changelog/v0-27-0');
  await waitForHydration(page);
  const rulesRun = async (builder: AxeBuilder) => {
    const results = await builder.analyze();
    const ids = [results.passes, results.violations, results.incomplete, results.inapplicable].flat().map((rule) => rule.id);
    return new Set(ids);
  };
  const byDefault = await rulesRun(new AxeBuilder({page}));
  const byTags = await rulesRun(axeScan(page));
  expect(
    [...byDefault].filter((id) => !byTags.has(id)),
    `rules ${AXE_TAGS.join(', ')} leave out`,
  ).toEqual([]);
  expect(byDefault.has('target-size')).toBe(false);
  expect(byTags.has('target-size')).toBe(true);
});
