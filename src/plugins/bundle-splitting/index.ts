import fs from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {OPENAPI_PAGE_STYLES, OPENAPI_PANEL_STYLES} from '../api-reference/openapi-theme';
import {checkedReplacements, type ReplacementRule} from '../../lib/build/checked-replacements';
import {pluginWithOptions} from '../../lib/build/plugin-options';
import {validateOptions, type BundleSplittingOptions, type ResolvedBundleSplittingOptions} from './options';

export type {BundleSplittingOptions};
export {validateOptions};

/**
 * No JavaScript file over this size before compression: larger lazily
 * loaded chunks (the request panel with its code generators) are cut into
 * parts that download in parallel.
 */
export const MAX_ASYNC_CHUNK_BYTES = 450_000;

/**
 * The chunk, and so the style sheet (`assets/css/<name>.<hash>.css`), of the
 * OpenAPI theme's styles. API pages list it in their HTML, after the site's
 * sheet: their route chunk holds the theme's page, whose styles these are.
 */
export const API_STYLES_CHUNK = 'api-reference';

/** A pattern for a module whose resource ends with `file` (an absolute path). */
function endsWithFile(file: string): string {
  return `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

/**
 * The OpenAPI theme's CSS modules and the site's sheet of its page styles
 * (OPENAPI_PAGE_STYLES, src/plugins/api-reference/css/page.scss), pulled out of Docusaurus's single site-wide
 * style sheet (its `styles` cache group, priority 50) into their own.
 */
const apiStylesCacheGroup = {
  name: API_STYLES_CHUNK,
  type: 'css/mini-extract',
  test: new RegExp(`[\\\\/]docusaurus-theme-openapi-docs[\\\\/]|${endsWithFile(OPENAPI_PAGE_STYLES)}`),
  chunks: 'async',
  enforce: true,
  priority: 60,
} as const;

/**
 * The chunk, and so the style sheet, of the request panel's styles
 * (OPENAPI_PANEL_STYLES, src/plugins/api-reference/css/request-panel.scss, three quarters of the theme's CSS,
 * mostly the code-sample tabs' logos): the runtime adds it when the panel
 * loads, so API pages do not download it with the page.
 */
export const API_PANEL_STYLES_CHUNK = 'api-request-panel';

const apiPanelStylesCacheGroup = {
  name: API_PANEL_STYLES_CHUNK,
  type: 'css/mini-extract',
  test: new RegExp(endsWithFile(OPENAPI_PANEL_STYLES)),
  chunks: 'async',
  enforce: true,
  priority: 60,
} as const;

/**
 * The changelog's list pages show excerpts of posts, which the blog plugin
 * asks for as `<post>.md?truncated=true`, and Docusaurus gives each a chunk of
 * its own: 10 requests per page, and as many scripts for the page's start-up
 * to insert. Only list pages load excerpts, so they go in one chunk: the 41
 * are 18 KB gzip together, 47 KB apart.
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

/** The site's folder: the messages name files from it. */
const SITE_DIR = path.join(__dirname, '..', '..', '..');

/** A file as the site's messages name it: from the site's folder, with "/". */
function sitePath(file: string): string {
  return path.relative(SITE_DIR, file).split(path.sep).join('/');
}

/**
 * Where the lazy loaders and their server twins live: the site's `src/client/chunks/`, and the
 * `client/chunks/` of each local plugin that has one (a feature's own loaders, beside it).
 */
export function chunkDirs(): string[] {
  const plugins = path.join(SITE_DIR, 'src', 'plugins');
  const pluginDirs = fs
    .readdirSync(plugins)
    .sort()
    .map((name) => path.join(plugins, name, 'client', 'chunks'));
  return [path.join(SITE_DIR, 'src', 'client', 'chunks'), ...pluginDirs].filter((dir) => fs.existsSync(dir));
}

/** A lazy loader with a server twin: its name (`<name>.ts`, `<name>.server.ts`) and its folder. */
export type ServerTwin = {name: string; dir: string};

/**
 * Loaders of components the browser loads lazily that have a
 * `<name>.server.ts` twin with the component in the bundle, so that the server
 * renders pages in one pass: every `*.server.ts` of the folders, each beside
 * its loader `<name>.ts`. Importers name a loader by `client/chunks/<name>`,
 * so no two folders may have a loader of one name.
 */
export function serverTwins(dirs: readonly string[] = chunkDirs()): ServerTwin[] {
  const twins = dirs.flatMap((dir) => {
    const files = new Set(fs.readdirSync(dir));
    const names = [...files].flatMap((file) => (file.endsWith('.server.ts') ? [file.slice(0, -'.server.ts'.length)] : [])).sort();
    const orphans = names.filter((name) => !files.has(`${name}.ts`));
    if (orphans.length > 0) {
      throw new Error(
        `bundle-splitting: ${orphans.map((name) => sitePath(path.join(dir, `${name}.server.ts`))).join(', ')} ` +
          `${orphans.length === 1 ? 'has' : 'have'} no lazy loader beside ${orphans.length === 1 ? 'it' : 'them'} ` +
          `(${orphans.map((name) => `${name}.ts`).join(', ')}): add the loader, or remove the twin.`,
      );
    }
    return names.map((name) => ({name, dir}));
  });
  for (const {name, dir} of twins) {
    const other = twins.find((twin) => twin.name === name && twin.dir !== dir);
    if (other) {
      throw new Error(
        `bundle-splitting: ${sitePath(path.join(dir, name))}.ts and ${sitePath(path.join(other.dir, name))}.ts are two lazy loaders ` +
          `of one name: a request for client/chunks/${name} would get one twin for both. Rename one.`,
      );
    }
  }
  return twins;
}

/** The server build's requests for each lazy loader with a twin; a rule's id is the loader's path from the site, without `.ts`. */
export function serverTwinRules(dirs: readonly string[] = chunkDirs()): ReplacementRule[] {
  return serverTwins(dirs).map(({name, dir}) => ({
    id: sitePath(path.join(dir, name)),
    request: new RegExp(`[\\\\/]client[\\\\/]chunks[\\\\/]${name}$`),
    replacement: path.join(dir, `${name}.server.ts`),
  }));
}

/** The build's error when twins replaced nothing (rule ids: the loaders' paths): no module imports their loaders. */
export function unusedServerTwinsMessage(loaders: string[]): string {
  return (
    `bundle-splitting: the server twins ${loaders.map((loader) => `${loader}.server.ts`).join(', ')} replaced nothing: ` +
    `is ${loaders.map((loader) => `${loader}.ts`).join(', ')} still imported? Remove a twin whose loader is gone.`
  );
}

/**
 * How the site's JavaScript and CSS are cut into files: no lazily loaded
 * chunk over MAX_ASYNC_CHUNK_BYTES, the OpenAPI theme's styles in a sheet of
 * their own (API pages only) and its request panel's in another (loaded with the panel), the changelog excerpts in one chunk, the named
 * chunks given kept whole, and the server build's lazy loaders replaced by
 * their in-bundle twins. The one plugin that sets `optimization.splitChunks`.
 */
/** The pages in folders of generated pages: every `.mdx` file but the hand-written `category.mdx`. */
export function pagesIn(dirs: readonly string[]): number {
  return dirs
    .filter((dir) => fs.existsSync(dir))
    .reduce((sum, dir) => sum + fs.readdirSync(dir).filter((name) => name.endsWith('.mdx') && name !== 'category.mdx').length, 0);
}

/**
 * Docusaurus puts a module used by at least half the pages' chunks in `common`, which every page
 * loads. The API pages of two docs versions are more than half the site, and their theme would
 * go there too: the threshold is raised above the number of pages of one kind.
 */
export function commonMinChunks(docusaurusMinChunks: number, onePageKind: number): number {
  return Math.max(docusaurusMinChunks, onePageKind + 1);
}

function bundleSplittingPlugin(_context: LoadContext, options: ResolvedBundleSplittingOptions): Plugin {
  const wholeChunks = new Set(options.wholeChunks);
  // splitChunks' default choice of chunks ("async"), less the ones kept whole.
  const splitsChunk = (chunk: {name?: string | null; canBeInitial(): boolean}): boolean => !wholeChunks.has(chunk.name ?? '') && !chunk.canBeInitial();

  return {
    name: 'bundle-splitting',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) {
        return {
          plugins: checkedReplacements(currentBundler, serverTwinRules(), unusedServerTwinsMessage),
        };
      }
      return {
        // The bundler's persistent cache holds modules compiled without maps (its key leaves out
        // `devtool`), and a mapped build restoring them maps almost nothing: it starts cold.
        ...(options.sourceMaps ? {devtool: 'source-map', cache: false, experiments: {cache: false}} : {}),
        optimization: {
          splitChunks: {
            chunks: splitsChunk,
            maxAsyncSize: MAX_ASYNC_CHUNK_BYTES,
            cacheGroups: {
              // Docusaurus's own group (its base config), with its threshold raised (commonMinChunks).
              common: {
                minChunks: commonMinChunks(
                  Number(
                    ((config.optimization?.splitChunks as {cacheGroups?: {common?: {minChunks?: number}}} | false | undefined) || {}).cacheGroups?.common
                      ?.minChunks ?? 2,
                  ),
                  pagesIn(options.onePageKindDirs),
                ),
              },
              [API_STYLES_CHUNK]: apiStylesCacheGroup,
              [API_PANEL_STYLES_CHUNK]: apiPanelStylesCacheGroup,
              [CHANGELOG_EXCERPTS_CHUNK]: changelogExcerptsCacheGroup,
            },
          },
        },
      };
    },
  };
}

export default pluginWithOptions(bundleSplittingPlugin, validateOptions);
