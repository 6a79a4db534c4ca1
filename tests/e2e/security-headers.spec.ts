import {cspViolations, recordCspViolations} from './support/csp';
import {KEY_PAGES, visitKeyPage} from './support/key-pages';
import {expect, test} from './support/test';

/**
 * The local server applies the build's hosting policy, as the host files the
 * build writes make nginx, Caddy and Cloudflare do (tests/hosts), so every
 * end-to-end test runs under the production Content-Security-Policy.
 * These check the headers themselves, and that each kind of page, used fully,
 * reports no violation of the policy.
 */
test('pages and assets are served with the security headers, and _headers itself is not served', async ({
  page,
  request,
}) => {
  const response = await page.goto('/evaluation/overview');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');

  const script = await request.get(
    (await page.locator('link[rel="preload"][href*="/assets/js/main."]').getAttribute('href')) ?? '/missing',
  );
  expect(script.headers()['x-content-type-options']).toBe('nosniff');

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toBeTruthy();

  const file = await request.get('/_headers');
  expect(file.status()).toBe(404);
  expect(await file.text()).not.toContain('Content-Security-Policy');
});

for (const keyPage of KEY_PAGES) {
  test(`${keyPage.name}: no Content-Security-Policy violation`, async ({page, consoleMessages}) => {
    await recordCspViolations(page);
    await visitKeyPage(page, keyPage);
    expect(await cspViolations(page, consoleMessages)).toEqual([]);
  });
}
