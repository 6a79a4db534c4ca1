import {releaseAnchor} from '../../src/plugins/changelog-release-notes/release';
import {FULL_RELEASES} from '../../src/plugins/changelog-release-notes';
import {factsReleases} from '../support/changelog';
import {expect, gotoHydrated, test} from './support/test';

const releases = factsReleases();

test('the release notes page shows the newest releases in full, newest first, with linkable headings', async ({page}) => {
  expect(releases.length).toBeGreaterThan(FULL_RELEASES);
  await gotoHydrated(page, '/changelog/main');
  const headings = page.locator('main article h2');
  await expect(headings).toHaveCount(FULL_RELEASES);
  const ids = await headings.evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids).toEqual(releases.slice(0, FULL_RELEASES).map((r) => releaseAnchor(r.version)));
  const first = headings.first();
  await expect(first).toContainText(releases[0]!.version);
  await expect(first.locator('time')).toHaveAttribute('datetime', new RegExp(`^${releases[0]!.date}`));
  await expect(first.locator('a.hash-link')).toHaveAttribute('href', `#${ids[0]}`);
  // Each release links to its own page.
  await page.locator('main article').first().getByRole('link').nth(1).click();
  await expect(page).toHaveURL(`/changelog/${releaseAnchor(releases[0]!.version)}`);
});

test('the release notes page ends by sending the reader on to the newest release it does not show', async ({page}) => {
  await gotoHydrated(page, '/changelog/main');
  const earlier = page.locator('main section', {has: page.locator('h2#earlier-releases')});
  await expect(earlier).toContainText(`${releases.length - FULL_RELEASES} earlier releases`);
  await expect(page.locator('aside .table-of-contents a[href="#earlier-releases"]')).toHaveCount(1);
  const next = releases[FULL_RELEASES]!;
  await earlier.getByRole('link', {name: next.version, exact: true}).click();
  await expect(page).toHaveURL(`/changelog/${releaseAnchor(next.version)}`);
  await expect(page.locator('article h1')).toContainText(next.version);
});

test("an address naming a release the page does not show opens that release's page", async ({page}) => {
  const oldest = releaseAnchor(releases.at(-1)!.version);
  await page.goto(`/changelog/main#${oldest}`);
  await expect(page).toHaveURL(`/changelog/${oldest}`);
  await expect(page.locator('article h1')).toContainText(releases.at(-1)!.version);
  // A hash that names no release, or a release the page shows, stays on the page. A hash the page
  // holds is decided before the page is marked hydrated (the page's effect runs before the root's);
  // one it does not hold is looked up in a file it then downloads, and the page would go on as
  // soon as that file is in.
  for (const [hash, held] of [
    ['earlier-releases', true],
    ['top', false],
    ['v0-99-0', false],
    [releaseAnchor(releases[1]!.version), true],
  ] as const) {
    await page.goto('about:blank');
    const lookup = held ? null : page.waitForResponse(/\/earlier-releases\.[^/]*\.js$/);
    await gotoHydrated(page, `/changelog/main#${hash}`);
    if (lookup) {
      await (await lookup).finished();
      // The bundler's loader takes its script element out once the file has run, and the lookup
      // answers in the microtasks that follow.
      await page.waitForFunction(() => !document.querySelector('script[src*="earlier-releases"]'));
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    }
    await expect(page).toHaveURL(`/changelog/main#${hash}`);
  }
  await expect(page.locator(`[id="${releaseAnchor(releases[1]!.version)}"]`)).toBeInViewport();
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
