import fs from 'node:fs';
import path from 'node:path';

import {parse as parseYaml} from 'yaml';

import {extractCodeBlocks, findContentFiles} from '../../scripts/lib/code-blocks';

export type DocPage = {
  file: string;
  route: string;
  title: string;
  /** Fenced blocks shown as code (Mermaid blocks render as diagrams instead). */
  codeBlockCount: number;
  mermaidCount: number;
};

const repoRoot = path.resolve(__dirname, '../..');

/** The YAML front matter of a Markdown file, or {} when it has none. */
export function frontMatter(source: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  return match ? ((parseYaml(match[1]!) as Record<string, unknown>) ?? {}) : {};
}

/**
 * The code blocks a page shows: its own, and those of each partial it includes (an MDX import of a
 * Markdown file rendered as `<Name />`), once per use.
 */
function shownCodeBlocks(file: string, source: string): ReturnType<typeof extractCodeBlocks> {
  const blocks = extractCodeBlocks(file, source);
  for (const match of source.matchAll(/^import\s+(\w+)\s+from\s+['"](\.[^'"]+\.mdx?)['"];?\s*$/gm)) {
    const partial = path.resolve(path.dirname(file), match[2]!);
    const uses = source.match(new RegExp(`<${match[1]}\\s*/>`, 'g'))?.length ?? 0;
    const partialBlocks = shownCodeBlocks(partial, fs.readFileSync(partial, 'utf8'));
    for (let i = 0; i < uses; i++) blocks.push(...partialBlocks);
  }
  return blocks;
}

/** Every hand-written docs page with the route Docusaurus gives it (routeBasePath '/'). */
export function listDocPages(): DocPage[] {
  const docsDir = path.join(repoRoot, 'docs');
  return (
    findContentFiles([docsDir])
      // Files and folders whose name starts with `_` are partials, not pages (Docusaurus' rule).
      .filter(
        (file) =>
          !path
            .relative(docsDir, file)
            .split(path.sep)
            .some((part) => part.startsWith('_')),
      )
      .map((file) => {
        const source = fs.readFileSync(file, 'utf8');
        const data = frontMatter(source);
        const relative = path.relative(docsDir, file).replace(/\.mdx?$/, '');
        const route = typeof data.slug === 'string' ? data.slug : `/${relative}`;
        const blocks = shownCodeBlocks(file, source);
        return {
          file: path.relative(repoRoot, file),
          route,
          title: String(data.title ?? ''),
          codeBlockCount: blocks.filter((b) => b.lang !== 'mermaid').length,
          mermaidCount: blocks.filter((b) => b.lang === 'mermaid').length,
        };
      })
  );
}
