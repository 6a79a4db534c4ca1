import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import type {LoadContext, Plugin} from '@docusaurus/types';

import searchPlugin, {validateOptions} from '../../src';
import {readBuiltPages} from '../../src/indexing/built-html';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** A build folder holding `files` (path → HTML). */
function buildFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-built-'));
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

const page = (title: string) => `<html class="docs-doc-page"><body><main><article><h1>${title}</h1><p>About ${title}.</p></article></main></body></html>`;

async function routesRead(outDir: string, routesPaths: string[], baseUrl: string) {
  const routes: (string | undefined)[] = [];
  await readBuiltPages({outDir, routesPaths, baseUrl}, ({route}) => routes.push(route));
  return routes;
}

test('the plugin finds the file of each route, with or without trailing slashes and under a base URL', async () => {
  // trailingSlash false: `a.html`; true: `a/index.html`; undefined: either, whichever the build wrote.
  const flat = buildFolder({'index.html': page('Home'), 'guide/start.html': page('Start'), 'guide.html': page('Guide')});
  assert.deepEqual(await routesRead(flat, ['/', '/guide', '/guide/start'], '/'), ['/', '/guide', '/guide/start']);
  const nested = buildFolder({'index.html': page('Home'), 'guide/index.html': page('Guide'), 'guide/start/index.html': page('Start')});
  assert.deepEqual(await routesRead(nested, ['/', '/guide/', '/guide/start/'], '/'), ['/', '/guide', '/guide/start']);
  // Under a base URL the build folder holds the site's files without it.
  const based = buildFolder({'index.html': page('Home'), 'guide/start.html': page('Start')});
  assert.deepEqual(await routesRead(based, ['/docs/', '/docs/guide/start', '/docs/missing'], '/docs/'), ['/docs', '/docs/guide/start']);
  // One file read once, however many routes lead to it; HTML that is no route's is not read.
  const twice = buildFolder({'a.html': page('A'), 'stray.html': page('Stray')});
  assert.deepEqual(await routesRead(twice, ['/a', '/a/'], '/'), ['/a']);
  for (const dir of [flat, nested, based, twice]) fs.rmSync(dir, {recursive: true, force: true});
});

test('alone, the plugin reads the built pages itself and writes the index', async () => {
  const outDir = buildFolder({'index.html': page('Home'), 'guide.html': page('Brewing guide')});
  const plugin = searchPlugin({baseUrl: '/'} as LoadContext, validateOptions({options: {indexName: 'docs'}}));
  assert.equal(plugin.consumeBuiltPages({outDir}), undefined, 'no writer handed out: nothing is indexed twice');
  await plugin.postBuild?.({outDir, routesPaths: ['/', '/guide'], baseUrl: '/'} as PostBuildProps);
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'search-index.json'), 'utf8')) as {recordCount: number};
  assert.ok(manifest.recordCount >= 4, `records of both pages (${manifest.recordCount})`);
  fs.rmSync(outDir, {recursive: true, force: true});
});

test('told the pages are handed over, the plugin stops the build when no plugin hands them', async () => {
  const outDir = buildFolder({'index.html': page('Home')});
  const props = {outDir, routesPaths: ['/'], baseUrl: '/'} as PostBuildProps;
  const fed = searchPlugin({baseUrl: '/'} as LoadContext, validateOptions({options: {indexName: 'docs', readBuiltPages: false}}));
  // As Docusaurus does: every postBuild started in one pass; the feeding plugin asks for the writer first thing.
  await Promise.all([fed.postBuild?.(props), Promise.resolve().then(() => fed.consumeBuiltPages({outDir}))]);
  const alone = searchPlugin({baseUrl: '/'} as LoadContext, validateOptions({options: {indexName: 'docs', readBuiltPages: false}}));
  await assert.rejects(
    async () => alone.postBuild?.(props),
    /option "readBuiltPages" is false, but no plugin handed the built pages to consumeBuiltPages, so no search index would be written/,
  );
  fs.rmSync(outDir, {recursive: true, force: true});
});
