import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test} from 'node:test';

import {apiCodeSampleLanguages} from '../../config/api-languages';
import leanBundlesPlugin, {
  browserOnlyOpenApiModules,
  importedBy,
  isPostExcerpt,
  linkApiStyles,
  remountingOpenApiModules,
  replacements,
  generatedModuleReplacements,
  replacementsByImporter,
  serverReplacements,
  serverReplacementsByImporter,
} from '../../src/plugins/lean-bundles';
import {COMPILE_HINT} from '../../src/plugins/lean-bundles/compile-hints';
import {FALLBACK_START_MS, LOADER_ID, pageTemplate, START_AFTER_PAINT_SCRIPT} from '../../src/plugins/lean-bundles/page-template';
import {rememberPerPath} from '../../src/lib/remember-per-path';

const require = createRequire(__filename);

type Codegen = {lang: string; variant: string; syntax_mode: string; main: {convert: unknown}};

const shipped = require('postman-code-generators/lib/assets/languages.js') as Codegen[];
const ours = require('../../src/plugins/lean-bundles/code-generators.cjs') as Codegen[];
const key = (lang: string, variant: string) => `${lang.toLowerCase()}/${variant.toLowerCase()}`;

test('every code-sample tab the site configures has its generator, and no other is bundled', () => {
  const configured = apiCodeSampleLanguages.map(({language, variant}) => key(language, variant)).sort();
  assert.deepEqual(ours.map(({lang, variant}) => key(lang, variant)).sort(), configured);
});

test('each kept generator is the one postman-code-generators lists, with the same names', () => {
  for (const codegen of ours) {
    const original = shipped.find(
      (candidate) => key(candidate.lang, candidate.variant) === key(codegen.lang, codegen.variant),
    );
    assert.ok(original, `${codegen.lang} ${codegen.variant} is not a postman-code-generators generator`);
    assert.equal(codegen.main, original.main);
    assert.equal(codegen.syntax_mode, original.syntax_mode);
    assert.equal(codegen.lang, original.lang);
    assert.equal(codegen.variant, original.variant);
  }
});

