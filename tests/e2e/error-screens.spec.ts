import {FIXTURE_PORT, WRONG_BASE_PORT} from '../../playwright.config';
import {expect, test, waitForHydration} from './support/test';

test('a page that throws shows the crash screen with its cause chain and a retry', async ({page, allowConsoleErrors}) => {
  allowConsoleErrors(
    /Rendering the fixture page failed/,
    /fixture data could not be read/,
    // The fixture site has no favicon.
    /status of 404/,
  );
  await page.goto(`http://localhost:${FIXTURE_PORT}/crash`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Rendering the fixture page failed')).toBeVisible();
  await expect(page.getByText(/Cause:\s*The fixture data could not be read/)).toBeVisible();
  const retry = page.getByRole('button', {name: 'Try again'});
  await expect(retry).toBeVisible();
  await retry.click();
  // The page throws again: the crash screen comes back instead of a blank page.
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
});

test('the build served under the wrong base URL shows the "did not load properly" banner', async ({page, allowConsoleErrors}) => {
  allowConsoleErrors(/Failed to load resource/);
  await page.goto(`http://localhost:${WRONG_BASE_PORT}/wrong-base/`);
  await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
  await expect(page.getByText(/We suggest trying baseUrl =/)).toContainText('/wrong-base/');
});
