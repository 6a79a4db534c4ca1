import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, BlogPostMetadata} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';

import {releaseAnchor, releaseVersion} from './release';
import {pluginWithOptions} from '../../lib/build/plugin-options';
import {FULL_RELEASES, validateOptions, type ChangelogReleaseNotesOptions, type ResolvedChangelogReleaseNotesOptions} from './options';

export {FULL_RELEASES, validateOptions, type ChangelogReleaseNotesOptions};

/** The page's props besides its modules. */
export type ReleaseNotesProps = {
  permalink: string;
  /** The newest release the page does not show, which its last section links to; null when it shows them all. */
  nextEarlier: {version: string; permalink: string} | null;
  /** Releases not shown. */
  earlierCount: number;
};

/** The data file, under the plugin's folder of `@generated`, of the releases the page does not show. */
export const EARLIER_RELEASES_FILE = 'earlier-releases.json';

/**
 * The anchor each release had on the page when it showed them all, and the
 * release's own page, for the releases it does not show: the page reads this
 * only when its address names an anchor it does not hold, to send the reader
 * to that release's page. The newest release of an anchor wins.
 */
export function earlierReleasePages(releases: readonly {metadata: Pick<BlogPostMetadata, 'frontMatter' | 'title' | 'permalink'>}[]): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const {metadata} of releases) {
    const anchor = releaseAnchor(releaseVersion(metadata.frontMatter, metadata.title));
    if (anchor && !Object.hasOwn(pages, anchor)) pages[anchor] = metadata.permalink;
  }
  return pages;
}

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
 * Adds one page that shows the newest changelog posts in full. The posts stay
 * the single source: each release is still its own blog post, archive entry
 * and feed item; this page only imports the MDX modules of the newest.
 */
function changelogReleaseNotesPlugin(context: LoadContext, options: ResolvedChangelogReleaseNotesOptions): Plugin {
  const {blogPluginId} = options;
  return {
    name: 'changelog-release-notes',

    // The page's component, @theme/ReleaseNotes.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.[blogPluginId] as BlogContent | undefined;
      if (!blog) {
        throw new Error(`changelog-release-notes: no blog plugin with id "${blogPluginId}" is loaded.`);
      }
      // The blog plugin has already sorted its posts newest first.
      const releases = blog.blogPosts.filter((post) => !post.metadata.unlisted);
      const shown = releases.slice(0, options.fullReleases);
      const next = releases[shown.length];
      const releasesModule = await actions.createData('releases.js', releasesModuleSource(shown.map((post) => post.metadata.source)));
      await actions.createData(EARLIER_RELEASES_FILE, JSON.stringify(earlierReleasePages(releases.slice(shown.length))));
      const permalink = normalizeUrl([context.baseUrl, options.path]);
      actions.addRoute({
        path: permalink,
        component: '@theme/ReleaseNotes',
        exact: true,
        modules: {releases: releasesModule},
        props: {
          permalink,
          nextEarlier: next ? {version: releaseVersion(next.metadata.frontMatter, next.metadata.title), permalink: next.metadata.permalink} : null,
          earlierCount: releases.length - shown.length,
        } satisfies ReleaseNotesProps,
      });
    },
  };
}

export default pluginWithOptions(changelogReleaseNotesPlugin, validateOptions);
