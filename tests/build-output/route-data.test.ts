/**
 * Route data in the production build (src/plugins/route-data): every page
 * carries its own, the same as its file in route-data/<build>/; the files they name
 * exist; and the scripts every page loads know no route's modules, chunks or
 * docs, which is what keeps them the same size however many pages there are.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import * as cheerio from 'cheerio';

import {NOT_FOUND_KEY, ROUTE_DATA_DIR, ROUTE_DATA_ELEMENT_ID, routeDataKey, type RouteData} from '../../src/plugins/route-data/format';
import {navbar} from '../../config/navbar';
import {navbarDocIds} from '../../src/plugins/route-data';

import {buildDir, htmlFiles} from './built-site';

/** The path a page is served at (clean URLs). */
function pagePath(file: string): string {
  const relative = `/${path.relative(buildDir, file).split(path.sep).join('/')}`;
  return relative.replace(/(\/index)?\.html$/, '') || '/';
}

const versions = fs.readdirSync(path.join(buildDir, ROUTE_DATA_DIR));
assert.equal(versions.length, 1, `one build's route data in ${ROUTE_DATA_DIR}/`);
const dataDir = path.join(buildDir, ROUTE_DATA_DIR, versions[0]!);
const dataFiles = fs.readdirSync(dataDir).filter((name) => name.endsWith('.json'));
const readData = (name: string): RouteData => JSON.parse(fs.readFileSync(path.join(dataDir, name), 'utf8')) as RouteData;

const startScripts = fs
  .readdirSync(path.join(buildDir, 'assets', 'js'))
  .filter((name) => /^(main|runtime~main)\.[0-9a-f]+\.js$/.test(name))
  .map((name) => fs.readFileSync(path.join(buildDir, 'assets', 'js', name), 'utf8'));

test('every page carries its own route data, the same as its route data file', () => {
  const problems: string[] = [];
  for (const file of htmlFiles(buildDir)) {
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    const elements = $(`script#${ROUTE_DATA_ELEMENT_ID}`);
    const name = path.relative(buildDir, file);
    if (elements.length !== 1 || elements.attr('type') !== 'application/json') {
      problems.push(`${name}: ${elements.length} route data elements`);
      continue;
    }
    // A 404 page, the site's or an older version's, carries the not-found data.
    const key = /(^|\/)404\.html$/.test(name) ? NOT_FOUND_KEY : routeDataKey(pagePath(file));
    if (elements.attr('data-key') !== key) problems.push(`${name}: holds the data of ${elements.attr('data-key')}, not ${key}`);
    if (!fs.existsSync(path.join(dataDir, `${key}.json`))) problems.push(`${name}: no route data file ${key}.json`);
    else assert.deepEqual(JSON.parse(elements.text()), readData(`${key}.json`), name);
  }
  assert.deepEqual(problems, []);
});

test('the files route data names are in the build', () => {
  const missing = dataFiles.flatMap((name) =>
    Object.values(readData(name).files).flatMap((file) => (fs.existsSync(path.join(buildDir, file)) ? [] : [`${name}: ${file}`])),
  );
  assert.deepEqual(missing, []);
  assert.ok(dataFiles.includes(`${NOT_FOUND_KEY}.json`));
});

test("the scripts every page starts with name no route module, chunk file or doc, and the runtime names the build's route data", () => {
  assert.equal(startScripts.length, 2, 'main and runtime~main');
  assert.ok(
    startScripts.some((script) => script.includes(JSON.stringify(versions[0]))),
    'the runtime holds the route data version',
  );
  const chunkNames = new Set(dataFiles.flatMap((name) => Object.keys(readData(name).modules)));
  const files = new Set(dataFiles.flatMap((name) => Object.values(readData(name).files)));
  const keep = new Set(navbarDocIds(navbar.items));
  const docIds = new Set(dataFiles.flatMap((name) => (readData(name).docs ?? []).map(({doc}) => String(doc.id))).filter((id) => !keep.has(id)));
  assert.ok(chunkNames.size > 200 && files.size > 200 && docIds.size > 100, 'route data lists the site');
  const found: string[] = [];
  for (const script of startScripts) {
    for (const name of chunkNames) if (script.includes(`"${name}"`)) found.push(`chunk name ${name}`);
    for (const file of files) if (script.includes(path.basename(file))) found.push(`file ${file}`);
    for (const id of docIds) if (script.includes(`"id":"${id}"`) || script.includes(`id:"${id}"`)) found.push(`doc ${id}`);
  }
  assert.deepEqual(
    found.filter((entry) => !entry.startsWith('file ')),
    [],
  );
  // A chunk both a route and a lazily loaded component use is in the runtime's map too: a handful.
  const sharedFiles = found.filter((entry) => entry.startsWith('file '));
  assert.ok(sharedFiles.length <= 10, `the start-up scripts list ${sharedFiles.length} route chunk files:\n${sharedFiles.slice(0, 20).join('\n')}`);
});

test("the OpenAPI theme's code loads on API pages only: no other page's route data names a file that holds it", () => {
  const holdsTheme = new Map<string, boolean>();
  const themed = (file: string) => {
    if (!holdsTheme.has(file)) {
      const text = file.endsWith('.js') ? fs.readFileSync(path.join(buildDir, file), 'utf8') : '';
      // The request panel's and the operation page's own class names, written by the theme's components.
      holdsTheme.set(file, text.includes('openapi-explorer__') || text.includes('openapi__method-endpoint'));
    }
    return holdsTheme.get(file)!;
  };
  const leaves = (routes: RouteData['routes']): string[] => routes.flatMap((route) => (route.routes?.length ? leaves(route.routes) : [route.path]));
  const problems: string[] = [];
  let checked = 0;
  for (const name of dataFiles) {
    const data = readData(name);
    const paths = leaves(data.routes);
    if (paths.some((routePath) => /\/reference\/api\/(?!category$)/.test(routePath))) continue;
    checked += 1;
    for (const file of Object.values(data.files)) if (themed(file)) problems.push(`${name} (${paths.join(', ')}): ${file}`);
  }
  assert.ok(checked > 150, `${checked} pages other than API pages`);
  assert.deepEqual(problems, []);
});
