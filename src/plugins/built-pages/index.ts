import fs from 'node:fs/promises';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
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
    name: 'built-pages',
    async postBuild(props) {
      const started = Date.now();
      const consumers = builtPagesConsumers(props);
      if (consumers.length === 0) return;
      const files = await htmlFiles(props.outDir);
      const routes = await routesByFile(props.outDir, props.routesPaths, props.baseUrl);
      for (const file of files) {
        const html = await fs.readFile(file, 'utf8');
        const page: BuiltPage = {file, route: routes.get(file), html, tree: fromHtml(html)};
        for (const consumer of consumers) await consumer.page(page);
      }
      await Promise.all(consumers.map((consumer) => consumer.finish()));
      logger.info(`[built-pages] ${files.length} pages read once for ${consumers.length} consumers; ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
