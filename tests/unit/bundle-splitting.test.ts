import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import bundleSplittingPlugin, {
  isPostExcerpt,
  serverTwinNames,
  serverTwinRules,
  unusedServerTwinsMessage,
} from '../../src/plugins/bundle-splitting';

test('changelog excerpts, and only they, go in the excerpts chunk', () => {
  assert.ok(isPostExcerpt({resource: '/site/changelog/2024-11-06-v0-27-0.md?truncated=true'}));
  assert.ok(isPostExcerpt({resource: '/site/changelog/2024-11-06-v0-27-0.mdx?truncated=true'}));
  assert.ok(!isPostExcerpt({resource: '/site/changelog/2024-11-06-v0-27-0.md'}));
  assert.ok(!isPostExcerpt({resource: '/site/docs/intro.md'}));
  assert.ok(!isPostExcerpt({resource: null}));
  assert.ok(!isPostExcerpt({}));
});

test('source maps are written for the browser\'s scripts only when asked, from an uncached build, and a bad option says what to fix', () => {
  const utils = {
    currentBundler: {instance: {NormalModuleReplacementPlugin: class {}, BannerPlugin: class {}, Compilation: {}}},
  } as never;
  const configure = (options: unknown, isServer: boolean) =>
    bundleSplittingPlugin({} as never, options).configureWebpack!({} as never, isServer, utils, undefined) as {
      devtool?: string;
      cache?: unknown;
      experiments?: {cache?: unknown};
    };
  const mapped = configure({sourceMaps: true}, false);
  assert.equal(mapped.devtool, 'source-map');
  // A mapped build compiles every module afresh: cached ones were compiled without maps.
  assert.equal(mapped.cache, false);
  assert.equal(mapped.experiments?.cache, false);
  assert.equal(configure({}, false).cache, undefined);
  assert.equal(configure({sourceMaps: true}, true).devtool, undefined);
  assert.equal(configure({}, false).devtool, undefined);
  assert.equal(configure(undefined, false).devtool, undefined);
  assert.throws(() => bundleSplittingPlugin({} as never, {sourceMaps: 'yes'}), /option "sourceMaps" must be true or false/);
});

test('the server build gets the two lazily loaded renderers\' loaders\' twins', () => {
  assert.deepEqual(serverTwinNames(), ['codeHighlightChunk', 'openApiMarkdownChunk']);
  const [highlighter, markdown] = serverTwinRules();
  assert.ok(highlighter!.request.test('@site/src/client/chunks/codeHighlightChunk'));
  assert.ok(!highlighter!.request.test('@site/src/client/chunks/codeHighlightChunk.server'));
  assert.ok(markdown!.request.test('@site/src/client/chunks/openApiMarkdownChunk'));
  for (const {replacement} of serverTwinRules()) assert.ok(fs.existsSync(replacement), replacement);
});

test('the twins are the folder\'s *.server.ts files, each beside its loader; a twin without one says where it is', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-twins-'));
  try {
    for (const file of ['fancyChunk.ts', 'fancyChunk.server.ts', 'plainChunk.ts', 'notes.md']) fs.writeFileSync(path.join(dir, file), '');
    assert.deepEqual(serverTwinNames(dir), ['fancyChunk']);
    assert.deepEqual(
      serverTwinRules(dir).map(({id, replacement}) => [id, replacement]),
      [['fancyChunk', path.join(dir, 'fancyChunk.server.ts')]],
    );
    fs.writeFileSync(path.join(dir, 'lostChunk.server.ts'), '');
    assert.throws(() => serverTwinNames(dir), /src\/client\/chunks\/lostChunk\.server\.ts has no lazy loader beside it \(lostChunk\.ts\)/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a twin that replaced nothing names its loader where it lives', () => {
  const message = unusedServerTwinsMessage(['codeHighlightChunk']);
  assert.match(message, /src\/client\/chunks\/codeHighlightChunk\.server\.ts replaced nothing/);
  assert.match(message, /is src\/client\/chunks\/codeHighlightChunk\.ts still imported\?/);
  assert.doesNotMatch(message, /src\/lib/);
  // Every loader it may name is there.
  for (const name of serverTwinNames()) assert.ok(fs.existsSync(path.resolve(__dirname, '../../src/client/chunks', `${name}.ts`)), name);
});

test('named chunks given as whole keep everything; other async chunks are split as usual', () => {
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}, WebpackError: Error}}} as never;
  const {optimization} = bundleSplittingPlugin({} as never, {wholeChunks: ['search-worker']}).configureWebpack!({} as never, false, utils, undefined) as {
    optimization: {splitChunks: {chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) => boolean}};
  };
  const {chunks} = optimization.splitChunks;
  assert.equal(chunks({name: 'search-worker', canBeInitial: () => false}), false);
  assert.equal(chunks({name: 'other', canBeInitial: () => false}), true);
  assert.equal(chunks({name: null, canBeInitial: () => false}), true);
  assert.equal(chunks({name: 'main', canBeInitial: () => true}), false);
  assert.throws(() => bundleSplittingPlugin({} as never, {wholeChunks: 'search-worker'}), /option "wholeChunks" must be a list/);
});
