import type {Element, ElementContent, Root, Text} from 'hast';
import type {Code, Heading, Root as MdastRoot, RootContent as MdastContent} from 'mdast';
import {select, selectAll} from 'hast-util-select';
import {defaultHandlers, toMdast, type Handle} from 'hast-util-to-mdast';
import {toString as hastToString} from 'hast-util-to-string';

import {oneLine, stringifyMarkdown} from './markdown';

export type HtmlToMarkdownOptions = {
  /** Absolute URL of the page: relative links and images are resolved against it. */
  pageUrl: string;
  /**
   * Sources of the page's Mermaid diagrams, in order. Diagrams are drawn in
   * the browser, so the built HTML holds only an empty placeholder for each.
   */
  mermaidSources?: readonly string[];
};

export type PageMarkdown = {
  /** The page's H1, or its document title when it has none. */
  title: string;
  /** The page as Markdown, starting with `# title`. */
  markdown: string;
};

/** Where a page's own content sits: a docs page's Markdown, else the whole main column. */
const CONTENT_ROOTS = ['.theme-doc-markdown', 'main', 'body'];

/** Parts of the content area that are navigation or interface, not content. */
const NOT_CONTENT_TAGS = new Set(['nav', 'footer', 'button', 'svg', 'script', 'style', 'template']);
const NOT_CONTENT_CLASSES = [
  // The "#" link Docusaurus appends to every heading.
  'hash-link',
  'theme-doc-toc-mobile',
  // Placeholders that docusaurus-theme-openapi-docs fills in the browser.
  'openapi-skeleton',
];

/** Interface parts, not content (a plain check: it runs on every element of every page). */
function isNotContent(node: Element): boolean {
  return NOT_CONTENT_TAGS.has(node.tagName) || NOT_CONTENT_CLASSES.some((name) => hasClass(node, name));
}

/**
 * Converts a built Docusaurus page (parsed) to Markdown: the page's content area only
 * (no navbar, sidebar, breadcrumbs, table of contents or pagination), with
 * code blocks (language and exact text), admonitions as block quotes under
 * their title, each tab's content under its label, images with their alt
 * text, and every link absolute.
 */
export function htmlToMarkdown(document: Root, options: HtmlToMarkdownOptions): PageMarkdown {
  const found = CONTENT_ROOTS.map((selector) => select(selector, document)).find(Boolean);
  if (!found) {
    return {title: '', markdown: ''};
  }
  // The page's tree is shared with the other readers of the build; the conversion edits a copy.
  const content = structuredClone(found);
  restoreMermaidDiagrams(content, options.mermaidSources ?? []);
  rewriteChildren(content, options.pageUrl);

  const h1 = select('h1', content);
  const title = oneLine(hastToString(h1 ?? select('title', document) ?? {type: 'text', value: ''}));
  if (h1) {
    removeElement(content, h1);
  }

  const body = toMdast({type: 'root', children: [content]} satisfies Root, {
    handlers: {pre: codeBlock},
    // React leaves empty comments between adjacent text nodes; they carry nothing.
    nodeHandlers: {comment: () => undefined},
  }) as MdastRoot;
  const heading: Heading = {type: 'heading', depth: 1, children: [{type: 'text', value: title}]};
  const tree: MdastRoot = {type: 'root', children: [heading, ...(body.children as MdastContent[])]};
  return {title, markdown: stringifyMarkdown(tree)};
}

/** A `pre` as a fenced block, keeping the code block title as fence meta (`title="app.py"`). */
const codeBlock: Handle = (state, node) => {
  const result = defaultHandlers.pre(state, node) as Code;
  const title = node.properties.dataTitle;
  if (typeof title === 'string' && title !== '') {
    result.meta = `title=${JSON.stringify(title)}`;
  }
  return result;
};

/**
 * Puts each Mermaid source back where its diagram was. The build draws every
 * diagram as images in a `.docusaurus-mermaid-container` (see
 * src/remark/remark-mermaid-images.ts); when the page has as many containers
 * as its source has diagrams, they are the diagrams, in order. Otherwise the
 * diagrams are dropped rather than guessed.
 */
function restoreMermaidDiagrams(root: Element, sources: readonly string[]): void {
  const containers = selectAll('.docusaurus-mermaid-container', root);
  if (containers.length !== sources.length) {
    for (const container of containers) {
      container.children = [];
    }
    return;
  }
  containers.forEach((container, index) => {
    Object.assign(container, element('pre', [element('code', [text(sources[index]!)], {className: ['language-mermaid']})]));
  });
}

