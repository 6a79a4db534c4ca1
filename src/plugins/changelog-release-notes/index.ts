import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';

export type ChangelogReleaseNotesOptions = {
  /** Route of the page listing every release in full, newest first. */
  path: string;
  /** Id of the blog plugin instance holding one post per release. */
  blogPluginId?: string;
};

/**
 * The source of the module the page loads: every post's MDX module, in the
 * shape Docusaurus gives a module it loads for a route (the component, with
 * the module's other exports, metadata and front matter, set on it). One
 * module, so one chunk for the page instead of one per post (41 requests,
 * and as many scripts inserted before the page hydrates); each post's own
 * page still loads only its post.
 */
export function releasesModuleSource(postSources: readonly string[]): string {
  const imports = postSources.map((source, index) => `import * as post${index} from ${JSON.stringify(source)};`);
  return `${imports.join('\n')}

function release(module) {
  const content = module.default;
  for (const [name, value] of Object.entries(module)) {
    if (name !== 'default') content[name] = value;
  }
  return {content};
}

export default [${postSources.map((_, index) => `post${index}`).join(', ')}].map(release);
`;
}

/**
 * Adds one page that shows every changelog post in full. The posts stay the
 * single source: each release is still its own blog post, archive entry and
 * feed item; this page only imports their MDX modules.
 */
export default function changelogReleaseNotesPlugin(
  context: LoadContext,
  rawOptions: unknown,
): Plugin {
  const options = normalizeOptions(rawOptions);
  const blogPluginId = options.blogPluginId ?? 'default';
  return {
    name: 'changelog-release-notes',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.[blogPluginId] as
        | BlogContent
        | undefined;
      if (!blog) {
        throw new Error(
          `changelog-release-notes: no blog plugin with id "${blogPluginId}" is loaded.`,
        );
      }
      // The blog plugin has already sorted its posts newest first.
      const releases = blog.blogPosts.filter((post) => !post.metadata.unlisted);
      const releasesModule = await actions.createData(
        'releases.js',
        releasesModuleSource(releases.map((post) => post.metadata.source)),
      );
      const permalink = normalizeUrl([context.baseUrl, options.path]);
      actions.addRoute({
        path: permalink,
        component: '@site/src/components/ReleaseNotes/index.tsx',
        exact: true,
        modules: {releases: releasesModule},
        props: {permalink},
      });
    },
  };
}

/** Checks the options given in docusaurus.config.ts, with a message that says what to fix. */
export function normalizeOptions(raw: unknown): ChangelogReleaseNotesOptions {
  const options = (raw ?? {}) as Partial<Record<keyof ChangelogReleaseNotesOptions, unknown>>;
  if (typeof options.path !== 'string' || !options.path.startsWith('/')) {
    throw new Error(
      'changelog-release-notes: option "path" must be the page route, starting with "/" (e.g. "/changelog/main").',
    );
  }
  if (options.blogPluginId !== undefined && typeof options.blogPluginId !== 'string') {
    throw new Error('changelog-release-notes: option "blogPluginId" must be a string.');
  }
  return {path: options.path, blogPluginId: options.blogPluginId};
}
