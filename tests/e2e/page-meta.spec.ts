import {execFileSync} from 'node:child_process';
import path from 'node:path';

import {expect, gotoHydrated, test} from './support/test';

/**
 * What a page says about itself: where to edit it, when its source last
 * changed, the card it shares with, and what crawlers may fetch. The test
 * build uses the default repository (config/repository.ts).
 */
const root = path.resolve(__dirname, '../..');
const edit = 'https://github.com/Agenta-AI/agenta-docs/edit/main/';

/** "12 Nov 2024" for the source's last commit, or null where the build can have no date. */
function lastCommitDate(file: string): string | null {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: root, encoding: 'utf8'}).trim();
  if (git('rev-parse', '--is-shallow-repository') === 'true' || git('status', '--porcelain', '--', file) !== '') return null;
  const date = new Date(git('log', '-1', '--format=%cI', '--', file));
  const month = date.toLocaleString('en', {month: 'short', timeZone: 'UTC'});
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}

const pages = [
  {path: '/evaluation/overview', source: 'docs/evaluation/overview.md', link: 'Edit this page'},
  {path: '/observability/quickstart', source: 'docs/observability/quickstart.mdx', link: 'Edit this page'},
  {path: '/reference/api/list-apps', source: 'openapi/agenta.yaml', link: 'Edit the OpenAPI description'},
  {path: '/changelog/v0-27-0', source: 'changelog/2024-11-06-v0-27-0.md', link: 'Edit this page'},
];

for (const {path: page, source, link} of pages) {
  test(`${page} links to its source, ${source}, and dates it from git`, async ({page: tab}) => {
    await gotoHydrated(tab, page);
    await expect(tab.getByRole('link', {name: link, exact: true})).toHaveAttribute('href', `${edit}${source}`);
    const date = lastCommitDate(source);
    const lastUpdated = tab.locator('.theme-last-updated');
    if (date === null) {
      await expect(lastUpdated).toHaveCount(0);
    } else {
      await expect(lastUpdated).toHaveText(`Last updated on ${date}`);
      await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    }
  });
}

test('with no feedback destination configured (the test build), doc pages do not ask whether they helped', async ({page}) => {
  await gotoHydrated(page, '/evaluation/overview');
  await expect(page.locator('.theme-doc-footer')).toBeVisible();
  await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
});

test('the search page has no edit link and no date', async ({page}) => {
  await gotoHydrated(page, '/search?q=evaluation');
  await expect(
    page
      .locator('main a[href^="/"]')
      .filter({hasText: /evaluat/i})
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', {name: /^Edit /})).toHaveCount(0);
  await expect(page.locator('.theme-last-updated')).toHaveCount(0);
});

test('a doc page names its own social card, which the site serves as a 1200 × 630 PNG', async ({page}) => {
  await gotoHydrated(page, '/evaluation/overview');
  const meta = (selector: string) => page.locator(`head meta[${selector}]`).last();
  const image = await meta('property="og:image"').getAttribute('content');
  expect(image).toBe('https://docs.agenta.ai/img/social/evaluation/overview.png');
  await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image');
  await expect(meta('property="og:image:alt"')).toHaveAttribute('content', /\S/);
  await expect(meta('property="og:title"')).toHaveAttribute('content', /\S/);
  await expect(meta('property="og:description"')).toHaveAttribute('content', /\S/);
  // The same card, as this server has it.
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, new URL(image!).pathname);
  expect(size).toEqual([1200, 630]);
});

test('robots.txt keeps crawlers off search results and points at the sitemap', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toContain('Disallow: /search?\n');
  expect(text).toContain('Sitemap: https://docs.agenta.ai/sitemap.xml\n');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
});
