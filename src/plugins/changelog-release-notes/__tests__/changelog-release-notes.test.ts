import assert from 'node:assert/strict';
import {test} from 'node:test';

import changelogReleaseNotesPlugin, {
  FULL_RELEASES,
  validateOptions,
  releasesModuleSource,
  earlierReleasePages,
  EARLIER_RELEASES_FILE,
  type ReleaseNotesProps,
} from '..';
import {checkReleasePosts} from '../release-posts';
import type {BlogPost} from '@docusaurus/plugin-content-blog';

test('the plugin accepts a route, and the blog id and releases in full default', () => {
  assert.deepEqual(validateOptions({options: {path: '/changelog/main'}}), {
    path: '/changelog/main',
    blogPluginId: 'default',
    fullReleases: FULL_RELEASES,
    id: 'default',
  });
  assert.equal(validateOptions({options: {path: '/x', blogPluginId: 'news'}}).blogPluginId, 'news');
});

test('bad options get a message naming the option', () => {
  assert.throws(() => validateOptions({options: undefined}), /changelog-release-notes: option "path" is required/);
  assert.throws(() => validateOptions({options: {path: 'changelog/main'}}), /option "path" must be the page route, starting with "\/"/);
  assert.throws(() => validateOptions({options: {path: '/x', blogPluginId: 3}}), /option "blogPluginId" must be string, not number/);
  assert.throws(() => validateOptions({options: {path: '/x', releases: 3}}), /option "releases" is not an option of this plugin/);
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
  assert.deepEqual(
    releases.map(({content}) => content.metadata.title),
    ['v0.2.0', 'v0.1.0'],
  );
});

test('post paths are written as string literals, whatever characters they hold', () => {
  assert.match(releasesModuleSource(['@site/changelog/a "b".md']), /from "@site\/changelog\/a \\"b\\"\.md";/);
});

test('how many releases the page shows in full is a whole number of at least 1', () => {
  assert.equal(validateOptions({options: {path: '/x', fullReleases: 3}}).fullReleases, 3);
  for (const bad of [0, 2.5]) {
    assert.throws(() => validateOptions({options: {path: '/x', fullReleases: bad}}), /option "fullReleases" must be a whole number of at least 1/);
  }
  for (const bad of ['10', null]) {
    assert.throws(() => validateOptions({options: {path: '/x', fullReleases: bad}}), /option "fullReleases" must be number/);
  }
});

/** A blog post as the blog plugin gives it, as far as the plugin reads it. */
function post(version: string, permalink = `/changelog/${version.replace(/\./g, '-')}`) {
  return {metadata: {source: `@site/changelog/${version}.md`, title: `Agenta ${version}`, frontMatter: {version}, permalink, unlisted: false}};
}

/** Runs the plugin on these posts and returns what it asked for: the data files and the route. */
async function runPlugin(posts: ReturnType<typeof post>[], options: Record<string, unknown> = {}) {
  const data = new Map<string, string>();
  const routes: {path: string; modules: Record<string, string>; props: ReleaseNotesProps}[] = [];
  const plugin = changelogReleaseNotesPlugin({baseUrl: '/'} as never, validateOptions({options: {path: '/changelog/main', ...options}}));
  await plugin.allContentLoaded!({
    allContent: {'docusaurus-plugin-content-blog': {default: {blogPosts: posts}}},
    actions: {
      createData: async (name: string, content: string) => {
        data.set(name, content);
        return `/generated/${name}`;
      },
      addRoute: (route: (typeof routes)[number]) => routes.push(route),
    },
  } as never);
  return {data, route: routes[0]!};
}

test('the page imports the newest releases only, however many there are', async () => {
  const posts = Array.from({length: 40}, (_, i) => post(`v0.${40 - i}.0`));
  const {data, route} = await runPlugin(posts);
  const imports = [...data.get('releases.js')!.matchAll(/^import \* as \w+ from "([^"]+)";$/gm)].map((m) => m[1]);
  assert.deepEqual(
    imports,
    posts.slice(0, FULL_RELEASES).map((p) => p.metadata.source),
  );
  assert.equal(route.modules.releases, '/generated/releases.js');
  assert.deepEqual(route.props, {
    permalink: '/changelog/main',
    nextEarlier: {version: `v0.${40 - FULL_RELEASES}.0`, permalink: `/changelog/v0-${40 - FULL_RELEASES}-0`},
    earlierCount: 40 - FULL_RELEASES,
  });
  // The releases not shown, for addresses that name them: a data file the route does not load.
  assert.deepEqual(Object.keys(route.modules), ['releases']);
  const earlier = JSON.parse(data.get(EARLIER_RELEASES_FILE)!) as Record<string, string>;
  assert.deepEqual(
    Object.keys(earlier),
    posts.slice(FULL_RELEASES).map((p) => p.metadata.permalink.slice('/changelog/'.length)),
  );
  assert.equal(earlier['v0-1-0'], '/changelog/v0-1-0');
  // Four times the releases, the same page.
  const more = await runPlugin(Array.from({length: 160}, (_, i) => post(`v0.${160 - i}.0`)));
  assert.equal([...more.data.get('releases.js')!.matchAll(/^import /gm)].length, FULL_RELEASES);
});

test('with no more releases than it shows, the page has no earlier ones', async () => {
  const {route} = await runPlugin([post('v0.2.0'), post('v0.1.0')], {fullReleases: 2});
  assert.equal(route.props.nextEarlier, null);
  assert.equal(route.props.earlierCount, 0);
});

test('each release not shown is found by the anchor it had on the page, wherever its page is', () => {
  assert.deepEqual(earlierReleasePages([post('v0.13.1-5'), post('v0.2.0', '/changelog/2024/01/02/second'), post('Launch', '/news/launch')]), {
    'v0-13-1-5': '/changelog/v0-13-1-5',
    'v0-2-0': '/changelog/2024/01/02/second',
    launch: '/news/launch',
  });
  // Two releases with one anchor (a version written twice): the newer keeps it.
  assert.deepEqual(earlierReleasePages([post('v0.3.0', '/changelog/b'), post('v0.3.0', '/changelog/a')]), {'v0-3-0': '/changelog/b'});
});

test('a release post without its date or version stops the build, naming the file', async () => {
  const post = (source: string, frontMatter: Record<string, unknown>) => ({metadata: {source, frontMatter}}) as unknown as BlogPost;
  const complete = post('@site/changelog/2024-11-06-v0-27-0.md', {date: '2024-11-06', version: 'v0.27.0'});
  assert.deepEqual(checkReleasePosts({blogPosts: [complete]}), [complete]);
  assert.throws(
    () => checkReleasePosts({blogPosts: [complete, post('@site/changelog/v0-28-0.md', {version: 'v0.28.0'}), post('@site/changelog/x.md', {})]}),
    /changelog\/v0-28-0\.md: no `date:` in its front matter\n {2}changelog\/x\.md: no `date:` or `version:` in its front matter$/,
  );
  // The site's blog runs it on every load.
  const {default: config} = await import('../../../../docusaurus.config');
  const preset = (config.presets as [string, {blog: {processBlogPosts: (args: {blogPosts: BlogPost[]}) => Promise<unknown>}}][])[0]![1];
  await assert.rejects(preset.blog.processBlogPosts({blogPosts: [post('@site/changelog/x.md', {version: 'v1'})]}), /x\.md: no `date:`/);
});
