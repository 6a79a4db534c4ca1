import type {Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {toString as mdastToString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';

/** Parses GitHub-flavoured Markdown (tables, strikethrough, task lists, autolinks). */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
}

/** Serializes a Markdown tree the same way for every file the plugin writes. */
export function stringifyMarkdown(tree: Root): string {
  return toMarkdown(tree, {
    // Unpadded table cells: alignment padding adds bytes and no meaning for a machine reader.
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    rule: '-',
    listItemIndent: 'one',
  });
}

/** Markdown text (a description from front matter or the OpenAPI file) as block nodes. */
export function markdownBlocks(markdown: string | undefined): RootContent[] {
  return markdown ? parseMarkdown(markdown).children : [];
}

/**
 * Markdown text as inline nodes, for a list item or a table cell: paragraphs
 * joined by a space, line breaks (which would end a table row) as spaces.
 */
export function inlineMarkdown(markdown: string | undefined): PhrasingContent[] {
  const blocks = markdownBlocks(markdown);
  if (!blocks.every((block): block is Paragraph => block.type === 'paragraph')) {
    return [{type: 'text', value: oneLine(blocks.map((block) => mdastToString(block)).join(' '))}];
  }
  return blocks.flatMap((block, index) => [
    ...(index > 0 ? [{type: 'text' as const, value: ' '}] : []),
    ...block.children.map((node) => (node.type === 'text' ? {...node, value: node.value.split('\n').join(' ')} : node)),
  ]);
}

/** Whitespace runs (line breaks included) as single spaces. */
export function oneLine(value: string): string {
  return value.split(/\s+/).filter(Boolean).join(' ');
}
