import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {pluginWithOptions} from '../../lib/build/plugin-options';
import {validateOptions, type ResolvedRobotsTxtOptions, type RobotsTxtOptions} from './options';

export type {RobotsTxtOptions};
export {validateOptions};

/**
 * Writes `robots.txt` into the build: every crawler welcome but on the
 * paths in `disallow`, and the address of the sitemap on the site's public
 * URL (`url` and `baseUrl` of the site's configuration).
 */
function robotsTxtPlugin(context: LoadContext, options: ResolvedRobotsTxtOptions): Plugin {
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
  return ['User-agent: *', ...(disallow.length ? disallow.map((rule) => `Disallow: ${rule}`) : ['Disallow:']), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

export default pluginWithOptions(robotsTxtPlugin, validateOptions);
