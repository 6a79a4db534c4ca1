import fs from 'node:fs/promises';

import type {Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse} from 'parse5';

/** One page's work for one consumer: the analysis module and the page's input to it. */
export type AnalysisCall = {module: string; input: unknown};

/** What a reading thread is asked to do with one built file: one call per consumer, or none where it skips the page. */
export type ReadTask = {file: string; calls: (AnalysisCall | undefined)[]};

/** What an analysis module exports. */
export type AnalysisModule = {analysePage?: unknown};

/**
 * A built page as a hast tree, the one `hast-util-from-html` makes (the same parser, parse5, with
 * scripting off, so `<noscript>` holds elements) without the source positions no consumer reads,
 * which cost most of the parse's time.
 */
export function parseBuiltPage(html: string): Root {
  return fromParse5(parse(html, {scriptingEnabled: false})) as Root;
}

/**
 * Reads and parses one built file, then runs each consumer's `analysePage` on
 * the tree, in the consumers' order: the work a reading thread does per page.
 * `load` turns a module's path into the module (jiti on the thread).
 */
export async function analyseBuiltFile({file, calls}: ReadTask, load: (module: string) => AnalysisModule): Promise<unknown[]> {
  const tree = parseBuiltPage(await fs.readFile(file, 'utf8'));
  const results: unknown[] = [];
  for (const call of calls) {
    if (!call) {
      results.push(undefined);
      continue;
    }
    const {analysePage} = load(call.module);
    if (typeof analysePage !== 'function') throw new Error(`built-pages: ${call.module} exports no function "analysePage".`);
    results.push(await (analysePage as (tree: Root, input: unknown) => unknown)(tree, call.input));
  }
  return results;
}
