/**
 * Sections of a page's Markdown twin (the `.md` file beside every page), cut
 * by heading: what a search hit points at (its page and headings), as text a
 * model can read.
 */

export interface MarkdownHeading {
  depth: number;
  /** The heading as plain words (no Markdown), for comparing with a search hit's headings. */
  text: string;
  /** Line number of the heading in the twin. */
  line: number;
}

/** The ATX headings of a Markdown document, outside fenced code blocks. */
export function headingsOf(markdown: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      return;
    }
    if (fence !== null) return;
    const heading = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (heading) headings.push({depth: heading[1]!.length, text: plainHeading(heading[2]!), line: index});
  });
  return headings;
}

/** A heading's words without inline Markdown (code, emphasis, links, escapes), lower-cased, spaces collapsed. */
export function plainHeading(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~]/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The section under the last of `trail` (a hit's headings below the page
 * title, outermost first): from that heading to the next heading of the same
 * or a higher level, its subsections included. Each heading of the trail is
 * looked for after the one before it, so a "Configuration" under one heading
 * is not taken for another's; failing that, the last heading anywhere. An
 * empty trail gives the whole page. Null when the heading is not in the page.
 */
export function cutSection(markdown: string, trail: readonly string[]): string | null {
  const lines = markdown.split('\n');
  if (trail.length === 0) return markdown.trim();
  const headings = headingsOf(markdown);
  const wanted = trail.map(plainHeading);
  let from = 0;
  let found: MarkdownHeading | undefined;
  for (const text of wanted) {
    const index = headings.findIndex((heading, i) => i >= from && heading.text === text);
    if (index < 0) {
      found = undefined;
      break;
    }
    found = headings[index];
    from = index + 1;
  }
  found ??= headings.find((heading) => heading.text === wanted[wanted.length - 1]);
  if (!found) return null;
  const end = headings.find((heading) => heading.line > found!.line && heading.depth <= found!.depth);
  return lines
    .slice(found.line, end ? end.line : lines.length)
    .join('\n')
    .trim();
}
