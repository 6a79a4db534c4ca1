import fs from 'node:fs';
import path from 'node:path';

import {parseHostingPolicy, POLICY_FILE, sendsDocumentHeaders} from '../../src/plugins/hosting/policy';
import {cspViolations, recordCspViolations} from './support/csp';
import {KEY_PAGES, visitKeyPage} from './support/key-pages';
import {expect, gotoHydrated, test, waitForHydration} from './support/test';

/**
 * The local server applies the build's hosting policy, as the host files the
 * build writes make nginx, Caddy and Cloudflare do (tests/hosts), so every
 * end-to-end test runs under the production Content-Security-Policy.
 * These check the headers themselves, and that each kind of page, used fully,
 * reports no violation of the policy.
 */
test('pages get every security header, scripts only those a script uses, and _headers itself is not served', async ({page, request}) => {
  const response = await page.goto('/evaluation/overview');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');

  const script = await request.get((await page.locator('link[rel="preload"][href*="/assets/js/main."]').getAttribute('href')) ?? '/missing');
  expect(script.headers()['x-content-type-options']).toBe('nosniff');
  expect(script.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // A browser applies these to documents and workers only: on a script they are bytes for nothing.
  expect(script.headers()['content-security-policy']).toBeUndefined();
  expect(script.headers()['permissions-policy']).toBeUndefined();
  expect(script.headers()['x-frame-options']).toBeUndefined();

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toBeTruthy();

  const file = await request.get('/_headers');
  expect(file.status()).toBe(404);
  // The 404 page, not the file (the page names the policy too, in its meta element).
  expect(await file.text()).not.toContain('X-Content-Type-Options: nosniff');
});

test('every worker the site starts is on the policy’s list and served with the page’s Content-Security-Policy, the policy it runs under', async ({
  page,
  request,
}) => {
  const policyFile = path.resolve(__dirname, '../../build', POLICY_FILE);
  const policy = parseHostingPolicy(fs.readFileSync(policyFile, 'utf8'), policyFile);
  const workers = new Set<string>();
  page.on('worker', (worker) => workers.add(new URL(worker.url()).pathname));
  // The search page's first results run as a worker (or the page's own search does, when it
  // starts first); the modal's search on another page starts the worker chunk.
  const response = await page.goto('/search?q=evaluation');
  await waitForHydration(page);
  await expect.poll(() => workers.size).toBeGreaterThan(0);
  await gotoHydrated(page, '/evaluation/overview');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('evaluation');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  const csp = response!.headers()['content-security-policy'];
  expect(csp).toMatch(/^default-src 'self'/);
  for (const url of workers) {
    expect(sendsDocumentHeaders(policy, url), `${url} is not among the policy's workers`).toBe(true);
    const worker = await request.get(url);
    expect(worker.status(), url).toBe(200);
    expect(worker.headers()['content-security-policy'], url).toBe(csp);
  }
});

for (const keyPage of KEY_PAGES) {
  test(`${keyPage.name}: no Content-Security-Policy violation`, async ({page, consoleMessages}) => {
    await recordCspViolations(page);
    await visitKeyPage(page, keyPage);
    expect(await cspViolations(page, consoleMessages)).toEqual([]);
  });
}
