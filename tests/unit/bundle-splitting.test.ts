import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import bundleSplittingPlugin, {
  API_PANEL_STYLES_CHUNK,
  API_STYLES_CHUNK,
  isPostExcerpt,
  serverTwins,
  serverTwinRules,
  unusedServerTwinsMessage,
  validateOptions,
} from '../../src/plugins/bundle-splitting';
import {OPENAPI_PAGE_STYLES, OPENAPI_PANEL_STYLES} from '../../src/plugins/api-reference/openapi-theme';

test('changelog excerpts, and only they, go in the excerpts chunk', () => {
  assert.ok(isPostExcerpt({resource: '/site/changelog/2024-11-06-v0-27-0.md?truncated=true'}));
  assert.ok(isPostExcerpt({resource: '/site/changelog/2024-11-06-v0-27-0.mdx?truncated=true'}));
  assert.ok(!isPostExcerpt({resource: '/site/changelog/2024-11-06-v0-27-0.md'}));
  assert.ok(!isPostExcerpt({resource: '/site/docs/intro.md'}));
  assert.ok(!isPostExcerpt({resource: null}));
  assert.ok(!isPostExcerpt({}));
});

test("source maps are written for the browser's scripts only when asked, from an uncached build", () => {
  const utils = {
    currentBundler: {instance: {NormalModuleReplacementPlugin: class {}, BannerPlugin: class {}, Compilation: {}}},
  } as never;
  const configure = (options: unknown, isServer: boolean) =>
    bundleSplittingPlugin({} as never, validateOptions({options})).configureWebpack!({} as never, isServer, utils, undefined) as {
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
});

test("the server build gets the two lazily loaded renderers' loaders' twins, the site's and the API reference's", () => {
  const rules = serverTwinRules();
  assert.deepEqual(
    rules.map(({id}) => id),
    ['src/client/chunks/codeHighlightChunk', 'src/plugins/api-reference/client/chunks/openApiMarkdownChunk'],
  );
  const [highlighter, markdown] = rules;
  assert.ok(highlighter!.request.test('@site/src/client/chunks/codeHighlightChunk'));
  assert.ok(!highlighter!.request.test('@site/src/client/chunks/codeHighlightChunk.server'));
  // As the feature's theme components import it, by a path relative to them.
  assert.ok(markdown!.request.test('../../client/chunks/openApiMarkdownChunk'));
  for (const {replacement} of rules) assert.ok(fs.existsSync(replacement), replacement);
});

test("the twins are the folder's *.server.ts files, each beside its loader; a twin without one says where it is", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-twins-'));
  try {
    for (const file of ['fancyChunk.ts', 'fancyChunk.server.ts', 'plainChunk.ts', 'notes.md']) fs.writeFileSync(path.join(dir, file), '');
    assert.deepEqual(serverTwins([dir]), [{name: 'fancyChunk', dir}]);
    assert.deepEqual(
      serverTwinRules([dir]).map(({replacement}) => replacement),
      [path.join(dir, 'fancyChunk.server.ts')],
    );
    // Two folders with a loader of one name: a request could not tell them apart.
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'server-twins-'));
    for (const file of ['fancyChunk.ts', 'fancyChunk.server.ts']) fs.writeFileSync(path.join(other, file), '');
    assert.throws(() => serverTwins([dir, other]), /fancyChunk\.ts and .*fancyChunk\.ts are two lazy loaders of one name/);
    fs.rmSync(other, {recursive: true, force: true});
    fs.writeFileSync(path.join(dir, 'lostChunk.server.ts'), '');
    assert.throws(() => serverTwins([dir]), /\/lostChunk\.server\.ts has no lazy loader beside it \(lostChunk\.ts\)/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a twin that replaced nothing names its loader where it lives', () => {
  const loaders = serverTwinRules().map(({id}) => id);
  const message = unusedServerTwinsMessage(loaders);
  assert.match(message, /src\/plugins\/api-reference\/client\/chunks\/openApiMarkdownChunk\.server\.ts replaced nothing/);
  assert.match(
    message,
    /is src\/client\/chunks\/codeHighlightChunk\.ts, src\/plugins\/api-reference\/client\/chunks\/openApiMarkdownChunk\.ts still imported\?/,
  );
  // Every loader it may name is there.
  for (const loader of loaders) assert.ok(fs.existsSync(path.resolve(__dirname, '../..', `${loader}.ts`)), loader);
});

test("the API reference's two sheets, and the OpenAPI theme's styles, each go to their own chunk", () => {
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}, WebpackError: Error}}} as never;
  const {optimization} = bundleSplittingPlugin({} as never, validateOptions({options: {}})).configureWebpack!({} as never, false, utils, undefined) as {
    optimization: {splitChunks: {cacheGroups: Record<string, {test: RegExp}>}};
  };
  const groups = optimization.splitChunks.cacheGroups;
  const chunkOf = (resource: string) => Object.keys(groups).filter((name) => groups[name]!.test instanceof RegExp && groups[name]!.test.test(resource));
  assert.deepEqual(chunkOf(OPENAPI_PAGE_STYLES), [API_STYLES_CHUNK]);
  assert.deepEqual(chunkOf(OPENAPI_PANEL_STYLES), [API_PANEL_STYLES_CHUNK]);
  assert.deepEqual(chunkOf('/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ParamsItem/styles.module.css'), [API_STYLES_CHUNK]);
  assert.deepEqual(chunkOf(`${OPENAPI_PAGE_STYLES}.bak`), []);
  assert.deepEqual(chunkOf('/site/src/css/custom.css'), []);
  for (const sheet of [OPENAPI_PAGE_STYLES, OPENAPI_PANEL_STYLES]) assert.ok(fs.existsSync(sheet), sheet);
});

test('named chunks given as whole keep everything; other async chunks are split as usual', () => {
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}, WebpackError: Error}}} as never;
  const {optimization} = bundleSplittingPlugin({} as never, validateOptions({options: {wholeChunks: ['search-worker']}})).configureWebpack!(
    {} as never,
    false,
    utils,
    undefined,
  ) as {
    optimization: {splitChunks: {chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) => boolean}};
  };
  const {chunks} = optimization.splitChunks;
  assert.equal(chunks({name: 'search-worker', canBeInitial: () => false}), false);
  assert.equal(chunks({name: 'other', canBeInitial: () => false}), true);
  assert.equal(chunks({name: null, canBeInitial: () => false}), true);
  assert.equal(chunks({name: 'main', canBeInitial: () => true}), false);
});
