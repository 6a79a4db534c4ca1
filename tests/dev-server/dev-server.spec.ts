import {scrollThroughPage} from '../e2e/support/scroll';
import {expect, gotoHydrated, test} from '../e2e/support/test';

/**
 * Under `npm start`, every kind of page loads with no console error (React's
 * development warnings are console errors), and search says plainly that it
 * needs the production build instead of reporting a network failure.
 */
const PAGES = [
  {kind: 'home page', path: '/'},
  {kind: 'docs page with diagrams and code', path: '/evaluation/human_evaluation'},
  {kind: 'API operation page with a request body', path: '/reference/api/create-app'},
  {kind: 'API operation list', path: '/reference/api/category'},
  {kind: 'release notes', path: '/changelog/main'},
  {kind: 'changelog post', path: '/changelog/v0-24-0'},
  {kind: 'search page', path: '/search?q=evaluation'},
];

for (const {kind, path} of PAGES) {
  test(`the ${kind} loads without console errors`, async ({page}) => {
    await gotoHydrated(page, path);
    await scrollThroughPage(page);
    if (path.startsWith('/reference/api/create-app')) {
      // The request panel, drawn once near the screen, is where the theme updated state while rendering.
      await expect(page.locator('.openapi-explorer__request-form')).toBeVisible();
      await expect(page.locator('.openapi-explorer__server-url')).not.toBeEmpty();
    }
  });
}

test('the search page says that search needs the production build', async ({page}) => {
  await gotoHydrated(page, '/search?q=evaluation');
  await expect(page.getByRole('alert')).toContainText('Search needs the production build');
  await expect(page.getByRole('alert')).toContainText('npm run preview');
});

test('the search modal says that search needs the production build', async ({page}) => {
  await gotoHydrated(page, '/evaluation/overview');
  await page
    .getByRole('button', {name: /search/i})
    .first()
    .click();
  await page.keyboard.type('evaluation');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Search needs the production build');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('npm run preview');
});