test('the replaced modules are the ones the theme really loads', () => {
  const [generators, iconv, prismStartup, docsClientUtils, browserContext, codeWordWrap] = replacements;
  assert.ok(generators!.request.test(require.resolve('postman-code-generators/lib/assets/languages.js')));
  assert.ok(iconv!.request.test('iconv-lite'));
  assert.ok(!iconv!.request.test('iconv-lite/encodings'));
  assert.ok(prismStartup!.request.test(require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')));
  // The docs plugin's client index imports its helpers by this relative request; the stand-in
  // imports them by their full path, which the pattern does not match.
  const docsClient = fs.readFileSync(require.resolve('@docusaurus/plugin-content-docs/lib/client/index.js'), 'utf8');
  assert.match(docsClient, /from '\.\/docsClientUtils'/);
  assert.ok(docsClientUtils!.request.test('./docsClientUtils'));
  assert.ok(!docsClientUtils!.request.test('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'));
  // Docusaurus's App and useIsBrowser import the browser context by relative requests; both get ours.
  const client = path.dirname(require.resolve('@docusaurus/core/lib/client/App.js'));
  assert.match(fs.readFileSync(path.join(client, 'App.js'), 'utf8'), /from '\.\/browserContext'/);
  assert.match(fs.readFileSync(path.join(client, 'exports/useIsBrowser.js'), 'utf8'), /from '\.\.\/browserContext'/);
  assert.ok(browserContext!.request.test('./browserContext'));
  assert.ok(browserContext!.request.test('../browserContext'));
  assert.ok(!browserContext!.request.test('./browserContext.css'));
  // The theme's hooks index and the OpenAPI theme's code block import the word-wrap hook by these requests.
  const internal = fs.readFileSync(path.join(path.dirname(require.resolve('@docusaurus/theme-common/internal')), 'internal.js'), 'utf8');
  assert.match(internal, /export \{ useCodeWordWrap \} from '\.\/hooks\/useCodeWordWrap';/);
  const apiString = fs.readFileSync(
    require.resolve('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ApiCodeBlock/Content/String.js'),
    'utf8',
  );
  assert.match(apiString, /require\("@theme\/utils\/useCodeWordWrap"\)/);
  assert.ok(codeWordWrap!.request.test('./hooks/useCodeWordWrap'));
  assert.ok(codeWordWrap!.request.test('@theme/utils/useCodeWordWrap'));
  assert.ok(!codeWordWrap!.request.test('./hooks/useCodeWordWrap.d.ts'));
  for (const {replacement} of replacements) assert.ok(fs.existsSync(replacement), replacement);
  // The swizzlable function that registers the languages stays: src/client/prism-languages.ts calls it.
  assert.ok(!prismStartup!.request.test(require.resolve('@docusaurus/theme-classic/lib/theme/prism-include-languages.js')));
});

test('the server build replaces Docusaurus\'s page renderer and the two lazily loaded renderers\' loaders', () => {
  const [renderer, highlighter, markdown] = serverReplacements;
  // serverEntry.js imports the renderer by this relative request.
  const serverEntry = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/serverEntry.js'), 'utf8');
  assert.match(serverEntry, /from '\.\/renderToHtml'/);
  assert.ok(renderer!.request.test('./renderToHtml'));
  assert.ok(!renderer!.request.test('./renderToHtml.css'));
  assert.ok(highlighter!.request.test('@site/src/lib/codeHighlightChunk'));
  assert.ok(!highlighter!.request.test('@site/src/lib/codeHighlightChunk.server'));
  assert.ok(markdown!.request.test('@site/src/lib/openApiMarkdownChunk'));
  for (const {replacement} of serverReplacements) assert.ok(fs.existsSync(replacement), replacement);
});

test('the iconv-lite stand-in decodes what postman-collection asks it to', () => {
  const shim = require('../../src/plugins/lean-bundles/iconv-lite.cjs') as {
    encodingExists(encoding: string): boolean;
    decode(buffer: Uint8Array, encoding: string): string;
  };
  assert.equal(shim.encodingExists('utf-8'), true);
  assert.equal(shim.encodingExists('latin1'), true);
  assert.equal(shim.encodingExists('no-such-charset'), false);
  assert.equal(shim.decode(new Uint8Array([0x63, 0x61, 0x66, 0xe9]), 'latin1'), 'café');
  assert.equal(shim.decode(new TextEncoder().encode('naïve'), 'utf-8'), 'naïve');
});

test('API pages, and only they, get the API style sheet linked once, after the site’s', () => {
  const href = '/assets/css/api-reference.1234.css';
  const apiPage =
    '<html><head><link rel="stylesheet" href="/assets/css/styles.css"></head><body><div class="row theme-api-markdown"></div></body></html>';
  const linked = linkApiStyles(apiPage, href);
  assert.equal(
    linked,
    '<html><head><link rel="stylesheet" href="/assets/css/styles.css"><link rel="stylesheet" href="/assets/css/api-reference.1234.css"></head><body><div class="row theme-api-markdown"></div></body></html>',
  );
  assert.equal(linkApiStyles(linked, href), linked);
  const docsPage = '<html><head></head><body><div class="markdown">theme-api-markdown in text</div></body></html>';
  assert.equal(linkApiStyles(docsPage, href), docsPage);
});

test('an answer remembered per path is computed once per data object and path', () => {
  const calls: string[] = [];
  const remembered = rememberPerPath((data: {name: string}, pathname: string) => {
    calls.push(`${data.name}${pathname}`);
    return {answer: `${data.name}${pathname}`};
  });
  const a = {name: 'a'};
  const b = {name: 'b'};
  const first = remembered(a, '/guide');
  assert.equal(remembered(a, '/guide'), first);
  assert.deepEqual(remembered(a, '/'), {answer: 'a/'});
  assert.deepEqual(remembered(b, '/guide'), {answer: 'b/guide'});
  assert.deepEqual(calls, ['a/guide', 'a/', 'b/guide']);
});

test('the OpenAPI theme modules given a fixed key use useIsBrowser for that key and nothing else', () => {
  const themeDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/lib/theme/Tabs/index.js'));
  const files = fs
    .readdirSync(path.dirname(themeDir), {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(path.dirname(themeDir), file))
    .filter((file) => remountingOpenApiModules.test(file));
  assert.equal(files.length, 9);
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
  assert.ok(importedBy(remountingOpenApiModules, {contextInfo: {issuer: files[0]!}}));
  assert.ok(importedBy(remountingOpenApiModules, {context: path.dirname(files[0]!)}));
  assert.ok(!importedBy(remountingOpenApiModules, {context: path.join(path.dirname(themeDir), 'ApiItem')}));
  assert.ok(!importedBy(remountingOpenApiModules, {}));
  // The page component builds its store from the real hook.
  assert.ok(!remountingOpenApiModules.test(path.join(path.dirname(themeDir), 'ApiItem', 'index.js')));
});

test('changelog excerpts, and only they, go in the excerpts chunk', () => {
  assert.ok(isPostExcerpt({resource: '/site/changelog/2024-11-06-v0-27-0.md?truncated=true'}));
  assert.ok(isPostExcerpt({resource: '/site/changelog/2024-11-06-v0-27-0.mdx?truncated=true'}));
  assert.ok(!isPostExcerpt({resource: '/site/changelog/2024-11-06-v0-27-0.md'}));
  assert.ok(!isPostExcerpt({resource: '/site/docs/intro.md'}));
  assert.ok(!isPostExcerpt({resource: null}));
  assert.ok(!isPostExcerpt({}));
});

test('the compile hint opens the scripts of initial chunks, after minifying, and only in the browser build', () => {
  class BannerPlugin {
    constructor(readonly options: {banner: string; raw: boolean; entryOnly: boolean; test: RegExp; stage: number}) {}
  }
  const utils = {
    currentBundler: {
      instance: {NormalModuleReplacementPlugin: class {}, BannerPlugin, Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400}},
    },
  } as never;
  const banners = (isServer: boolean) =>
    (leanBundlesPlugin({} as never, {}).configureWebpack!({} as never, isServer, utils, undefined) as {plugins: unknown[]}).plugins.filter(
      (plugin): plugin is BannerPlugin => plugin instanceof BannerPlugin,
    );
  assert.deepEqual(banners(true), []);
  const [banner, ...others] = banners(false);
  assert.deepEqual(others, []);
  const {options} = banner!;
  // A raw line of its own (the plugin adds the line break), on entry chunks' scripts only.
  assert.equal(`${options.banner}\n`, COMPILE_HINT);
  assert.equal(options.raw, true);
  assert.equal(options.entryOnly, true);
  assert.ok(options.test.test('assets/js/main.0123abcd.js') && !options.test.test('assets/css/styles.0123abcd.css'));
  assert.ok(options.stage > 400, 'the hint must be added after the minifier, which drops comments');
});

test('source maps are written for the browser\'s scripts only when asked, from an uncached build, and a bad option says what to fix', () => {
  const utils = {
    currentBundler: {instance: {NormalModuleReplacementPlugin: class {}, BannerPlugin: class {}, Compilation: {}}},
  } as never;
  const configure = (options: unknown, isServer: boolean) =>
    leanBundlesPlugin({} as never, options).configureWebpack!({} as never, isServer, utils, undefined) as {
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
  assert.throws(() => leanBundlesPlugin({} as never, {sourceMaps: 'yes'}), /option "sourceMaps" must be true or false/);
});

test('the OpenAPI sections drawn only in the browser use BrowserOnly as a wrapper, which renders them everywhere', async () => {
  const themeDir = path.dirname(path.dirname(require.resolve('docusaurus-theme-openapi-docs/lib/theme/Tabs/index.js')));
  const files = fs
    .readdirSync(themeDir, {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(themeDir, file))
    .filter((file) => browserOnlyOpenApiModules.test(file));
  assert.deepEqual(files.map((file) => path.basename(path.dirname(file))).sort(), ['ParamsDetails', 'RequestSchema', 'ResponseSchema']);
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    // One BrowserOnly, whose only child is a function rendering the section's component with the props.
    assert.equal(source.match(/BrowserOnly_1\.default\b/g)?.length, 1, file);
    assert.match(source, /BrowserOnly_1\.default,\s*\{\s*fallback: [^}]+\}\),?\s*\},\s*\(\) => \{\s*return react_1\.default\.createElement\(\w+Component, \{\s*\.\.\.props,\s*\}\);/, file);
  }
  const stand = replacementsByImporter.find(({importers}) => importers === browserOnlyOpenApiModules)!;
  assert.ok(stand.request.test('@docusaurus/BrowserOnly'));
  assert.ok(importedBy(browserOnlyOpenApiModules, {contextInfo: {issuer: files[0]!}}));
  assert.ok(!importedBy(browserOnlyOpenApiModules, {contextInfo: {issuer: path.join(themeDir, 'ApiItem', 'index.js')}}));
  const {default: RenderEverywhere} = (await import(stand.replacement)) as {default: (props: {children?: () => unknown}) => unknown};
  assert.equal(RenderEverywhere({children: () => 'section'}), 'section');
  assert.equal(RenderEverywhere({}), null);
});

test('the OpenAPI theme gets crypto-js\'s SHA1 and pako\'s inflate alone, which is all it calls', () => {
  const theme = path.dirname(path.dirname(require.resolve('docusaurus-theme-openapi-docs/lib/theme/Tabs/index.js')));
  const [, , sha1, inflate] = replacementsByImporter;
  const storageUtils = path.join(theme, 'ApiExplorer', 'storage-utils.js');
  const apiItem = path.join(theme, 'ApiItem', 'index.js');
  assert.ok(sha1!.request.test('crypto-js') && importedBy(sha1!.importers, {contextInfo: {issuer: storageUtils}}));
  assert.ok(inflate!.request.test('pako') && importedBy(inflate!.importers, {contextInfo: {issuer: apiItem}}));
  assert.ok(!importedBy(sha1!.importers, {contextInfo: {issuer: apiItem}}));
  assert.deepEqual(fs.readFileSync(storageUtils, 'utf8').match(/crypto_js_1\.default\.\w+/g), ['crypto_js_1.default.SHA1']);
  assert.deepEqual(fs.readFileSync(apiItem, 'utf8').match(/pako_1\.\w+/g), ['pako_1.ungzip']);
  const ours = require(sha1!.replacement) as {SHA1: (message: string) => {toString: () => string}};
  assert.equal(ours.SHA1('agenta').toString(), (require('crypto-js') as typeof ours).SHA1('agenta').toString());
  const {ungzip} = require(inflate!.replacement) as {ungzip: (data: Uint8Array) => Uint8Array};
  const {gzipSync} = require('node:zlib') as typeof import('node:zlib');
  assert.equal(new TextDecoder().decode(ungzip(gzipSync('{"a":1}'))), '{"a":1}');
});

test('the generated route table gets the lazy component creator, and nothing else does', () => {
  const codegen = fs.readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
  assert.match(codegen, /import ComponentCreator from '@docusaurus\/ComponentCreator';/);
  assert.match(codegen, /ComponentCreator\('\$\{routePath\}', '\$\{routeHash\}'\)/);
  const [creator] = generatedModuleReplacements;
  assert.ok(creator!.request.test('@docusaurus/ComponentCreator'));
  assert.ok(importedBy(creator!.importers, {contextInfo: {issuer: path.join('/site', '.docusaurus', 'routes.js')}}));
  assert.ok(!importedBy(creator!.importers, {contextInfo: {issuer: path.join('/site', '.docusaurus', 'registry.js')}}));
  assert.ok(!importedBy(creator!.importers, {contextInfo: {issuer: path.join('/site', 'src', 'routes.js')}}));
  assert.ok(fs.existsSync(creator!.replacement));
  // The stand-in creates Docusaurus's component from the original module, by its full path.
  assert.ok(fs.existsSync(require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js')));
});

test('Docusaurus\'s route prefetching gets the helper that waits for the page to load, and nothing else does', () => {
  const client = path.dirname(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));
  // The route helpers import the prefetch helper by this relative request, and call it with a chunk's URL.
  assert.match(fs.readFileSync(path.join(client, 'docusaurus.js'), 'utf8'), /import prefetchHelper from '\.\/prefetch';/);
  assert.match(fs.readFileSync(path.join(client, 'prefetch.js'), 'utf8'), /export default function prefetch\(url\)/);
  const stand = replacementsByImporter.find(({replacement}) => replacement.endsWith('prefetch-when-idle.ts'))!;
  assert.ok(stand.request.test('./prefetch'));
  assert.ok(!stand.request.test('./prefetch.css'));
  assert.ok(importedBy(stand.importers, {contextInfo: {issuer: path.join(client, 'docusaurus.js')}}));
  assert.ok(!importedBy(stand.importers, {contextInfo: {issuer: path.join(client, 'clientEntry.js')}}));
  assert.ok(fs.existsSync(stand.replacement));
});

test('React Router gets the static path matcher for its path-to-regexp, and nothing else does', () => {
  const routerFile = require.resolve('react-router/esm/react-router.js');
  const router = fs.readFileSync(routerFile, 'utf8');
  // matchPath imports path-to-regexp by this request, and uses nothing of an expression but exec.
  assert.match(router, /import pathToRegexp from 'path-to-regexp';/);
  assert.match(router, /var match = regexp\.exec\(pathname\);/);
  assert.deepEqual(router.match(/regexp\.\w+/g), ['regexp.exec']);
  const stand = replacementsByImporter.find(({replacement}) => replacement.endsWith('static-path-matcher.ts'))!;
  assert.ok(stand.request.test('path-to-regexp'));
  assert.ok(importedBy(stand.importers, {contextInfo: {issuer: routerFile}}));
  assert.ok(importedBy(stand.importers, {contextInfo: {issuer: require.resolve('react-router/cjs/react-router.min.js')}}));
  assert.ok(!importedBy(stand.importers, {contextInfo: {issuer: stand.replacement}}));
  assert.ok(fs.existsSync(stand.replacement));
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
  const [stand] = serverReplacementsByImporter;
  assert.equal(serverReplacementsByImporter.length, 1);
  assert.ok(stand.request.test('@generated/registry'));
  assert.ok(importedBy(stand.importers, {contextInfo: {issuer: creatorFile}}));
  assert.ok(!importedBy(stand.importers, {contextInfo: {issuer: stand.replacement}}));
  assert.ok(fs.existsSync(stand.replacement));
  // Only the server build: the browser's creator never reports modules.
  assert.ok(!replacementsByImporter.includes(stand));
});

test('the page template preloads every script and leaves their start to the loader, after the page', async () => {
  const {compileSSGTemplate} = require('@docusaurus/core/lib/ssg/ssgTemplate.js') as {
    compileSSGTemplate: (template: string) => Promise<(data: object) => string>;
  };
  const render = await compileSSGTemplate(pageTemplate);
  const html = render({
    appHtml: '<main>Page</main>',
    baseUrl: '/docs/',
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    headTags: '<title>T</title>',
    preBodyTags: '',
    postBodyTags: '<div id="after"></div>',
    metaAttributes: [],
    scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/a"b.3.js'],
    stylesheets: ['assets/css/styles.4.css'],
    noIndex: false,
    version: '3',
  });
  assert.doesNotMatch(html, /<script[^>]* src=/);
  const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]*)" fetchpriority="low">/g)].map(([, href]) => href);
  assert.deepEqual(preloads, ['/docs/assets/js/runtime~main.1.js', '/docs/assets/js/main.2.js', '/docs/assets/js/a&quot;b.3.js']);
  assert.ok(html.indexOf('assets/css/styles.4.css') < html.indexOf('rel="preload"'), 'the style sheet comes first');
  // The loader, after the page and the body tags, carries the same list and the one script text.
  const loader = new RegExp(`<div id="after"></div>\\s*<script id="${LOADER_ID}" data-scripts="([^"]*)">([^<]*)</script>\\s*</body>`).exec(html);
  assert.ok(loader, 'no loader at the end of the body');
  assert.equal(loader[1], '/docs/assets/js/runtime~main.1.js /docs/assets/js/main.2.js /docs/assets/js/a&quot;b.3.js');
  assert.equal(loader[2], START_AFTER_PAINT_SCRIPT);
  assert.ok(html.indexOf('<main>Page</main>') < html.indexOf('data-scripts'));
  // The loader's text parses, and waits for the first contentful paint with a fallback.
  assert.doesNotThrow(() => new Function(START_AFTER_PAINT_SCRIPT));
  assert.match(START_AFTER_PAINT_SCRIPT, /first-contentful-paint/);
  assert.match(START_AFTER_PAINT_SCRIPT, new RegExp(`setTimeout\\(start,${FALLBACK_START_MS}\\)`));
});

