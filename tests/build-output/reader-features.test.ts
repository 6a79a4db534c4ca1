/**
 * What the build writes for readers beyond the pages themselves (npm test
 * runs this after the build): a social card for every page that names one,
 * the sitemap's dates from git, and robots.txt.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import * as cheerio from 'cheerio';
import sharp from 'sharp';

import {SOCIAL_CARD_SIZE} from '../../src/plugins/social-cards/card-path';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error(`No production build in ${buildDir}: run "npm run build" before these tests.`);
}
const siteUrl = (process.env.DOCS_SITE_URL ?? 'https://docs.agenta.ai').replace(/\/+$/, '');

const pages = fs
  .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.html') && !file.startsWith('assets'))
  .map((file) => ({name: file, $: cheerio.load(fs.readFileSync(path.join(buildDir, file), 'utf8'))}));

test('every page names a 1200 × 630 PNG social card under 80 KB, with its alt text, title and description', async () => {
  const problems: string[] = [];
  const checked = new Map<string, string | null>();
  for (const {name, $} of pages) {
    const meta = (attribute: string, value: string) => $(`meta[${attribute}="${value}"]`).last().attr('content');
    const image = meta('property', 'og:image');
    if (!image?.startsWith(`${siteUrl}/`)) {
      problems.push(`${name}: og:image ${image}`);
      continue;
    }
    if (meta('name', 'twitter:card') !== 'summary_large_image') problems.push(`${name}: twitter:card`);
    if (!meta('property', 'og:title')) problems.push(`${name}: og:title`);
    // A 404 page, the site's or an older version's, describes nothing.
    if (!/(^|\/)404\.html$/.test(name) && !meta('property', 'og:description')) problems.push(`${name}: og:description`);
    const file = path.join(buildDir, decodeURI(image.slice(siteUrl.length + 1)));
    if (!checked.has(file)) {
      checked.set(file, await imageProblem(file));
    }
    const problem = checked.get(file);
    if (problem) problems.push(`${name}: ${image}: ${problem}`);
  }
  assert.deepEqual(problems, []);
  // Every doc page and changelog post has a card of its own.
  const own = pages.filter(({$}) => $('meta[property="og:image"]').last().attr('content')?.includes('/img/social/'));
  assert.ok(own.length > 150, `${own.length} pages with their own card`);
  for (const {name, $} of own) {
    assert.ok($('meta[property="og:image:alt"]').last().attr('content'), `${name}: og:image:alt`);
  }
});

test('the changelog list, the release notes and the archive each name a card of their own, and the build wrote it', async () => {
  const problems: string[] = [];
  const cards = new Map<string, Buffer>();
  for (const [route, file] of [
    ['/changelog', 'changelog.html'],
    ['/changelog/main', 'changelog/main.html'],
    ['/changelog/archive', 'changelog/archive.html'],
  ] as const) {
    const $ = cheerio.load(fs.readFileSync(path.join(buildDir, file), 'utf8'));
    const card = `/img/social${route}.png`;
    for (const [attribute, name] of [
      ['property', 'og:image'],
      ['name', 'twitter:image'],
    ] as const) {
      const named = $(`meta[${attribute}="${name}"]`).last().attr('content');
      if (named !== `${siteUrl}${card}`) problems.push(`${route}: ${name} ${named}`);
    }
    if (!$('meta[property="og:image:alt"]').last().attr('content')) problems.push(`${route}: no og:image:alt`);
    const problem = await imageProblem(path.join(buildDir, card));
    if (problem) problems.push(`${route}: ${card} ${problem}`);
    else cards.set(route, fs.readFileSync(path.join(buildDir, card)));
  }
  assert.deepEqual(problems, []);
  const [list, releaseNotes, archive] = [...cards.values()] as [Buffer, Buffer, Buffer];
  assert.ok(!list.equals(releaseNotes) && !list.equals(archive) && !releaseNotes.equals(archive), 'three different cards');
  // The list's later pages keep the site's card.
  const later = cheerio.load(fs.readFileSync(path.join(buildDir, 'changelog/page/2.html'), 'utf8'));
  assert.equal(later('meta[property="og:image"]').last().attr('content'), `${siteUrl}/img/social-card.png`);
});

async function imageProblem(file: string): Promise<string | null> {
  if (!fs.existsSync(file)) return 'missing';
  const bytes = fs.statSync(file).size;
  if (bytes >= 80_000) return `${bytes} bytes`;
  const {format, width, height} = await sharp(file).metadata();
  if (format !== 'png' || width !== SOCIAL_CARD_SIZE.width || height !== SOCIAL_CARD_SIZE.height) {
    return `${format} ${width}×${height}`;
  }
  return null;
}

test("the sitemap dates each page by its source's last commit, and only pages git can date", () => {
  const sitemap = cheerio.load(fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'), {xml: true});
  const lastmod = new Map(
    sitemap('url')
      .toArray()
      .map((url) => [sitemap(url).find('loc').text(), sitemap(url).find('lastmod').text() || null] as const),
  );
  const committed = (file: string) => {
    const clean = execFileSync('git', ['status', '--porcelain', '--', file], {cwd: root, encoding: 'utf8'}) === '';
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: root, encoding: 'utf8'}).trim() === 'true';
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {cwd: root, encoding: 'utf8'}).trim();
    return clean && !shallow && date ? new Date(date).toISOString().slice(0, 10) : null;
  };
  const cases: [string, string][] = [
    ['/evaluation/overview', 'docs/evaluation/overview.md'],
    ['/observability/quickstart', 'docs/observability/quickstart.mdx'],
    [
      '/changelog/v0-27-0',
      fs
        .readdirSync(path.join(root, 'changelog'))
        .map((f) => `changelog/${f}`)
        .find((f) => f.includes('v0-27-0'))!,
    ],
    ['/reference/api/list-apps', 'openapi/agenta.yaml'],
    // An older version's pages are dated by their own files and API description.
    ['/0.27/evaluation/overview', 'versioned_docs/version-0.27/evaluation/overview.md'],
    ['/0.27/reference/api/list-apps', 'openapi/0.27/agenta.yaml'],
  ];
  for (const [page, source] of cases) {
    assert.ok(lastmod.has(`${siteUrl}${page}`), `${page} in the sitemap`);
    assert.equal(lastmod.get(`${siteUrl}${page}`), committed(source), page);
  }
  // Pages with no source file of their own (the changelog's lists) carry no date.
  assert.equal(lastmod.get(`${siteUrl}/changelog/archive`), null);
});

test('robots.txt keeps crawlers off search results and names the sitemap', () => {
  const text = fs.readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
  assert.match(text, /^User-agent: \*$/m);
  assert.match(text, /^Disallow: \/search\?$/m);
  assert.match(text, new RegExp(`^Sitemap: ${siteUrl.replace(/[.]/g, '\\.')}/sitemap\\.xml$`, 'm'));
});
