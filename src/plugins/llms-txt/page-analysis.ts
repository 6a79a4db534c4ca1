import fs from 'node:fs/promises';

import type {Root} from 'hast';

import type {PageAnalyser} from '../built-pages';
import {extractCodeBlocks} from '../../lib/build/extractCodeBlocks';
import {htmlToMarkdown, type PageMarkdown} from './html-to-markdown';

/** What a page's twin is made from, besides its built HTML. */
export type TwinInput = {
  /** Absolute URL of the page. */
  pageUrl: string;
  /** The page's source file, where its Mermaid diagrams are written (the built HTML holds only placeholders). */
  sourceFile?: string;
};

/** On a reading thread of the built-pages pass: the page as Markdown, its diagrams as their sources. */
export const analysePage: PageAnalyser<TwinInput, PageMarkdown> = async (tree: Root, {pageUrl, sourceFile}) =>
  htmlToMarkdown(tree, {pageUrl, mermaidSources: sourceFile ? await mermaidSources(sourceFile) : []});

async function mermaidSources(file: string): Promise<string[]> {
  const source = await fs.readFile(file, 'utf8');
  // Most pages have no diagram: no need to parse them to know it.
  if (!source.includes('mermaid')) return [];
  return extractCodeBlocks(file, source)
    .filter((block) => block.lang === 'mermaid')
    .map((block) => block.value);
}
