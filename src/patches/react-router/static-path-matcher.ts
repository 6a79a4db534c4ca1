/**
 * path-to-regexp for React Router (patch static-path-matcher, src/patches/patches.yaml), with a fast
 * path for static routes. Matching a URL to the route table compiles a
 * regular expression for every route it tries, and the browser compiles each
 * again on its first use: some 200 of each in the start-up task of every
 * page, although every route of the site but the catch-all is a plain path.
 * For a path with no parameters, this returns an object whose `exec` answers
 * as that expression would, by comparing strings; any other path goes to
 * path-to-regexp itself.
 */
import pathToRegexp from 'path-to-regexp';

type Key = pathToRegexp.Key;
type RegExpOptions = pathToRegexp.RegExpOptions;

/** A path with none of path-to-regexp's syntax (parameters, groups, modifiers, escapes), and only ASCII. */
const STATIC_PATH = /^[\x20-\x7e]*$/;
const PATH_SYNTAX = /[:()*?+\\]/;

/** Equal, ignoring the case of ASCII letters: what a case-insensitive expression without the `u` flag does for an ASCII pattern. */
function equalIgnoringCase(text: string, pattern: string): boolean {
  if (text.length !== pattern.length) return false;
  for (let index = 0; index < text.length; index++) {
    const a = text.charCodeAt(index);
    const b = pattern.charCodeAt(index);
    if (a === b) continue;
    const lowerA = a | 0x20;
    if (lowerA !== (b | 0x20) || lowerA < 0x61 || lowerA > 0x7a) return false;
  }
  return true;
}

export type StaticPathMatcher = {keys: Key[]; exec(pathname: string): [string] | null};

/**
 * The matcher for a static path, with path-to-regexp's options: `end`
 * (match the whole URL, default true), `strict` (a trailing slash must
 * match exactly), `sensitive` (case-sensitive).
 */
export function staticPathMatcher(path: string, keys: Key[], {end = true, strict = false, sensitive = false}: RegExpOptions = {}): StaticPathMatcher {
  const endsWithSlash = path.endsWith('/');
  // Not strict: the path's own trailing slash is dropped, and one slash is allowed at the very end of a match.
  const base = !strict && endsWithSlash ? path.slice(0, -1) : path;
  const same = sensitive ? (a: string, b: string) => a === b : equalIgnoringCase;
  return {
    keys,
    exec(pathname) {
      if (!same(pathname.slice(0, base.length), base)) return null;
      const rest = pathname.slice(base.length);
      if (!strict && rest === '/') return [pathname];
      if (end) return rest === '' ? [pathname] : null;
      if (rest === '' || rest.startsWith('/') || (strict && endsWithSlash)) return [pathname.slice(0, base.length)];
      return null;
    },
  };
}

function pathMatcher(path: pathToRegexp.Path, keys?: Key[], options?: RegExpOptions): pathToRegexp.PathRegExp | StaticPathMatcher {
  const isStatic = typeof path === 'string' && STATIC_PATH.test(path) && !PATH_SYNTAX.test(path);
  if (isStatic && Array.isArray(keys) && (options?.delimiter ?? '/') === '/') {
    return staticPathMatcher(path, keys, options);
  }
  return pathToRegexp(path, keys, options);
}

export default Object.assign(pathMatcher, {
  parse: pathToRegexp.parse,
  compile: pathToRegexp.compile,
  tokensToFunction: pathToRegexp.tokensToFunction,
  tokensToRegExp: pathToRegexp.tokensToRegExp,
});
