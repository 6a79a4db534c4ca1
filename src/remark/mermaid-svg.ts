import type {Element, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {selectAll} from 'hast-util-select';
import {toHtml} from 'hast-util-to-html';
import {toString} from 'hast-util-to-string';

/** Each diagram is drawn once per colour mode; CSS shows the one matching `data-theme`. */
export const MERMAID_THEMES = ['light', 'dark'] as const;
export type MermaidTheme = (typeof MERMAID_THEMES)[number];

/**
 * Text is measured in the build's Chromium and drawn in the reader's browser,
 * which has other fonts. Arial, Liberation Sans (Linux, installed with
 * Chromium) and Helvetica share their metrics, so labels fit their boxes on
 * every system. SVG text labels, not HTML ones: an SVG shown as an image
 * renders them the same everywhere.
 */
const FONT_FAMILY = 'Arial, "Liberation Sans", Helvetica, sans-serif';

/** Mermaid's dark theme draws edge labels on a translucent box; on the dark page they need a solid one. */
const DARK_THEME_CSS =
  '.edgeLabel rect, .labelBkg { fill: #1b1b1d !important; opacity: 1 !important; }' + '.edgeLabel text, .edgeLabel tspan { fill: #f0f0f0 !important; }';

export function mermaidConfigFor(theme: MermaidTheme): Record<string, unknown> {
  return {
    theme: theme === 'dark' ? 'dark' : 'default',
    fontFamily: FONT_FAMILY,
    htmlLabels: false,
    flowchart: {htmlLabels: false},
    ...(theme === 'dark' ? {themeCSS: DARK_THEME_CSS} : {}),
  };
}

/**
 * Mermaid sizes its SVG to the page (`width="100%"` and a max-width style).
 * Shown as an image, it needs its own size: width and height from its
 * viewBox, so the page reserves the space before the image arrives and CSS
 * scales it down on narrow screens. Only the root tag changes; the rest is
 * Mermaid's serialised XML, kept byte for byte.
 */
export function normalizeSvg(svg: string): string {
  const rootEnd = svg.indexOf('>');
  if (!svg.startsWith('<svg') || rootEnd === -1) {
    throw new Error('Mermaid returned something that is not an SVG document.');
  }
  const rootTag = fromHtml(`${svg.slice(0, rootEnd + 1)}</svg>`, {fragment: true, space: 'svg'}).children[0] as Element;
  const viewBox = String(rootTag.properties.viewBox ?? '')
    .split(/[\s,]+/)
    .map(Number);
  const [, , width, height] = viewBox;
  if (viewBox.length !== 4 || !width || !height) {
    throw new Error('Mermaid returned an SVG without a usable viewBox.');
  }
  const {style: _pageSizedStyle, ...properties} = rootTag.properties;
  const sized: Element = {
    ...rootTag,
    properties: {...properties, width: Math.ceil(width), height: Math.ceil(height)},
    children: [],
  };
  const serialized = toHtml(sized, {space: 'svg'});
  return serialized.slice(0, serialized.indexOf('>') + 1) + svg.slice(rootEnd + 1);
}

const DIAGRAM_KINDS: [RegExp, string][] = [
  [/^(flowchart|graph)\b/, 'Flowchart'],
  [/^sequenceDiagram\b/, 'Sequence diagram'],
  [/^stateDiagram(-v2)?\b/, 'State diagram'],
  [/^erDiagram\b/, 'Entity-relationship diagram'],
  [/^classDiagram\b/, 'Class diagram'],
  [/^gantt\b/, 'Gantt chart'],
  [/^pie\b/, 'Pie chart'],
];

/** Longest alt text: beyond this, a screen reader user is better served by the page's prose. */
const MAX_ALT_LENGTH = 400;

/**
 * The alt text of a diagram drawn as an image. Its accessible title and
 * description (`accTitle`, `accDescr`, which Mermaid writes as the SVG's
 * <title> and <desc>) when the source has them; otherwise the kind of diagram
 * and its labels in drawing order, which is what the diagram drawn inline
 * used to expose to screen readers.
 */
export function diagramAltText(source: string, svg: string): string {
  const tree: Root = fromHtml(svg, {fragment: true, space: 'svg'});
  const given = selectAll('svg > title, svg > desc', tree)
    .map((node) => toString(node).trim())
    .filter(Boolean)
    .join('. ');
  if (given) {
    return given;
  }
  const firstLine = source.trim().split('\n')[0]!.trim();
  const kind = DIAGRAM_KINDS.find(([pattern]) => pattern.test(firstLine))?.[1] ?? 'Diagram';
  const labels: string[] = [];
  for (const text of selectAll('text', tree)) {
    // A wrapped label is one <tspan> per line, with no space between them.
    const lines = selectAll(':scope > tspan', text);
    const parts = lines.length > 0 ? lines.map((line) => toString(line)) : [toString(text)];
    const label = parts.join(' ').replace(/\s+/g, ' ').trim();
    if (label && !labels.includes(label)) {
      labels.push(label);
    }
  }
  const alt = labels.length > 0 ? `${kind}: ${labels.join('; ')}` : kind;
  return alt.length > MAX_ALT_LENGTH ? `${alt.slice(0, MAX_ALT_LENGTH - 1).trimEnd()}…` : alt;
}
