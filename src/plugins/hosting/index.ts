import fs from 'node:fs/promises';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {
  renderCaddyfile,
  renderHeadersFile,
  renderNginxConf,
  renderRedirectsFile,
  renderVercelJson,
  type BuildLayout,
} from './host-files';
import {metaContentSecurityPolicy, POLICY_FILE, type HostingPolicy} from './policy';
import type {BuiltPagesConsumer, BuiltPagesProps, ConsumesBuiltPages} from '../built-pages';
import {buildContentSecurityPolicy, inlineScriptHashes, type CspSources} from './content-security-policy';

export type {CspSources};

/** The rules of config/hosting.ts, and the hosts the configured features need. */
export type HostingOptions = {
  /** Hosts the configured features need (search, analytics, the API request panel), per directive. */
  allow: CspSources[];
  /** Headers of every response. */
  securityHeaders: [name: string, value: string][];
  /** Headers of documents and workers, besides the Content-Security-Policy this plugin computes. */
  documentHeaders: [name: string, value: string][];
  /** Path prefixes of files only a page fetches, which get no document headers (HostingPolicy). */
  subresources: string[];
  /** Path prefixes of the scripts that run as workers, which get them. */
  workers: string[];
  cache: HostingPolicy['cache'];
  hidden: string[];
  notFound: string;
  /** Also put the policy's CSP in a `<meta http-equiv>` of every page, for hosts without headers. */
  cspMeta: boolean;
};

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
export default function hostingPlugin(_context: LoadContext, rawOptions: unknown): Plugin & ConsumesBuiltPages {
  const options = normalizeOptions(rawOptions);
  return {
    name: 'hosting',

    // Fed by the built-pages plugin, which reads and parses each built page once for every consumer:
    // every HTML file, since any of them can be served and any inline script must be allowed.
    consumeBuiltPages({outDir}: BuiltPagesProps): BuiltPagesConsumer {
      const hashes = new Set<string>();
      const pages: string[] = [];
      return {
        page({file, tree}) {
          pages.push(file);
          for (const hash of inlineScriptHashes(tree)) hashes.add(hash);
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
          const notFoundPage = path.join(outDir, options.notFound);
          const withMeta = options.cspMeta ? pages : pages.filter((file) => path.resolve(file) === path.resolve(notFoundPage));
          await Promise.all(withMeta.map((file) => addMetaPolicy(file, contentSecurityPolicy)));
          logger.info(
            `[hosting] policy, _headers, _redirects, vercel.json, nginx and Caddy files: ${hashes.size} inline script hashes from ${pages.length} pages${options.cspMeta ? '; the CSP also in each page' : ''}`,
          );
        },
      };
    },
  };
}

export function hostingPolicy(options: HostingOptions, contentSecurityPolicy: string): HostingPolicy {
  return {
    version: 2,
    headers: options.securityHeaders,
    documentHeaders: [['Content-Security-Policy', contentSecurityPolicy], ...options.documentHeaders],
    subresources: options.subresources,
    workers: options.workers,
    cache: options.cache,
    hidden: options.hidden,
    notFound: options.notFound,
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
    ...pages.map((file) => path.relative(outDir, file).replace(/(\/index)?\.html$/, '').split(path.sep).filter(Boolean).length),
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

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

export function normalizeOptions(raw: unknown): HostingOptions {
  const options = (raw ?? {}) as Partial<HostingOptions>;
  const {allow} = options;
  const validAllow =
    Array.isArray(allow) &&
    allow.every(
      (sources) =>
        typeof sources === 'object' &&
        sources !== null &&
        Object.values(sources).every(
          (list) => Array.isArray(list) && list.every((source) => typeof source === 'string' && !/[\s;,]/.test(source)),
        ),
    );
  if (!validAllow) {
    throw new Error(
      'hosting: option "allow" must be a list of {directive: [source, …]} objects, ' +
        'each source one CSP source expression without spaces, commas or semicolons.',
    );
  }
  const headerList = (name: 'securityHeaders' | 'documentHeaders') => {
    const headers = options[name];
    if (!Array.isArray(headers) || !headers.every((pair) => Array.isArray(pair) && HEADER_NAME.test(String(pair[0])) && typeof pair[1] === 'string' && !/[\r\n"]/.test(pair[1]))) {
      throw new Error(`hosting: option "${name}" must be a list of [name, value] pairs, values without quotes or line breaks.`);
    }
    return headers;
  };
  const headers = headerList('securityHeaders');
  const documentHeaders = headerList('documentHeaders');
  const prefixList = (name: 'subresources' | 'workers', shape: RegExp, example: string) => {
    const list = options[name] ?? [];
    if (!Array.isArray(list) || !list.every((prefix) => typeof prefix === 'string' && shape.test(prefix))) {
      throw new Error(`hosting: option "${name}" must be a list of path prefixes such as "${example}".`);
    }
    return list;
  };
  const subresources = prefixList('subresources', /^\/[\w-]+(\/[\w-]+)*\/$/, '/assets/js/');
  // A worker prefix names files inside a subresource folder: a host matches it as that folder plus the start of a name.
  const workers = prefixList('workers', /^\/[\w-]+(\/[\w-]+)*\/[\w-]+\.$/, '/assets/js/search-worker.');
  // A prefix inside another would have `_headers` set its headers twice on one path, which hosts join.
  for (const list of [subresources, workers]) {
    const nested = list.find((prefix, i) => list.some((other, j) => i !== j && prefix.startsWith(other)));
    if (nested) throw new Error(`hosting: "${nested}" is inside another prefix of the same option; list only the outer one.`);
  }
  const outside = workers.find((worker) => !subresources.some((prefix) => worker.startsWith(prefix)));
  if (outside) throw new Error(`hosting: worker "${outside}" is not in one of the "subresources" folders, whose files are the only ones sent without the document headers.`);
  const cache = options.cache;
  if (!cache || !Array.isArray(cache.hashed) || !cache.hashed.every((prefix) => /^\/[\w./-]*\/$/.test(prefix)) || typeof cache.hashedValue !== 'string' || typeof cache.otherValue !== 'string') {
    throw new Error('hosting: option "cache" must name the hashed folders ("/assets/") and the two Cache-Control values.');
  }
  if (!Array.isArray(options.hidden) || !options.hidden.every((hidden) => /^\/[\w./-]+$/.test(hidden)) || typeof options.notFound !== 'string') {
    throw new Error('hosting: options "hidden" (paths such as "/_headers") and "notFound" ("/404.html") are required.');
  }
  return {
    allow: allow as CspSources[],
    securityHeaders: headers,
    documentHeaders,
    subresources,
    workers,
    cache,
    hidden: options.hidden,
    notFound: options.notFound,
    cspMeta: options.cspMeta === true,
  };
}
