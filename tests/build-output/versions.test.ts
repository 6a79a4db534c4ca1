/**
 * Each docs version in the build (config/versions.ts, from facts/releases.yaml) has its pages,
 * Markdown twins, API reference, search index and llms.txt, and each cites its own release: the
 * latest at the site's routes, the older under /<version>/.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import * as cheerio from 'cheerio';

import {docsVersions} from '../../config/versions';
import {SEARCH_INDEX_PARTS_DIR} from '@agenta-docs/search';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error(`No production build in ${buildDir}: run "npm run build" before these tests.`);
}
const siteUrl = (process.env.DOCS_SITE_URL ?? 'https://docs.agenta.ai').replace(/\/+$/, '');
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const page = (file: string) => cheerio.load(read(file));

const latest = docsVersions.find((version) => version.latest)!;
const older = docsVersions.filter((version) => !version.latest);
const prefix = (version: (typeof docsVersions)[number]) => (version.latest ? '' : `${version.release}/`);

test("the releases are the site's docs versions: the latest at the routes, each older one under its path", () => {
  assert.deepEqual(
    docsVersions.map((version) => version.release),
    ['0.28', '0.27'],
  );
  assert.deepEqual(
    JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8')),
    older.map((version) => version.release),
    'versions.json lists the older releases, newest first',
  );
  for (const version of docsVersions) {
    for (const file of ['evaluation/overview.html', 'evaluation/overview.md', 'reference/api/list-apps.html', 'reference/api/list-apps.md']) {
      assert.ok(fs.existsSync(path.join(buildDir, prefix(version), file)), `${prefix(version)}${file}`);
    }
  }
});

test("each version's pages name their version, and the older one links the latest in its banner", () => {
  const newest = page('evaluation/overview.html');
  assert.equal(newest('.theme-doc-version-banner').length, 0);
  assert.match(newest('html').attr('class') ?? '', /docs-version-current/);
  for (const version of older) {
    const $ = page(`${version.release}/evaluation/overview.html`);
    assert.match($('html').attr('class') ?? '', new RegExp(`docs-version-${version.release.replace('.', '\\.')}`));
    assert.equal($('meta[name="docusaurus_version"]').attr('content'), version.release);
    const banner = $('.theme-doc-version-banner');
    assert.match(banner.text(), new RegExp(`You are reading the docs of ${version.release}, an older release of Agenta\\.`));
    assert.match(banner.text(), new RegExp(`The latest release is ${latest.release.replace('.', '\\.')}`));
    assert.equal(banner.find('a').attr('href'), '/evaluation/overview');
  }
});

test("each version's pages cite their own release: the SDK they pin, their API description, their edit links", () => {
  assert.match(read('getting-started/quick-start.md'), /agenta==0\.27\.7/);
  assert.doesNotMatch(read('0.27/getting-started/quick-start.md'), /agenta==0\.27\.7/);
  // An operation 0.28.0 added is in the latest reference only.
  assert.ok(fs.existsSync(path.join(buildDir, 'reference/api/list-projects.html')));
  assert.ok(!fs.existsSync(path.join(buildDir, '0.27/reference/api/list-projects.html')));
  // Each version's API twin is made from its own description: 0.28.0 took list-apps' workspace_id
  // parameter and gave it project_id.
  const parameter = (name: string) => new RegExp(`^\\| \`${name}\` \\| query \\|`, 'm');
  assert.match(read('0.27/reference/api/list-apps.md'), parameter('workspace_id'));
  assert.doesNotMatch(read('0.27/reference/api/list-apps.md'), parameter('project_id'));
  assert.match(read('reference/api/list-apps.md'), parameter('project_id'));
  assert.doesNotMatch(read('reference/api/list-apps.md'), parameter('workspace_id'));
  const edit = (file: string) => page(file)('a.theme-edit-this-page').attr('href') ?? '';
  assert.match(edit('evaluation/overview.html'), /\/edit\/[^/]+\/docs\/evaluation\/overview\.mdx?$/);
  assert.match(edit('0.27/evaluation/overview.html'), /\/edit\/[^/]+\/versioned_docs\/version-0\.27\/evaluation\/overview\.mdx?$/);
  assert.match(edit('reference/api/list-apps.html'), /\/edit\/[^/]+\/openapi\/agenta\.yaml$/);
  assert.match(edit('0.27/reference/api/list-apps.html'), /\/edit\/[^/]+\/openapi\/0\.27\/agenta\.yaml$/);
  // Each description is published at its own address.
  assert.equal(JSON.parse(read('openapi.json')).info.version.startsWith('0.28'), true);
  assert.equal(JSON.parse(read('openapi-agenta-0.27.json')).info.version.startsWith('0.27'), true);
});

test('canonical links, social cards and the sitemap are right for each version', () => {
  const sitemap = read('sitemap.xml');
  for (const version of docsVersions) {
    const file = `${prefix(version)}evaluation/overview.html`;
    const $ = page(file);
    const url = `${siteUrl}/${prefix(version)}evaluation/overview`;
    assert.equal($('link[rel="canonical"]').attr('href'), url, file);
    assert.equal($('meta[property="og:url"]').attr('content'), url, file);
    const card = $('meta[property="og:image"]').attr('content') ?? '';
    assert.ok(fs.existsSync(path.join(buildDir, new URL(card).pathname)), `${file}: its card ${card}`);
    assert.ok(sitemap.includes(`<loc>${url}</loc>`), `${url} in the sitemap`);
    assert.equal($('link[rel="alternate"][type="text/markdown"]').attr('href'), `/${prefix(version)}evaluation/overview.md`, file);
  }
});

test("each version's search index holds its docs and the pages outside the docs, and no other version's docs", () => {
  const urls = (manifest: string) => {
    const data = JSON.parse(read(manifest)) as {base: string};
    const base = path.join(buildDir, data.base);
    const records = fs
      .readdirSync(path.join(base, 'f'))
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => (JSON.parse(fs.readFileSync(path.join(base, 'f', name), 'utf8')) as {pages: [string][]}).pages.map(([url]) => url));
    return [...new Set(records)];
  };
  const site = urls('search-index.json');
  assert.ok(site.includes('/evaluation/overview'));
  assert.ok(site.some((url) => url.startsWith('/changelog/')));
  assert.deepEqual(
    site.filter((url) => /^\/\d+\.\d+(\/|$)/.test(url)),
    [],
  );
  for (const version of older) {
    const own = urls(`search-index-${version.release}.json`);
    assert.ok(own.includes(`/${version.release}/evaluation/overview`));
    assert.ok(
      own.some((url) => url.startsWith('/changelog/')),
      'the changelog is searched from every version',
    );
    assert.deepEqual(
      own.filter((url) => !url.startsWith(`/${version.release}/`) && !url.startsWith('/changelog') && url !== `/${version.release}`),
      [],
    );
    assert.ok(read(`search-index-${version.release}.json`).includes(`${SEARCH_INDEX_PARTS_DIR}/`));
  }
});

test("llms.txt lists the latest docs and leads to each older version's own", () => {
  const main = read('llms.txt');
  assert.doesNotMatch(main, /docs\.agenta\.ai\/0\.27\/(?!llms\.txt)/, 'no older page in the latest list');
  for (const version of older) {
    assert.ok(main.includes(`(${siteUrl}/${version.release}/llms.txt)`), `llms.txt links ${version.release}/llms.txt`);
    const own = read(`${version.release}/llms.txt`);
    assert.match(own, new RegExp(`^# .* ${version.release.replace('.', '\\.')}\\n`));
    const links = [...own.matchAll(/\]\((https?:\/\/[^)]+)\)/g)]
      .map((match) => match[1]!)
      .filter((url) => !url.endsWith('/llms.txt') && !url.endsWith('/llms-full.txt'));
    assert.ok(links.length > 50, `${links.length} pages in ${version.release}/llms.txt`);
    assert.deepEqual(
      links.filter((url) => !url.startsWith(`${siteUrl}/${version.release}`)),
      [],
    );
    assert.ok(fs.existsSync(path.join(buildDir, version.release, 'llms-full.txt')));
  }
});

test("each older version has a 404 page of its own, drawn with that version's navbar, which no sitemap, llms.txt or index lists", () => {
  const latestNotFound = page('404.html');
  assert.equal(latestNotFound('nav.navbar .dropdown > a.navbar__link').first().text(), latest.release);
  for (const version of older) {
    const notFound = page(`${version.release}/404.html`);
    assert.equal(notFound('h1').first().text(), latestNotFound('h1').first().text());
    assert.equal(notFound('nav.navbar .dropdown > a.navbar__link').first().text(), version.release, 'the version dropdown names the version');
    assert.equal(
      notFound('nav.navbar a.navbar__link')
        .filter((_, link) => notFound(link).text() === 'Docs')
        .attr('href'),
      `/${version.release}`,
    );
    // Like the site's: the not-found route data, whatever path it answers, and the policy in a meta element.
    assert.equal(notFound('#__route-data, script[data-key]').attr('data-key'), 'not-found');
    assert.equal(notFound('meta[http-equiv="Content-Security-Policy"]').length, 1);
    assert.equal(fs.existsSync(path.join(buildDir, version.release, '404.md')), false, 'no Markdown twin');
  }
  for (const file of ['sitemap.xml', 'llms.txt', ...older.map((version) => `${version.release}/llms.txt`)]) {
    assert.doesNotMatch(read(file), /\/404(\.html|\.md)?\b/, `${file} lists no 404 page`);
  }
});