test('the page template moves the inline scripts plugins put before the body into the head, ahead of the style sheet, and holds rendering until the page is parsed', async () => {
  const {compileSSGTemplate} = require('@docusaurus/core/lib/ssg/ssgTemplate.js') as {
    compileSSGTemplate: (template: string) => Promise<(data: object) => string>;
  };
  const render = await compileSSGTemplate(pageTemplate);
  const themeScript = '<script>\ndocument.documentElement.setAttribute("data-theme","dark")\n</script>';
  const otherScript = '<script>document.documentElement.dataset.x="1"</script>';
  const html = render({
    appHtml: '<main>Page</main>',
    baseUrl: '/',
    htmlAttributes: '',
    bodyAttributes: '',
    headTags: '<title>T</title>',
    // As theme-classic writes them: its SVG sprite, then its inline script; and one more plugin's.
    preBodyTags: `<svg style="display: none;"><defs><symbol id="s"></symbol></defs></svg>${themeScript}${otherScript}`,
    postBodyTags: '',
    metaAttributes: [],
    scripts: ['assets/js/main.1.js'],
    stylesheets: ['assets/css/styles.2.css'],
    noIndex: false,
    version: '3',
  });
  const [head, body] = html.split('<body');
  const stylesheet = head.indexOf('assets/css/styles.2.css');
  // The scripts, in order, in the head before the style sheet, which they would otherwise wait for.
  assert.ok(head.indexOf(themeScript) > head.indexOf('<title>T</title>'));
  assert.ok(head.indexOf(themeScript) < head.indexOf(otherScript));
  assert.ok(head.indexOf(otherScript) < stylesheet);
  assert.ok(!body.includes('data-theme') && !body.includes('dataset.x'));
  // The sprite stays in the body, before the page.
  assert.match(body, /^ >\s*<svg style="display: none;"><defs><symbol id="s"><\/symbol><\/defs><\/svg>\s*<div id="__docusaurus">/);
  // Rendering waits until the loader, last in the body, has been parsed; the link comes before the style sheet.
  const expectLink = head.indexOf(`<link rel="expect" href="#${LOADER_ID}" blocking="render">`);
  assert.ok(expectLink > 0 && expectLink < stylesheet);
  assert.match(body, new RegExp(`<script id="${LOADER_ID}" data-scripts="/assets/js/main\\.1\\.js">[^<]*</script>\\s*</body>`));
});

test('Docusaurus\'s shared helpers get tslib\'s __importDefault alone, which is all they call', () => {
  const indexFile = require.resolve('@docusaurus/utils-common/lib/index.js');
  const source = fs.readFileSync(indexFile, 'utf8');
  assert.match(source, /const tslib_1 = require\("tslib"\);/);
  assert.deepEqual([...new Set(source.match(/tslib_1\.\w+/g))], ['tslib_1.__importDefault']);
  const stand = replacementsByImporter.find(({replacement}) => replacement.endsWith('tslib-import-default.cjs'))!;
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
