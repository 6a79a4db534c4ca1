import {stemmer} from 'stemmer';

/**
 * Words as readers type them and as code names them: letters and digits, kept
 * together across inner dots, underscores and hyphens so `ag.init`,
 * `config_pull` and `llm-as-a-judge` are also indexed whole.
 */
const WORD = /[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*/gu;
const PART = /[\p{L}\p{N}]+/gu;

/** Queries are cut to this many words: a pasted page must not stall the engine. */
export const MAX_QUERY_WORDS = 12;

const STOP_WORDS = new Set(
  (
    'a an and are as at be by can could do does for from get got how i if in into is it its me my of on or ' +
    'our should so that the their them then there these this to us was we what when where which who why ' +
    'will with would you your'
  ).split(' '),
);

/** Lowercases and strips diacritics, so "Résumé" finds "resume". */
export function normalizeText(text: string): string {
  // Most page text is ASCII, which has no diacritics to strip.
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Whole words and compound code names, normalized, in order. */
export function tokenize(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

/** Simple words only (compounds split), normalized: what phrase matching compares. */
export function simpleWords(text: string): string[] {
  return normalizeText(text).match(PART) ?? [];
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** The Porter stem, for words where stemming means something. */
export function stem(word: string): string {
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    stemmed = word.length > 3 && /^\p{L}+$/u.test(word) ? stemmer(word) : word;
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(word, stemmed);
  }
  return stemmed;
}
const stemCache = new Map<string, string>();

/**
 * The index terms for one token: the word, its stem, and for a compound its
 * parts (each with its stem). Stop words give nothing.
 */
export function indexTerms(token: string): string[] {
  // The vocabulary is small next to the token count: each token is worked out once.
  let cached = termsCache.get(token);
  if (cached === undefined) {
    cached = computeIndexTerms(token);
    if (termsCache.size > 100_000) termsCache.clear();
    termsCache.set(token, cached);
  }
  return cached;
}
const termsCache = new Map<string, string[]>();

function computeIndexTerms(token: string): string[] {
  const terms = new Set<string>();
  const add = (word: string) => {
    if (!word || isStopWord(word)) return;
    terms.add(word);
    terms.add(stem(word));
  };
  if (/[._-]/.test(token)) {
    terms.add(token);
    // "v0.27.0" is also found as "0.27.0" and as "0.27".
    const version = /^v?(\d+\.\d+)(\.\d+)*$/.exec(token);
    if (version) {
      terms.add(token.replace(/^v/, ''));
      terms.add(version[1]);
    }
    for (const part of token.split(/[._-]+/)) add(part);
  } else {
    add(token);
  }
  return [...terms];
}

