/**
 * Where a page's claims are: each is marked in the page itself by a comment that names it,
 * `<!-- src:claim-id -->`, and its sources (the platform code it comes from) are kept under that
 * id in the page's sources file. The comment is removed from what the page renders. What a marker
 * covers is the text it ends:
 *
 * - in a paragraph, list item or heading: from the block's start, or from the marker before it in
 *   the same block, up to the marker;
 * - in a table row: the row, from its start or the marker before it in the row;
 * - on a line of its own right above a fenced code block (a command, an example, a diagram): the
 *   whole block;
 * - in the front matter, as a YAML comment (`date: 2024-11-06 # src:date`): that line.
 *
 * The covered text, with white space runs made one space and markers left out, is what a claim's
 * digest is taken of (digest.ts): reword it, and the claim must be read against its code again.
 */

export const MARKER = /<!--\s*src:([a-z0-9][a-z0-9-]*)\s*-->/g;
const FRONT_MATTER_MARKER = /\s#\s*src:([a-z0-9][a-z0-9-]*)\s*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

export type MarkedClaim = {
  id: string;
  /** The covered text, normalised (normalizeText). */
  text: string;
  /** 1-based line of the marker in the page. */
  line: number;
  kind: 'prose' | 'table row' | 'code block' | 'front matter';
};

export type MarkerProblem = {line: number; message: string};

/** Runs of white space count as one space: a claim may be rewrapped without being reworded. */
export function normalizeText(text: string): string {
  return text.replace(MARKER, ' ').replace(/\s+/g, ' ').trim();
}

/** A line that starts a block of its own, whatever is above it. */
function startsBlock(line: string): boolean {
  return (
    /^\s*([-*+]|\d+[.)])\s/.test(line) ||
    /^\s{0,3}#{1,6}\s/.test(line) ||
    /^\s*\|/.test(line) ||
    /^\s*(import|export)\s/.test(line) ||
    /^\s*<\/?[A-Za-z]/.test(line) ||
    /^\s*>/.test(line) ||
    /^\s*:::/.test(line)
  );
}

const isTableRow = (line: string) => /^\s*\|/.test(line);
const isHeading = (line: string) => /^\s{0,3}#{1,6}\s/.test(line);

/** The lines of the page's front matter (1-based, inclusive), or null. */
function frontMatterRange(lines: string[]): [number, number] | null {
  if (lines[0]?.trim() !== '---') return null;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  return end === -1 ? null : [1, end + 1];
}

/**
 * Every marked claim of a page, in the page's order, and what is wrong with the markers: a
 * marker inside a code block, an id used twice, a marker that covers no text.
 */
export function findMarkedClaims(source: string): {claims: MarkedClaim[]; problems: MarkerProblem[]} {
  const lines = source.split('\n');
  const claims: MarkedClaim[] = [];
  const problems: MarkerProblem[] = [];
  const seen = new Map<string, number>();
  const add = (claim: MarkedClaim) => {
    if (seen.has(claim.id)) problems.push({line: claim.line, message: `the marker src:${claim.id} is used twice (first on line ${seen.get(claim.id)})`});
    else seen.set(claim.id, claim.line);
    if (!claim.text) problems.push({line: claim.line, message: `the marker src:${claim.id} covers no text: put it after the words it is for`});
    claims.push(claim);
  };

  const front = frontMatterRange(lines);
  if (front) {
    for (let index = front[0]; index < front[1] - 1; index++) {
      const match = FRONT_MATTER_MARKER.exec(lines[index]!);
      if (match) add({id: match[1]!, text: normalizeText(lines[index]!.slice(0, match.index)), line: index + 1, kind: 'front matter'});
    }
  }

  let fence: string | null = null;
  let fenceStart = -1;
  /** The marker on its own line right above the fence being read, if any. */
  let pendingBlockMarker: {id: string; line: number} | null = null;
  const firstBodyLine = front ? front[1] : 0;
  for (let index = firstBodyLine; index < lines.length; index++) {
    const line = lines[index]!;
    if (fence !== null) {
      if (new RegExp(`^\\s{0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(line)) {
        if (pendingBlockMarker) {
          add({...pendingBlockMarker, text: normalizeText(lines.slice(fenceStart + 1, index).join('\n')), kind: 'code block'});
          pendingBlockMarker = null;
        }
        fence = null;
      } else if (MARKER.test(line)) {
        MARKER.lastIndex = 0;
        problems.push({line: index + 1, message: 'a marker inside a code block: put it on its own line right above the block'});
      }
      MARKER.lastIndex = 0;
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening) {
      fence = opening[1]!;
      fenceStart = index;
      const above = lines[index - 1] ?? '';
      const alone = /^\s*<!--\s*src:([a-z0-9][a-z0-9-]*)\s*-->\s*$/.exec(above);
      if (alone) pendingBlockMarker = {id: alone[1]!, line: index};
      continue;
    }
    // A marker alone on its line above a fence belongs to the fence, read when it closes.
    if (/^\s*<!--\s*src:[a-z0-9-]+\s*-->\s*$/.test(line) && FENCE.test(lines[index + 1] ?? '')) continue;
    MARKER.lastIndex = 0;
    if (!MARKER.test(line)) continue;
    MARKER.lastIndex = 0;

    // The block the line belongs to: the row or heading itself, else up to the blank line or block start above.
    let start = index;
    if (!isTableRow(line) && !isHeading(line)) {
      while (
        start > firstBodyLine &&
        !startsBlock(lines[start]!) &&
        lines[start - 1]!.trim() !== '' &&
        !FENCE.test(lines[start - 1]!) &&
        !isTableRow(lines[start - 1]!) &&
        !isHeading(lines[start - 1]!)
      )
        start--;
    }
    const blockLines = lines.slice(start, index + 1);
    // Text before each marker of this line, back to the previous marker of the block.
    const block = blockLines.join('\n');
    const offsetOfLine = blockLines.slice(0, -1).reduce((sum, text) => sum + text.length + 1, 0);
    let from = 0;
    // Markers on earlier lines of the block already took the text before them.
    const earlier = [...block.slice(0, offsetOfLine).matchAll(MARKER)];
    if (earlier.length) {
      const last = earlier[earlier.length - 1]!;
      from = last.index + last[0].length;
    }
    for (const match of line.matchAll(MARKER)) {
      const at = offsetOfLine + match.index;
      let text = block.slice(from, at);
      if (isTableRow(line) && from === 0) text = text.replace(/^\s*\|/, '');
      add({id: match[1]!, text: normalizeText(text.replace(/\|/g, ' | ')), line: index + 1, kind: isTableRow(line) ? 'table row' : 'prose'});
      from = at + match[0].length;
    }
  }
  return {claims, problems};
}

/** The page's source with its markers taken out, line for line (for the checks that read the page's words). */
export function withoutMarkers(source: string): string {
  return source.replace(/[ \t]*<!--\s*src:[a-z0-9][a-z0-9-]*\s*-->/g, '').replace(/[ \t]+#\s*src:[a-z0-9][a-z0-9-]*[ \t]*$/gm, '');
}
