/**
 * The static HTML of every page holds its whole content in place (npm test
 * runs this after the build). React sends a Suspense boundary's content
 * hidden past 12,800 bytes of HTML and moves it with an inline script, and
 * hydrates a boundary in a later pass: no page holds one. Code
 * blocks are highlighted by the server (src/theme/CodeBlock/Content).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import * as cheerio from 'cheerio';

import {COMPILE_HINT} from '../../src/plugins/page-template/compile-hints';

import {buildDir, htmlFiles} from './built-site';

const pages = htmlFiles(buildDir).map((file) => {
  const html = fs.readFileSync(file, 'utf8');
  return {name: path.relative(buildDir, file), html, $: cheerio.load(html)};
});

test('no page sends content hidden for a script to reveal', () => {
  const offenders = pages
    .filter(({$}) => $('div[hidden][id^="S:"], template[id^="B:"]').length > 0 || $('script:not([src])').text().includes('$RC('))
    .map(({name}) => name);
  assert.deepEqual(offenders, []);
});

test('no page holds a Suspense boundary, whose content React would hydrate in a later pass', () => {
  // Hydrating, React leaves a boundary's content for later; the theme's first updates then
  // hydrate every one left at once, in one long task (src/theme/CodeBlock/Content).
  const offenders = pages.filter(({html}) => html.includes('<!--$')).map(({name}) => name);
  assert.deepEqual(offenders, []);
});

test('every code block of the site is highlighted in the HTML, with no inline colours', () => {
  const codeBlocks = pages.flatMap(({name, $}) =>
    $('article pre.prism-code')
      .toArray()
      .map((pre) => ({name, $pre: $(pre)})),
  );
  assert.ok(codeBlocks.length > 100, `only ${codeBlocks.length} code blocks found`);
  const unhighlighted = codeBlocks.filter(({$pre}) => $pre.find('> code > .token-line').length === 0);
  assert.deepEqual(
    unhighlighted.map(({name}) => name),
    [],
  );
  // Colours come from the style sheet of src/plugins/code-theme, right in both colour modes.
  const coloured = codeBlocks.filter(({$pre}) => /color/.test($pre.attr('style') ?? '') || $pre.find('[style*="color"]').length > 0);
  assert.deepEqual(
    coloured.map(({name}) => name),
    [],
  );
});

/** The scripts a page lists: started, in order, by its loader, and the main bundle preloaded in its head (page-template.ts). */
function listedScripts($: cheerio.CheerioAPI): {preloaded: string[]; started: string[]; loader: string} {
  const loader = $('script[data-scripts]');
  return {
    preloaded: $('link[rel="preload"][as="script"]')
      .toArray()
      .map((link) => $(link).attr('href')!),
    started: (loader.attr('data-scripts') ?? '').split(' ').filter(Boolean),
    loader: loader.text(),
  };
}

