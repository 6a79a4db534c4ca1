import path from 'node:path';

import {cspViolations, recordCspViolations} from '../e2e/support/csp';
import {KEY_PAGES, visitKeyPage} from '../e2e/support/key-pages';
import {expect, gotoHydrated, test} from '../e2e/support/test';
import {hostProblems, olderVersions} from './checks';
import {HOST_PORTS, META_FIXTURE} from './playwright.config';

const repoRoot = path.resolve(__dirname, '../..');
const buildDir = path.join(repoRoot, 'build');
const origin = (host: keyof typeof HOST_PORTS) => `http://127.0.0.1:${HOST_PORTS[host]}`;
const reference = origin('reference');

for (const host of ['nginx', 'caddy', 'cloudflare'] as const) {
  test.describe(`${host}, with the file the build wrote for it`, () => {
    test.use({baseURL: origin(host)});

    test('headers, caching, redirects, the 404 page, brotli and search as on the site’s own server', async () => {
      // The older docs version's paths are among those checked.
      expect(olderVersions(buildDir)).toEqual(['0.27']);
      expect(await hostProblems(origin(host), reference, buildDir, {pathHeadersOnly: host === 'cloudflare'})).toEqual([]);
    });

    for (const keyPage of KEY_PAGES) {
      test(`${keyPage.name}: no console error, no Content-Security-Policy violation`, async ({page, consoleMessages}) => {
        await recordCspViolations(page);
        await visitKeyPage(page, keyPage);
        expect(await cspViolations(page, consoleMessages)).toEqual([]);
      });
    }
  });
}

for (const host of ['nginx-broken', 'caddy-broken', 'cloudflare-broken'] as const) {
  test(`the checks catch ${host.replace('-broken', '')}'s file without the Content-Security-Policy or without the .html redirect`, async () => {
    const problems = await hostProblems(origin(host), reference, buildDir, {pathHeadersOnly: host === 'cloudflare-broken'});
    expect(
      problems.some((problem) => /^page \(\/evaluation\/overview\): content-security-policy is null/.test(problem)),
      problems.join('\n'),
    ).toBe(true);
    expect(
      problems.some((problem) => /^worker script \(.*\): content-security-policy is null/.test(problem)),
      problems.join('\n'),
    ).toBe(true);
    expect(
      problems.some((problem) => /^\/evaluation\/overview\.html: (200|30[78]) to .*, not 301 to \/evaluation\/overview$/.test(problem)),
      problems.join('\n'),
    ).toBe(true);
    // What the broken file still does right is not reported.
    const others = problems.filter((problem) => !/content-security-policy is null/.test(problem));
    expect(others.filter((problem) => /Cache-Control|no-such-page|brotli|\/index\.html|_headers|_redirects/.test(problem))).toEqual([]);
  });
}

test.describe('a host without headers, the build carrying its policy in each page', () => {
  test.use({baseURL: origin('bare')});

  test('the page enforces the policy from its meta element: its own scripts run, an injected one does not', async ({
    page,
    request,
    consoleMessages,
    allowConsoleErrors,
  }) => {
    const response = await request.get('/');
    expect(response.headers()['content-security-policy'], `${META_FIXTURE} is served with no headers`).toBeUndefined();
    expect(await response.text()).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/);

    allowConsoleErrors(/Content Security Policy/);
    await recordCspViolations(page);
    await gotoHydrated(page, '/');
    expect(await cspViolations(page, consoleMessages)).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as {__injected?: boolean}).__injected)).toBeUndefined();
    await expect
      .poll(() => cspViolations(page, consoleMessages))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src(-elem)? blocked inline/)]));
  });
});
