import type {Element, ElementContent, Root, Text} from 'hast';

/**
 * Where a link in a model's answer may go: an http(s) address, or a page of
 * this site (a path from its root, or an anchor). Anything else (`javascript:`,
 * `data:`, `vbscript:`, protocol-relative `//host`, a relative path) gives
 * null, and the link is shown as plain text.
 */
export function safeLinkUrl(url: string): string | null {
  // Browsers drop tabs and newlines inside URLs and ignore leading control characters and spaces.
  // eslint-disable-next-line no-control-regex -- the control characters browsers drop
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (cleaned.startsWith('#')) return cleaned;
  if (cleaned.startsWith('/')) return cleaned.startsWith('//') || cleaned.startsWith('/\\') ? null : cleaned;
  try {
    const parsed = new URL(cleaned);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Whether a safe link stays on this site (then it goes through the router). */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') || url.startsWith('#');
}

/**
 * A rehype plugin: every heading of the answer becomes an h`level`. The
 * question is an h3 and its sources an h4, so the model's headings, whatever
 * levels it picked, become h4s and the dialog's heading order holds.
 */
export function rehypeHeadingsAt(level: number) {
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (/^h[1-6]$/.test(child.tagName)) child.tagName = `h${level}`;
      visit(child);
    }
  };
  return () => (tree: Root) => visit(tree);
}

const CITATION = /\[(\d{1,2})\]/g;
const NO_CITATIONS_INSIDE = new Set(['a', 'code', 'pre']);

/**
 * A rehype plugin: `[n]` in the answer's text becomes a link to the nth
 * source's section, for each n that is a source. Not inside links or code.
 */
export function rehypeCitations(sources: readonly {n: number; url: string; label: string}[]) {
  const byNumber = new Map(sources.map((source) => [source.n, source]));
  const visit = (node: Root | Element) => {
    const children: (Root | Element)['children'] = [];
    for (const child of node.children) {
      if (child.type === 'element') {
        if (!NO_CITATIONS_INSIDE.has(child.tagName)) visit(child);
        children.push(child);
      } else if (child.type === 'text') {
        children.push(...splitCitations(child, byNumber));
      } else {
        children.push(child as ElementContent);
      }
    }
    node.children = children as typeof node.children;
  };
  return () => (tree: Root) => visit(tree);
}

function splitCitations(text: Text, sources: Map<number, {n: number; url: string; label: string}>): ElementContent[] {
  const parts: ElementContent[] = [];
  let last = 0;
  for (const match of text.value.matchAll(CITATION)) {
    const source = sources.get(Number(match[1]));
    if (!source) continue;
    if (match.index > last) parts.push({type: 'text', value: text.value.slice(last, match.index)});
    parts.push({
      type: 'element',
      tagName: 'a',
      properties: {href: source.url, dataCitation: String(source.n), ariaLabel: `Source ${source.n}: ${source.label}`},
      children: [{type: 'text', value: `[${source.n}]`}],
    });
    last = match.index + match[0].length;
  }
  if (last === 0) return [text];
  if (last < text.value.length) parts.push({type: 'text', value: text.value.slice(last)});
  return parts;
}

/**
 * The answer's Markdown cut into blocks at blank lines outside code fences:
 * the finished blocks (which never change again as the answer streams in)
 * and the one still being written. Drawing each finished block once keeps a
 * long answer from being parsed again on every piece that arrives.
 */
export function splitMarkdownBlocks(markdown: string): {done: string[]; tail: string} {
  const done: string[] = [];
  let fence: string | null = null;
  let current: string[] = [];
  const lines = markdown.split('\n');
  lines.forEach((line, index) => {
    const last = index === lines.length - 1;
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
    }
    if (fence === null && line.trim() === '' && !last) {
      if (current.some((kept) => kept.trim() !== '')) done.push(current.join('\n'));
      current = [];
      return;
    }
    current.push(line);
  });
  return {done, tail: current.join('\n')};
}

/**
 * A block of the answer as words for a screen reader's announcement: Markdown
 * marks removed, links as their text, a code block as "Code example.".
 */
export function spokenText(block: string): string {
  if (/^ {0,3}(```|~~~)/.test(block)) return 'Code example.';
  return block
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^ {0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/[`*_~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
