import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

export type RobotsTxtOptions = {
  /** Path prefixes (from the site's root, query included where it matters) crawlers should not fetch. */
  disallow: string[];
};

/**
 * Writes `robots.txt` into the build: every crawler welcome but on the
 * paths in `disallow`, and the address of the sitemap on the site's public
 * URL (`url` and `baseUrl` of the site's configuration).
 */
export default function robotsTxtPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = normalizeOptions(rawOptions);
  const {url, baseUrl} = context.siteConfig;
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      await fs.writeFile(
        path.join(outDir, 'robots.txt'),
        robotsTxt({sitemapUrl: `${url.replace(/\/+$/, '')}${baseUrl}sitemap.xml`, disallow: options.disallow}),
      );
    },
  };
}

/**
 * The file's text (RFC 9309). A rule matches every path that starts with it,
 * so `/search?` keeps crawlers off the search page's results while the page
 * itself (`/search`, its canonical address) stays crawlable.
 */
export function robotsTxt({sitemapUrl, disallow}: {sitemapUrl: string; disallow: readonly string[]}): string {
  return [
    'User-agent: *',
    ...(disallow.length ? disallow.map((rule) => `Disallow: ${rule}`) : ['Disallow:']),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}

export function normalizeOptions(raw: unknown): RobotsTxtOptions {
  const disallow = (raw as {disallow?: unknown} | undefined)?.disallow ?? [];
  if (!Array.isArray(disallow) || !disallow.every((rule) => typeof rule === 'string' && /^\/\S*$/.test(rule))) {
    throw new Error('robots-txt: option "disallow" must be a list of paths, each starting with "/" and without spaces.');
  }
  return {disallow};
}
