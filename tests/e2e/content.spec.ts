import {listDocPages} from '../support/content';
import {expect, gotoHydrated, test} from './support/test';

const pages = listDocPages();

test('the docs folder holds the pages the sidebars list', () => {
  expect(pages.length).toBeGreaterThan(2);
  for (const page of pages) {
    expect(page.title, `${page.file} needs a title in its front matter`).not.toBe('');
  }
});

for (const doc of pages) {
  test(`${doc.route} renders its title${doc.codeBlockCount ? ' and code' : ''}`, async ({page}) => {
    await gotoHydrated(page, doc.route);
    await expect(page.locator('article h1').first()).toHaveText(doc.title);
    if (doc.codeBlockCount > 0) {
      await expect(page.locator('article .theme-code-block')).toHaveCount(doc.codeBlockCount);
    }
    if (doc.mermaidCount > 0) {
      const diagrams = page.locator('article .docusaurus-mermaid-container');
      await expect(diagrams).toHaveCount(doc.mermaidCount);
      for (const diagram of await diagrams.all()) {
        await expect(diagram.locator('svg')).toBeVisible();
        await expect(diagram).not.toContainText('Syntax error');
      }
    }
  });
}
