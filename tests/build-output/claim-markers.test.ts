/**
 * The claim markers on the pages (`<!-- src:id -->`, scripts/lib/claims) are for the checks, not
 * for readers: no page, Markdown twin, llms-full.txt or search index part carries one.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const buildDir = path.resolve(__dirname, '../../build');
// As a comment, escaped in HTML or Markdown, or as the front matter's YAML comment.
const MARKER = /(<|&lt;|\\<)!--\s*src:[a-z0-9][a-z0-9-]*|#\s*src:[a-z0-9][a-z0-9-]*\s*$/m;

function files(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => pattern.test(name))
    .map((name) => path.join(dir, name));
}

test('no claim marker reaches a reader: pages, twins, llms-full.txt, the search index', () => {
  const checked = [...files(buildDir, /\.(html|md)$/), path.join(buildDir, 'llms-full.txt'), ...files(path.join(buildDir, 'search-index'), /\.json$/)];
  assert.ok(checked.length > 400, `only ${checked.length} files`);
  const leaking = checked.filter((file) => MARKER.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(buildDir, file));
  assert.deepEqual(leaking, []);
});
