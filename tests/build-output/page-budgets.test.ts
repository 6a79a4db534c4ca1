/**
 * File-size budget of the production build (npm test runs this after the
 * build): no JavaScript file over MAX_JS_FILE_BYTES before compression, so no
 * page waits on one huge download and parse. What each page kind downloads is
 * checked in Chromium by tests/e2e/page-budgets.spec.ts; the timed Lighthouse
 * numbers are in BENCHMARKS.md (npm run bench:pages) and never asserted on.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {MAX_JS_FILE_BYTES} from './page-budgets';

const buildDir = path.resolve(__dirname, '../../build');

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error(`No production build in ${buildDir}: run "npm run build" before these tests.`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test(`no JS file in build/assets/js is over ${MAX_JS_FILE_BYTES} bytes before compression`, (t) => {
  const jsDir = path.join(buildDir, 'assets/js');
  const offenders: string[] = [];
  let largest = {name: '', bytes: 0};
  for (const name of fs.readdirSync(jsDir).filter((file) => file.endsWith('.js'))) {
    const bytes = fs.statSync(path.join(jsDir, name)).size;
    if (bytes > largest.bytes) largest = {name, bytes};
    if (bytes > MAX_JS_FILE_BYTES) offenders.push(`${name}: ${bytes} bytes (${kb(bytes)})`);
  }
  t.diagnostic(`largest: ${largest.name}, ${largest.bytes} B (${kb(largest.bytes)})`);
  assert.deepEqual(offenders, [], `JS files over ${MAX_JS_FILE_BYTES} bytes:\n${offenders.join('\n')}`);
});
