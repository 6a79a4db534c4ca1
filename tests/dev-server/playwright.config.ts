import {defineConfig} from '@playwright/test';

import baseConfig from '../../playwright.config';

/**
 * The development server (`npm start`, what writers preview with), checked
 * like the production build: pages of each kind load without a console
 * error. It compiles the site when it starts, which takes minutes on a small
 * machine, hence the long start-up allowance.
 */
// After the ports of playwright.config.ts and its fixtures.
const PORT = Number(process.env.E2E_PORT_BASE ?? 4173) + 12;

export default defineConfig({
  ...baseConfig,
  testDir: '.',
  // One server compiling on demand: pages one at a time.
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  use: {...baseConfig.use, baseURL: `http://localhost:${PORT}`},
  webServer: {
    command: `node_modules/.bin/docusaurus start --port ${PORT} --host localhost --no-open`,
    url: `http://localhost:${PORT}/`,
    cwd: '../..',
    reuseExistingServer: false,
    timeout: 15 * 60_000,
    stdout: 'ignore',
  },
});
