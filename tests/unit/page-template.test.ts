import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';

import pageTemplatePlugin from '../../src/plugins/page-template';
import {COMPILE_HINT} from '../../src/plugins/page-template/compile-hints';
import {FALLBACK_START_MS, LOADER_ID, pageTemplate, START_AFTER_PAINT_SCRIPT} from '../../src/plugins/page-template/template';

const require = createRequire(__filename);

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
    ((pageTemplatePlugin({} as never).configureWebpack!({} as never, isServer, utils, undefined) as {plugins?: unknown[]}).plugins ?? []).filter(
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

test("the page template preloads the main bundle and leaves every script's start to the loader, after the page", async () => {
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
  assert.deepEqual(preloads, ['/docs/assets/js/main.2.js']);
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
