import type {Element, ElementContent, Root, RootContent} from 'hast';
import {matches, select, selectAll} from 'hast-util-select';

import type {Hierarchy, RecordType, SearchPageInput, SearchRecord} from '../engine/types';

/** Longest body text kept per record: a snippet and the words that place it (the index must stay under 175 KB gzip). */
const MAX_CONTENT_LENGTH = 140;
/** Code blocks are indexed for the names they contain, not read in full. */
const MAX_CODE_LENGTH = 60;

/** Parts of an article that are page chrome, not page text. */
const CHROME_SELECTORS = [
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.pagination-nav',
  '.openapi-skeleton',
  // An API operation's parameters, request body and response schemas with their examples:
  // field lists the index has no room for (it must stay under 175 KB gzip).
  ...['.openapi-markdown__details', '.openapi-tabs__mime-container', '.openapi-tabs__schema-container'].map(
    (section) => `.openapi-left-panel__container ${section}`,
  ),
  'button',
  'svg',
  'script',
  'style',
  'noscript',
  '.docusaurus-mermaid-container',
].join(',');

const BLOCK_SELECTOR = 'h2, h3, h4, h5, h6, p, li, tr, pre, dt, dd, .openapi__method-endpoint';

/** Blocks whose text includes the blocks nested in them. */
const INDEXED_PARENTS = new Set(['li', 'p', 'tr', 'pre', 'dt', 'dd']);

/**
 * Reads one built page (its parsed HTML, which the page is not changed in)
 * and returns its DocSearch records: one per heading (type lvl1…lvl6) and
 * one per block of body text (type content), each carrying the heading path
 * above it. Returns [] for pages that are not articles (lists of posts, the
 * search page, the 404 page).
 */
