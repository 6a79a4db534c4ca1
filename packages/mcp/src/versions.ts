import {SiteError, siteUrlFor, type SiteSource} from './site';
import {describeError} from './text';

/**
 * The docs versions a site has, as its build lists them at its root: for
 * each, the release it documents, whether it is the latest, the prefix of its
 * pages (`""` for the latest, `0.27/` for an older one), and the search index
 * manifest and OpenAPI description it has of its own. The site's mcp-server
 * plugin writes the file; the server reads it once per session.
 */
export const DOCS_VERSIONS_FILE = 'docs-versions.json';

/** One version, as the file lists it: every path from the site's root. */
export interface SiteVersion {
  /** The release (`0.27`), which the tools' `version` argument names. */
  version: string;
  latest: boolean;
  /** Where its pages are: `""` (the site's own routes) or a folder such as `0.27/`. */
  path: string;
  /** Its search index manifest (`search-index-0.27.json`). */
  searchIndex: string;
  /** Its OpenAPI description as JSON (`openapi-agenta-0.27.json`). */
  openapi: string;
}

/** The file's whole content: `{"versions": [...]}`, the latest first by convention. */
export interface DocsVersionsFile {
  versions: SiteVersion[];
}

export interface SiteVersions {
  versions: readonly SiteVersion[];
  latest: SiteVersion;
  /**
   * Whether the site lists its versions. A site built before the file existed
   * has one version, read as before from the site's own index and
   * `openapi.json`, and named nothing but "latest".
   */
  listed: boolean;
}

/** What `version` may be: a release such as 0.27 (a name the file gives) or "latest"; anything longer is refused unread. */
export const MAX_VERSION_LENGTH = 20;
/** The alias of the latest version, whatever its release. */
export const LATEST = 'latest';
/** The file is a few hundred bytes: one much larger is not what the site's build writes. */
export const MAX_VERSIONS_FILE_BYTES = 64 * 1024;
const MAX_VERSIONS = 100;
const MAX_FILE_PATH_LENGTH = 200;

/** A name: a letter or digit, then letters, digits, ".", "_" or "-" (never "..", a "/" or a "%"). */
const NAME = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;
/** A folder of the site: names, each followed by "/". */
const FOLDER = /^(?:[0-9A-Za-z][0-9A-Za-z._-]*\/)+$/;
/** A JSON file of the site: folders, then a name ending in `.json`. */
const JSON_FILE = /^(?:[0-9A-Za-z][0-9A-Za-z._-]*\/)*[0-9A-Za-z][0-9A-Za-z._-]*\.json$/;

/** What a site that lists no versions has: one version, read as the server always read it. */
export function unlistedVersions(): SiteVersions {
  const only: SiteVersion = {version: LATEST, latest: true, path: '', searchIndex: 'search-index.json', openapi: 'openapi.json'};
  return {versions: [only], latest: only, listed: false};
}

/**
 * Reads the file, and refuses anything but what the site's build writes: no
 * path may leave the site (no `..`, no URL, no other host, no `%`), each name
 * is short and plain, exactly one version is the latest, and no two share a
 * name or a folder. `where` names the file in messages.
 */
