import fs from 'node:fs/promises';
import path from 'node:path';

import * as cheerio from 'cheerio';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {compileHintsBanner} from './compile-hints';

const here = __dirname;

/** Modules of the themes and their dependencies replaced by smaller ones of ours. */
export const replacements = [
  {
    // Every code generator postman-code-generators ships → only the ones the site shows.
    request: /postman-code-generators[\\/]lib[\\/]assets[\\/]languages\.js$/,
    replacement: path.join(here, 'code-generators.cjs'),
  },
  {
    request: /^iconv-lite$/,
    replacement: path.join(here, 'iconv-lite.cjs'),
  },
  {
    // Docusaurus's startup module that loads Prism's extra languages → nothing;
    // src/theme/CodeBlock/Content/Highlighted loads them with Prism, when a block is highlighted in the browser.
    request: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
    replacement: path.join(here, 'empty.cjs'),
  },
  {
    // The docs plugin's client helpers → the same, remembering the active doc per path.
    request: /^\.\/docsClientUtils$/,
    replacement: path.join(here, 'docs-client-utils.ts'),
  },
  {
    // Docusaurus's browser context → the same, switching to the browser in a transition (see the module).
    request: /^\.{1,2}\/browserContext$/,
    replacement: path.join(here, 'browser-context.tsx'),
  },
  {
    // The code blocks' word-wrap state, the theme's and the OpenAPI theme's copy → one measuring
    // each block when it comes near the screen, not every block in the page's first effects.
    request: /^(\.\/hooks|@theme\/utils)\/useCodeWordWrap$/,
    replacement: path.join(here, '..', '..', 'lib', 'useCodeWordWrap.ts'),
  },
];

/** Stand-ins for modules Docusaurus generates into .docusaurus/, chosen by the generated module that imports them. */
export const generatedModuleReplacements = [
  {
    // The route table's component creator → one creating each route's component when first needed.
    request: /^@docusaurus\/ComponentCreator$/,
    importers: /[\\/]\.docusaurus[\\/]routes\.js$/,
    replacement: path.join(here, 'lazy-route-components.tsx'),
  },
];

/** Stand-ins for the server build alone, chosen by the module that imports them. */
export const serverReplacementsByImporter = [
  {
    // The route modules' registry → the same, each module named by its chunk, so pages list their chunks (see the module).
    request: /^@generated\/registry$/,
    importers: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/,
    replacement: path.join(here, 'registry-by-chunk-name.ts'),
  },
];

/**
 * Loaders in src/lib of components the browser loads lazily; each has a
 * `<name>.server.ts` twin with the component in the bundle, so the server
 * renders pages in one pass.
 */
const lazyComponentLoaders = ['codeHighlightChunk', 'openApiMarkdownChunk'];

/** Modules the server build replaces: the page renderer, and the loaders above by their twins. */
export const serverReplacements = [
  {
    // Docusaurus's page renderer → the same, with React's progressive chunking off (see the module).
    request: /^\.\/renderToHtml$/,
    replacement: path.join(here, 'render-to-html.mjs'),
  },
  ...lazyComponentLoaders.map((name) => ({
    request: new RegExp(`[\\\\/]lib[\\\\/]${name}$`),
    replacement: path.join(here, '..', '..', 'lib', `${name}.server.ts`),
  })),
];

/** A pattern matching the files of the OpenAPI theme's modules given as `<path under lib/theme>` without `.js`. */
function openApiThemeModules(modules: string[]): RegExp {
  const names = modules.map((module) => module.replaceAll('/', '[\\\\/]')).join('|');
  return new RegExp(`docusaurus-theme-openapi-docs[\\\\/]lib[\\\\/]theme[\\\\/](${names})\\.js$`);
}

/**
 * The OpenAPI theme's modules whose only use of useIsBrowser is a key that
 * makes React draw their content a second time after hydration: they get
 * no-remount.ts instead (its ApiItem, which builds its store from it, keeps
 * the real hook).
 */
export const remountingOpenApiModules = openApiThemeModules([
  'Tabs/index',
  'MimeTabs/index',
  'SchemaTabs/index',
  'DiscriminatorTabs/index',
  'ApiTabs/index',
  'OperationTabs/index',
  'ApiExplorer/CodeTabs/index',
  'ApiExplorer/ApiCodeBlock/index',
]);

