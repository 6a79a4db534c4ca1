import type {SearchHit, SearchResponse} from '../engine/engine';
import {highlightParts} from '../client/highlight-parts';
import {HITS_PER_PAGE, resultsSummary, TRAIL_LEVELS} from '../client/search-page-request';
import {toSiteRelativeUrl} from '../client/urls';

/** The class names the search page's own markup uses (its CSS module's), which the page writes on the placeholder. */
export interface FirstResultsClasses {
  status: string;
  hits: string;
  hit: string;
  hitLink: string;
  trail: string;
  snippet: string;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  return node;
}

/** A highlight value as text and `<mark>` elements, built node by node: nothing in it is read as HTML. */
function appendHighlighted(parent: HTMLElement, value: string): void {
  for (const {text, marked} of highlightParts(value)) {
    if (marked) parent.appendChild(element('mark')).textContent = text;
    else parent.appendChild(document.createTextNode(text));
  }
}

function drawHit(hit: SearchHit, classes: FirstResultsClasses, siteUrl: string): HTMLLIElement {
  const item = element('li', classes.hit);
  const link = item.appendChild(element('a', classes.hitLink));
  const url = toSiteRelativeUrl(hit.url, siteUrl);
  // Within the site or to a web address, as the index writes them: nothing else becomes a link.
  if (/^(\/(?!\/)|https?:\/\/)/i.test(url)) link.href = url;
  const trail = link.appendChild(element('span', classes.trail));
  const highlights = (hit._highlightResult?.hierarchy ?? {}) as Record<string, {value: string} | undefined>;
  TRAIL_LEVELS.filter((level) => hit.hierarchy[level]).forEach((level, i) => {
    if (i > 0) {
      const separator = trail.appendChild(element('span'));
      separator.setAttribute('aria-hidden', 'true');
      separator.textContent = ' › ';
    }
    const highlighted = highlights[level]?.value;
    if (highlighted !== undefined) appendHighlighted(trail, highlighted);
    else trail.appendChild(document.createTextNode(hit.hierarchy[level] ?? ''));
  });
  const snippet = (hit._snippetResult as {content?: {value: string}} | undefined)?.content?.value;
  if (snippet) appendHighlighted(item.appendChild(element('p', classes.snippet)), snippet);
  return item;
}

/** The page's status line (above the hits, where the page says what it is doing), holding `content`. */
function statusLine(classes: FirstResultsClasses, busy: boolean, content: HTMLElement): HTMLDivElement {
  const status = element('div', classes.status);
  status.setAttribute('aria-live', 'polite');
  status.setAttribute('aria-busy', String(busy));
  status.appendChild(content);
  return status;
}

/** What the page says while it searches, as the page says it, until the script's answer (or the page's own) replaces it. */
export function drawSearching(placeholder: HTMLElement, classes: FirstResultsClasses): void {
  const line = element('p');
  line.textContent = 'Searching…';
  placeholder.replaceChildren(statusLine(classes, true, line));
}

/**
 * Draws the first results into the placeholder, as the search page's
 * component draws them (the line that counts them, then the hits), so that
 * nothing on screen moves when React replaces them with its own page of
 * hits, which only adds hits below these. No results: the line the page
 * writes for none; a page past the last: the count alone, as the page has it.
 */
export function drawFirstResults(
  placeholder: HTMLElement,
  response: SearchResponse,
  {query, page, classes, siteUrl}: {query: string; page: number; classes: FirstResultsClasses; siteUrl: string},
): void {
  const line = element('p');
  if (response.nbHits === 0) {
    line.append('No results for ', element('strong'), '.');
    line.querySelector('strong')!.textContent = `"${query}"`;
    placeholder.replaceChildren(statusLine(classes, false, line));
    return;
  }
  // Counted in the page's pages of HITS_PER_PAGE, as the page counts them, whatever was asked.
  const pages = {nbHits: response.nbHits, nbPages: Math.ceil(response.nbHits / HITS_PER_PAGE)};
  line.textContent = resultsSummary(pages, query, page);
  // A page past the last one: the count, and no list, as the page has it.
  if (response.hits.length === 0) {
    placeholder.replaceChildren(statusLine(classes, false, line));
    return;
  }
  const list = element('ol', classes.hits);
  list.start = (page - 1) * HITS_PER_PAGE + 1;
  for (const hit of response.hits) list.appendChild(drawHit(hit, classes, siteUrl));
  placeholder.replaceChildren(statusLine(classes, false, line), list);
}
