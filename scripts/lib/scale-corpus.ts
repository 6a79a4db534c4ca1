import {createHash} from 'node:crypto';

/**
 * A generated corpus for measuring size and speed at several times the
 * site's size (never relevance): each copy of a page has some of its words
 * replaced by words of its own, so the vocabulary grows with the copies as a
 * real site's does, more slowly than its text.
 */

/** Share of a copy's distinct words that become words of that copy. */
export const VARIED_SHARE = 0.2;
const SUFFIXES = ['ar', 'en', 'ix', 'ol', 'um', 'et', 'io', 'ra', 'ly', 'on', 'as', 'ek'];

/** Spans a copy must keep as they are: code, link targets, tags and expressions, quoted values, addresses. */
const PROTECTED = /`[^`]*`|\]\([^)]*\)|<[^>]*>|\{[^}]*\}|"[^"]*"|https?:\/\/\S+/g;
const WORD = /\b[a-z]{5,}\b/g;

function hashOf(text: string): number {
  return createHash('md5').update(text).digest().readUInt32LE(0);
}

/** The word `word` becomes in copy `copy` (the same everywhere in that copy), or the word itself. */
export function variedWord(word: string, copy: number): string {
  if (copy <= 1) return word;
  const hash = hashOf(`${copy}:${word}`);
  if (hash % 1000 >= VARIED_SHARE * 1000) return word;
  return `${word}${SUFFIXES[(hash >>> 10) % SUFFIXES.length]}${copy}`;
}

/** One line of prose with its words varied for copy `copy`, protected spans untouched. */
export function varyProse(line: string, copy: number): string {
  let result = '';
  let last = 0;
  for (const match of line.matchAll(PROTECTED)) {
    result += line.slice(last, match.index).replace(WORD, (word) => variedWord(word, copy));
    result += match[0];
    last = match.index! + match[0].length;
  }
  return result + line.slice(last).replace(WORD, (word) => variedWord(word, copy));
}

/**
 * A Markdown or MDX page for copy `copy`: prose varied; front matter, code
 * blocks, headings (their anchors are linked to), imports, JSX lines and
 * admonition markers kept; `slug` dropped (the copy's path gives its
 * route), and the title and description varied and marked with the copy.
 */
export function varyPage(source: string, copy: number): string {
  const lines = source.split('\n');
  let inFrontMatter = lines[0] === '---';
  let fence: string | null = null;
  let jsxDepth = 0;
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (inFrontMatter) {
      if (i > 0 && line === '---') inFrontMatter = false;
      else if (/^slug:/.test(line)) return;
      else if (/^(title|sidebar_label):/.test(line)) line = line.replace(/^(\w+): *("?)(.*?)("?)$/, `$1: $2$3 (copy ${copy})$4`);
      else if (/^description:/.test(line)) line = varyProse(line, copy);
      out.push(line);
      return;
    }
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMatch && line.trim().startsWith(fence)) fence = null;
      out.push(line);
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      out.push(line);
      return;
    }
    // A JSX element's opening tag may span lines: keep every line until it closes.
    if (jsxDepth > 0 || (/^\s*<[A-Za-z]/.test(line) && !/>\s*$/.test(line))) {
      jsxDepth += (line.match(/</g) ?? []).length - (line.match(/>/g) ?? []).length;
      if (jsxDepth < 0) jsxDepth = 0;
      out.push(line);
      return;
    }
    if (/^(import|export) |^\s*#|^\s*:::|^\s*</.test(line)) {
      out.push(line);
      return;
    }
    out.push(varyProse(line, copy));
  });
  return out.join('\n');
}

/** An API operation's JSON data (parameters, schemas): every `description` varied. */
export function varyJson(value: unknown, copy: number): unknown {
  if (Array.isArray(value)) return value.map((item) => varyJson(item, copy));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === 'description' && typeof item === 'string' ? varyProse(item, copy) : varyJson(item, copy)]),
    );
  }
  return value;
}