test("the scripts a page starts with open with V8's compile hint; its route chunks and lazily loaded ones do not", () => {
  const listed = new Set(pages.flatMap(({$}) => listedScripts($).started));
  // The entry scripts (the bundler's runtime and the main bundle); every other listed script is a route chunk.
  const startScripts = new Set([...listed].filter((src) => /\/(runtime~)?main\.[^/]*\.js$/.test(src)));
  assert.equal(startScripts.size, 2, `start-up scripts: ${[...startScripts].join(', ')}`);
  const read = (src: string) => fs.readFileSync(path.join(buildDir, src.replace(/^\//, '')), 'utf8');
  for (const src of startScripts) {
    assert.ok(read(src).startsWith(COMPILE_HINT), `${src} does not open with the compile hint`);
  }
  const jsDir = path.join(buildDir, 'assets/js');
  const lazy = fs.readdirSync(jsDir).filter((name) => name.endsWith('.js') && !startScripts.has(`/assets/js/${name}`));
  assert.ok(lazy.length > 100);
  const hinted = lazy.filter((name) => read(`assets/js/${name}`).startsWith(COMPILE_HINT));
  assert.deepEqual(hinted, []);
});

test('every page preloads its main bundle at low priority and starts its scripts from one loader, after the entry scripts its route chunks', () => {
  const loaders = new Set<string>();
  for (const {name, $} of pages) {
    const {preloaded, started, loader} = listedScripts($);
    assert.equal($('script[src]').length, 0, `${name} has a script the browser would run before its first paint`);
    assert.match(started[0] ?? '', /\/runtime~main\.[^/]*\.js$/, name);
    assert.match(started[1] ?? '', /\/main\.[^/]*\.js$/, name);
    // The long download starts with the page; the small scripts, which would share the network
    // with the HTML and the style sheet, wait for the loader.
    assert.deepEqual(preloaded, [started[1]], `${name}: the head preloads other scripts than the main bundle`);
    for (const link of $('link[rel="preload"][as="script"]').toArray()) {
      assert.equal($(link).attr('fetchpriority'), 'low', `${name}: ${$(link).attr('href')} is not low priority`);
    }
    for (const src of started) {
      assert.ok(fs.existsSync(path.join(buildDir, src.replace(/^\//, ''))), `${name} lists ${src}, which the build lacks`);
    }
    // The loader is the last thing in the body: the page is parsed before it asks for a paint.
    assert.equal($('body > *').last().is('script[data-scripts]'), true, `${name}: the loader is not last in the body`);
    loaders.add(loader);
  }
  // One text on every page: one Content-Security-Policy hash.
  assert.equal(loaders.size, 1);
  // Content pages list their route chunks too (registry-by-chunk-name.ts).
  for (const name of ['self-host/host-locally.html', 'reference/api/list-apps.html', 'search.html', 'changelog/main.html']) {
    const page = pages.find((candidate) => candidate.name === name);
    assert.ok(page, `no ${name} in the build`);
    assert.ok(listedScripts(page.$).started.length > 2, `${name} lists no route chunk`);
  }
});

test('no page makes its parser wait for the style sheet before the end, and each holds rendering until it is parsed', () => {
  for (const {name, $} of pages) {
    // A classic script after a style sheet waits for it, and the parser with it (page-template.ts):
    // between the first style sheet and the end loader there is none, inline or not.
    const elements = $('head *, body *').toArray();
    const stylesheet = elements.findIndex((element) => $(element).is('link[rel="stylesheet"]'));
    assert.ok(stylesheet > 0, `${name}: no style sheet`);
    const waiting = elements
      .slice(stylesheet)
      .filter((element) => $(element).is('script') && !$(element).is('[data-scripts]'))
      .filter((element) => ['', 'text/javascript', 'module'].includes($(element).attr('type') ?? ''))
      .map((element) => $.html(element).slice(0, 80));
    assert.deepEqual(waiting, [], `${name}: a script after the style sheet`);
    // The theme's colour-mode script runs in the head, before the page is drawn.
    const colourMode = $('head > script:not([src])').filter((_, script) => $(script).text().includes('data-theme'));
    assert.equal(colourMode.length, 1, `${name}: no colour-mode script in the head`);
    // Rendering waits until the last element of the body, the loader, has been parsed.
    const expectLinks = $('head > link[rel="expect"]');
    assert.equal(expectLinks.length, 1, `${name}: no expect link`);
    assert.equal(expectLinks.attr('blocking'), 'render');
    assert.equal(expectLinks.attr('href'), `#${$('body > *').last().attr('id')}`, `${name}: the expect link names another element than the last`);
  }
});

test('the search page can be indexed, under one address: no robots exclusion, a canonical URL without the query, and not in the sitemap', () => {
  const search = pages.find(({name}) => name === 'search.html');
  assert.ok(search, 'no search.html in the build');
  assert.equal(search.$('meta[name="robots"]').length, 0);
  assert.match(search.$('link[rel="canonical"]').attr('href') ?? '', /^https?:\/\/[^?#]+\/search$/);
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  assert.doesNotMatch(sitemap, /<loc>[^<]*\/search<\/loc>/);
  assert.match(sitemap, /<loc>[^<]*\/self-host\/host-locally<\/loc>/);
});

test("API pages, and only they, list the API reference's style sheet, once, after the site's", () => {
  const sheets = ($: cheerio.CheerioAPI) =>
    $('link[rel="stylesheet"]')
      .toArray()
      .map((link) => $(link).attr('href') ?? '');
  const apiPages = pages.filter(({$}) => $('.theme-api-markdown').length > 0);
  assert.ok(apiPages.length > 90, `only ${apiPages.length} API pages`);
  for (const {name, $} of apiPages) {
    const hrefs = sheets($);
    assert.equal(hrefs.filter((href) => /\/assets\/css\/api-reference\.[0-9a-f]+\.css$/.test(href)).length, 1, name);
    assert.match(hrefs[0]!, /\/assets\/css\/styles\.[0-9a-f]+\.css$/, name);
  }
  // The generated pages (operations and the API's introduction) are drawn by the OpenAPI theme's page.
  const others = pages.filter(({name, $}) => !/^(\d+\.\d+\/)?reference\/api\//.test(name) && sheets($).some((href) => href.includes('api-reference')));
  assert.deepEqual(
    others.map(({name}) => name),
    [],
  );
});

test("the API pages' style sheet leaves the request panel's styles to the panel's own sheet", () => {
  const cssDir = path.join(buildDir, 'assets', 'css');
  const sheet = (prefix: string) => {
    const file = fs.readdirSync(cssDir).find((name) => name.startsWith(`${prefix}.`) && name.endsWith('.css'));
    assert.ok(file, `no ${prefix} style sheet`);
    return fs.readFileSync(path.join(cssDir, file), 'utf8');
  };
  const page = sheet('api-reference');
  const panel = sheet('api-request-panel');
  assert.doesNotMatch(page, /openapi-tabs__code-item--python|openapi-explorer__request-form/);
  assert.match(page, /\.openapi__method-endpoint/);
  assert.match(panel, /openapi-tabs__code-item--python/);
  // No page lists the panel's sheet: the runtime adds it when the panel loads.
  assert.deepEqual(
    pages.filter(({$}) => $('link[href*="api-request-panel"]').length > 0).map(({name}) => name),
    [],
  );
});
