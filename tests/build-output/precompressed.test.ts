/**
 * The build's precompressed copies (src/lib/build/precompress.ts): every script
 * and style sheet worth compressing, and the search index, has a brotli and
 * a gzip copy next to it that decompresses to exactly the file.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

import {PRECOMPRESS_MIN_BYTES} from '../../src/lib/build/precompress';

const buildDir = path.resolve(__dirname, '../../build');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => pattern.test(name))
    .map((name) => path.join(dir, name));
}

const decompress = {'.br': brotliDecompressSync, '.gz': gunzipSync};

function checkCopies(file: string): string[] {
  const original = fs.readFileSync(file);
  const problems: string[] = [];
  for (const [suffix, inflate] of Object.entries(decompress)) {
    const copy = `${file}${suffix}`;
    if (!fs.existsSync(copy)) {
      problems.push(`${path.relative(buildDir, file)}: no ${suffix} copy`);
    } else if (!inflate(fs.readFileSync(copy)).equals(original)) {
      problems.push(`${path.relative(buildDir, copy)} does not decompress to ${path.basename(file)}`);
    }
  }
  return problems;
}

test('every script and style sheet over 1 KB has brotli and gzip copies of exactly its bytes', (t) => {
  const assets = filesUnder(path.join(buildDir, 'assets'), /\.(js|css)$/).filter((file) => fs.statSync(file).size >= PRECOMPRESS_MIN_BYTES);
  assert.ok(assets.length > 100, `only ${assets.length} scripts and style sheets found`);
  const problems = assets.flatMap(checkCopies);
  assert.deepEqual(problems, []);
  const main = assets.find((file) => /[\\/]main\.[0-9a-f]+\.js$/.test(file))!;
  const [br, gz] = ['.br', '.gz'].map((suffix) => fs.statSync(`${main}${suffix}`).size);
  t.diagnostic(`main bundle: ${fs.statSync(main).size} B, brotli ${br} B, gzip ${gz} B`);
  assert.ok(br! < gz!, 'the brotli copy of the main bundle is not smaller than the gzip one');
});

test('the search index has brotli and gzip copies of exactly its bytes', () => {
  assert.deepEqual(checkCopies(path.join(buildDir, 'search-index.json')), []);
});

test('llms.txt and llms-full.txt have brotli and gzip copies of exactly their bytes', () => {
  // llms-full.txt is over a megabyte, fetched whole by tools: compressed on every request, it
  // held up the local server (and any host that compresses on the fly) under a few dozen readers.
  assert.deepEqual(
    ['llms.txt', 'llms-full.txt'].flatMap((name) => checkCopies(path.join(buildDir, name))),
    [],
  );
});
