import {announcementBar} from '../../config/announcement';
import {expect, gotoHydrated, test} from './support/test';

test('the announcement bar shows its configured content and colours', async ({page}) => {
  await gotoHydrated(page, '/');
  const bar = page.getByRole('banner').filter({hasText: 'Read the release notes'});
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS('background-color', 'rgb(15, 46, 41)');
  await expect(bar).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test('closing the announcement is remembered across pages and reloads', async ({page}) => {
  await gotoHydrated(page, '/');
  const bar = page.getByRole('banner').filter({hasText: 'Read the release notes'});
  await page.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(bar).toBeHidden();
  await gotoHydrated(page, '/getting-started/quick-start');
  await expect(bar).toBeHidden();
});

test('a new announcement id shows the bar again to readers who closed the old one', async ({page}) => {
  // A reader who dismissed an earlier announcement.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await gotoHydrated(page, '/');
  await expect(page.getByRole('banner').filter({hasText: 'Read the release notes'})).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcementBar.id);
});
