import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test} from './support/test';

/**
 * The API request panel keeps the reader's key in the page only, unless the
 * reader ticks "Remember in this tab until it closes": then in
 * sessionStorage, until "Forget" or the tab closes.
 */
const KEY = 'test1234.secret-key';
const keyField = (page: Page) => page.locator('.openapi-explorer__request-form').getByLabel('APIKeyHeader');
const remember = (page: Page) => page.getByRole('checkbox', {name: 'Remember in this tab until it closes'});
const storedValues = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage)
      .map((key) => `${key}=${sessionStorage.getItem(key)}`)
      .join('\n'),
  );

test('by default the key is stored nowhere and is gone after a reload', async ({page}) => {
  await gotoHydrated(page, '/reference/api/list-apps');
  await keyField(page).fill(KEY);
  await expect(remember(page)).not.toBeChecked();
  expect(await storedValues(page)).not.toContain(KEY);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(KEY);
  await page.reload();
  await expect(keyField(page)).toHaveValue('');
});

test('remembered, the key fills the panel on other pages of the tab, not in a new tab, until forgotten', async ({page, context}) => {
  await gotoHydrated(page, '/reference/api/list-apps');
  await keyField(page).fill(KEY);
  await remember(page).check();
  await expect.poll(() => storedValues(page)).toContain(KEY);

  // Another operation, then a reload: the field comes back filled and the choice ticked.
  await gotoHydrated(page, '/reference/api/create-app');
  await expect(keyField(page)).toHaveValue(KEY);
  await expect(remember(page)).toBeChecked();
  await page.reload();
  await expect(keyField(page)).toHaveValue(KEY);

  // sessionStorage belongs to the tab: another tab starts empty.
  const other = await context.newPage();
  await gotoHydrated(other, '/reference/api/list-apps');
  await expect(keyField(other)).toHaveValue('');
  await other.close();

  // A key typed after ticking is remembered as typed.
  await keyField(page).fill(`${KEY}-2`);
  await expect.poll(() => storedValues(page)).toContain(`${KEY}-2`);

  await page.getByRole('button', {name: 'Forget'}).click();
  await expect(keyField(page)).toHaveValue('');
  await expect(remember(page)).not.toBeChecked();
  await expect(page.getByRole('status').filter({hasText: 'forgotten'})).toHaveText('The credentials were forgotten and cleared from the form.');
  expect(await storedValues(page)).not.toContain(KEY);
  await page.reload();
  await expect(keyField(page)).toHaveValue('');
});

test('unticking the choice forgets the key but leaves it in the form', async ({page}) => {
  await gotoHydrated(page, '/reference/api/list-apps');
  await keyField(page).fill(KEY);
  await remember(page).check();
  await expect.poll(() => storedValues(page)).toContain(KEY);
  await remember(page).uncheck();
  expect(await storedValues(page)).not.toContain(KEY);
  await expect(keyField(page)).toHaveValue(KEY);
});

test('where storage is blocked, the choice is not offered and the panel still works', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await gotoHydrated(page, '/reference/api/list-apps');
  await keyField(page).fill(KEY);
  await expect(keyField(page)).toHaveValue(KEY);
  await expect(page.getByRole('button', {name: /send api request/i})).toBeVisible();
  await expect(remember(page)).toHaveCount(0);
});
