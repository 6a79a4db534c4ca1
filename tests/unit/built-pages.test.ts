import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import type {Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {visit} from 'unist-util-visit';
import searchPlugin from '@agenta-docs/search';

import builtPagesPlugin, {
  routesByFile,
  builtPagesConsumers,
  readThreadCount,
  consumesBuiltPages,
  type BuiltPage,
  type BuiltPagesConsumer,
  type BuiltPagesProps,
  type ConsumesBuiltPages,
} from '../../src/plugins/built-pages';
import {parseBuiltPage} from '../../src/plugins/built-pages/analyse-file';

// The search package declares its side of the contract itself (it imports nothing of the site):
// the type check fails here when the two drift apart.
const searchConsumesBuiltPages: (context: LoadContext, options: unknown) => Plugin & ConsumesBuiltPages = searchPlugin;
void searchConsumesBuiltPages;

/** A loaded plugin as postBuild lists it; only the fields the pass reads matter here. */
function loaded(name: string, extra: object = {}): LoadedPlugin {
  return {name, ...extra} as LoadedPlugin;
}

/** Props of a build's postBuild; only the fields the pass reads matter here. */
function postBuildProps(fields: Partial<BuiltPagesProps>): BuiltPagesProps {
  return fields as BuiltPagesProps;
}

const HEADING_ANALYSIS = path.resolve(__dirname, '../fixtures/built-pages/heading-analysis.ts');

/**
 * A consumer that has each route's page analysed (its first heading, after a prefix; HTML that is
 * no route's left out) and notes what it is handed, in order, and whether it was finished.
 */
function recorder(prefix = ''): {consumer: BuiltPagesConsumer<string>; seen: [string | undefined, string | undefined][]; finished: () => boolean} {
  const seen: [string | undefined, string | undefined][] = [];
  let finished = false;
  return {
    consumer: {
      analysis: {module: HEADING_ANALYSIS, input: ({route}: BuiltPage) => (route === undefined ? undefined : {prefix})},
      page: (page: BuiltPage, heading: string | undefined) => void seen.push([page.route, heading]),
      finish: async () => {
        finished = true;
      },
    },
    seen,
    finished: () => finished,
  };
}

/** A build folder with the given files (path to HTML). */
function builtFolder(files: Record<string, string>): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), html);
  }
  return outDir;
}

test("the plugins offering consumeBuiltPages are found, in the list's order; one answering undefined sits this build out", () => {
  const first = recorder();
  const second = recorder();
  const asked: string[] = [];
  const consumerPlugin = (name: string, consumer: BuiltPagesConsumer | undefined): LoadedPlugin & ConsumesBuiltPages => ({
    ...loaded(name),
    consumeBuiltPages: () => {
      asked.push(name);
      return consumer;
    },
  });
  const plugins = [
    consumerPlugin('search', first.consumer),
    loaded('robots-txt'),
    consumerPlugin('llms-txt', undefined),
    consumerPlugin('hosting', second.consumer),
  ];
  assert.deepEqual(
    plugins.map((plugin) => consumesBuiltPages(plugin)),
    [true, false, true, true],
  );
  const consumers = builtPagesConsumers(postBuildProps({plugins}));
  assert.deepEqual(asked, ['search', 'llms-txt', 'hosting']);
  assert.deepEqual(consumers, [first.consumer, second.consumer]);
});

test('a plugin whose consumeBuiltPages is no method stops the build, naming the plugin and the contract', () => {
  assert.throws(
    () => builtPagesConsumers(postBuildProps({plugins: [loaded('stray', {consumeBuiltPages: true})]})),
    /built-pages: plugin "stray" has a "consumeBuiltPages" that is not a method; give it the type ConsumesBuiltPages/,
  );
});

