/**
 * Every built page names its Markdown twin in its head, and only a twin the
 * build wrote (npm test runs this after the build): the llms-txt plugin and
 * the page head (src/components/MarkdownTwinLink) share one rule.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import * as cheerio from 'cheerio';

import {ROUTES_WITHOUT_TWIN, markdownTwinPath} from '../../src/lib/shared/markdownTwinPath';

import {buildDir, htmlFiles} from './built-site';

const baseUrl = process.env.DOCS_BASE_URL ?? '/';

/** A built HTML file's route: `index.html` is the base URL, `a/b.html` is `a/b` (the site has no trailing slashes). */
function routeOf(file: string): string {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return baseUrl;
  if (relative === '404.html') return `${baseUrl}404.html`;
  return `${baseUrl}${relative.replace(/\/index\.html$/, '/').replace(/\.html$/, '')}`;
}

const pages = htmlFiles(buildDir).map((file) => {
  const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
  return {
    route: routeOf(file),
    links: $('head link[rel="alternate"][type="text/markdown"]')
      .toArray()
      .map((link) => $(link).attr('href') ?? ''),
  };
});

function twinExists(twinPath: string): boolean {
  const file = path.join(buildDir, twinPath.slice(baseUrl.length));
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

test('every built page with a Markdown twin names it in one <link rel="alternate" type="text/markdown">', () => {
  const withTwin = pages.filter(({route}) => twinExists(markdownTwinPath(route)));
  assert.ok(withTwin.length > 150, `only ${withTwin.length} pages with a twin`);
  const wrong = withTwin
    .filter(({route, links}) => links.length !== 1 || links[0] !== markdownTwinPath(route))
    .map(({route, links}) => `${route}: ${links.join(', ') || 'no link'}`);
  assert.deepEqual(wrong, []);
});

test('no page links a Markdown twin the build did not write', () => {
  const broken = pages.flatMap(({route, links}) => links.filter((href) => !twinExists(href)).map((href) => `${route} → ${href}`));
  assert.deepEqual(broken, []);
});

test('the not-found and search pages have no twin and link none', () => {
  for (const ignored of ROUTES_WITHOUT_TWIN) {
    const page = pages.find(({route}) => route === `${baseUrl}${ignored}`);
    assert.ok(page, `no built page for ${ignored}`);
    assert.deepEqual(page.links, [], `${ignored} links a twin`);
    assert.equal(twinExists(markdownTwinPath(page.route)), false, `${ignored} has a twin`);
  }
});
