/**
 * What every host does with a request's path before it looks for a file, written once for the
 * hosts that run the site's own code (the local server, and any function a host runs): the path is
 * decoded once, and a path no file can have is answered at once instead of reaching the file
 * system. nginx and Caddy do the same through the rules the build writes for them
 * (host-files.ts), and tests/hosts holds all of them to one list of hostile
 * requests.
 */

/** A path segment of this many bytes or more names no file (NAME_MAX is 255 on Linux and macOS). */
export const MAX_SEGMENT_BYTES = 256;
/** A decoded path longer than this names no file (PATH_MAX is 4096 on Linux). */
export const MAX_PATH_BYTES = 4096;

/** Characters no page path holds: C0 controls and DEL. A tab or newline in a path is an attack or a typo. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A text's length in UTF-8 bytes, with what every runtime has (a worker has no `Buffer`). */
const utf8Bytes = (text: string) => new TextEncoder().encode(text).byteLength;

export type RequestPath =
  | {
      ok: true;
      /** Decoded, with `.` and `..` segments resolved and runs of `/` merged, as nginx does. */ path: string;
      /** Whether a redirect may be built from it (below). */ redirectable: boolean;
    }
  | {ok: false; status: 400 | 404; reason: string};

/**
 * Decodes a request's path (the part before `?`) as a static host does. Fails with 400 on a
 * malformed percent-encoding, a control character or a `..` above the root, and with 404 on a
 * segment or path longer than any file's. A path is redirectable unless it starts with `//` or
 * `/\` once decoded: a browser reads either at the start of a `Location` as another host.
 */
export function parseRequestPath(rawPath: string): RequestPath {
  if (!rawPath.startsWith('/')) return {ok: false, status: 400, reason: 'the path does not start with /'};
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return {ok: false, status: 400, reason: 'malformed percent-encoding'};
  }
  if (CONTROL_CHARACTERS.test(decoded)) return {ok: false, status: 400, reason: 'a control character'};
  if (utf8Bytes(decoded) > MAX_PATH_BYTES) return {ok: false, status: 404, reason: 'a path longer than any file’s'};
  const segments: string[] = [];
  for (const segment of decoded.split('/').slice(1)) {
    if (utf8Bytes(segment) >= MAX_SEGMENT_BYTES) return {ok: false, status: 404, reason: 'a segment longer than any file name'};
    if (segment === '.' || segment === '') continue;
    if (segment === '..') {
      if (segments.length === 0) return {ok: false, status: 400, reason: 'a .. above the root'};
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const trailing = decoded.length > 1 && /\/\.{0,2}$/.test(decoded) && segments.length > 0;
  return {
    ok: true,
    path: `/${segments.join('/')}${trailing ? '/' : ''}`,
    redirectable: !/^\/[/\\]/.test(decoded),
  };
}

/** A decoded path as a `Location` value: every segment percent-encoded, so nothing in it reads as a host. */
export function encodePath(decodedPath: string): string {
  return decodedPath
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%40/g, '@').replace(/%3A/gi, ':'))
    .join('/');
}

/** A query string as received, made safe for a header: anything outside printable ASCII percent-encoded. */
export function safeQuery(query: string): string {
  return query.replace(/[^\u0021-\u007e]/gu, (character) => encodeURIComponent(character));
}
