import assert from 'node:assert/strict';
import {test} from 'node:test';

import {normalizeOptions, releasesModuleSource} from '../../src/plugins/changelog-release-notes';

test('the plugin accepts a route and an optional blog id', () => {
  assert.deepEqual(normalizeOptions({path: '/changelog/main'}), {
    path: '/changelog/main',
    blogPluginId: undefined,
  });
  assert.deepEqual(normalizeOptions({path: '/x', blogPluginId: 'news'}), {
    path: '/x',
    blogPluginId: 'news',
  });
});

test('bad options get a message naming the option', () => {
  assert.throws(() => normalizeOptions(undefined), /option "path"/);
  assert.throws(() => normalizeOptions({path: 'changelog/main'}), /starting with "\/"/);
  assert.throws(() => normalizeOptions({path: '/x', blogPluginId: 3}), /blogPluginId/);
});

test('the release notes module gives every post, in order, as Docusaurus gives a loaded module', () => {
  const source = releasesModuleSource(['@site/changelog/b.md', '@site/changelog/a.md']);
  const post = (title: string) => ({default: function Content() {}, metadata: {title}, frontMatter: {version: title}});
  const modules: Record<string, ReturnType<typeof post>> = {
    '@site/changelog/a.md': post('v0.1.0'),
    '@site/changelog/b.md': post('v0.2.0'),
  };
  // Run the module with its imports taken from `modules`.
  const body = source
    .replace(/^import \* as (\w+) from ("[^"]+");$/gm, (_, name: string, specifier: string) => `const ${name} = modules[${specifier}];`)
    .replace('export default', 'return');
  const releases = new Function('modules', body)(modules) as {content: {metadata: {title: string}}}[];
  assert.deepEqual(
    releases.map(({content}) => content),
    [modules['@site/changelog/b.md']!.default, modules['@site/changelog/a.md']!.default],
  );
  assert.deepEqual(releases.map(({content}) => content.metadata.title), ['v0.2.0', 'v0.1.0']);
});

test('post paths are written as string literals, whatever characters they hold', () => {
  assert.match(releasesModuleSource(['@site/changelog/a "b".md']), /from "@site\/changelog\/a \\"b\\"\.md";/);
});
