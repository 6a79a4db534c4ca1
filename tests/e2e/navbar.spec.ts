import {expect, gotoHydrated, test} from './support/test';

test.describe('navbar', () => {
  test.beforeEach(async ({page}) => {
    await gotoHydrated(page, '/getting-started/quick-start');
  });

  const internalItems = [
    {label: 'Docs', path: '/'},
    {label: 'Tutorials', path: '/tutorials/custom-workflows/list_templates'},
    {label: 'Reference', path: '/reference/api/category'},
    {label: 'Changelog', path: '/changelog/main'},
  ];

  for (const {label, path} of internalItems) {
    test(`"${label}" leads to ${path}`, async ({page}) => {
      const navbar = page.locator('nav.navbar');
      await navbar.getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }

  test('the call-to-action buttons and icon links point outside, safely', async ({page}) => {
    const navbar = page.locator('nav.navbar');
    const expected = [
      {name: 'Book A Demo', href: 'https://cal.com/mahmoud-mabrouk-ogzgey/demo'},
      {name: 'Start for Free', href: 'https://cloud.agenta.ai'},
      {name: 'Agenta source code on GitHub', href: 'https://github.com/Agenta-AI/agenta'},
      {name: 'Agenta community chat on Slack', href: /^https:\/\/join\.slack\.com\/t\/agenta-hq\//},
    ];
    for (const {name, href} of expected) {
      const link = navbar.getByRole('link', {name, exact: true});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('the locale dropdown keeps path, query string and hash', async ({page}) => {
    await gotoHydrated(page, '/getting-started/quick-start?from=test#next-steps');
    const dropdown = page.locator('nav.navbar .dropdown').filter({hasText: 'English'});
    await dropdown.hover();
    const english = dropdown.getByRole('link', {name: 'English'});
    await expect(english).toHaveAttribute('href', '/getting-started/quick-start?from=test#next-steps');
    await expect(english).toHaveAttribute('lang', 'en');
  });

  test('the footer has titled link columns and a copyright line', async ({page}) => {
    const footer = page.locator('footer.footer');
    for (const title of ['Documentation', 'Reference', 'Community', 'Product']) {
      const column = footer.locator('.footer__col').filter({has: page.getByText(title, {exact: true})});
      await expect(column.locator('a').first()).toBeVisible();
    }
    await expect(footer.locator('.footer__copyright')).toContainText(/Copyright © \d{4} Agenta/);
    await expect(footer.locator('.footer__copyright')).toContainText('the LLM platform.');
    for (const link of await footer.locator('a[href^="http"]').all()) {
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('the skip link is the first stop of the keyboard and moves focus to the content', async ({page}) => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus moved to <main>: the next Tab lands inside it, past the navbar and sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});

test('the title, tagline and logo mark identify the site', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page).toHaveTitle(/Agenta Documentation/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon\.svg$/);
  // The mark is drawn inline (no image to fetch), decorative beside the title that names the link.
  const brand = page.locator('.navbar__brand').first();
  await expect(brand).toHaveAccessibleName('Agenta');
  await expect(brand).toHaveAttribute('href', '/');
  const mark = brand.locator('.navbar__logo svg');
  await expect(mark).toHaveAttribute('aria-hidden', 'true');
  await expect(brand.locator('img')).toHaveCount(0);
  const tile = mark.locator('rect');
  await expect(tile).toHaveCSS('fill', 'rgb(15, 46, 41)');
  const box = await mark.boundingBox();
  expect(box?.height).toBe(32);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(tile).toHaveCSS('fill', 'rgb(126, 226, 184)');
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(20);
});
