import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {test} from 'node:test';

const repoRoot = path.resolve(__dirname, '../..');

/** The JavaScript heap limit, in MB, of a Node.js process that npm starts in this repository. */
function heapLimitUnderNpm(env: NodeJS.ProcessEnv): number {
  const result = spawnSync('npm', ['exec', '--', 'node', '-p', 'require("v8").getHeapStatistics().heap_size_limit'], {cwd: repoRoot, encoding: 'utf8', env});
  assert.equal(result.status, 0, result.stderr);
  return Number(result.stdout.trim()) / 1024 / 1024;
}

test('scripts that npm runs here get a JavaScript heap of about 1 GB (.npmrc), which keeps the build under 2 GB', () => {
  // Without the cap, V8 sizes the heap from the machine's memory: about 4 GB on a machine of 16 GB or more.
  const {NODE_OPTIONS: _inherited, ...env} = process.env;
  const limit = heapLimitUnderNpm(env);
  assert.ok(limit > 1000 && limit < 1150, `heap limit under npm: ${limit.toFixed(0)} MB`);
});
