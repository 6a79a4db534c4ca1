/**
 * Pagefind beside the site's own search, the same way in every benchmark (bench:search's
 * relevance, bench:scale's sizes and first queries): the built pages indexed with
 * `--root-selector main`, a bare page that loads Pagefind's script, and the build's hosting policy
 * with the `'wasm-unsafe-eval'` Pagefind's WebAssembly needs, nothing more.
 */
import fs from 'node:fs';
import path from 'node:path';

import {POLICY_FILE} from '../../src/plugins/hosting/policy';

/** Where the bare page is served from. */
export const PAGEFIND_PAGE_PATH = '/pagefind-bench.html';

const PAGEFIND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pagefind</title></head>
<body><main><input id="q" type="search" aria-label="Search"><ol id="results"></ol></main></body></html>`;

/** The shell command that indexes a built site into its `pagefind/` folder. */
export function pagefindCommand(site: string): string {
  return `npx pagefind --site ${JSON.stringify(site)} --root-selector main --output-subdir pagefind`;
}

/** After indexing: the bare page, and the policy that lets Pagefind run. */
export function preparePagefindSite(buildDir: string): void {
  fs.writeFileSync(path.join(buildDir, PAGEFIND_PAGE_PATH), PAGEFIND_PAGE);
  const policyFile = path.join(buildDir, POLICY_FILE);
  const policy = fs.readFileSync(policyFile, 'utf8');
  if (!/script-src /.test(policy)) throw new Error("The hosting policy has no script-src to allow Pagefind's WebAssembly in.");
  fs.writeFileSync(policyFile, policy.replace(/script-src /g, "script-src 'wasm-unsafe-eval' "));
}

export function pagefindVersion(): string {
  return (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../node_modules/pagefind/package.json'), 'utf8')) as {version: string}).version;
}
