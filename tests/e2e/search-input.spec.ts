import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './support/test';
import {expectAnswered} from './support/search';

/**
 * Bad input for the search (modal and /search page): markup, regex
 * metacharacters, quotes, emoji, right-to-left text and a huge paste must
 * neither break the page nor inject anything. DocSearch renders highlight
 * values as HTML, so the engine must escape every character of page text
 * (packages/search/src/engine/highlight.ts).
 */

const badQueries = [
  {name: 'an img tag with onerror', query: '<img src=x onerror="window.__xss=1">'},
  {name: 'a script tag', query: '<script>window.__xss=1</script>'},
  {name: 'an attribute breakout with svg onload', query: '"><svg onload=window.__xss=1>'},
  {name: 'regex metacharacters', query: '.*+?^${}()|[]\\'},
  {name: 'quotes', query: `"'"'`},
  {name: 'emoji', query: '🚀🔥 evaluation'},
  {name: 'right-to-left text', query: 'مرحبا evaluation'},
  {name: 'a 10,000-character paste', query: 'evaluation prompt '.repeat(600).slice(0, 10_000)},
];

/**
 * Queries that a cut at 64 UTF-16 code units would split inside an emoji (a
 * surrogate pair), leaving a lone surrogate that `encodeURIComponent` throws
 * on: the modal and the page cut them at 64 code points instead.
 */
const splitQueries = [
  {name: 'an emoji across the 64th character', query: `${'a'.repeat(63)}🚀 evaluation`},
  {name: 'an emoji ending at the 64th character', query: `${'a'.repeat(62)}🚀 evaluation`},
  {name: 'an emoji just past the 64th character', query: `${'a'.repeat(64)}🚀`},
  {name: 'emoji only, past the limit', query: '🚀'.repeat(40)},
];

/** What the modal and the page keep of a query: its first 64 code points, as search-page-request.ts cuts it. */
const keptOf = (query: string) => [...query].slice(0, 64).join('');

/** No lone surrogate: the text survives encodeURIComponent. */
const isWellFormed = (text: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** What an injection would leave behind, anywhere in the document. */
async function expectNothingInjected(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as {__xss?: unknown}).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], [onerror]')).toHaveCount(0);
  const injectedScripts = await page.locator('script').evaluateAll((scripts) => scripts.filter((s) => s.textContent?.includes('__xss')).length);
  expect(injectedScripts).toBe(0);
}

/** Sets the input's value as a paste does (past maxlength, which only limits typing). */
async function pasteInto(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).evaluate((input: HTMLInputElement, value) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }, text);
}

test.describe('bad input in the modal', () => {
  for (const {name, query} of badQueries) {
    test(`${name}: no error, nothing injected`, async ({page}) => {
      await gotoHydrated(page, '/getting-started/quick-start');
      await page.locator('.DocSearch-Button').click();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await pasteInto(page, '.DocSearch-Input', query);
      // Like typing (maxlength), a paste is cut to 64 characters.
      const kept = keptOf(query);
      await expect(page.locator('.DocSearch-Input')).toHaveValue(kept);
      await expectAnswered(page, kept);

      await expectNothingInjected(page);
      await expect(page.locator('.DocSearch-Hit img, .DocSearch-Hit svg[onload], .DocSearch-Hit script')).toHaveCount(0);
      // Page text is text: the only element inside a title or path is the highlight.
      const tags = await page
        .locator('.DocSearch-Hit-title *, .DocSearch-Hit-path *')
        .evaluateAll((elements) => [...new Set(elements.map((e) => e.tagName.toLowerCase()))]);
      expect(tags.filter((tag) => tag !== 'mark')).toEqual([]);
      // A query shown back on the no-results screen is text too.
      const noResults = page.locator('.DocSearch-NoResults .DocSearch-Title strong');
      if ((await noResults.count()) > 0) {
        await expect(noResults).toHaveText(kept);
        expect(await noResults.evaluate((strong) => strong.children.length)).toBe(0);
      }
    });
  }

  test('words next to emoji and right-to-left script still find hits', async ({page}) => {
    await gotoHydrated(page, '/getting-started/quick-start');
    await page.locator('.DocSearch-Button').click();
    for (const query of ['🚀🔥 evaluation', 'مرحبا evaluation']) {
      await pasteInto(page, '.DocSearch-Input', query);
      await expectAnswered(page, query);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    }
  });
});

test.describe('bad input on the search page', () => {
  for (const {name, query} of badQueries) {
    test(`${name}: no error, nothing injected`, async ({page}) => {
      await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
      // The page keeps the first 64 characters, like its field.
      const kept = keptOf(query);
      // The query comes back as text: in the document title and in the status line.
      await expect.poll(() => page.title()).toContain(`Search results for "${kept}"`);
      await expect(page.getByLabel('Search the documentation', {exact: true})).toHaveValue(kept);
      const status = page.locator('main [aria-live="polite"]');
      await expect(status).toHaveAttribute('aria-busy', 'false');
      await expect(status).toContainText(/\d+ results?|No results for/);

      await expectNothingInjected(page);
      const tagsIn = (selector: string) => page.locator(selector).evaluateAll((elements) => [...new Set(elements.map((e) => e.tagName.toLowerCase()))]);
      // Snippets hold text and highlights; the link's trail adds only its separators.
      expect((await tagsIn('main ol > li p *')).filter((tag) => tag !== 'mark')).toEqual([]);
      const inTrail = await tagsIn('main ol > li a *');
      expect(inTrail.filter((tag) => tag !== 'mark' && tag !== 'span')).toEqual([]);
      if (await status.getByText('No results for').count()) {
        await expect(status.locator('strong')).toHaveText(`"${kept}"`);
      }
    });
  }
});

test.describe('a query cut inside an emoji', () => {
  for (const {name, query} of splitQueries) {
    test(`${name}: the modal keeps whole characters and answers`, async ({page}) => {
      await gotoHydrated(page, '/getting-started/quick-start');
      await page.locator('.DocSearch-Button').click();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await pasteInto(page, '.DocSearch-Input', query);
      const kept = keptOf(query);
      expect(isWellFormed(kept)).toBe(true);
      await expect(page.locator('.DocSearch-Input')).toHaveValue(kept);
      await expectAnswered(page, kept);
      await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
    });

    test(`${name}: the search page keeps whole characters and answers`, async ({page}) => {
      await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
      const kept = keptOf(query);
      await expect(page.getByLabel('Search the documentation', {exact: true})).toHaveValue(kept);
      const status = page.locator('main [aria-live="polite"]');
      await expect(status).toHaveAttribute('aria-busy', 'false');
      await expect(status).toContainText(/\d+ results?|No results for/);
      await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
    });
  }
});

test.describe('page text that looks like markup', () => {
  // The API overview shows the header as "Authorization: <your-api-key>".
  const query = 'your-api-key';
  const literal = '<your-api-key>';

  test('is shown as text in the modal snippets', async ({page}) => {
    await gotoHydrated(page, '/getting-started/quick-start');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill(query);
    await expectAnswered(page, query);
    const title = page.locator('.DocSearch-Hit-title').filter({hasText: literal});
    await expect(title.first()).toBeVisible();
    await expect(page.locator('your-api-key')).toHaveCount(0);
  });

  test('is shown as text in the search page snippets', async ({page}) => {
    await gotoHydrated(page, `/search?q=${query}`);
    await expect(page.locator('main ol > li p').filter({hasText: literal}).first()).toBeVisible();
    await expect(page.locator('your-api-key')).toHaveCount(0);
  });
});
