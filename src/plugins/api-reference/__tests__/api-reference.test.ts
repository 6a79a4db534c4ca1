import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse as parseYaml} from 'yaml';

import {danglingReferences} from '../references';
import apiReferencePlugin, {STAMP_FILE, apiDocsFingerprint, isGeneratedFile, versionedDocIdFix, withUncompressedOperations} from '..';
import {publishedSpecPath} from '../published-spec';
import {captureCliAction} from '../capture-cli-action';

const FIXTURE_SPEC = path.resolve('tests/fixtures/api-reference/petstore.yaml');

test('captureCliAction runs the action a plugin registers for a command', async () => {
  const calls: unknown[][] = [];
  const plugin = {
    name: 'fake',
    extendCli(cli: {command(name: string): {description(text: string): {action(fn: (...args: unknown[]) => void): unknown}}}) {
      cli
        .command('other')
        .description('x')
        .action(() => calls.push(['other']));
      cli
        .command('gen <id>')
        .description('y')
        .action((...args) => calls.push(args));
    },
  } as unknown as Plugin;
  await captureCliAction(plugin, 'gen')('all', {flag: true});
  assert.deepEqual(calls, [['all', {flag: true}]]);
  assert.throws(() => captureCliAction(plugin, 'missing'), /has no "missing" command to run \(its commands: other, gen\)/);
});

test("isGeneratedFile: the generator's files, not the hand-written ones", () => {
  for (const name of ['sidebar.ts', 'schemas', 'list-apps.api.mdx', 'agenta-api.info.mdx', 'apps.tag.mdx', 'App.schema.mdx', 'list-apps.ParamsDetails.json']) {
    assert.equal(isGeneratedFile(name), true, name);
  }
  for (const name of ['category.mdx', 'overview.md', STAMP_FILE]) assert.equal(isGeneratedFile(name), false, name);
});

test('apiDocsFingerprint changes with the spec, the generator version and the options', () => {
  const options = {specPath: 'a.yaml', outputDir: 'docs/api'};
  const base = apiDocsFingerprint('spec', '1.0.0', options);
  assert.equal(apiDocsFingerprint('spec', '1.0.0', {...options}), base);
  assert.notEqual(apiDocsFingerprint('spec2', '1.0.0', options), base);
  assert.notEqual(apiDocsFingerprint('spec', '1.0.1', options), base);
  assert.notEqual(apiDocsFingerprint('spec', '1.0.0', {...options, outputDir: 'docs/other'}), base);
});

let siteDir = '';
const previousCwd = process.cwd();

before(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-reference-'));
  fs.mkdirSync(path.join(siteDir, 'docs/api'), {recursive: true});
  fs.copyFileSync(FIXTURE_SPEC, path.join(siteDir, 'spec.yaml'));
  fs.writeFileSync(path.join(siteDir, 'docs/api/category.mdx'), '---\ntitle: Hand-written\n---\n');
  process.chdir(siteDir);
});

after(() => {
  process.chdir(previousCwd);
  fs.rmSync(siteDir, {recursive: true, force: true});
});

function loadPlugin(): Promise<Plugin> {
  const context = {
    siteDir,
    siteConfig: {presets: [['classic', {docs: {path: 'docs', routeBasePath: '/'}}]], plugins: []},
  } as unknown as LoadContext;
  return apiReferencePlugin(context, {
    id: 'api',
    docsPluginId: 'classic',
    config: {fixture: {specPath: 'spec.yaml', outputDir: 'docs/api', sidebarOptions: {groupPathsBy: 'tag'}}},
  });
}

const generated = (name: string) => path.join(siteDir, 'docs/api', name);

