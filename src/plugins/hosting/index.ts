import fs from 'node:fs/promises';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {renderCaddyfile, renderHeadersFile, renderNginxConf, renderRedirectsFile, renderVercelJson, type BuildLayout} from './host-files';
import {metaContentSecurityPolicy, POLICY_FILE, type HostingPolicy} from './policy';
import type {BuiltPagesConsumer, BuiltPagesProps, ConsumesBuiltPages} from '../built-pages';
import {buildContentSecurityPolicy, type CspSources} from './content-security-policy';
import {pluginWithOptions} from '../../lib/build/plugin-options';
import {validateOptions, type HostingOptions, type ResolvedHostingOptions} from './options';

export {validateOptions, type CspSources, type HostingOptions, type ResolvedHostingOptions};

/** The host files the build writes, by path in the build folder. */
export const HOST_FILES = {
  headers: '_headers',
  redirects: '_redirects',
  vercel: 'vercel.json',
  nginx: '_hosting/nginx.conf',
  caddy: '_hosting/Caddyfile',
  policy: POLICY_FILE,
} as const;

/**
 * The host files as the policy's `hidden` entries, which no host serves: each file at the build's
 * root, and the folder of the others (`/_hosting/`).
 */
export const HOST_FILE_PATHS: readonly string[] = [
  ...new Set(Object.values(HOST_FILES).map((file) => (file.includes('/') ? `/${file.slice(0, file.indexOf('/') + 1)}` : `/${file}`))),
];

/**
 * Writes the build's hosting policy and one file per host from it (see
 * policy.ts and host-files.ts): a strict Content-Security-Policy made for this build (its inline
 * scripts' hashes and the hosts its configured features call), the hardening headers, caching
 * by content hash, clean URLs and the 404 page. `npm run serve` applies the same policy.
 */
function hostingPlugin(_context: LoadContext, options: ResolvedHostingOptions): Plugin & ConsumesBuiltPages {
  return {
    name: 'hosting',

    // Each folder's 404 page as a page of the site, so the build renders it at its own path: under
    // an older docs version, the navbar the browser draws there (that version's) is the one the
    // page was built with, and the page hydrates without a mismatch.
    async contentLoaded({actions}) {
      for (const {page} of options.notFoundUnder) actions.addRoute({path: page, component: '@theme/NotFound', exact: true});
    },

    // Fed by the built-pages plugin, which reads and parses each built page once for every consumer:
    // every HTML file, since any of them can be served and any inline script must be allowed.
    consumeBuiltPages({outDir}: BuiltPagesProps): BuiltPagesConsumer<string[]> {
      const hashes = new Set<string>();
      const pages: string[] = [];
      return {
        analysis: {module: path.join(__dirname, 'page-analysis.ts'), input: () => null},
        page({file}, scriptHashes: string[] | undefined) {
          pages.push(file);
          for (const hash of scriptHashes ?? []) hashes.add(hash);
        },
        async finish() {
          const contentSecurityPolicy = buildContentSecurityPolicy({inlineScriptHashes: hashes, allow: options.allow});
          const policy = hostingPolicy(options, contentSecurityPolicy);
          const layout = await buildLayout(outDir, pages, policy.subresources);
          const files: Record<keyof typeof HOST_FILES, string> = {
            headers: renderHeadersFile(policy, layout),
            redirects: renderRedirectsFile(layout),
            vercel: renderVercelJson(policy),
            nginx: renderNginxConf(policy),
            caddy: renderCaddyfile(policy),
            policy: `${JSON.stringify(policy, null, 2)}\n`,
          };
          await fs.mkdir(path.join(outDir, '_hosting'), {recursive: true});
          await Promise.all(Object.entries(files).map(([key, text]) => fs.writeFile(path.join(outDir, HOST_FILES[key as keyof typeof HOST_FILES]), text)));
          // The other consumers took each page's text when it was read; nothing reads the files again.
          // The 404 page carries the policy itself on every build: hosts that set headers by path
          // (`_headers`, Vercel) send it without the document headers where no page is.
          const notFoundPages = new Set([options.notFound, ...options.notFoundUnder.map(({page}) => page)].map((page) => path.resolve(outDir, page.slice(1))));
          const withMeta = options.cspMeta ? pages : pages.filter((file) => notFoundPages.has(path.resolve(file)));
          await Promise.all(withMeta.map((file) => addMetaPolicy(file, contentSecurityPolicy)));
          logger.info(
            `[hosting] policy, _headers, _redirects, vercel.json, nginx and Caddy files: ${hashes.size} inline script hashes from ${pages.length} pages${options.cspMeta ? '; the CSP also in each page' : ''}`,
          );
        },
      };
    },
  };
}

export function hostingPolicy(options: ResolvedHostingOptions, contentSecurityPolicy: string): HostingPolicy {
  return {
    version: 2,
    headers: options.securityHeaders,
    documentHeaders: [['Content-Security-Policy', contentSecurityPolicy], ...options.documentHeaders],
    subresources: options.subresources,
    workers: options.workers,
    cache: options.cache,
    hidden: options.hidden,
    notFound: options.notFound,
    // The longest folder first, so a folder inside another gets its own page.
    notFoundUnder: [...options.notFoundUnder].sort((a, b) => b.prefix.length - a.prefix.length),
  };
}

/**
 * The build's root folders (the other plugins add none but hashed ones), the folders inside
 * those that hold a subresource folder, and its deepest page path.
 */
async function buildLayout(outDir: string, pages: readonly string[], subresources: readonly string[]): Promise<BuildLayout> {
  const folders = async (sitePath: string) =>
    (await fs.readdir(path.join(outDir, sitePath), {withFileTypes: true}).catch(() => []))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name)
      .sort();
  const parents = new Set(
    subresources.flatMap((prefix) => {
      const segments = prefix.split('/').filter(Boolean);
      return segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}/`);
    }),
  );
  const childDirs: Record<string, string[]> = {};
  for (const parent of parents) childDirs[parent] = await folders(parent);
  const pageDepth = Math.max(
    1,
    ...pages.map(
      (file) =>
        path
          .relative(outDir, file)
          .replace(/(\/index)?\.html$/, '')
          .split(path.sep)
          .filter(Boolean).length,
    ),
  );
  return {topLevelDirs: await folders('/'), childDirs, pageDepth};
}

/**
 * Puts the policy in a `<meta http-equiv>` right after the page's charset declaration (before any
 * script, which it must precede to apply to it), without the directives a meta policy cannot carry.
 */
export function withMetaPolicy(html: string, contentSecurityPolicy: string): string {
  const content = metaContentSecurityPolicy(contentSecurityPolicy).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}">`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length);
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('hosting: a built page has no <head> to put the Content-Security-Policy in.');
  return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
}

async function addMetaPolicy(file: string, contentSecurityPolicy: string): Promise<void> {
  await fs.writeFile(file, withMetaPolicy(await fs.readFile(file, 'utf8'), contentSecurityPolicy));
}

export default pluginWithOptions(hostingPlugin, validateOptions);
