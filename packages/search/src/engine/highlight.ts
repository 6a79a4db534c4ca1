import {normalizeText, stem} from './text';

/** The shape Algolia gives `_highlightResult` and `_snippetResult` entries. */
export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** DocSearch renders highlight values as HTML: every character of page text is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Decides whether one word of page text answers the query. */
export type WordMatcher = (word: string) => boolean;

/** Matches a word when it, or its stem, is one of the index terms the query hit. */
export function matcherFor(matchedTerms: Iterable<string>): WordMatcher {
  const terms = new Set(matchedTerms);
  const seen = new Map<string, boolean>();
  return (word) => {
    let matched = seen.get(word);
    if (matched === undefined) {
      const normalized = normalizeText(word);
      matched = terms.has(normalized) || terms.has(stem(normalized));
      seen.set(word, matched);
    }
    return matched;
  };
}

interface Segment {
  text: string;
  isWord: boolean;
  matched: boolean;
}

function segment(text: string, matches: WordMatcher): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const index = found.index ?? 0;
    if (index > last) segments.push({text: text.slice(last, index), isWord: false, matched: false});
    segments.push({text: found[0], isWord: true, matched: matches(found[0])});
    last = index + found[0].length;
  }
  if (last < text.length) segments.push({text: text.slice(last), isWord: false, matched: false});
  return segments;
}

function render(segments: Segment[], tags: HighlightTags): string {
  let html = '';
  for (const part of segments) {
    // Words are letters and digits only: nothing in them needs escaping.
    if (part.matched) html += tags.pre + part.text + tags.post;
    else html += part.isWord ? part.text : escapeHtml(part.text);
  }
  return html;
}

function summarize(segments: Segment[], value: string): HighlightResult {
  let words = 0;
  const matchedWords = new Set<string>();
  let matched = 0;
  for (const part of segments) {
    if (!part.isWord) continue;
    words += 1;
    if (part.matched) {
      matched += 1;
      matchedWords.add(normalizeText(part.text));
    }
  }
  return {
    value,
    matchLevel: matched === 0 ? 'none' : matched === words ? 'full' : 'partial',
    matchedWords: [...matchedWords],
    fullyHighlighted: words > 0 && matched === words,
  };
}

/**
 * For one attribute, from one pass over its words: the whole text, escaped,
 * with the matched words wrapped in the highlight tags; and, when `wordCount`
 * is given, about that many words around the first match, with the ellipsis
 * where text was cut (Algolia's `attributesToSnippet: ['content:10']`).
 */
export function highlightAndSnippet(
  text: string,
  matches: WordMatcher,
  wordCount: number | undefined,
  tags: HighlightTags,
  ellipsis = '…',
): {highlight: HighlightResult; snippet: HighlightResult | null} {
  const segments = segment(text, matches);
  const full = summarize(segments, render(segments, tags));
  return {highlight: full, snippet: wordCount ? snippetOf(segments, full, wordCount, tags, ellipsis) : null};
}

function snippetOf(segments: Segment[], full: HighlightResult, wordCount: number, tags: HighlightTags, ellipsis: string): HighlightResult {
  const wordIndexes = segments.flatMap((s, i) => (s.isWord ? [i] : []));
  if (wordIndexes.length <= wordCount) return full;

  const firstMatch = wordIndexes.findIndex((i) => segments[i].matched);
  const lead = Math.floor(wordCount / 3);
  const startWord = Math.max(0, Math.min((firstMatch < 0 ? 0 : firstMatch) - lead, wordIndexes.length - wordCount));
  const endWord = startWord + wordCount - 1;
  const from = startWord === 0 ? 0 : wordIndexes[startWord];
  const to = endWord >= wordIndexes.length - 1 ? segments.length - 1 : wordIndexes[endWord];
  const window = segments.slice(from, to + 1);
  // Trailing punctuation after the last word reads better kept (a closing bracket, a full stop).
  if (to < segments.length - 1 && !segments[to + 1].isWord && /^[)\].,;:!?"']+$/.test(segments[to + 1].text)) {
    window.push(segments[to + 1]);
  }
  const value = (from > 0 ? escapeHtml(ellipsis) : '') + render(window, tags) + (to < segments.length - 1 ? escapeHtml(ellipsis) : '');
  return {...full, value};
}
