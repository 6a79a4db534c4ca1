import {stemmer} from 'stemmer';

/**
 * Words as readers type them and as code names them: letters and digits, kept
 * together across inner dots, underscores and hyphens so `ag.init`,
 * `config_pull` and `llm-as-a-judge` are also indexed whole.
 */
const WORD = /[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*/gu;
const PART = /[\p{L}\p{N}]+/gu;
// The same for ASCII text (most of it), which V8 matches several times faster.
const ASCII_WORD = /[a-z0-9]+(?:[._-][a-z0-9]+)*/g;
const ASCII_PART = /[a-z0-9]+/g;
// eslint-disable-next-line no-control-regex -- all of ASCII, its control characters too
const ASCII = /^[\x00-\x7f]*$/;

/** Queries are cut to this many words: a pasted page must not stall the engine. */
export const MAX_QUERY_WORDS = 12;

const STOP_WORDS = new Set(
  (
    'a an and are as at be by can could do does for from get got how i if in into is it its me my of on or ' +
    'our should so that the their them then there these this to us was we what when where which who why ' +
    'will with would you your'
  ).split(' '),
);

/**
 * Marks left once letters are decomposed, and lone surrogates (half an emoji):
 * with the `u` flag a surrogate pair is one code point, so the range matches
 * only a surrogate standing alone.
 */
const MARKS_AND_LONE_SURROGATES = /[\p{M}\ud800-\udfff]+/gu;

/** Lowercases and strips diacritics, so "Résumé" finds "resume"; drops lone surrogates. */
export function normalizeText(text: string): string {
  // Most page text is ASCII, which has no diacritics to strip.
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(MARKS_AND_LONE_SURROGATES, '').toLowerCase();
}

/** Whole words and compound code names, normalized, in order. */
export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized.match(ASCII.test(normalized) ? ASCII_WORD : WORD) ?? [];
}

/** Simple words only (compounds split), normalized: what phrase matching compares. */
export function simpleWords(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized.match(ASCII.test(normalized) ? ASCII_PART : PART) ?? [];
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/**
 * Words that carry the form of a reader's question, not its subject ("how do
 * I see the cost of each call"). They stay in the index (a page title may be
 * "Contains All") but a query ignores them when it has other words.
 */
const FILLER_WORDS = new Set(
  (
    'about any anything also able all another between difference differences each every going happen happens happened ' +
    'im ive just like make many more most much need ' +
    'needs new one other possible please see some something there thing things try trying use used using very ' +
    'versus vs want wants way ways don doesn didn isn t s ll ve re m d'
  ).split(' '),
);

/** The words of a query that say what it is about. */
export function subjectWords(words: readonly string[]): string[] {
  const subject = words.filter((word) => !STOP_WORDS.has(word) && !FILLER_WORDS.has(word));
  if (subject.length > 0) return subject;
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : [...words];
}

/** The Porter stem, for words where stemming means something. */
export const stem = memoize((word: string) => (word.length > 3 && /^\p{L}+$/u.test(word) ? stemmer(word) : word), 50_000);

/**
 * The words one token is indexed under: the token, and for a compound its
 * parts and, for a version, its short forms. Stop words give nothing.
 * Records are not indexed under stems: a stem is a term of its own that lists
 * its words (split-index.ts), which spares the browser stemming the whole site.
 */
export const indexWords = memoize((token: string) => forms(token, false), 100_000);

/** The terms a query token looks for: its index words and their stems. */
export const indexTerms = memoize((token: string) => forms(token, true), 100_000);

/**
 * `compute`, remembered per key: the vocabulary is small next to the number
 * of words, so each distinct word is worked out once (up to `limit` kept).
 */
export function memoize<K, V>(compute: (key: K) => V, limit = Infinity): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      if (cache.size >= limit) cache.clear();
      cache.set(key, value);
    }
    return value;
  };
}

function forms(token: string, withStems: boolean): string[] {
  const terms = new Set<string>();
  const add = (word: string) => {
    if (!word || STOP_WORDS.has(word)) return;
    terms.add(word);
    if (withStems) terms.add(stem(word));
  };
  if (!/[._-]/.test(token)) {
    add(token);
    return [...terms];
  }
  terms.add(token);
  // "v0.27.0" is also found as "0.27.0" and as "0.27".
  const version = /^v?(\d+\.\d+)(\.\d+)*$/.exec(token);
  if (version) {
    terms.add(token.replace(/^v/, ''));
    terms.add(version[1]);
  }
  for (const part of token.split(/[._-]+/)) add(part);
  return [...terms];
}
