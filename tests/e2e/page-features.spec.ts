import {expect, gotoHydrated, test} from './support/test';

test('the table of contents lists heading levels 2 and 3, not 4', async ({page}) => {
  await gotoHydrated(page, '/reference/sdk/core_functions/config_datatypes');
  const toc = page.locator('.theme-doc-toc-desktop');
  const article = page.locator('article');
  // The page really has all three levels.
  await expect(article.locator('h2', {hasText: 'Input types for the served function'})).toBeVisible();
  await expect(article.locator('h3', {hasText: 'MessagesInput'})).toBeVisible();
  await expect(article.locator('h4', {hasText: 'Example: a chat app'})).toBeVisible();
  await expect(toc.getByRole('link', {name: 'Input types for the served function'})).toBeVisible();
  await expect(toc.getByRole('link', {name: 'MessagesInput', exact: true})).toBeVisible();
  await expect(toc.getByRole('link', {name: 'Example: a chat app'})).toHaveCount(0);
  const tocIds = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const h2h3Ids = await article.locator('.markdown h2[id], .markdown h3[id]').evaluateAll((headings) => headings.map((h) => `#${h.id}`));
  expect(tocIds).toEqual(h2h3Ids);
});

test('article figures are responsive images that zoom on click', async ({page}) => {
  // The server-rendered figure offers the generated sizes: 600 to 1600 px wide in 3 steps.
  const html = await (await page.request.get('/observability/quickstart')).text();
  await gotoHydrated(page, '/observability/quickstart');
  const widths = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const img = doc.querySelector('article img[srcset*="/ideal-img/"]');
    return (img?.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(' ')[1]);
  }, html);
  expect(widths).toEqual(['600w', '1100w', '1600w']);

  // In the browser the image loads once it scrolls into view.
  await page.getByText('Click a row to open the trace').scrollIntoViewIfNeeded();
  const figure = page.locator('img[alt^="Schematic of one trace"]');
  await expect(figure).toBeVisible();
  await expect(figure).toHaveAttribute('src', /\.(600|1100|1600)\.png$/);
  await expect(figure).toHaveAttribute('alt', /Schematic of one trace/);

  // The zoom plugin binds to article images a moment after they appear.
  await expect(figure).toHaveClass(/medium-zoom-image/);
  await figure.click();
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
  const overlay = page.locator('.medium-zoom-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  // medium-zoom ignores Escape until its opening animation has finished.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/, {timeout: 1000});
  }).toPass();
});

for (const {area, path, label} of [
  {area: 'docs', path: '/getting-started/quick-start', label: 'Getting started'},
  {area: 'guides', path: '/tutorials/custom-workflows/list_templates', label: 'Custom workflows'},
  {area: 'reference', path: '/reference/cli/install', label: 'CLI'},
]) {
  test(`a ${area} page shows the ${area} sidebar only`, async ({page}) => {
    await gotoHydrated(page, path);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByText(label, {exact: true}).first()).toBeVisible();
    const others = {docs: 'Self-hosting', guides: 'Python SDK', reference: 'API'};
    for (const [other, otherLabel] of Object.entries(others)) {
      if (other === area) continue;
      await expect(sidebar.getByText(otherLabel, {exact: true})).toHaveCount(0);
    }
  });
}

test('code blocks in the extra Prism languages are highlighted after a client-side navigation too', async ({page}) => {
  // Prism's extra grammars load with the first code block, not at startup (src/client/prism-languages.ts):
  // arrive from a page without code, so nothing was registered before.
  await gotoHydrated(page, '/changelog/main');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/self-host/deploy_remotly/host-on-kubernetes');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('article h1')).toContainText('Kubernetes');
  await expect(page.locator('article .language-bash .token.function').first()).toBeVisible();
});
