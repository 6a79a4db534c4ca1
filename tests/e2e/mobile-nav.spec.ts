import {expect, gotoHydrated, test} from './support/test';

// Docusaurus's desktop breakpoint: wider than 996 px is desktop.
test('at 996 px the navbar collapses into a menu with the docs sidebar as its second level', async ({page}) => {
  await page.setViewportSize({width: 996, height: 800});
  await gotoHydrated(page, '/getting-started/quick-start');
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await expect(toggle).toBeVisible();
  await expect(page.locator('.navbar__items .navbar__link', {hasText: 'Tutorials'})).toBeHidden();

  await toggle.click();
  const panel = page.locator('.navbar-sidebar');
  await expect(panel).toBeVisible();
  // The secondary menu (this page's sidebar) opens first on a docs page.
  await expect(panel.getByRole('link', {name: 'Quick start', exact: false}).first()).toBeVisible();
  await panel.getByRole('button', {name: '← Back to main menu'}).click();
  for (const label of ['Docs', 'Tutorials', 'Reference', 'Changelog']) {
    await expect(panel.getByRole('link', {name: label, exact: true})).toBeVisible();
  }

  // Growing the window to desktop width closes the panel.
  await page.setViewportSize({width: 1200, height: 800});
  await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(panel).toBeHidden();
  await expect(toggle).toBeHidden();
});

test('at 997 px the full desktop navbar shows and there is no menu button', async ({page}) => {
  await page.setViewportSize({width: 997, height: 800});
  await gotoHydrated(page, '/getting-started/quick-start');
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  for (const label of ['Docs', 'Tutorials', 'Reference', 'Changelog']) {
    await expect(page.locator('nav.navbar').getByRole('link', {name: label, exact: true})).toBeVisible();
  }
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
});

test('on a phone the menu is drawn when first opened, and kept when closed', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/getting-started/quick-start');
  // Nothing of the menu in the page until the reader asks for it (src/theme/Navbar/MobileSidebar).
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);

  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await toggle.click();
  const panel = page.locator('.navbar-sidebar');
  await expect(panel.getByRole('link', {name: 'Quick start', exact: false}).first()).toBeVisible();
  await panel.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(panel).toBeHidden();
  await expect(panel).toHaveCount(1);
  await toggle.click();
  await expect(panel.getByRole('link', {name: 'Quick start', exact: false}).first()).toBeVisible();
});
