import {listDocPages} from '../support/content';
import type {Locator} from '@playwright/test';

import {expect, gotoHydrated, test} from './support/test';

/** A diagram is two images drawn at build time; the one for the colour mode shows, fully loaded. */
async function expectDiagramShown(diagram: Locator, mode: 'light' | 'dark') {
  const other = mode === 'light' ? 'dark' : 'light';
  const image = diagram.locator(`img[src$="#mermaid-${mode}"]`);
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('alt', /^(Flowchart|Sequence diagram|State diagram|Entity-relationship diagram|Diagram)\b.{10,}/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(diagram.locator(`img[src$="#mermaid-${other}"]`)).toBeHidden();
}

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
        await expectDiagramShown(diagram, 'light');
      }
    }
  });
}

test('diagrams switch to their dark drawing with the colour mode, and pages load no diagram library', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(request.url());
    }
  });
  const doc = pages.find((candidate) => candidate.mermaidCount > 1)!;
  await gotoHydrated(page, doc.route);
  const diagrams = page.locator('article .docusaurus-mermaid-container');
  await expectDiagramShown(diagrams.first(), 'light');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  for (const diagram of await diagrams.all()) {
    await expectDiagramShown(diagram, 'dark');
  }
  const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((response) => response.text())));
  expect(bodies.filter((body) => body.includes('mermaidAPI'))).toHaveLength(0);
});