/**
 * Rewrites the subtree in place, children first (so nested tabs are
 * flattened before the tabs around them): drops interface parts and turns
 * Docusaurus's components into plain HTML that converts to Markdown.
 */
function rewriteChildren(parent: Element, pageUrl: string): void {
  parent.children = parent.children.flatMap((child) => {
    if (child.type !== 'element') {
      return [child];
    }
    if (isNotContent(child)) {
      return [];
    }
    rewriteChildren(child, pageUrl);
    return rewriteElement(child, pageUrl);
  });
}

function rewriteElement(node: Element, pageUrl: string): ElementContent[] {
  if (hasClass(node, 'theme-code-block')) {
    return [codeBlockToPre(node)];
  }
  if (hasClass(node, 'theme-admonition')) {
    return [admonitionToBlockquote(node)];
  }
  if (hasClass(node, 'tabs-container')) {
    return tabsToLabelledSections(node);
  }
  if (node.tagName === 'details') {
    return detailsToLabelledSection(node);
  }
  if (node.tagName === 'noscript') {
    // IdealImage puts the plain <img> in <noscript>; the page shows it either way.
    return node.children;
  }
  if (node.tagName === 'a' && typeof node.properties.href === 'string') {
    node.properties.href = new URL(node.properties.href, pageUrl).href;
  }
  if (node.tagName === 'img' && typeof node.properties.src === 'string') {
    node.properties.src = new URL(node.properties.src, pageUrl).href;
  }
  return [node];
}

/**
 * Docusaurus renders a code block as a container with a `language-*` class,
 * an optional title, and one `.token-line` element per line inside `pre > code`.
 */
function codeBlockToPre(container: Element): Element {
  const language = classNames(container)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const code = select('pre code', container) ?? select('pre', container);
  const lines = code ? code.children.filter((child): child is Element => child.type === 'element' && hasClass(child, 'token-line')) : [];
  const value = lines.length > 0 ? lines.map((line) => hastToString(line)).join('\n') : hastToString(code ?? container);
  const titleElement = container.children.find(
    (child): child is Element => child.type === 'element' && classNames(child).some((name) => name.startsWith('codeBlockTitle')),
  );
  return element(
    'pre',
    [element('code', [text(value)], language ? {className: [`language-${language}`]} : {})],
    titleElement ? {dataTitle: oneLine(hastToString(titleElement))} : {},
  );
}

/** `:::tip[Title]` renders as a heading (icon and title) followed by the content. */
function admonitionToBlockquote(admonition: Element): Element {
  const [heading, content] = admonition.children.filter((child): child is Element => child.type === 'element');
  const title = capitalize(oneLine(heading ? hastToString(heading) : ''));
  return element('blockquote', [...(title ? [labelParagraph(title)] : []), ...(content?.children ?? [])]);
}

/** Each tab's content, in order, under its label (every panel is in the built HTML). */
function tabsToLabelledSections(tabs: Element): ElementContent[] {
  const labels: string[] = [];
  const panels: Element[] = [];
  const visit = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.properties.role === 'tab') {
        labels.push(oneLine(hastToString(child)));
      } else if (child.properties.role === 'tabpanel') {
        panels.push(child);
      } else {
        visit(child);
      }
    }
  };
  visit(tabs);
  return panels.flatMap((panel, index) => [labelParagraph(labels[index] ?? `Tab ${index + 1}`), element('div', panel.children)]);
}

function detailsToLabelledSection(details: Element): ElementContent[] {
  const summary = details.children.find((child): child is Element => child.type === 'element' && child.tagName === 'summary');
  const rest = details.children.filter((child) => child !== summary);
  return [...(summary ? [labelParagraph(oneLine(hastToString(summary)))] : []), element('div', rest)];
}

function labelParagraph(label: string): Element {
  return element('p', [element('strong', [text(label)])]);
}

function removeElement(root: Element, target: Element): boolean {
  const index = root.children.indexOf(target);
  if (index !== -1) {
    root.children.splice(index, 1);
    return true;
  }
  return root.children.some((child) => child.type === 'element' && removeElement(child, target));
}

function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

function text(value: string): Text {
  return {type: 'text', value};
}

function classNames(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function hasClass(node: Element, name: string): boolean {
  return classNames(node).includes(name);
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
