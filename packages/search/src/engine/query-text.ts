/**
 * Queries are cut and cleaned by code points, never by UTF-16 code units: a
 * cut inside a surrogate pair (an emoji) leaves a lone surrogate, which no
 * word holds and which `encodeURIComponent` throws on (URIError), as the
 * modal's links to the search page are built with it.
 */

// With the `u` flag a surrogate pair is one code point above U+FFFF, so this
// range matches only a surrogate standing alone.
const LONE_SURROGATE = /[\ud800-\udfff]/gu;

/** `text` without its lone surrogates (half an emoji, cut or typed by a script). */
export function withoutLoneSurrogates(text: string): string {
  return text.replace(LONE_SURROGATE, '');
}

/** The first `max` code points of `text` (an emoji is one), with no lone surrogate. */
export function cutQuery(text: string, max: number): string {
  let end = 0;
  let count = 0;
  for (const char of text) {
    if (count === max) break;
    end += char.length;
    count += 1;
  }
  return withoutLoneSurrogates(end === text.length ? text : text.slice(0, end));
}
