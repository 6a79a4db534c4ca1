import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';

import bundleSplittingPlugin, {isPostExcerpt, serverTwinRules} from '../../src/plugins/bundle-splitting';

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
  const [highlighter, markdown] = serverTwinRules();
  assert.ok(highlighter!.request.test('@site/src/client/chunks/codeHighlightChunk'));
  assert.ok(!highlighter!.request.test('@site/src/client/chunks/codeHighlightChunk.server'));
  assert.ok(markdown!.request.test('@site/src/client/chunks/openApiMarkdownChunk'));
  for (const {replacement} of serverTwinRules()) assert.ok(fs.existsSync(replacement), replacement);
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