export function parseDocsVersions(text: string, where: string, siteUrl: string): SiteVersions {
  const refuse = (problem: string) => new SiteError(`${where} is not a list of docs versions the server reads: ${problem}.`);
  if (text.length > MAX_VERSIONS_FILE_BYTES) throw refuse(`it is ${text.length} characters long, more than ${MAX_VERSIONS_FILE_BYTES}`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw refuse(`it is not JSON (${describeError(error)})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !Object.hasOwn(data, 'versions')) throw refuse('it has no "versions"');
  const listed = (data as {versions: unknown}).versions;
  if (!Array.isArray(listed) || listed.length === 0 || listed.length > MAX_VERSIONS) throw refuse(`"versions" must be a list of 1 to ${MAX_VERSIONS} versions`);
  const versions: SiteVersion[] = [];
  const names = new Map<string, SiteVersion>();
  const folders = new Set<string>();
  listed.forEach((entry: unknown, index) => {
    const at = `version ${index + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw refuse(`${at} is not an object`);
    const field = (key: keyof SiteVersion) => (Object.hasOwn(entry, key) ? (entry as Record<string, unknown>)[key] : undefined);
    const [version, latest, folder, searchIndex, openapi] = (['version', 'latest', 'path', 'searchIndex', 'openapi'] as const).map(field);
    if (typeof version !== 'string' || version.length > MAX_VERSION_LENGTH || !NAME.test(version))
      throw refuse(`${at}'s "version" must be a name such as "0.27", of at most ${MAX_VERSION_LENGTH} letters, digits, ".", "_" or "-"`);
    if (typeof latest !== 'boolean') throw refuse(`${version}'s "latest" must be true or false`);
    if (typeof folder !== 'string' || (folder !== '' && (folder.length > MAX_FILE_PATH_LENGTH || !FOLDER.test(folder))))
      throw refuse(`${version}'s "path" must be "" or a folder of the site such as "0.27/"`);
    for (const [key, file] of [
      ['searchIndex', searchIndex],
      ['openapi', openapi],
    ] as const) {
      if (typeof file !== 'string' || file.length > MAX_FILE_PATH_LENGTH || !JSON_FILE.test(file))
        throw refuse(`${version}'s "${key}" must be a JSON file of the site, such as "search-index-0.27.json"`);
      // The one check of what may be read, as for every path the server asks for.
      siteUrlFor(siteUrl, file);
    }
    const key = version.toLowerCase();
    if (names.has(key)) throw refuse(`two versions are named "${version}"`);
    if (folders.has(folder)) throw refuse(`two versions have the path "${folder}"`);
    if (key === LATEST && !latest) throw refuse(`"${LATEST}" names the latest version; an older one cannot be called so`);
    const parsed: SiteVersion = {version, latest, path: folder, searchIndex: searchIndex as string, openapi: openapi as string};
    names.set(key, parsed);
    folders.add(folder);
    versions.push(parsed);
  });
  const latest = versions.filter((version) => version.latest);
  if (latest.length !== 1) throw refuse(`exactly one version must be the latest (${latest.length} are)`);
  return {versions, latest: latest[0]!, listed: true};
}

/**
 * The site's versions, read once per session: a site without the file (404)
 * has one version, as before the file existed; any other failure (the site
 * down, a file the server refuses) is an error, and the next call tries again.
 */
export function createVersionsLoader(source: SiteSource): () => Promise<SiteVersions> {
  let loading: Promise<SiteVersions> | null = null;
  return () => {
    loading ??= source.readText(DOCS_VERSIONS_FILE, {maxBytes: MAX_VERSIONS_FILE_BYTES}).then(
      (text) => parseDocsVersions(text, `${source.origin}${source.origin.endsWith('/') ? '' : '/'}${DOCS_VERSIONS_FILE}`, source.siteUrl),
      (error: unknown) => {
        if (error instanceof SiteError && error.status === 404) return unlistedVersions();
        throw error;
      },
    );
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
}

/** The versions as a list for messages: `0.28 (latest), 0.27`. */
export function versionList(site: SiteVersions): string {
  return site.versions.map((version) => `${version.version}${version.latest ? ' (latest)' : ''}`).join(', ');
}

/** The version an answer comes from, for its first line: `docs version 0.27`; nothing on a site that lists none. */
export function versionLabel(site: SiteVersions, version: SiteVersion): string {
  if (!site.listed) return '';
  return `docs version ${version.version}${version.latest ? ', the latest' : ''}`;
}

/**
 * The version `requested` names: a release the site lists (any case, with or
 * without a leading "v"), or "latest"; none given is the latest. Anything else
 * is an error that lists the site's versions.
 */
export function pickVersion(site: SiteVersions, requested: string | undefined): SiteVersion {
  if (requested === undefined) return site.latest;
  const wanted = requested.trim().toLowerCase();
  if (wanted === LATEST) return site.latest;
  const byName = new Map(site.versions.map((version) => [version.version.toLowerCase(), version]));
  const found = byName.get(wanted) ?? (/^v\d/.test(wanted) ? byName.get(wanted.slice(1)) : undefined);
  if (found) return found;
  const shown = JSON.stringify(requested.length > MAX_VERSION_LENGTH ? `${requested.slice(0, MAX_VERSION_LENGTH)}…` : requested);
  if (!site.listed) {
    throw new SiteError(
      `No docs version ${shown} on this site: it lists no versions (it publishes no ${DOCS_VERSIONS_FILE}), so it is read as one; leave version out, or give "${LATEST}".`,
    );
  }
  throw new SiteError(`No docs version ${shown} on this site. Its versions: ${versionList(site)}. Give one of them, or leave version out for the latest.`);
}

/** The version whose folder holds a site path (`0.27/evaluation/overview`, or `0.27` itself), if any: the longest folder wins. */
export function versionOfPath(site: SiteVersions, sitePath: string): SiteVersion | undefined {
  return site.versions
    .filter((version) => version.path !== '' && (sitePath === version.path.slice(0, -1) || sitePath.startsWith(version.path)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * Where read_page finds a page (`pagePath`, as pagePathOf gives it) when
 * `requested` names a version: a path in a version's folder is that
 * version's page, and asking for another version is an error that says so;
 * any other path is the same page in the version asked for (the latest, if
 * none), its folder added (`moved`).
 */
export function placePage(site: SiteVersions, pagePath: string, requested: string | undefined): {version: SiteVersion; pagePath: string; moved: boolean} {
  const under = versionOfPath(site, pagePath);
  const wanted = requested === undefined ? (under ?? site.latest) : pickVersion(site, requested);
  if (under && under !== wanted) {
    throw new SiteError(
      `"/${pagePath}" is a page of docs version ${under.version}, but version asks for ${wanted.version}: leave version out to read it, ` +
        `or give the path without "/${under.path}" to read the same page in ${wanted.version}.`,
    );
  }
  if (under || wanted.path === '') return {version: wanted, pagePath, moved: false};
  // Without a trailing slash, as the site serves it: the version's home is `0.27`, its twin `0.27.md`.
  return {version: wanted, pagePath: `${wanted.path}${pagePath}`.replace(/\/$/, ''), moved: true};
}
