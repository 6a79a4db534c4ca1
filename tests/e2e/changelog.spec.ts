import {releaseAnchor} from '../../src/components/ReleaseNotes/release';
import {factsReleases} from '../support/changelog';
import {expect, gotoHydrated, test} from './support/test';

const releases = factsReleases();

test('the release notes page shows every release, newest first, with linkable headings', async ({
  page,
}) => {
  await gotoHydrated(page, '/changelog/main');
  const headings = page.locator('main article h2');
  await expect(headings).toHaveCount(releases.length);
  const ids = await headings.evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids).toEqual(releases.map((r) => releaseAnchor(r.version)));
  const first = headings.first();
  await expect(first).toContainText(releases[0]!.version);
  await expect(first.locator('time')).toHaveAttribute('datetime', new RegExp(`^${releases[0]!.date}`));
  await expect(first.locator('a.hash-link')).toHaveAttribute('href', `#${ids[0]}`);
  // Each release links to its own page.
  await page.locator('main article').first().getByRole('link').nth(1).click();
  await expect(page).toHaveURL(`/changelog/${releaseAnchor(releases[0]!.version)}`);
});

test('the archive lists each release once', async ({page}) => {
  await gotoHydrated(page, '/changelog/archive');
  await expect(page.locator('main li a')).toHaveCount(releases.length);
});

for (const feed of ['rss.xml', 'atom.xml']) {
  test(`the ${feed} feed has one item per release`, async ({page}) => {
    const response = await page.request.get(`/changelog/${feed}`);
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    await gotoHydrated(page, '/changelog/main');
    const count = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return doc.querySelectorAll('item, entry').length;
    }, xml);
    expect(count).toBe(releases.length);
  });
}

test('the changelog shows no reading time and no sidebar of posts', async ({page}) => {
  await gotoHydrated(page, `/changelog/${releaseAnchor(releases[0]!.version)}`);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByText(/min read/)).toHaveCount(0);
  await expect(page.locator('aside nav[aria-label*="Blog"], .sidebar_re4s')).toHaveCount(0);
});
