import remarkComment from '@slorber/remark-comment';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export type CodeBlock = {
  file: string;
  line: number;
  lang: string;
  meta: string;
  value: string;
};

type MdastNode = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: {start: {line: number}};
  children?: MdastNode[];
};

/** Every fenced code block of a Markdown or MDX file, with its line number. */
export function extractCodeBlocks(file: string, source: string): CodeBlock[] {
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
  if (file.endsWith('.mdx')) {
    // HTML comments in MDX, as the site's Markdown settings allow them (markdown.mdx1Compat.comments).
    processor.use(remarkMdx).use(remarkComment);
  }
  const tree = processor.parse(source) as MdastNode;
  const blocks: CodeBlock[] = [];
  const visit = (node: MdastNode) => {
    if (node.type === 'code') {
      blocks.push({
        file,
        line: node.position?.start.line ?? 0,
        lang: (node.lang ?? '').toLowerCase(),
        meta: node.meta ?? '',
        value: node.value ?? '',
      });
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return blocks;
}
