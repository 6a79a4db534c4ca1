import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test} from 'node:test';

import {createAliasesForTheme} from '@docusaurus/core/lib/webpack/aliases';

import {apiCodeSampleLanguages} from '../../config/api-languages';
import {GAIN_TEXT, MEASURED_WITH_TEXT, gainText} from '../../scripts/lib/patch-gains';
import {reviewPatch} from '../../scripts/lib/patch-review';
import {
  BASELINES_DIR,
  baselinePath,
  bundlerRule,
  checkInstalled,
  sha256,
  packageDir,
  readManifest,
  upstreamFiles,
  PATCHES_DIR,
  type ModulePatch,
  type Patch,
  type UpstreamFile,
} from '../../src/patches/manifest';
import patchesPlugin, {unmatchedMessage} from '../../src/plugins/patches';
import {ROUTE_DATA_PATCHES} from '../../src/plugins/route-data';
import {checkedReplacements, importedBy, isReplacement} from '../../src/lib/build/checked-replacements';

const require = createRequire(__filename);
const patches = readManifest();

/** The bundler's rule of a module patch, with the builds it applies to. */
function ruleFor(id: string) {
  const patch = patches.find((candidate) => candidate.id === id);
  assert.ok(patch && patch.kind === 'module', `no module patch "${id}"`);
  return bundlerRule(patch);
}

test('every patch is written against what is installed: versions and file hashes', () => {
  assert.deepEqual(
    patches.flatMap((patch) => checkInstalled(patch)),
    [],
  );
  for (const patch of patches) assert.ok(upstreamFiles(patch).length > 0, patch.id);
});

test('every module patch has its stand-in, and every stand-in under src/patches belongs to a patch', () => {
  const moduleOnes = patches.filter((patch): patch is ModulePatch => patch.kind === 'module');
  for (const patch of moduleOnes) {
    if (patch.standIn) assert.ok(fs.existsSync(path.join(PATCHES_DIR, patch.standIn)), patch.standIn);
    else assert.doesNotThrow(() => require.resolve(patch.standInModule!), patch.standInModule);
  }
  const standIns = new Set(moduleOnes.flatMap((patch) => (patch.standIn ? [patch.standIn] : [])));
  const edits = new Set(patches.flatMap((patch) => (patch.kind === 'install-edit' ? [patch.edits] : [])));
  const files = fs
    .readdirSync(PATCHES_DIR, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|cjs|mjs)$/.test(file) && path.dirname(file) !== '.' && !path.join(PATCHES_DIR, file).startsWith(BASELINES_DIR + path.sep))
    .map((file) => file.split(path.sep).join('/'));
  assert.deepEqual(
    files.filter((file) => !standIns.has(file) && !edits.has(file)),
    [],
  );
});

test("a changed upstream file or version stops the site with the patch's id, and says what to do", () => {
  const [first] = patches as [Patch];
  const changed = structuredClone(first);
  const [file] = upstreamFiles(changed);
  file!.sha256 = '0'.repeat(64);
  assert.match(checkInstalled(changed).join('\n'), new RegExp(`patch "${first.id}": .* is not the file the patch was written against`));
  const older = structuredClone(first);
  upstreamFiles(older)[0]!.version = '0.0.1';
  assert.match(checkInstalled(older).join('\n'), new RegExp(`patch "${first.id}": written against .* 0\\.0\\.1, .* is installed`));
});

test('the manifest refuses a patch without an importer, a reason, a measured gain or a known kind', () => {
  const entry = (fields: string) => `- id: x\n  why: w\n  gain: g\n${fields}`;
  const file = '{package: a, version: "1", file: f.js, sha256: "' + 'a'.repeat(64) + '"}';
  assert.throws(
    () => readManifest(entry(`  kind: module\n  requests: [a]\n  builds: [client]\n  standIn: a.ts\n  replaces: ${file}\n  importers: []\n`)),
    /"x" names no importer/,
  );
  assert.throws(() => readManifest('- id: x\n  kind: module\n  gain: g\n'), /"x" has no "why"/);
  assert.throws(() => readManifest('- id: x\n  why: w\n  gain: g\n  kind: fork\n'), /unknown kind "fork"/);
  assert.throws(
    () => readManifest(entry(`  kind: module\n  requests: [a]\n  builds: [client]\n  replaces: ${file}\n  importers: [${file}]\n`)),
    /exactly one of "standIn"/,
  );
});

