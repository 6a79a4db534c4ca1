import fs from 'node:fs/promises';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import type {Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';

import {builtHtmlFile} from '../../lib/build/builtHtmlFile';

/** One built HTML file, read and parsed once for every consumer. */
export type BuiltPage = {
  /** Absolute path of the file. */
  file: string;
  /** The route it was built for (without trailing slash), or undefined for HTML that is no route's (a static file). */
  route: string | undefined;
  /** The file's text, as served. */
  html: string;
  /** The same, parsed. Consumers read it and never change it: they all get the same tree. */
  tree: Root;
};

/** What a consumer does with the pages of one build. */
export type BuiltPagesConsumer = {
  /** Called for every HTML file of the build, one at a time, in path order. */
  page(page: BuiltPage): void | Promise<void>;
  /** Called once all pages were seen: write what was made from them. */
  finish(): Promise<void>;
};

/** Props of the build's postBuild, as a consumer receives them. */
export type BuiltPagesProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/**
 * A plugin that makes something from the built pages offers this method,
 * which the built-pages plugin finds on it and calls at the end of the build.
 */
export type ConsumesBuiltPages = {consumeBuiltPages(props: BuiltPagesProps): BuiltPagesConsumer | undefined};

function consumesBuiltPages(plugin: object): plugin is ConsumesBuiltPages {
  return typeof (plugin as Partial<ConsumesBuiltPages>).consumeBuiltPages === 'function';
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

/** The built-pages plugin's name, by which a consumer finds out whether the build has it. */
export const BUILT_PAGES_PLUGIN_NAME = 'built-pages';

/** Whether the site has the built-pages plugin, which then feeds every consumer of the build. */
export function hasBuiltPagesPlugin(props: BuiltPagesProps): boolean {
  return (props as unknown as Props).plugins.some((plugin) => plugin.name === BUILT_PAGES_PLUGIN_NAME);
}

/** Reads and parses each built HTML file once, hands it to every consumer, then lets each finish. Returns the number of files. */
export async function feedBuiltPages(props: BuiltPagesProps, consumers: readonly BuiltPagesConsumer[]): Promise<number> {
  const files = await htmlFiles(props.outDir);
  const routes = await routesByFile(props.outDir, props.routesPaths, props.baseUrl);
  for (const file of files) {
    const html = await fs.readFile(file, 'utf8');
    const page: BuiltPage = {file, route: routes.get(file), html, tree: fromHtml(html)};
    for (const consumer of consumers) await consumer.page(page);
  }
  await Promise.all(consumers.map((consumer) => consumer.finish()));
  return files.length;
}

/**
 * One read of the build output. Docusaurus runs every plugin's postBuild at
 * the same time; when the search index, the Markdown twins and the
 * Content-Security-Policy's script hashes each read and parsed every page in
 * their own postBuild, the same 200 pages were read and parsed three times
 * over, concurrently, and a page rewritten by one could be read half-written
 * by another. Here each HTML file is read and parsed once, handed to every
 * plugin that offers `consumeBuiltPages` (search, llms-txt, hosting), and
 * nothing rewrites a page while they read (the hosting plugin's opt-in CSP meta
 * element is written at its finish, every page having been read by then).
 */
export default function builtPagesPlugin(_context: LoadContext): Plugin {
  return {
    name: BUILT_PAGES_PLUGIN_NAME,
    async postBuild(props) {
      const started = Date.now();
      const {plugins} = props as unknown as Props;
      const consumers = plugins.flatMap((plugin) =>
        consumesBuiltPages(plugin) ? [plugin.consumeBuiltPages(props)].filter((consumer) => consumer !== undefined) : [],
      );
      if (consumers.length === 0) return;
      const files = await feedBuiltPages(props, consumers);
      logger.info(`[built-pages] ${files} pages read once for ${consumers.length} consumers; ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