/**
 * The OpenAPI theme's sections that wrap their content in `<BrowserOnly>`
 * (an operation's parameters, request body and responses): they get
 * render-everywhere.tsx instead, so the server writes them into the page and
 * the browser hydrates them, rather than drawing them (with the Markdown
 * renderer and Prism) once the page has loaded.
 */
export const browserOnlyOpenApiModules = openApiThemeModules(['ParamsDetails/index', 'RequestSchema/index', 'ResponseSchema/index']);

type ResolveData = {request: string; context?: string; contextInfo?: {issuer?: string}};

/** Whether a request comes from a module `modules` matches (by its issuer, else its directory). */
export function importedBy(modules: RegExp, {context, contextInfo}: Omit<ResolveData, 'request'>): boolean {
  const issuer = contextInfo?.issuer || (context ? path.join(context, 'index.js') : '');
  return modules.test(issuer);
}

/** Stand-ins chosen by the module that imports them (Docusaurus's own, and the OpenAPI theme's). */
export const replacementsByImporter = [
  {request: /^@docusaurus\/useIsBrowser$/, importers: remountingOpenApiModules, replacement: path.join(here, 'no-remount.ts')},
  {request: /^@docusaurus\/BrowserOnly$/, importers: browserOnlyOpenApiModules, replacement: path.join(here, 'render-everywhere.tsx')},
  {
    // Every API page's storage helpers hash with crypto-js's SHA1 alone; the whole library evaluates
    // all its algorithms when a page loads.
    request: /^crypto-js$/,
    importers: openApiThemeModules(['ApiExplorer/storage-utils']),
    replacement: path.join(here, 'crypto-js-sha1.cjs'),
  },
  {
    // The page component only ungzips the operation: pako's inflate build, without deflate.
    request: /^pako$/,
    importers: openApiThemeModules(['ApiItem/index']),
    replacement: 'pako/browser/inflate',
  },
  {
    // React Router's path matching → the same, comparing strings for routes without parameters
    // instead of compiling an expression for each (see the module).
    request: /^path-to-regexp$/,
    importers: /[\\/]react-router[\\/](esm|cjs)[\\/]react-router(\.min)?\.js$/,
    replacement: path.join(here, 'static-path-matcher.ts'),
  },
  {
    // The helper that prefetches a route's scripts when a link to it comes into view → the same,
    // waiting until the page has loaded and the browser is idle (see the module).
    request: /^\.\/prefetch$/,
    importers: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
    replacement: path.join(here, 'prefetch-when-idle.ts'),
  },
  {
    // Docusaurus's shared helpers use one tslib helper, but through require(), which keeps all of tslib.
    request: /^tslib$/,
    importers: /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
    replacement: path.join(here, 'tslib-import-default.cjs'),
  },
];

/**
 * No JavaScript file over this size before compression (issue 12): larger
 * lazily loaded chunks (the request panel with its code generators) are cut
 * into parts that download in parallel.
 */
const MAX_ASYNC_CHUNK_BYTES = 450_000;

/** The chunk, and so the style sheet (`assets/css/<name>.<hash>.css`), of the OpenAPI theme's styles. */
export const API_STYLES_CHUNK = 'api-reference';

/**
 * The OpenAPI theme's CSS modules, pulled out of Docusaurus's single site-wide
 * style sheet (its `styles` cache group, priority 50) into their own.
 */
const apiStylesCacheGroup = {
  name: API_STYLES_CHUNK,
  type: 'css/mini-extract',
  test: /[\\/]docusaurus-theme-openapi-docs[\\/]/,
  chunks: 'async',
  enforce: true,
  priority: 60,
} as const;

/**
 * The changelog's list pages (/changelog and its pages) show excerpts of
 * posts, which the blog plugin asks for as `<post>.md?truncated=true`, and
 * Docusaurus gives each a chunk of its own: 10 requests per page, and as
 * many scripts for the page's start-up to insert before it hydrates. Only
 * list pages load excerpts, so they go in one chunk: the 41 are 18 KB gzip
 * together, 47 KB apart.
 */
export const CHANGELOG_EXCERPTS_CHUNK = 'changelog-excerpts';