test("postBuild hands every built HTML file, with its route and each consumer's analysis made on the reading threads, to each consumer once, in path order, then finishes them", async () => {
  const outDir = builtFolder({
    'index.html': '<html><body><h1>Home</h1></body></html>',
    'guide/index.html': '<html><body><h1>Guide</h1></body></html>',
    'static.html': '<p>not a route</p>',
  });
  try {
    const first = recorder('1:');
    const second = recorder('2:');
    const plugins = [
      {...loaded('search'), consumeBuiltPages: () => first.consumer},
      {...loaded('hosting'), consumeBuiltPages: () => second.consumer},
    ] satisfies (LoadedPlugin & ConsumesBuiltPages)[];
    const props = postBuildProps({outDir, baseUrl: '/', routesPaths: ['/', '/guide'], plugins});
    await builtPagesPlugin({} as never).postBuild!(props);
    assert.deepEqual(first.seen, [
      ['/guide', '1:Guide'],
      ['/', '1:Home'],
      [undefined, undefined],
    ]);
    assert.deepEqual(second.seen, [
      ['/guide', '2:Guide'],
      ['/', '2:Home'],
      [undefined, undefined],
    ]);
    assert.ok(first.finished() && second.finished());
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});

test('an analysis that fails on a page stops the pass, naming the file, and nothing is finished', async () => {
  const outDir = builtFolder({'a.html': '<h1>Fine</h1>', 'b.html': '<h1>Broken</h1>', 'c.html': '<h1>Fine too</h1>'});
  try {
    const {consumer, finished} = recorder();
    const plugins = [{...loaded('search'), consumeBuiltPages: () => consumer}] satisfies (LoadedPlugin & ConsumesBuiltPages)[];
    const props = postBuildProps({outDir, baseUrl: '/', routesPaths: ['/a', '/b', '/c'], plugins});
    await assert.rejects(
      async () => builtPagesPlugin({} as never).postBuild!(props),
      (error: Error) => error.message.includes(`${path.join(outDir, 'b.html')}: Error: this page cannot be analysed`),
    );
    assert.ok(!finished());
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});

test('an analysis module without analysePage stops the pass, naming the module', async () => {
  const outDir = builtFolder({'index.html': '<h1>Home</h1>'});
  try {
    const {consumer} = recorder();
    const wrong = {...consumer, analysis: {...consumer.analysis, module: path.resolve(__dirname, '../../src/plugins/built-pages/analyse-file.ts')}};
    const plugins = [{...loaded('search'), consumeBuiltPages: () => wrong}] satisfies (LoadedPlugin & ConsumesBuiltPages)[];
    const props = postBuildProps({outDir, baseUrl: '/', routesPaths: ['/'], plugins});
    await assert.rejects(async () => builtPagesPlugin({} as never).postBuild!(props), /analyse-file\.ts exports no function "analysePage"/);
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});

test('one reading thread per core, at least one and at most four', () => {
  assert.deepEqual(
    [1, 2, 3, 8].map((cores) => readThreadCount(cores)),
    [1, 2, 3, 4],
  );
});

test("a built page parses to hast-util-from-html's tree without its source positions, <noscript> and SVG included", () => {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><script>var a = "<b>";</script></head>' +
    '<body><noscript><img src="/a.png" alt="A"></noscript><main><h1 class="x y">Title</h1>' +
    '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg><p>One<br>two &amp; <code>three</code></p></main></body></html>';
  const withoutPositions = (tree: Root): Root => {
    visit(tree, (node) => void delete node.position);
    return tree;
  };
  const parsed = parseBuiltPage(html);
  assert.deepEqual(parsed, withoutPositions(fromHtml(html)));
  // Scripting off, as in hast-util-from-html: the image inside <noscript> is an element, not text.
  let noscriptImage = false;
  visit(parsed, 'element', (node, _index, parent) => {
    if (node.tagName === 'img' && parent?.type === 'element' && parent.tagName === 'noscript') noscriptImage = true;
  });
  assert.ok(noscriptImage);
});

test("each route finds its built file, the base URL's own page included", async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-routes-'));
  for (const file of ['index.html', 'guide.html', 'guide/start/index.html']) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), '<html></html>');
  }
  const routes = await routesByFile(outDir, ['/docs/', '/docs/guide', '/docs/guide/start/', '/docs/missing'], '/docs/');
  assert.deepEqual(Object.fromEntries([...routes].map(([file, route]) => [path.relative(outDir, file), route])), {
    'index.html': '/docs',
    'guide.html': '/docs/guide',
    'guide/start/index.html': '/docs/guide/start',
  });
  fs.rmSync(outDir, {recursive: true, force: true});
});
