import type {Element, ElementContent, Root, RootContent} from 'hast';
import {select} from 'hast-util-select';

import type {Hierarchy, RecordType, SearchPageInput, SearchRecord} from '../engine/types';

/** Parts of an article that are page chrome, not page text: by class, by tag, and inside an API operation's left panel. */
const CHROME_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-breadcrumbs',
  'theme-doc-footer',
  'theme-edit-this-page',
  'pagination-nav',
  'openapi-skeleton',
  'docusaurus-mermaid-container',
];
const CHROME_TAGS = new Set(['button', 'svg', 'script', 'style', 'noscript']);
const API_PANEL = 'openapi-left-panel__container';

/**
 * An API operation's tab names (media types, "Schema", "Example", status
 * codes) and its generated JSON examples: its parameters and fields are
 * indexed from their lists instead.
 */
function isApiPanelChrome(element: Element): boolean {
  return element.properties.role === 'tablist' || hasClass(element, 'openapi-code__code-samples-container');
}

/** Every chrome element in `root`, nested ones too. */
function chromeOf(root: Element): Element[] {
  const found: Element[] = [];
  const visit = (node: Element, inPanel: boolean): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (CHROME_TAGS.has(child.tagName) || CHROME_CLASSES.some((name) => hasClass(child, name)) || (inPanel && isApiPanelChrome(child))) {
        found.push(child);
      }
      visit(child, inPanel || hasClass(child, API_PANEL));
    }
  };
  visit(root, hasClass(root, API_PANEL));
  return found;
}

// The tests below run on every element of every page: written as plain
// checks, since a selector string is parsed again on each call.

/** An API operation's parameter, or a field of its request or response body: name, type, description. */
function isApiItem(element: Element): boolean {
  return hasClass(element, 'openapi-params__list-item') || hasClass(element, 'openapi-schema__list-item');
}

const BLOCK_TAGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'tr', 'pre', 'dt', 'dd']);

/** An element read as one block of text (a heading, a paragraph, a list item, a row, code, an API field…). */
function isBlock(element: Element): boolean {
  return BLOCK_TAGS.has(element.tagName) || hasClass(element, 'openapi__method-endpoint') || isApiItem(element);
}

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
  const title = cleanText((firstHeading ? textOf(firstHeading) : '') || stringProperty(select('meta[property="og:title"]', tree), 'content') || '');
  if (!title) return [];

  // The article without its chrome and its title, as the reader reads it.
  const skipped = new Set<ElementContent>(chromeOf(root));
  const heading = firstOutside(root, (element) => element.tagName === 'h1', skipped);
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
    const apiItem = isApiItem(element);
    // A list item around an API field list is no block of its own: each field is.
    if (!apiItem && name === 'li' && descendants(element, isApiItem).length > 0) return;
    // A block nested in another indexed block is read as part of its parent,
    // except nested lists and code in a list item, which the item leaves out,
    // and a field nested in another field, which is its own.
    if (hasIndexedAncestor(ancestors, name === 'li' || name === 'pre', apiItem)) return;

    let content: string;
    if (apiItem) {
      // The field's own name, type and description, without the fields nested in it.
      content = apiItemText(element, skipped);
    } else if (name === 'pre' && !hasClass(element, 'openapi__method-endpoint')) {
      content = codeText(element, skipped);
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
    push('content', content, 0);
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
  return records.filter((record) => record.content === null || (pagesByText.get(record.content)?.size ?? 0) < minPages);
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

/** The first element `test` accepts in document order, outside the skipped subtrees. */
function firstOutside(root: Element, test: (element: Element) => boolean, skipped: Set<ElementContent>): Element | undefined {
  let found: Element | undefined;
  const visit = (node: Element): void => {
    for (const child of node.children) {
      if (found || child.type !== 'element' || skipped.has(child)) continue;
      if (test(child)) found = child;
      else visit(child);
    }
  };
  visit(root);
  return found;
}

/** Every element below `root` that `test` accepts, in document order. */
function descendants(root: Element, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: Element): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (test(child)) found.push(child);
      visit(child);
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
      if (isBlock(child)) onBlock(child, ancestors);
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

function hasIndexedAncestor(ancestors: Element[], insideListItemIsOwn: boolean, ownIsApiItem: boolean): boolean {
  return ancestors.some((ancestor) => {
    const tag = ancestor.tagName.toLowerCase();
    if (isApiItem(ancestor)) return !ownIsApiItem;
    return INDEXED_PARENTS.has(tag) && !(insideListItemIsOwn && tag === 'li') && !ownIsApiItem;
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

/**
 * An API parameter's or field's text: its name, type and "required" (spans
 * set side by side, read apart), then its description and example, without
 * the fields nested in it.
 */
function apiItemText(item: Element, skipped: Set<ElementContent>): string {
  const nested = (child: Element) => child !== item && isApiItem(child);
  const container = firstOutside(item, (element) => hasClass(element, 'openapi-schema__container'), new Set(descendants(item, isApiItem)));
  const head = container ? container.children.map((child) => (child.type === 'element' || child.type === 'text' ? textOf(child, skipped) : '')).join(' ') : '';
  const rest = textOf(item, skipped, (child) => child === container || nested(child));
  return cleanText(`${head} ${rest}`);
}

/** Code lines are separate elements in Docusaurus's markup; keep them apart. */
function codeText(pre: Element, skipped: Set<ElementContent>): string {
  const lines = descendants(pre, (element) => hasClass(element, 'token-line')).filter((line) => !skipped.has(line));
  const text = lines.length ? lines.map((line) => textOf(line, skipped)).join('\n') : textOf(pre, skipped);
  return cleanText(text);
}

function cleanText(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