test('every module patch states the gain npm run bench:patches wrote for it; one within the noise names the test it is kept for', () => {
  const moduleOnes = patches.filter((patch): patch is ModulePatch => patch.kind === 'module');
  for (const patch of moduleOnes) {
    const gain = patch.gain.trim();
    const measuredWith = MEASURED_WITH_TEXT.exec(gain)?.[1];
    if (measuredWith) {
      // Measured with another patch: that one's gain is a measurement.
      assert.match(
        moduleOnes.find(({id}) => id === measuredWith)?.gain.trim() ?? '',
        GAIN_TEXT,
        `${patch.id}: measured with ${measuredWith}, which has no measured gain`,
      );
      continue;
    }
    assert.match(gain, GAIN_TEXT, `${patch.id}: its gain is not in the format npm run bench:patches writes`);
    // A patch that buys no speed stays only for what it does, which a test must hold.
    if (/spread: no\.$/.test(gain)) assert.match(patch.keptBecause ?? '', /\btests\/\S+/, `${patch.id}: within the noise, and no test it is kept for`);
  }
  const written = gainText({
    id: 'x',
    date: '2026-01-02',
    command: 'npm run bench:patches -- --only x',
    runs: 1,
    machine: '2 cores (Some CPU @ 2.0GHz), load average 0.4-1.2',
    moreScriptKb: -0.04,
    moreBytes: {kb: 1.25, page: 'Long docs page, many code blocks'},
    tbt: {ms: 12.4, page: 'Home', spreadMs: 3},
    lcp: {ms: -5, page: 'Search page', spreadMs: 0},
    aboveNoise: false,
  });
  assert.match(written, GAIN_TEXT);
  assert.match(written, /: -0\.0 KB more script in the build; 1\.3 KB \(Long docs page, many code blocks\) more transferred; total blocking time 12 ms/);
});

test('an internal the site relies on names the site files that use it, and has no gain', () => {
  const internals = patches.filter((patch) => patch.kind === 'internal');
  assert.ok(internals.length > 0);
  for (const patch of internals) for (const file of patch.usedBy) assert.ok(fs.existsSync(file), `${patch.id}: ${file} does not exist`);
  const file = '{package: a, version: "1", file: f.js, sha256: "' + 'a'.repeat(64) + '"}';
  assert.throws(() => readManifest(`- id: x\n  kind: internal\n  why: w\n  files: [${file}]\n`), /"x" needs "usedBy"/);
  assert.throws(() => readManifest(`- id: x\n  kind: internal\n  why: w\n  gain: g\n  usedBy: [a.ts]\n  files: [${file}]\n`), /no "gain"/);
  assert.throws(() => readManifest(`- id: x\n  kind: internal\n  why: w\n  usedBy: [a.ts]\n  files: []\n`), /"x" lists no upstream file/);
  assert.equal(readManifest(`- id: x\n  kind: internal\n  why: w\n  usedBy: [a.ts]\n  files: [${file}]\n`)[0]!.kind, 'internal');
});

