import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

const repoRoot = path.resolve(__dirname, '../..');
const fixture = 'tests/fixtures/build-rules-site';

function buildFixture(fixtureCase: string): {status: number | null; output: string} {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `build-rules-${fixtureCase}-`));
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/docusaurus'), ['build', fixture, '--out-dir', outDir], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {...process.env, FIXTURE_CASE: fixtureCase},
  });
  fs.rmSync(outDir, {recursive: true, force: true});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

test('broken links fail the build; duplicate routes only warn', () => {
  const {status, output} = buildFixture('broken-links');
  assert.notEqual(status, 0);
  assert.match(output, /found broken links/i);
  assert.match(output, /linking to \/no\/such\/page/);
  assert.match(output, /\[WARNING\] Duplicate routes found/);
  assert.match(output, /page at \/twin/);
});

test('broken anchors fail the build', () => {
  const {status, output} = buildFixture('broken-anchors');
  assert.notEqual(status, 0);
  assert.match(output, /found broken anchors/i);
  assert.match(output, /#no-such-heading/);
});

test('a broken Markdown file link fails the build', () => {
  const {status, output} = buildFixture('broken-markdown-link');
  assert.notEqual(status, 0);
  assert.match(output, /missing-file\.md/);
  assert.match(output, /couldn't be resolved/);
});
