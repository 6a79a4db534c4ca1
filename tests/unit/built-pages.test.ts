import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import searchPlugin from '@agenta-docs/search';

import builtPagesPlugin, {
  routesByFile,
  builtPagesConsumers,
  consumesBuiltPages,
  type BuiltPage,
  type BuiltPagesConsumer,
  type BuiltPagesProps,
  type ConsumesBuiltPages,
} from '../../src/plugins/built-pages';

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

/** A consumer that notes the routes it is handed and whether it was finished. */
function recorder(): {consumer: BuiltPagesConsumer; routes: (string | undefined)[]; finished: () => boolean} {
  const routes: (string | undefined)[] = [];
  let finished = false;
  return {
    consumer: {
      page: (page: BuiltPage) => void routes.push(page.route),
      finish: async () => {
        finished = true;
      },
    },
    routes,
    finished: () => finished,
  };
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

test('postBuild hands every built HTML file, with its route, to each consumer once, then finishes them', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
  try {
    fs.mkdirSync(path.join(outDir, 'guide'));
    fs.writeFileSync(path.join(outDir, 'index.html'), '<html><body><h1>Home</h1></body></html>');
    fs.writeFileSync(path.join(outDir, 'guide', 'index.html'), '<html><body><h1>Guide</h1></body></html>');
    fs.writeFileSync(path.join(outDir, 'static.html'), '<p>not a route</p>');
    const {consumer, routes, finished} = recorder();
    const plugins = [{...loaded('search'), consumeBuiltPages: () => consumer} satisfies LoadedPlugin & ConsumesBuiltPages];
    const props = postBuildProps({outDir, baseUrl: '/', routesPaths: ['/', '/guide'], plugins});
    await builtPagesPlugin({} as never).postBuild!(props);
    assert.deepEqual(routes.sort(), ['/', '/guide', undefined].sort());
    assert.ok(finished());
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
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
