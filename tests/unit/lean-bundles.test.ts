import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test} from 'node:test';

import {apiCodeSampleLanguages} from '../../config/api-languages';
import {
  importedByRemountingModule,
  linkApiStyles,
  remountingOpenApiModules,
  replacements,
  serverReplacements,
} from '../../src/plugins/lean-bundles';
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
  const [generators, iconv, prismStartup, docsClientUtils] = replacements;
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
  assert.ok(importedByRemountingModule({contextInfo: {issuer: files[0]!}}));
  assert.ok(importedByRemountingModule({context: path.dirname(files[0]!)}));
  assert.ok(!importedByRemountingModule({context: path.join(path.dirname(themeDir), 'ApiItem')}));
  assert.ok(!importedByRemountingModule({}));
  // The page component builds its store from the real hook.
  assert.ok(!remountingOpenApiModules.test(path.join(path.dirname(themeDir), 'ApiItem', 'index.js')));
});