test('every upstream file a patch lists has its baseline, the file as recorded, and every baseline is listed', () => {
  const named = new Set<string>();
  for (const patch of patches) {
    for (const file of upstreamFiles(patch)) {
      const baseline = baselinePath(file);
      named.add(baseline);
      assert.ok(fs.existsSync(baseline), `${patch.id}: no baseline of ${file.package}/${file.file} (npm run patches -- --record ${patch.id})`);
      assert.equal(sha256(baseline), file.sha256, `${patch.id}: the baseline of ${file.package}/${file.file} is not the recorded file`);
    }
  }
  const baselines = fs
    .readdirSync(BASELINES_DIR, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  assert.deepEqual(
    baselines.filter((file) => !named.has(file)),
    [],
  );
});

test('a changed upstream file is named with its patch and shown as a diff of its baseline against it', () => {
  const patch = patches.find(({id}) => id === 'hydrate-client-entry')!;
  const [listed] = upstreamFiles(patch) as [UpstreamFile];
  // A node_modules-like folder holding a copy of the package's listed file, with one line changed.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'patches-review-'));
  try {
    const locate = (name: string) => path.join(root, name);
    for (const file of upstreamFiles(patch)) {
      const dir = locate(file.package);
      fs.mkdirSync(path.dirname(path.join(dir, file.file)), {recursive: true});
      fs.copyFileSync(path.join(packageDir(file.package), 'package.json'), path.join(dir, 'package.json'));
      fs.copyFileSync(path.join(packageDir(file.package), file.file), path.join(dir, file.file));
    }
    assert.deepEqual(reviewPatch(patch, {locate}), []);
    const planted = path.join(locate(listed.package), listed.file);
    const text = fs.readFileSync(planted, 'utf8');
    assert.match(text, /'process\.env\.HYDRATE_CLIENT_ENTRY': JSON\.stringify\(hydrate\),/);
    fs.writeFileSync(planted, text.replace("'process.env.HYDRATE_CLIENT_ENTRY'", "'process.env.DOCUSAURUS_HYDRATE'"));
    const report = reviewPatch(patch, {locate}).join('\n');
    assert.match(report, new RegExp(`patch "hydrate-client-entry": ${listed.package}/${listed.file} is not the file`));
    assert.match(report, /^--- @docusaurus\/core@3\.10\.2\/lib\/webpack\/client\.js\tbaseline$/m);
    assert.match(report, /^-\s+'process\.env\.HYDRATE_CLIENT_ENTRY': JSON\.stringify\(hydrate\),$/m);
    assert.match(report, /^\+\s+'process\.env\.DOCUSAURUS_HYDRATE': JSON\.stringify\(hydrate\),$/m);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

test('a rule replaces exactly its requests, from its importers only', () => {
  const rule = ruleFor('openapi-fixed-key');
  assert.ok(rule.request.test('@docusaurus/useIsBrowser'));
  assert.ok(!rule.request.test('@docusaurus/useIsBrowser.css') && !rule.request.test('x/@docusaurus/useIsBrowser'));
  const theme = path.join(packageDir('docusaurus-theme-openapi-docs'), 'lib', 'theme');
  assert.ok(importedBy(rule.importers, {contextInfo: {issuer: path.join(theme, 'Tabs', 'index.js')}}));
  assert.ok(importedBy(rule.importers, {contextInfo: {issuer: path.join(theme, 'ApiExplorer', 'CodeTabs', 'index.js')}}));
  assert.ok(importedBy(rule.importers, {context: path.join(theme, 'Tabs')}));
  assert.ok(!importedBy(rule.importers, {context: path.join(theme, 'ApiItem')}));
  assert.ok(!importedBy(rule.importers, {contextInfo: {issuer: path.join(theme, 'ApiItem', 'index.js')}}));
  assert.ok(!importedBy(rule.importers, {}));
  // A client module, required by its full path from the generated client-modules.js.
  const prism = ruleFor('prism-languages-on-demand');
  assert.ok(prism.request.test(require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')));
  assert.ok(prism.request.test(require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js').replace(/\.js$/, '')));
  assert.ok(!prism.request.test(require.resolve('@docusaurus/theme-classic/lib/theme/prism-include-languages.js')));
  assert.ok(importedBy(prism.importers, {contextInfo: {issuer: path.join('/site', '.docusaurus', 'client-modules.js')}}));
});

type FakeResolve = {request: string; contextInfo: {issuer: string}};

/** A bundler stand-in that records the replacement plugins and the check, to drive them by hand. */
function fakeBundler() {
  const replacers: {pattern: RegExp; replace: (data: FakeResolve) => void}[] = [];
  class NormalModuleReplacementPlugin {
    constructor(pattern: RegExp, replace: (data: FakeResolve) => void) {
      replacers.push({pattern, replace});
    }
  }
  class WebpackError extends Error {}
  const bundler = {instance: {NormalModuleReplacementPlugin, WebpackError}} as never;
  const resolve = (request: string, issuer: string): string => {
    const data = {request, contextInfo: {issuer}};
    for (const {pattern, replace} of replacers) if (pattern.test(data.request)) replace(data);
    return data.request;
  };
  /** One compilation; `modules` are the resources it holds, resolved now or restored from a cache. */
  const compile = (plugins: object[], modules: string[] = []): unknown[] => {
    const errors: unknown[] = [];
    let finish = (_modules: Iterable<{resource?: string}>) => {};
    const compilation = {hooks: {finishModules: {tap: (_name: string, fn: typeof finish) => (finish = fn)}}, errors};
    for (const plugin of plugins) {
      (plugin as {apply?: (compiler: unknown) => void}).apply?.({
        hooks: {thisCompilation: {tap: (_name: string, fn: (c: typeof compilation) => void) => fn(compilation)}},
      });
    }
    finish(modules.map((resource) => ({resource})));
    return errors;
  };
  return {bundler, resolve, compile};
}

test('a replacement that matched nothing fails the compilation, naming it; a matched one does not', () => {
  const rules = [
    {id: 'used', request: /^a$/, importers: /from\.js$/, replacement: '/stand-in/a.js'},
    {id: 'stale', request: /^b$/, importers: /from\.js$/, replacement: '/stand-in/b.js'},
  ];
  const {bundler, resolve, compile} = fakeBundler();
  const plugins = checkedReplacements(bundler, rules, (ids) => unmatchedMessage(ids, 'client'));
  assert.equal(resolve('a', '/x/from.js'), '/stand-in/a.js');
  assert.equal(resolve('a', '/x/other.js'), 'a');
  assert.equal(resolve('b', '/x/other.js'), 'b');
  const errors = compile(plugins);
  assert.equal(errors.length, 1);
  assert.match(String((errors[0] as Error).message), /patches: "stale" replaced nothing in the client build/);
  assert.doesNotMatch(String((errors[0] as Error).message), /"used"/);
});

test('a warm cache that restores a stand-in without resolving its request again counts as a match', () => {
  const rules = [
    {id: 'cached', request: /^a$/, replacement: '/stand-in/a.js'},
    {id: 'cached-package', request: /^pako$/, replacement: 'pako/browser/inflate'},
    {id: 'stale', request: /^b$/, replacement: '/stand-in/b.js'},
  ];
  const {bundler, compile} = fakeBundler();
  const plugins = checkedReplacements(bundler, rules, (ids) => unmatchedMessage(ids, 'client'));
  const errors = compile(plugins, ['/stand-in/a.js?raw', '/site/node_modules/x/node_modules/pako/browser/inflate.js', '/site/src/b.js']);
  assert.equal(errors.length, 1);
  assert.match(String((errors[0] as Error).message), /^patches: "stale" replaced nothing/);
});

test("a module is a rule's replacement only when it is that file", () => {
  const exportsOf = (dir: string) =>
    dir.endsWith('/node_modules/pako')
      ? {'./browser/inflate': {import: './dist/browser/pako_inflate.esm.min.mjs', require: './dist/browser/pako_inflate.umd.min.js'}}
      : undefined;
  const is = (resource: string, replacement: string) => isReplacement(resource, replacement, exportsOf);
  assert.ok(is('/p/src/patches/x.ts', '/p/src/patches/x.ts'));
  assert.ok(!is('/p/src/patches/x.tsx', '/p/src/patches/x.ts'));
  // Through the package's exports, under any condition, in any node_modules folder.
  assert.ok(is('/p/node_modules/pako/dist/browser/pako_inflate.esm.min.mjs', 'pako/browser/inflate'));
  assert.ok(is('/p/node_modules/a/node_modules/pako/dist/browser/pako_inflate.umd.min.js', 'pako/browser/inflate'));
  assert.ok(!is('/p/node_modules/pako/dist/browser/pako.esm.min.mjs', 'pako/browser/inflate'));
  assert.ok(!is('/p/node_modules/notpako/dist/browser/pako_inflate.esm.min.mjs', 'pako/browser/inflate'));
  // Without exports: the file with an extension, or the folder's index.
  assert.ok(is('/p/node_modules/lib/browser/inflate.js', 'lib/browser/inflate'));
  assert.ok(is('/p/node_modules/lib/browser/inflate/index.js', 'lib/browser/inflate'));
  assert.ok(!is('/p/node_modules/lib/browser/inflate-raw.js', 'lib/browser/inflate'));
  // The installed pako, read from disk.
  assert.ok(isReplacement(`${path.dirname(require.resolve('pako/package.json'))}/dist/browser/pako_inflate.esm.min.mjs`, 'pako/browser/inflate'));
});

test("the bundler's persistent cache depends on the patches and on those left out", () => {
  const rspackConfig = () => ({cache: true, experiments: {cache: {type: 'persistent', version: 'client-production-en-3.9.2-abc'}}});
  const webpackConfig = () => ({cache: {type: 'filesystem' as const, version: '3.9.2-abc'}});
  const version = (config: object) => JSON.stringify(config);
  const {bundler} = fakeBundler();
  const configured = (skip: string[], config: object) => {
    patchesPlugin({} as never, {skip}).configureWebpack!(config as never, false, {currentBundler: bundler} as never, undefined);
    return version(config);
  };
  const all = configured([], rspackConfig());
  assert.match(all, /"version":"client-production-en-3\.9\.2-abc-patches-[0-9a-f]{16}"/);
  assert.notEqual(configured(['registry-by-chunk-name'], rspackConfig()), all);
  assert.equal(configured([], rspackConfig()), all);
  assert.match(configured([], webpackConfig()), /"version":"3\.9\.2-abc-patches-[0-9a-f]{16}"/);
  // No persistent cache configured: nothing is added.
  assert.equal(configured([], {cache: undefined}), '{}');
});

test('the patches plugin applies each module patch in the builds it lists, and refuses an unknown id to leave out', () => {
  const {bundler, resolve} = fakeBundler();
  const plugin = patchesPlugin({} as never, {skip: []});
  plugin.configureWebpack!({} as never, false, {currentBundler: bundler} as never, undefined);
  const client = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
  assert.equal(resolve('./docusaurus', client), ruleFor('docusaurus-on-demand').replacement);
  const server = fakeBundler();
  patchesPlugin({} as never, {skip: []}).configureWebpack!({} as never, true, {currentBundler: server.bundler} as never, undefined);
  // Route data is for the browser build only.
  assert.equal(server.resolve('./docusaurus', client), './docusaurus');
  const skipped = fakeBundler();
  patchesPlugin({} as never, {skip: ['docusaurus-on-demand']}).configureWebpack!({} as never, false, {currentBundler: skipped.bundler} as never, undefined);
  assert.equal(skipped.resolve('./docusaurus', client), './docusaurus');
  assert.throws(() => patchesPlugin({} as never, {skip: ['no-such-patch']}), /no patch is named no-such-patch/);
});

type Codegen = {lang: string; variant: string; syntax_mode: string; main: {convert: unknown}};

const shipped = require('postman-code-generators/lib/assets/languages.js') as Codegen[];
const ours = require(ruleFor('code-generators-offered').replacement) as Codegen[];
const key = (lang: string, variant: string) => `${lang.toLowerCase()}/${variant.toLowerCase()}`;

test('every code-sample tab the site configures has its generator, and no other is bundled', () => {
  const configured = apiCodeSampleLanguages.map(({language, variant}) => key(language, variant)).sort();
  assert.deepEqual(ours.map(({lang, variant}) => key(lang, variant)).sort(), configured);
});

test('each kept generator is the one postman-code-generators lists, with the same names', () => {
  for (const codegen of ours) {
    const original = shipped.find((candidate) => key(candidate.lang, candidate.variant) === key(codegen.lang, codegen.variant));
    assert.ok(original, `${codegen.lang} ${codegen.variant} is not a postman-code-generators generator`);
    assert.equal(codegen.main, original.main);
    assert.equal(codegen.syntax_mode, original.syntax_mode);
    assert.equal(codegen.lang, original.lang);
    assert.equal(codegen.variant, original.variant);
  }
});

test('the iconv-lite stand-in decodes what postman-collection asks it to', () => {
  const shim = require(ruleFor('iconv-lite-text-decoder').replacement) as {
    encodingExists(encoding: string): boolean;
    decode(buffer: Uint8Array, encoding: string): string;
  };
  assert.equal(shim.encodingExists('utf-8'), true);
  assert.equal(shim.encodingExists('latin1'), true);
  assert.equal(shim.encodingExists('no-such-charset'), false);
  assert.equal(shim.decode(new Uint8Array([0x63, 0x61, 0x66, 0xe9]), 'latin1'), 'café');
  assert.equal(shim.decode(new TextEncoder().encode('naïve'), 'utf-8'), 'naïve');
});

test('the OpenAPI theme modules given a fixed key use useIsBrowser for that key and nothing else', () => {
  const fixedKey = ruleFor('openapi-fixed-key');
  const themeDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/lib/theme/Tabs/index.js'));
  const files = fs
    .readdirSync(path.dirname(themeDir), {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(path.dirname(themeDir), file))
    .filter((file) => fixedKey.importers.test(file));
  assert.equal(files.length, 8);
  for (const file of files) {
    const uses = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /\bisBrowser\b/.test(line))
      .map((line) => line.trim());
    assert.equal(uses.length, 2, file);
    assert.equal(uses[0], 'const isBrowser = (0, useIsBrowser_1.default)();', file);
    assert.match(uses[1]!, /^\{? ?key: String\(isBrowser\),/, file);
  }
  // Requests are matched by their issuer, or by the issuer's directory when the bundler gives no issuer.
  assert.ok(importedBy(fixedKey.importers, {contextInfo: {issuer: files[0]!}}));
  assert.ok(importedBy(fixedKey.importers, {context: path.dirname(files[0]!)}));
  assert.ok(!importedBy(fixedKey.importers, {context: path.join(path.dirname(themeDir), 'ApiItem')}));
  assert.ok(!importedBy(fixedKey.importers, {}));
  // The page component builds its store from the real hook.
  assert.ok(!fixedKey.importers.test(path.join(path.dirname(themeDir), 'ApiItem', 'index.js')));
});

test('the OpenAPI sections drawn only in the browser use BrowserOnly as a wrapper, which renders them everywhere', async () => {
  const stand = ruleFor('openapi-sections-rendered-everywhere');
  const themeDir = path.dirname(path.dirname(require.resolve('docusaurus-theme-openapi-docs/lib/theme/Tabs/index.js')));
  const files = fs
    .readdirSync(themeDir, {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(themeDir, file))
    .filter((file) => stand.importers.test(file));
  assert.deepEqual(files.map((file) => path.basename(path.dirname(file))).sort(), ['ParamsDetails', 'RequestSchema', 'ResponseSchema']);
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    // One BrowserOnly, whose only child is a function rendering the section's component with the props.
    assert.equal(source.match(/BrowserOnly_1\.default\b/g)?.length, 1, file);
    assert.match(
      source,
      /BrowserOnly_1\.default,\s*\{\s*fallback: [^}]+\}\),?\s*\},\s*\(\) => \{\s*return react_1\.default\.createElement\(\w+Component, \{\s*\.\.\.props,\s*\}\);/,
      file,
    );
  }
  assert.ok(stand.request.test('@docusaurus/BrowserOnly'));
  assert.ok(importedBy(stand.importers, {contextInfo: {issuer: files[0]!}}));
  assert.ok(!importedBy(stand.importers, {contextInfo: {issuer: path.join(themeDir, 'ApiItem', 'index.js')}}));
  const {default: RenderEverywhere} = (await import(stand.replacement)) as {default: (props: {children?: () => unknown}) => unknown};
  assert.equal(RenderEverywhere({children: () => 'section'}), 'section');
  assert.equal(RenderEverywhere({}), null);
});

test("the OpenAPI theme gets crypto-js's SHA1 alone, and no inflater for the operations written uncompressed", () => {
  const theme = path.dirname(path.dirname(require.resolve('docusaurus-theme-openapi-docs/lib/theme/Tabs/index.js')));
  const sha1 = ruleFor('openapi-sha1-only');
  const inflate = ruleFor('openapi-operation-uncompressed');
  const storageUtils = path.join(theme, 'ApiExplorer', 'storage-utils.js');
  const apiItem = path.join(theme, 'ApiItem', 'index.js');
  assert.ok(sha1!.request.test('crypto-js') && importedBy(sha1!.importers, {contextInfo: {issuer: storageUtils}}));
  assert.ok(inflate!.request.test('pako') && importedBy(inflate!.importers, {contextInfo: {issuer: apiItem}}));
  assert.ok(!importedBy(sha1!.importers, {contextInfo: {issuer: apiItem}}));
  assert.deepEqual(fs.readFileSync(storageUtils, 'utf8').match(/crypto_js_1\.default\.\w+/g), ['crypto_js_1.default.SHA1']);
  assert.deepEqual(fs.readFileSync(apiItem, 'utf8').match(/pako_1\.\w+/g), ['pako_1.ungzip']);
  const ours = require(sha1!.replacement) as {SHA1: (message: string) => {toString: () => string}};
  assert.equal(ours.SHA1('agenta').toString(), (require('crypto-js') as typeof ours).SHA1('agenta').toString());
  // The theme decodes a string only, inside a try that keeps the value: an object (as the
  // api-reference plugin writes it) never reaches ungzip, and stays as it is.
  const source = fs.readFileSync(apiItem, 'utf8');
  assert.match(
    source,
    /let \{ api \} = frontMatter;\n[^]*?if \(api\) \{\n\s*try \{\n\s*api = JSON\.parse\(\n\s*new TextDecoder\(\)\.decode\(\(0, pako_1\.ungzip\)\(base64ToUint8Array\(api\)\)\)\n\s*\);\n\s*\} catch \{\}/,
  );
  assert.match(source, /function base64ToUint8Array\(base64\) \{\n\s*const binary = atob\(base64\);/);
  assert.throws(() => atob({method: 'get'} as unknown as string));
  const {ungzip} = require(inflate!.replacement) as {ungzip: (data: Uint8Array) => Uint8Array};
  assert.throws(() => ungzip(new Uint8Array()), /api-reference/);
});

test('the browser build reads route data wherever Docusaurus reads its route tables, and only there', () => {
  const client = path.dirname(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));
  const read = (file: string) => fs.readFileSync(path.join(client, file), 'utf8');
  // The modules that import the generated tables, and how.
  assert.match(read('App.js'), /import routes from '@generated\/routes';/);
  assert.match(read('normalizeLocation.js'), /import routes from '@generated\/routes';/);
  assert.match(read('clientEntry.js'), /import preload from '\.\/preload';\nimport docusaurus from '\.\/docusaurus';/);
  assert.match(read('PendingNavigation.js'), /import preload from '\.\/preload';/);
  const routesUtils = path.join(packageDir('@docusaurus/theme-common'), 'lib', 'utils', 'routesUtils.js');
  assert.match(fs.readFileSync(routesUtils, 'utf8'), /import generatedRoutes from '@generated\/routes';/);
  const routes = ruleFor('routes-on-demand');
  for (const issuer of [path.join(client, 'App.js'), path.join(client, 'normalizeLocation.js')]) {
    assert.ok(routes.request.test('@generated/routes') && importedBy(routes.importers, {contextInfo: {issuer}}), issuer);
  }
  // The theme's home-page lookup walks the top-level routes themselves.
  const home = ruleFor('home-route-on-demand');
  assert.ok(home.request.test('@generated/routes') && importedBy(home.importers, {contextInfo: {issuer: routesUtils}}));
  assert.ok(!importedBy(routes.importers, {contextInfo: {issuer: routesUtils}}));
  // The server build renders every page from the whole table.
  assert.ok(!importedBy(routes.importers, {contextInfo: {issuer: path.join(client, 'serverEntry.js')}}));
  const preload = ruleFor('preload-after-route-data');
  assert.ok(preload.request.test('./preload') && !preload.request.test('./preload.css'));
  assert.ok(importedBy(preload.importers, {contextInfo: {issuer: path.join(client, 'PendingNavigation.js')}}));
  assert.ok(!importedBy(preload.importers, {contextInfo: {issuer: path.join(client, 'serverEntry.js')}}));
  for (const id of ROUTE_DATA_PATCHES) {
    assert.deepEqual(ruleFor(id).builds, ['client'], id);
    assert.ok(fs.existsSync(ruleFor(id).replacement), id);
  }
});

test('the server build names route modules by chunk, as the manifest Docusaurus looks them up in does', () => {
  const creatorFile = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js');
  const creator = fs.readFileSync(creatorFile, 'utf8');
  // The creator imports the registry by this request and reports each entry's second item as the module loaded.
  assert.match(creator, /import registry from '@generated\/registry';/);
  assert.match(creator, /modules\.push\(chunkRegistry\[1\]\);/);
  // The client manifest lists route chunks under their chunk names (the addon keys webpack 5 chunks by name).
  const addon = fs.readFileSync(require.resolve('react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js'), 'utf8');
  assert.match(addon, /return \[names\[0\] \|\| id\];/);
  const stand = ruleFor('registry-by-chunk-name');
  assert.ok(stand.request.test('@generated/registry'));
  assert.ok(importedBy(stand.importers, {contextInfo: {issuer: creatorFile}}));
  assert.ok(!importedBy(stand.importers, {contextInfo: {issuer: stand.replacement}}));
  assert.ok(fs.existsSync(stand.replacement));
  // Only the server build: the browser's creator never reports modules.
  assert.deepEqual(stand.builds, ['server']);
});

test("Docusaurus's shared helpers get tslib's __importDefault alone, which is all they call", () => {
  const indexFile = require.resolve('@docusaurus/utils-common/lib/index.js');
  const source = fs.readFileSync(indexFile, 'utf8');
  assert.match(source, /const tslib_1 = require\("tslib"\);/);
  assert.deepEqual([...new Set(source.match(/tslib_1\.\w+/g))], ['tslib_1.__importDefault']);
  const stand = ruleFor('tslib-import-default');
  assert.ok(stand.request.test('tslib'));
  assert.ok(!stand.request.test('tslib/modules/index.js'));
  assert.ok(importedBy(stand.importers, {contextInfo: {issuer: indexFile}}));
  assert.ok(!importedBy(stand.importers, {contextInfo: {issuer: require.resolve('@docusaurus/utils-common/lib/applyTrailingSlash.js')}}));
  const ours = require(stand.replacement) as {__importDefault: (mod: unknown) => {default: unknown}};
  const theirs = require('tslib') as typeof ours;
  const esModule = {__esModule: true, default: 'value'};
  const commonJs = () => 'value';
  assert.equal(ours.__importDefault(esModule), theirs.__importDefault(esModule));
  assert.deepEqual(ours.__importDefault(commonJs), theirs.__importDefault(commonJs));
  assert.equal(ours.__importDefault(commonJs).default, commonJs);
});

test('every theme component the site owns a copy of is a listed patch; the others wrap the original', async () => {
  const listed = patches.flatMap((patch) => (patch.kind === 'ejected-component' ? [patch.component] : []));
  for (const component of listed) assert.ok(fs.existsSync(component), `${component} is listed but does not exist`);
  // What the installed themes provide: a site file at one of their paths replaces it.
  const upstream = new Set<string>();
  for (const themeDir of [
    path.join(packageDir('@docusaurus/theme-classic'), 'lib', 'theme'),
    path.join(packageDir('docusaurus-theme-openapi-docs'), 'lib', 'theme'),
    path.join(packageDir('@docusaurus/core'), 'lib', 'client', 'theme-fallback'),
  ]) {
    for (const name of Object.keys(await createAliasesForTheme(themeDir, false))) upstream.add(name);
  }
  assert.ok(upstream.has('@theme/CodeBlock') && upstream.has('@theme/ApiItem'), 'the installed themes were read');
  // Not copies of an upstream component: the site's own root, and the API components that load
  // the theme's originals lazily (src/plugins/api-reference/client/chunks).
  const notCopies = [
    'src/theme/Root.tsx',
    'src/plugins/api-reference/theme/ApiItem/index.tsx',
    'src/plugins/api-reference/theme/ApiExplorer/index.tsx',
    'src/plugins/api-reference/theme/Markdown/index.tsx',
  ];
  // The site's theme and every local plugin's: a plugin's theme shadows the themes before it as the site's does.
  const themeFolders = ['src/theme', ...fs.readdirSync('src/plugins').map((name) => `src/plugins/${name}/theme`)].filter((folder) => fs.existsSync(folder));
  const owned: string[] = [];
  for (const folder of themeFolders) {
    for (const [name, file] of Object.entries(await createAliasesForTheme(path.resolve(folder), false))) {
      const relative = path.relative(process.cwd(), file).split(path.sep).join('/');
      if (!upstream.has(name) || /@theme-(original|init)\//.test(fs.readFileSync(file, 'utf8'))) continue;
      if (notCopies.includes(relative) || listed.some((component) => relative === component || (component.endsWith('/') && relative.startsWith(component))))
        continue;
      owned.push(relative);
    }
  }
  assert.deepEqual(owned, []);
});
