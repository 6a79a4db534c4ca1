/**
 * Byte budgets per page kind, from the production build (npm test runs this
 * after the build). Sizes are counted, not timed, so the check is exact from
 * run to run; the timed Lighthouse numbers are in BENCHMARKS.md
 * (npm run bench:pages) and never asserted on.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {gzipSync} from 'node:zlib';

import * as cheerio from 'cheerio';

import {LARGE_JS_FILES, MAX_JS_FILE_BYTES, PAGE_BUDGETS} from './page-budgets';

const buildDir = path.resolve(__dirname, '../../build');
const baseUrl = process.env.DOCS_BASE_URL ?? '/';

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error(`No production build in ${buildDir}: run "npm run build" before these tests.`);
}

type ColdAssets = {js: string[]; css: string[]};

/**
 * What a cold visit fetches before the page is interactive, as the HTML names
 * it: scripts, scripts to preload, and style sheets. Docusaurus 3.10 names
 * only the runtime, the main bundle and the style sheet; the route's own
 * chunks load when the page hydrates and are not counted here.
 */
function coldAssets(html: string): ColdAssets {
  const $ = cheerio.load(html);
  const local = (url: string | undefined): url is string => !!url && !/^(https?:)?\/\//.test(url);
  const js = new Set<string>();
  const css = new Set<string>();
  $('script[src]').each((_, el) => void js.add($(el).attr('src')!));
  $('link[rel~="preload"][as="script"], link[rel~="modulepreload"]').each((_, el) => void js.add($(el).attr('href')!));
  $('link[rel~="stylesheet"][href]').each((_, el) => void css.add($(el).attr('href')!));
  return {js: [...js].filter(local), css: [...css].filter(local)};
}

function builtFile(url: string): string {
  const pathname = new URL(url, 'http://site.invalid').pathname;
  assert.ok(pathname.startsWith(baseUrl), `${url} is outside the base URL ${baseUrl}`);
  return path.join(buildDir, pathname.slice(baseUrl.length));
}

const gzipSizes = new Map<string, number>();
function gzipBytes(url: string): number {
  const file = builtFile(url);
  if (!gzipSizes.has(file)) {
    assert.ok(fs.existsSync(file), `${url} is named in the HTML but missing from the build`);
    gzipSizes.set(file, gzipSync(fs.readFileSync(file), {level: 9}).length);
  }
  return gzipSizes.get(file)!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the JS and CSS a cold visit loads stay within each page kind’s budget (gzip)', (t) => {
  const table = ['page | JS gzip (budget) | CSS gzip (budget) | files'];
  const overBudget: string[] = [];
  for (const budget of PAGE_BUDGETS) {
    const assets = coldAssets(fs.readFileSync(path.join(buildDir, budget.html), 'utf8'));
    assert.ok(assets.js.length > 0, `${budget.page} loads no script: is ${budget.html} a Docusaurus page?`);
    const js = assets.js.reduce((sum, url) => sum + gzipBytes(url), 0);
    const css = assets.css.reduce((sum, url) => sum + gzipBytes(url), 0);
    table.push(
      `${budget.page} | ${js} B (${budget.jsGzipBytes}) | ${css} B (${budget.cssGzipBytes}) | ${[...assets.js, ...assets.css].join(' ')}`,
    );
    if (js > budget.jsGzipBytes) {
      overBudget.push(`${budget.page}: JS ${js} bytes gzip (${kb(js)}), budget ${budget.jsGzipBytes} bytes (${kb(budget.jsGzipBytes)})`);
    }
    if (css > budget.cssGzipBytes) {
      overBudget.push(`${budget.page}: CSS ${css} bytes gzip (${kb(css)}), budget ${budget.cssGzipBytes} bytes (${kb(budget.cssGzipBytes)})`);
    }
  }
  for (const line of table) t.diagnostic(line);
  assert.deepEqual(overBudget, [], `Over budget (tests/build-output/page-budgets.ts):\n${overBudget.join('\n')}`);
});

test(`no JS file in build/assets/js is over ${MAX_JS_FILE_BYTES / 1024} KB before compression, but the known ones`, (t) => {
  const jsDir = path.join(buildDir, 'assets/js');
  const offenders: string[] = [];
  for (const name of fs.readdirSync(jsDir).filter((file) => file.endsWith('.js'))) {
    const bytes = fs.statSync(path.join(jsDir, name)).size;
    if (bytes <= MAX_JS_FILE_BYTES) continue;
    const source = fs.readFileSync(path.join(jsDir, name), 'utf8');
    const known = LARGE_JS_FILES.find((entry) =>
      'fileNameStart' in entry ? name.startsWith(entry.fileNameStart) : source.includes(entry.contains),
    );
    t.diagnostic(`${name}: ${bytes} B (${kb(bytes)})${known ? `, known: ${known.what}, held under ${known.maxBytes} B` : ''}`);
    if (!known) offenders.push(`${name}: ${bytes} bytes (${kb(bytes)}), limit ${MAX_JS_FILE_BYTES} bytes`);
    else if (bytes > known.maxBytes) offenders.push(`${name} (${known.what}): ${bytes} bytes (${kb(bytes)}), held under ${known.maxBytes} bytes`);
  }
  assert.deepEqual(offenders, [], `JS files too large:\n${offenders.join('\n')}`);
});