/** Whether a module is a blog post's excerpt (tested on the resource: a RegExp `test` does not see the query). */
export function isPostExcerpt(module: object): boolean {
  const {resource} = module as {resource?: unknown};
  return typeof resource === 'string' && /\.mdx?\?truncated=true$/.test(resource);
}

const changelogExcerptsCacheGroup = {
  name: CHANGELOG_EXCERPTS_CHUNK,
  test: isPostExcerpt,
  chunks: 'async',
  enforce: true,
  priority: 40,
} as const;

/**
 * API pages get their style sheet in the HTML, after the site's, so they are
 * styled before any script runs; on a client-side navigation the chunk loader
 * adds the same sheet (and skips it when this link is already there).
 * Returns the HTML unchanged for any other page.
 */
export function linkApiStyles(html: string, href: string): string {
  // Most pages are not API pages: skip parsing those.
  if (!html.includes('theme-api-markdown')) {
    return html;
  }
  const $ = cheerio.load(html);
  if ($('.theme-api-markdown').length === 0 || $(`link[rel="stylesheet"][href="${href}"]`).length > 0) {
    return html;
  }
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) {
    throw new Error('An API page has no </head>: cannot link its style sheet.');
  }
  return `${html.slice(0, headEnd)}<link rel="stylesheet" href="${href}">${html.slice(headEnd)}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export type LeanBundlesOptions = {
  /** Write source maps next to the browser's scripts, to profile the production build. */
  sourceMaps?: boolean;
};

/**
 * Keeps what the browser downloads small and quick to start (issue 12): the
 * API reference's request panel without the code generators the site does
 * not offer or iconv-lite's encoding tables, Prism out of the main bundle, no
 * lazily loaded chunk over MAX_ASYNC_CHUNK_BYTES, the changelog excerpts in
 * one chunk, the start-up scripts compiled while they download
 * (compile-hints.ts), route components created when first needed, and the
 * theme's modules replaced above.
 */
export default function leanBundlesPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = (rawOptions ?? {}) as LeanBundlesOptions;
  if (options.sourceMaps !== undefined && typeof options.sourceMaps !== 'boolean') {
    throw new Error('lean-bundles: option "sourceMaps" must be true or false.');
  }
  return {
    name: 'lean-bundles',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        // The bundler's persistent cache holds modules compiled without maps (its key leaves out
        // `devtool`), and a mapped build restoring them maps almost nothing: it starts cold.
        ...(options.sourceMaps && !isServer ? {devtool: 'source-map', cache: false, experiments: {cache: false}} : {}),
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                maxAsyncSize: MAX_ASYNC_CHUNK_BYTES,
                cacheGroups: {[API_STYLES_CHUNK]: apiStylesCacheGroup, [CHANGELOG_EXCERPTS_CHUNK]: changelogExcerptsCacheGroup},
              },
            },
        plugins: [
          ...[...replacements, ...(isServer ? serverReplacements : [])].map(
            ({request, replacement}) =>
              new currentBundler.instance.NormalModuleReplacementPlugin(request, replacement),
          ),
          ...[...replacementsByImporter, ...generatedModuleReplacements, ...(isServer ? serverReplacementsByImporter : [])].map(
            ({request, importers, replacement}) =>
              new currentBundler.instance.NormalModuleReplacementPlugin(request, (resolveData: ResolveData) => {
                if (importedBy(importers, resolveData)) resolveData.request = replacement;
              }),
          ),
          ...(isServer
            ? []
            : [
                new currentBundler.instance.BannerPlugin(
                  compileHintsBanner(currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE),
                ),
              ]),
        ],
      };
    },
    async postBuild({outDir, baseUrl}) {
      const cssDir = path.join(outDir, 'assets/css');
      const sheet = (await fs.readdir(cssDir)).find(
        (name) => name.startsWith(`${API_STYLES_CHUNK}.`) && name.endsWith('.css'),
      );
      if (!sheet) {
        throw new Error(`The build has no assets/css/${API_STYLES_CHUNK}.*.css: the API pages would be unstyled.`);
      }
      const href = `${baseUrl}assets/css/${sheet}`;
      await Promise.all(
        (await htmlFiles(outDir)).map(async (file) => {
          const html = await fs.readFile(file, 'utf8');
          const linked = linkApiStyles(html, href);
          if (linked !== html) {
            await fs.writeFile(file, linked);
          }
        }),
      );
    },
  };
}
