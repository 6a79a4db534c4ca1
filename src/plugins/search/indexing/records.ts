import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

import type {
  Hierarchy,
  RecordType,
  SearchPageInput,
  SearchRecord,
} from '../engine/types';

/** Longest body text kept per record: a snippet and the words that place it (the index must stay under 150 KB gzip). */
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
  // field lists the index has no room for (it must stay under 150 KB gzip).
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

/**
 * Reads one built page and returns its DocSearch records: one per heading
 * (type lvl1…lvl6) and one per block of body text (type content), each
 * carrying the heading path above it. Returns [] for pages that are not
 * articles (lists of posts, the search page, the 404 page).
 */
export function buildSearchRecords(page: SearchPageInput): SearchRecord[] {
  const $ = cheerio.load(page.html);
  const language = metaContent($, 'docsearch:language') ?? $('html').attr('lang') ?? 'en';
  const tag = metaContent($, 'docsearch:docusaurus_tag') ?? 'default';
  const root = findArticleRoot($);
  if (!root) return [];

  const title = cleanText(
    $(root).find('h1').first().text() || $('meta[property="og:title"]').attr('content') || '',
  );
  if (!title) return [];

  const article = $(root).clone();
  article.find(CHROME_SELECTORS).remove();
  article.find('h1').first().remove();

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

  article.find(BLOCK_SELECTOR).each((_, node) => {
    const element = $(node);
    const name = node.tagName.toLowerCase();
    const headingLevel = /^h[2-6]$/.test(name) ? Number(name[1]) : 0;
    if (headingLevel && element.attr('id')) {
      const text = cleanText(element.text());
      if (!text) return;
      setHeading(hierarchy, headingLevel, text);
      anchor = element.attr('id') ?? '';
      push(`lvl${headingLevel}` as RecordType, null, 100 - (headingLevel - 1) * 10);
      return;
    }
    // A block nested in another indexed block is read as part of its parent,
    // except nested lists and code in a list item, which the item leaves out.
    if (hasIndexedAncestor(node, article.get(0), name === 'li' || name === 'pre')) return;

    let text: string;
    if (name === 'pre' && !element.hasClass('openapi__method-endpoint')) {
      text = codeText($, element).slice(0, MAX_CODE_LENGTH);
    } else if (name === 'li') {
      const item = element.clone();
      item.find('ul, ol, pre').remove();
      text = cleanText(item.text());
    } else if (name === 'tr') {
      // Column titles repeat on every table of a kind; the rows carry the meaning.
      if (element.parent('thead').length > 0) return;
      text = element
        .children('td, th')
        .map((__, cell) => cleanText($(cell).text()))
        .get()
        .filter(Boolean)
        .join(' · ');
    } else {
      text = cleanText(element.text());
    }
    // Bare status codes and single symbols carry no meaning on their own.
    if (text.length < 3 || /^\d+$/.test(text)) return;
    push('content', truncate(text, MAX_CONTENT_LENGTH), 0);
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

function metaContent($: cheerio.CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content') || undefined;
}

/**
 * The element holding the page's own text: a doc (including generated API
 * pages) or a single changelog post. Pages listing several posts have more
 * than one article and are left out; their posts are indexed on their own.
 */
function findArticleRoot($: cheerio.CheerioAPI): Element | undefined {
  const html = $('html');
  if (html.hasClass('docs-doc-page')) {
    return $('article .theme-doc-markdown').get(0) ?? $('article').get(0);
  }
  if (html.hasClass('blog-post-page')) {
    return $('main article').get(0);
  }
  return undefined;
}

function setHeading(hierarchy: Hierarchy, level: number, text: string): void {
  for (let l = level; l <= 6; l += 1) {
    hierarchy[`lvl${l}` as keyof Hierarchy] = null;
  }
  hierarchy[`lvl${level}` as keyof Hierarchy] = text;
}

const INDEXED_PARENTS = new Set(['li', 'p', 'tr', 'pre', 'dt', 'dd']);

function hasIndexedAncestor(node: AnyNode, stop: AnyNode | undefined, insideListItemIsOwn: boolean): boolean {
  let parent = node.parent;
  while (parent && parent !== stop) {
    const tag = parent.type === 'tag' ? (parent as Element).tagName.toLowerCase() : '';
    if (INDEXED_PARENTS.has(tag) && !(insideListItemIsOwn && tag === 'li')) {
      return true;
    }
    parent = parent.parent;
  }
  return false;
}

/** Code lines are separate elements in Docusaurus's markup; keep them apart. */
function codeText($: cheerio.CheerioAPI, pre: cheerio.Cheerio<Element>): string {
  const lines = pre.find('.token-line');
  const text = lines.length
    ? lines.map((_, line) => $(line).text()).get().join('\n')
    : pre.text();
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
