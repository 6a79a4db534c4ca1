import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * The rules every accessibility scan runs, by axe's tags: WCAG 2.0, 2.1 and
 * 2.2 at levels A and AA, and axe's best practices. Together these are the
 * rules axe runs by default plus WCAG 2.2's "Target Size (Minimum)" (2.5.8,
 * rule `target-size`), which axe runs only when its tag is asked for
 * (a test in tests/e2e/a11y.spec.ts holds the set to that).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** An axe scan of the page with the project's rules; narrow it with `include` or `disableRules`. */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({page}).withTags(AXE_TAGS);
}
