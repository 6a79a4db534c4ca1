import {defineConfig, devices} from '@playwright/test';

/**
 * End-to-end tests run in Debian's Chromium (no browser download) against the
 * production build served by the project's own server (scripts/serve.ts).
 * `npm test` builds the site and the fixture site before running them.
 */
// E2E_PORT_BASE lets two checkouts run their suites side by side.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4173);
export const SITE_PORT = PORT_BASE;
export const WRONG_BASE_PORT = PORT_BASE + 1;
export const FIXTURE_PORT = PORT_BASE + 2;
/** The search fixture built for Algolia; its search hosts are PORT_BASE + 4 (dead) and + 5 (the stand-in). */
export const SEARCH_FIXTURE_PORT = PORT_BASE + 3;
/** The analytics fixture; its PostHog collector is PORT_BASE + 7 and its chat endpoint stand-in + 9 (tests/fixtures/analytics-site/analytics-fixture.ts). */
export const ANALYTICS_FIXTURE_PORT = PORT_BASE + 6;
/** The Ask AI fixture; its chat endpoint stand-in is PORT_BASE + 10 (tests/fixtures/ask-ai-site/ask-ai-fixture.ts). */
export const ASK_AI_FIXTURE_PORT = PORT_BASE + 8;

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      // Without these, Chromium tries to reach Google's hosts, which this
      // closed network refuses (and tests must never depend on the internet).
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--no-sandbox'],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: [
    {
      command: `node_modules/.bin/tsx scripts/serve.ts --port ${SITE_PORT} --host localhost`,
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      // The same build under a prefix it was not built for: Docusaurus's
      // "wrong baseUrl" banner must appear.
      command: `node_modules/.bin/tsx scripts/serve.ts --port ${WRONG_BASE_PORT} --host localhost --base-path /wrong-base/`,
      url: `http://localhost:${WRONG_BASE_PORT}/wrong-base/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `node_modules/.bin/tsx scripts/serve.ts --port ${FIXTURE_PORT} --host localhost --dir tests/fixtures/crash-site/build`,
      url: `http://localhost:${FIXTURE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `node_modules/.bin/tsx scripts/serve.ts --port ${SEARCH_FIXTURE_PORT} --host localhost --dir tests/fixtures/search-site/build`,
      url: `http://localhost:${SEARCH_FIXTURE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `node_modules/.bin/tsx scripts/serve.ts --port ${ANALYTICS_FIXTURE_PORT} --host localhost --dir tests/fixtures/analytics-site/build`,
      url: `http://localhost:${ANALYTICS_FIXTURE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `node_modules/.bin/tsx scripts/serve.ts --port ${ASK_AI_FIXTURE_PORT} --host localhost --dir tests/fixtures/ask-ai-site/build`,
      url: `http://localhost:${ASK_AI_FIXTURE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
