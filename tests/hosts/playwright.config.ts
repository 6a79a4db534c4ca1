import {defineConfig} from '@playwright/test';

import baseConfig from '../../playwright.config';

/**
 * The build served by real hosts with the files it writes for them (scripts/run-host.ts):
 * nginx, Caddy and Cloudflare's runtime, beside the site's own server they are compared with;
 * a host without headers, serving the search fixture built with the CSP in a meta element; and
 * each of the three with a broken copy of its file, which the checks must catch.
 */
// After the ports of playwright.config.ts, its fixtures and the development server; 4190, which
// fetch refuses (the spec's list of bad ports), is left out of the default range.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4173) + 20;
export const HOST_PORTS = {
  reference: PORT_BASE,
  nginx: PORT_BASE + 1,
  caddy: PORT_BASE + 2,
  cloudflare: PORT_BASE + 3,
  bare: PORT_BASE + 4,
  'nginx-broken': PORT_BASE + 5,
  'caddy-broken': PORT_BASE + 6,
  'cloudflare-broken': PORT_BASE + 7,
};
export const META_FIXTURE = 'tests/fixtures/search-site/build';

const host = (name: keyof typeof HOST_PORTS, dir = 'build') => ({
  command: `node_modules/.bin/tsx scripts/run-host.ts ${name} --port ${HOST_PORTS[name]} --dir ${dir}`,
  url: `http://127.0.0.1:${HOST_PORTS[name]}/`,
  cwd: '../..',
  reuseExistingServer: false,
  // Wrangler starts Cloudflare's runtime, which takes a while on a small machine.
  timeout: 120_000,
  stdout: 'ignore' as const,
});

export default defineConfig({
  ...baseConfig,
  testDir: '.',
  webServer: [
    {
      command: `node_modules/.bin/tsx scripts/serve.ts --port ${HOST_PORTS.reference} --host 127.0.0.1`,
      url: `http://127.0.0.1:${HOST_PORTS.reference}/`,
      cwd: '../..',
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    host('nginx'),
    host('caddy'),
    host('cloudflare'),
    host('bare', META_FIXTURE),
    host('nginx-broken'),
    host('caddy-broken'),
    host('cloudflare-broken'),
  ],
});
