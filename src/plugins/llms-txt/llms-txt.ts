import type {Root, RootContent} from 'mdast';
import {toString as mdastToString} from 'mdast-util-to-string';

import {inlineMarkdown, markdownBlocks, oneLine, parseMarkdown, stringifyMarkdown} from './markdown';

export type LlmsTxtLink = {
  title: string;
  /** Absolute URL of the page's Markdown twin. */
  url: string;
  description?: string;
};

export type LlmsTxtSection = {title: string; links: LlmsTxtLink[]};

export type LlmsTxt = {
  /** The site's name: the file's only H1. */
  name: string;
  /** One paragraph: the block quote under the name. */
  summary: string;
  /** Markdown paragraphs between the summary and the first section. */
  details?: string;
  sections: LlmsTxtSection[];
};

/**
 * Formats llms.txt as https://llmstxt.org specifies it: `# Name`, the summary
 * as a block quote, optional details, then one `## Section` per group with a
 * list of `- [Title](url): description`. A section named "Optional" holds
 * what a reader with little context to spare can skip.
 */
export function formatLlmsTxt({name, summary, details, sections}: LlmsTxt): string {
  const children: RootContent[] = [
    {type: 'heading', depth: 1, children: [{type: 'text', value: name}]},
    {type: 'blockquote', children: [{type: 'paragraph', children: inlineMarkdown(summary)}]},
    ...markdownBlocks(details),
  ];
  for (const section of sections.filter((s) => s.links.length > 0)) {
    children.push(
      {type: 'heading', depth: 2, children: [{type: 'text', value: section.title}]},
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: section.links.map((link) => ({
          type: 'listItem',
          spread: false,
          children: [
            {
              type: 'paragraph',
              children: [
                {type: 'link', url: link.url, children: [{type: 'text', value: link.title}]},
                ...(link.description ? [{type: 'text' as const, value: ': '}, ...inlineMarkdown(link.description)] : []),
              ],
            },
          ],
        })),
      },
    );
  }
  return stringifyMarkdown({type: 'root', children});
}

export type FullTextPage = {
  /** Absolute URL of the page itself (not its twin). */
  url: string;
  /** The page's Markdown twin, starting with its `# Title`. */
  markdown: string;
};

/**
 * The whole documentation in one Markdown file: the name and summary, then
 * every page's twin in order, each followed by a line giving its URL.
 */
export function formatLlmsFull({name, summary}: Pick<LlmsTxt, 'name' | 'summary'>, pages: FullTextPage[]): string {
  const head = `# ${name}\n\n> ${oneLine(summary)}\n`;
  const bodies = pages.map(({url, markdown}) => {
    const [title, ...rest] = markdown.split('\n');
    return [title, '', `Source: <${url}>`, ...rest].join('\n').trimEnd() + '\n';
  });
  return [head, ...bodies].join('\n');
}

/** Characters of a page read for its first paragraph before the whole page is parsed. */
const OPENING_CHARS = 1500;

/**
 * The start of a page, cut at a blank line so that no block is cut in two.
 * A block left open at the cut (a code fence) swallows the rest of the
 * opening and hides no earlier paragraph; a reference definition further
 * down could change how the paragraph reads, so such a page is read whole.
 */
function openingOf(markdown: string): string {
  if (markdown.length <= OPENING_CHARS || /^ {0,3}\[[^\]]+\]:/m.test(markdown)) return markdown;
  const cut = markdown.lastIndexOf('\n\n', OPENING_CHARS);
  return cut > 0 ? markdown.slice(0, cut) : markdown;
}

function firstParagraph(markdown: string) {
  const tree: Root = parseMarkdown(markdown);
  return tree.children.find((node) => node.type === 'paragraph');
}

/**
 * The first sentence of a page's first paragraph, skipping the H1 and the
 * method-and-path heading of API pages: the description llms.txt gives a page
 * whose front matter has none.
 */
export function firstSentence(markdown: string): string {
  const opening = openingOf(markdown);
  const paragraph = firstParagraph(opening) ?? (opening === markdown ? undefined : firstParagraph(markdown));
  if (!paragraph) {
    return '';
  }
  const text = oneLine(mdastToString(paragraph));
  const segmenter = new Intl.Segmenter('en', {granularity: 'sentence'});
  const [first] = segmenter.segment(text);
  return first ? first.segment.trim() : text;
}
