import type {BlogPost} from '@docusaurus/plugin-content-blog';

/**
 * Every release post names its release and the day it came out in its front matter. Without a
 * `date`, the blog plugin falls back to the file's date or the day of the build, and the post
 * silently becomes the newest release on `/changelog/main` and in the feeds; without a `version`,
 * nothing ties it to the platform's tag. The blog's `processBlogPosts` runs this on every load.
 */
export function checkReleasePosts({blogPosts}: {blogPosts: BlogPost[]}): BlogPost[] {
  const problems = blogPosts.flatMap(({metadata: {source, frontMatter}}) => {
    const missing = (['date', 'version'] as const).filter((key) => frontMatter[key] === undefined || frontMatter[key] === '');
    return missing.length ? [`  ${source.replace(/^@site\//, '')}: no ${missing.map((key) => `\`${key}:\``).join(' or ')} in its front matter`] : [];
  });
  if (problems.length) {
    throw new Error(`changelog: every release post gives its \`date:\` (the day the release came out) and \`version:\` (its tag):\n${problems.join('\n')}`);
  }
  return blogPosts;
}