test('loading the site writes the pages and the sidebar of a spec that has none yet', async () => {
  await loadPlugin();
  assert.ok(fs.existsSync(generated('sidebar.ts')));
  assert.ok(fs.existsSync(generated('list-pets.api.mdx')));
  assert.ok(fs.existsSync(generated('get-pet.api.mdx')));
  // The operation as an object, not base64 of deflated JSON: pages need no inflater.
  assert.match(fs.readFileSync(generated('get-pet.api.mdx'), 'utf8'), /^api: \{"/m);
  assert.ok(fs.existsSync(generated(STAMP_FILE)));
  assert.equal(fs.readFileSync(generated('category.mdx'), 'utf8'), '---\ntitle: Hand-written\n---\n');
});

test('an unchanged spec is not generated again', async () => {
  const before = fs.statSync(generated('list-pets.api.mdx')).mtimeMs;
  await loadPlugin();
  assert.equal(fs.statSync(generated('list-pets.api.mdx')).mtimeMs, before);
});

test('a changed spec replaces the pages and the sidebar: a removed operation goes, a renamed one comes', async () => {
  const spec = fs.readFileSync('spec.yaml', 'utf8').replace('operationId: get-pet', 'operationId: fetch-pet');
  fs.writeFileSync('spec.yaml', spec);
  await loadPlugin();
  assert.ok(!fs.existsSync(generated('get-pet.api.mdx')));
  assert.ok(fs.existsSync(generated('fetch-pet.api.mdx')));
  assert.match(fs.readFileSync(generated('sidebar.ts'), 'utf8'), /fetch-pet/);
  assert.doesNotMatch(fs.readFileSync(generated('sidebar.ts'), 'utf8'), /get-pet/);
});

test("the plugin's loadContent (the development server, when the spec changes) regenerates too", async () => {
  const plugin = await loadPlugin();
  fs.writeFileSync('spec.yaml', fs.readFileSync('spec.yaml', 'utf8').replace('operationId: list-pets', 'operationId: all-pets'));
  await plugin.loadContent?.();
  assert.ok(fs.existsSync(generated('all-pets.api.mdx')));
  assert.ok(!fs.existsSync(generated('list-pets.api.mdx')));
});

test('a missing spec stops with its path', async () => {
  fs.renameSync('spec.yaml', 'spec.moved');
  try {
    await assert.rejects(loadPlugin(), /the API description "spec.yaml" \(config "fixture"\) does not exist/);
  } finally {
    fs.renameSync('spec.moved', 'spec.yaml');
  }
});

test('a dangling $ref stops the load, naming it, every time: nothing is written from the broken description', async () => {
  const good = fs.readFileSync('spec.yaml', 'utf8');
  const stamp = fs.readFileSync(generated(STAMP_FILE), 'utf8');
  // The upstream generator writes no pages and an empty sidebar for this, and exits as if it had succeeded.
  fs.writeFileSync('spec.yaml', `${good}\ncomponents:\n  schemas:\n    Broken:\n      $ref: '#/components/schemas/NoSuchSchema'\n`);
  try {
    for (let load = 0; load < 2; load++) {
      await assert.rejects(
        loadPlugin(),
        /has 1 reference that cannot be followed:\n {2}#\/components\/schemas\/Broken\/\$ref: \$ref "#\/components\/schemas\/NoSuchSchema" names nothing/,
      );
    }
    assert.equal(fs.readFileSync(generated(STAMP_FILE), 'utf8'), stamp, 'the stamp of the last good description is kept');
  } finally {
    fs.writeFileSync('spec.yaml', good);
  }
});

test('danglingReferences: a reference outside the document, an escaped pointer, and the ones that resolve', () => {
  const spec = {components: {schemas: {'a/b': {type: 'string'}, Ok: {$ref: '#/components/schemas/a~1b'}, Far: {$ref: 'other.yaml#/x'}}}};
  assert.deepEqual(danglingReferences(spec), [
    {at: '#/components/schemas/Far/$ref', ref: 'other.yaml#/x', why: 'only references inside the document (#/…) are supported'},
  ]);
});

test('postBuild publishes the API description as JSON at openapi.json, equal to the YAML', async () => {
  const plugin = await loadPlugin();
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-reference-out-'));
  await plugin.postBuild?.({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  const published = JSON.parse(fs.readFileSync(path.join(outDir, 'openapi.json'), 'utf8')) as unknown;
  // The spec as the site holds it now (earlier tests change it).
  assert.deepEqual(published, parseYaml(fs.readFileSync(path.join(siteDir, 'spec.yaml'), 'utf8')));
  fs.rmSync(outDir, {recursive: true, force: true});
});

test('every API description is generated uncompressed; asking for compression stops, naming the config', () => {
  const options = {id: 'api', docsPluginId: 'classic', config: {a: {specPath: 'a.yaml', outputDir: 'docs/a'}}} as unknown as Parameters<
    typeof withUncompressedOperations
  >[0];
  assert.equal((withUncompressedOperations(options).config.a as {disableCompression?: boolean}).disableCompression, true);
  const compressed = {...options, config: {b: {specPath: 'b.yaml', outputDir: 'docs/b', disableCompression: false}}} as typeof options;
  assert.throws(() => withUncompressedOperations(compressed), /config "b" sets disableCompression to false/);
});

test('publishedSpecPath: openapi.json for the first description, openapi-<key>.json for others', () => {
  assert.equal(publishedSpecPath('agenta', 0), 'openapi.json');
  assert.equal(publishedSpecPath('admin', 1), 'openapi-admin.json');
});

test("an older docs version's generated ids lose the version folder the generator puts in front of them", () => {
  assert.deepEqual(versionedDocIdFix('versioned_docs/version-0.27/reference/api'), {upstream: 'version-0.27/reference/api', actual: 'reference/api'});
  assert.deepEqual(versionedDocIdFix('versioned_docs/version-0.27/reference/api/'), {upstream: 'version-0.27/reference/api', actual: 'reference/api'});
  assert.equal(versionedDocIdFix('docs/reference/api'), null);
});
