import {expect, gotoHydrated, test} from './support/test';

const toggleName = /Switch between dark and light mode/;

test('light by default, even when the system prefers dark', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('the toggle switches mode, and the choice survives a reload', async ({page}) => {
  await gotoHydrated(page, '/getting-started/quick-start');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: toggleName}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', {name: toggleName}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a change in one tab reaches the other open tabs', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await gotoHydrated(first, '/');
  await gotoHydrated(second, '/getting-started/quick-start');
  await first.getByRole('button', {name: toggleName}).click();
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
});