export function buildSearchRecords(page: SearchPageInput): SearchRecord[] {
  const {tree} = page;
  const language = metaContent(tree, 'docsearch:language') ?? stringProperty(select('html', tree), 'lang') ?? 'en';
  const tag = metaContent(tree, 'docsearch:docusaurus_tag') ?? 'default';
  const root = findArticleRoot(tree);
  if (!root) return [];

  const firstHeading = select('h1', root);
  const title = cleanText(
    (firstHeading ? textOf(firstHeading) : '') || stringProperty(select('meta[property="og:title"]', tree), 'content') || '',
  );
  if (!title) return [];

  // The article without its chrome and its title, as the reader reads it.
  const skipped = new Set<ElementContent>(selectAll(CHROME_SELECTORS, root));
  const heading = firstOutside(root, 'h1', skipped);
  if (heading) skipped.add(heading);
  const text = (node: ElementContent, leaveOut?: (element: Element) => boolean) => textOf(node, skipped, leaveOut);

  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {
    lvl0: page.section,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor = '';
  const push = (type: RecordType, content: string | null, level: number) => {
    const position = records.length;
    records.push({
      objectID: `${page.url}:${position}`,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
      weight: {level, position},
    });
  };

  push('lvl1', null, 100);

  forEachBlock(root, skipped, (element, ancestors) => {
    const name = element.tagName.toLowerCase();
    const headingLevel = /^h[2-6]$/.test(name) ? Number(name[1]) : 0;
    const id = stringProperty(element, 'id');
    if (headingLevel && id) {
      const headingText = cleanText(text(element));
      if (!headingText) return;
      setHeading(hierarchy, headingLevel, headingText);
      anchor = id;
      push(`lvl${headingLevel}` as RecordType, null, 100 - (headingLevel - 1) * 10);
      return;
    }
    // A block nested in another indexed block is read as part of its parent,
    // except nested lists and code in a list item, which the item leaves out.
    if (hasIndexedAncestor(ancestors, name === 'li' || name === 'pre')) return;

    let content: string;
    if (name === 'pre' && !hasClass(element, 'openapi__method-endpoint')) {
      content = codeText(element, skipped).slice(0, MAX_CODE_LENGTH);
    } else if (name === 'li') {
      content = cleanText(text(element, (child) => ['ul', 'ol', 'pre'].includes(child.tagName)));
    } else if (name === 'tr') {
      // Column titles repeat on every table of a kind; the rows carry the meaning.
      if (ancestors[ancestors.length - 1]?.tagName === 'thead') return;
      content = element.children
        .filter((cell): cell is Element => cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th') && !skipped.has(cell))
        .map((cell) => cleanText(text(cell)))
        .filter(Boolean)
        .join(' · ');
    } else {
      content = cleanText(text(element));
    }
    // Bare status codes and single symbols carry no meaning on their own.
    if (content.length < 3 || /^\d+$/.test(content)) return;
    push('content', truncate(content, MAX_CONTENT_LENGTH), 0);
  });

  return records;
}

/**
 * Drops body text that appears word for word on `minPages` pages or more
 * (the same error descriptions on every API operation): it matches every
 * query about it equally and only makes the index bigger.
 */
export function dropRepeatedContent(records: SearchRecord[], minPages = 4): SearchRecord[] {
  const pagesByText = new Map<string, Set<string>>();
  for (const record of records) {
    if (record.content === null) continue;
    const pages = pagesByText.get(record.content) ?? new Set<string>();
    pages.add(record.url.split('#')[0]);
    pagesByText.set(record.content, pages);
  }
  return records.filter(
    (record) => record.content === null || (pagesByText.get(record.content)?.size ?? 0) < minPages,
  );
}

function stringProperty(element: Element | undefined, name: string): string | undefined {
  const value = element?.properties[name];
  return typeof value === 'string' && value ? value : undefined;
}

function hasClass(element: Element, name: string): boolean {
  const classes = element.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

function metaContent(tree: Root, name: string): string | undefined {
  return stringProperty(select(`meta[name="${name}"]`, tree), 'content');
}

/**
 * The element holding the page's own text: a doc (including generated API
 * pages) or a single changelog post. Pages listing several posts have more
 * than one article and are left out; their posts are indexed on their own.
 */
function findArticleRoot(tree: Root): Element | undefined {
  const html = select('html', tree);
  if (html && hasClass(html, 'docs-doc-page')) {
    return select('article .theme-doc-markdown', tree) ?? select('article', tree);
  }
  if (html && hasClass(html, 'blog-post-page')) {
    return select('main article', tree);
  }
  return undefined;
}

/** The first element matching `selector` in document order, outside the skipped subtrees. */
function firstOutside(root: Element, selector: string, skipped: Set<ElementContent>): Element | undefined {
  let found: Element | undefined;
  const visit = (node: Element): void => {
    for (const child of node.children) {
      if (found || child.type !== 'element' || skipped.has(child)) continue;
      if (matches(selector, child)) found = child;
      else visit(child);
    }
  };
  visit(root);
  return found;
}

/** Calls `onBlock` for each block element, in document order, with its ancestors below `root`; skips the skipped subtrees. */
function forEachBlock(root: Element, skipped: Set<ElementContent>, onBlock: (element: Element, ancestors: Element[]) => void): void {
  const ancestors: Element[] = [];
  const visit = (node: Element): void => {
    for (const child of node.children) {
      if (child.type !== 'element' || skipped.has(child)) continue;
      if (matches(BLOCK_SELECTOR, child)) onBlock(child, ancestors);
      ancestors.push(child);
      visit(child);
      ancestors.pop();
    }
  };
  visit(root);
}

function setHeading(hierarchy: Hierarchy, level: number, text: string): void {
  for (let l = level; l <= 6; l += 1) {
    hierarchy[`lvl${l}` as keyof Hierarchy] = null;
  }
  hierarchy[`lvl${level}` as keyof Hierarchy] = text;
}

function hasIndexedAncestor(ancestors: Element[], insideListItemIsOwn: boolean): boolean {
  return ancestors.some(({tagName}) => {
    const tag = tagName.toLowerCase();
    return INDEXED_PARENTS.has(tag) && !(insideListItemIsOwn && tag === 'li');
  });
}

/** The text of a node, leaving out the skipped subtrees and the elements `leaveOut` names. */
function textOf(node: RootContent | ElementContent, skipped?: Set<ElementContent>, leaveOut?: (element: Element) => boolean): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  let text = '';
  for (const child of node.children) {
    if (child.type === 'element' && (skipped?.has(child) || leaveOut?.(child))) continue;
    text += textOf(child, skipped, leaveOut);
  }
  return text;
}

/** Code lines are separate elements in Docusaurus's markup; keep them apart. */
function codeText(pre: Element, skipped: Set<ElementContent>): string {
  const lines = selectAll('.token-line', pre).filter((line) => !skipped.has(line));
  const text = lines.length ? lines.map((line) => textOf(line, skipped)).join('\n') : textOf(pre, skipped);
  return cleanText(text);
}

function cleanText(text: string): string {
  return text.replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ').trim();
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max / 2 ? cut : max)}…`;
}
