/**
 * One local plugin owns each theme component it provides. When two plugins
 * provide the same `@theme/...` module, Docusaurus keeps the one listed last,
 * so the order of the plugin list, not a declared contract, decides what the
 * page gets. (The site's own `src/theme/` may wrap or replace any component:
 * that is swizzling, and not counted here.)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {createAliasesForTheme} from '@docusaurus/core/lib/webpack/aliases';

const root = path.resolve(__dirname, '../..');

/** Every local plugin's theme folder: `src/plugins/<name>/theme`, and `packages/<name>/src/theme` for plugins in workspace packages. */
function localThemeFolders(): string[] {
  const under = (dir: string, inner: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, {withFileTypes: true})
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(dir, entry.name, inner))
          .filter((folder) => fs.existsSync(folder))
      : [];
  return [...under(path.join(root, 'src/plugins'), 'theme'), ...under(path.join(root, 'packages'), 'src/theme')].sort();
}

/** Each `@theme/...` name two or more folders provide, with those folders. */
function sharedThemeComponents(provided: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const providers = new Map<string, string[]>();
  for (const [folder, names] of provided) {
    for (const name of names) providers.set(name, [...(providers.get(name) ?? []), folder]);
  }
  return new Map([...providers].filter(([, folders]) => folders.length > 1));
}

/** The components a theme folder provides, named as Docusaurus's own aliases name them. */
async function themeComponents(folder: string): Promise<string[]> {
  return Object.keys(await createAliasesForTheme(folder, false));
}

test('no two local plugins provide the same theme component', async () => {
  const folders = localThemeFolders();
  const provided = new Map<string, string[]>();
  for (const folder of folders) provided.set(path.relative(root, folder), await themeComponents(folder));
  // The search plugin's theme is among those read, wherever it lives: an empty list would pass anything.
  assert.ok(
    [...provided.values()].some((names) => names.includes('@theme/SearchBar')),
    [...provided.keys()].join(', '),
  );
  assert.deepEqual(
    Object.fromEntries(sharedThemeComponents(provided)),
    {},
    'each of these is provided by several plugins: let one provide it, and the others plug in through a declared hook',
  );
});

test('a component two folders provide is reported with both', () => {
  const shared = sharedThemeComponents(
    new Map([
      ['packages/search/src/theme', ['@theme/SearchBar', '@theme/SearchAskAi']],
      ['src/plugins/ask-ai/theme', ['@theme/SearchAskAi']],
      ['src/plugins/social-cards/theme', ['@theme/SocialCard']],
    ]),
  );
  assert.deepEqual(Object.fromEntries(shared), {'@theme/SearchAskAi': ['packages/search/src/theme', 'src/plugins/ask-ai/theme']});
});

test("the site's own src/theme provides none of the components a local plugin provides", async () => {
  // Docusaurus gives pages the site's component over any plugin's, silently: a component moved into
  // a plugin's theme and left behind in src/theme would be the one drawn.
  const site = new Set(await themeComponents(path.join(root, 'src/theme')));
  const shadowed = (await Promise.all(localThemeFolders().map(async (folder) => (await themeComponents(folder)).map((name) => [name, folder] as const))))
    .flat()
    .filter(([name]) => site.has(name))
    .map(([name, folder]) => `${name} (${path.relative(root, folder)})`);
  assert.ok(site.size > 0 && localThemeFolders().length >= 4, "the site's theme and the plugins' were read");
  assert.deepEqual(shadowed, []);
});
