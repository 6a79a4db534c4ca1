import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import type {Root} from 'hast';

import {builtHtmlFile} from '../../lib/build/builtHtmlFile';
import {readThreads} from './read-threads';

/** One built HTML file, as a consumer's `page` is told of it. */
export type BuiltPage = {
  /** Absolute path of the file. */
  file: string;
  /** The route it was built for (without trailing slash), or undefined for HTML that is no route's (a static file). */
  route: string | undefined;
};

/**
 * A consumer's work on each page's parsed HTML, done on the reading threads. The module at
 * `module` (an absolute path; TypeScript is fine) exports `analysePage`, a `PageAnalyser`; its
 * input and result cross between threads, so both are plain data (what `structuredClone` copies).
 * Every consumer of a page gets the same tree, and none changes it.
 */
export type PageAnalysis = {
  module: string;
  /** What `analysePage` is given for this page, or undefined to leave the page out of the analysis (`page` still hears of it). */
  input(page: BuiltPage): unknown;
};

/** The function an analysis module exports as `analysePage`. */
export type PageAnalyser<Input, Result> = (tree: Root, input: Input) => Result | Promise<Result>;

/** What a consumer does with the pages of one build. */
export type BuiltPagesConsumer<Result = unknown> = {
  analysis: PageAnalysis;
  /** Called for every HTML file of the build, one at a time, in path order, with what `analysePage` returned (undefined where the page was left out). */
  page(page: BuiltPage, result: Result | undefined): void | Promise<void>;
  /** Called once all pages were seen: write what was made from them. */
  finish(): Promise<void>;
};

/**
 * Props of the build's postBuild, as a consumer receives them. Docusaurus
 * types them as its `Props` (which lists every loaded plugin) plus the build's
 * metadata, and passes each plugin exactly that.
 */
export type BuiltPagesProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/**
 * The contract between this plugin and the plugins that make something from
 * the built pages: such a plugin's factory returns `Plugin & ConsumesBuiltPages`,
 * so the compiler holds its method to this shape, and this plugin calls it at
 * the end of the build. Returning undefined opts out of one build.
 */
export type ConsumesBuiltPages = {consumeBuiltPages(props: BuiltPagesProps): BuiltPagesConsumer | undefined};

/**
 * Whether a loaded plugin offers `consumeBuiltPages`. Docusaurus's
 * `LoadedPlugin` knows nothing of the method, so it is looked for at run time;
 * a plugin that has the name but not the method is a mistake, said as one
 * rather than skipped.
 */
export function consumesBuiltPages(plugin: LoadedPlugin): plugin is LoadedPlugin & ConsumesBuiltPages {
  if (!('consumeBuiltPages' in plugin)) return false;
  if (typeof plugin.consumeBuiltPages !== 'function') {
    throw new Error(
      `built-pages: plugin "${plugin.name}" has a "consumeBuiltPages" that is not a method; ` +
        'give it the type ConsumesBuiltPages (src/plugins/built-pages) or rename the property.',
    );
  }
  return true;
}

/** The consumers the plugins of one build offer, in the plugin list's order. */
export function builtPagesConsumers(props: BuiltPagesProps): BuiltPagesConsumer[] {
  return props.plugins.flatMap((plugin) => {
    const consumer = consumesBuiltPages(plugin) ? plugin.consumeBuiltPages(props) : undefined;
    return consumer ? [consumer] : [];
  });
}

async function htmlFiles(outDir: string): Promise<string[]> {
  const entries = await fs.readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Which route each built file is, by the file Docusaurus writes for a route. */
export async function routesByFile(outDir: string, routes: readonly string[], baseUrl: string): Promise<Map<string, string>> {
  const byFile = new Map<string, string>();
  for (const route of [...routes].sort()) {
    const url = route.length > 1 ? route.replace(/\/+$/, '') : route;
    const file = await builtHtmlFile(outDir, url, baseUrl);
    if (file && !byFile.has(file)) byFile.set(file, url);
  }
  return byFile;
}

/**
 * Reading threads for a machine with `cores` cores: one per core, as the main thread mostly waits
 * for them while the other plugins' postBuild (the social cards' drawing thread and browser, the
 * MCP server's bundle) share the cores with them.
 */
export function readThreadCount(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(cores, 4));
}

/**
 * One read of the build output. Docusaurus runs every plugin's postBuild at
 * the same time; when the search index, the Markdown twins and the
 * Content-Security-Policy's script hashes each read and parsed every page in
 * their own postBuild, the same pages were read and parsed three times
 * over, concurrently, and a page rewritten by one could be read half-written
 * by another. Here each HTML file is read and parsed once, on a pool of
 * reading threads that also run each consumer's per-page analysis (search
 * records, Markdown, script hashes) on the tree, so the work of every page is
 * spread over the machine's cores; each plugin that offers
 * `consumeBuiltPages` (search, llms-txt, hosting) is handed the results in
 * path order, and nothing rewrites a page while they read (the hosting
 * plugin's opt-in CSP meta element is written at its finish, every page
 * having been read by then).
 */
export default function builtPagesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'built-pages',
    async postBuild(props) {
      const started = Date.now();
      const consumers = builtPagesConsumers(props);
      if (consumers.length === 0) return;
      const files = await htmlFiles(props.outDir);
      const routes = await routesByFile(props.outDir, props.routesPaths, props.baseUrl);
      const threadCount = readThreadCount();
      const threads = readThreads(threadCount);
      try {
        const reads = files.map((file) => {
          const page: BuiltPage = {file, route: routes.get(file)};
          const calls = consumers.map(({analysis}) => {
            const input = analysis.input(page);
            return input === undefined ? undefined : {module: analysis.module, input};
          });
          const results = threads.read({file, calls});
          // Awaited in path order below; a failure of a later file is reported there, not as unhandled.
          results.catch(() => undefined);
          return {page, results};
        });
        for (const {page, results} of reads) {
          const answered = await results;
          for (const [index, consumer] of consumers.entries()) await consumer.page(page, answered[index]);
        }
      } finally {
        await threads.close();
      }
      await Promise.all(consumers.map((consumer) => consumer.finish()));
      logger.info(
        `[built-pages] ${files.length} pages read once for ${consumers.length} consumers on ${threadCount} threads; ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
