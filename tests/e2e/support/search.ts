import {expect, type Page} from '@playwright/test';

/**
 * Waits until the search modal shows the answer to `query` (its hits, or its
 * no-results screen), not the answer to an earlier query.
 */
export async function expectAnswered(page: Page, query: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const footer = document.querySelector<HTMLAnchorElement>('.DocSearch-HitsFooter a');
        if (footer) return new URL(footer.href).searchParams.get('q');
        const noResults = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong');
        return noResults?.textContent ?? null;
      }),
    )
    .toBe(query);
}
