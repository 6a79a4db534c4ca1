import fs from 'node:fs';
import path from 'node:path';

import {parse as parseYaml} from 'yaml';

/**
 * The site's docs versions, one per platform release in `facts/releases.yaml` (newest first): the
 * latest is the docs plugin's `current` version, served at the site's own routes from `docs/`; each
 * older one is a version that `docusaurus docs:version` cut, under `/<version>/`. Each release's
 * pages, API description and facts are named there once; this module gives the site what it needs
 * of them.
 */
export type DocsVersion = {
  /** The release, also the version's label and (but for the latest) its path and its name in versions.json. */
  release: string;
  /** The docs plugin's name of the version: `current` for the latest. */
  name: string;
  /** The version's docs folder and its OpenAPI description, from the site's root. */
  docsDir: string;
  openApiSpec: string;
  /** Its generated API pages, from the site's root. */
  apiOutputDir: string;
  /** The key of its API description in the api-reference plugin's config. */
  apiKey: string;
  latest: boolean;
};

const siteDir = path.resolve(__dirname, '..');
const releasesFile = path.join(siteDir, 'facts/releases.yaml');

/** One entry of `facts/releases.yaml`, as written there (folders from the site's root). */
export type ReleaseEntry = {
  /** The release (`0.28`): the version's label, its facts folder and (but for the latest) its path. */
  version: string;
  /** The commit or tag of Agenta-AI/agenta its pages' claims cite by default. */
  ref: string;
  docs: string;
  openapi: string;
};

/**
 * The releases file read and checked, newest first: the one reader of it, for the site's build
 * (loadDocsVersions) and for the checks that read pages against the platform (scripts/lib/releases.ts).
 */
export function readReleases(file = releasesFile): ReleaseEntry[] {
  const data = parseYaml(fs.readFileSync(file, 'utf8')) as {releases?: Partial<Record<keyof ReleaseEntry, unknown>>[]};
  if (!Array.isArray(data?.releases) || data.releases.length === 0) throw new Error(`Versions: ${file} lists no release.`);
  return data.releases.map((entry, index) => {
    const release = String(entry.version);
    if (!/^\d+\.\d+(\.\d+)?$/.test(release)) throw new Error(`Versions: "${release}" in ${file} is not a release such as 0.28.`);
    if (typeof entry.ref !== 'string' || !entry.ref) throw new Error(`Versions: release ${release} in ${file} names no platform ref its claims cite.`);
    const docs = String(entry.docs);
    const expectedDocs = index === 0 ? 'docs' : `versioned_docs/version-${release}`;
    if (docs !== expectedDocs)
      throw new Error(`Versions: release ${release}'s pages must be in ${expectedDocs}, where Docusaurus reads them (${file} says ${docs}).`);
    return {version: release, ref: entry.ref, docs, openapi: String(entry.openapi)};
  });
}

export function loadDocsVersions(file = releasesFile): DocsVersion[] {
  return readReleases(file).map(({version: release, docs: docsDir, openapi}, index) => {
    const latest = index === 0;
    return {
      release,
      name: latest ? 'current' : release,
      docsDir,
      openApiSpec: `${openapi}/agenta.yaml`,
      apiOutputDir: `${docsDir}/reference/api`,
      apiKey: latest ? 'agenta' : `agenta-${release}`,
      latest,
    };
  });
}

/**
 * `DOCS_VERSIONS=latest` builds the latest release alone, the older versions left out: how
 * `npm run bench:build -- --one-version` measures what the older versions cost a build.
 */
export const onlyLatest = process.env.DOCS_VERSIONS === 'latest';
if (process.env.DOCS_VERSIONS !== undefined && !onlyLatest) {
  throw new Error(`Versions: DOCS_VERSIONS must be "latest" or unset (got "${process.env.DOCS_VERSIONS}").`);
}

export const docsVersions = onlyLatest ? loadDocsVersions().slice(0, 1) : loadDocsVersions();
export const latestVersion = docsVersions[0]!;

/** The docs plugin's `versions` option: labels name the releases; the older ones carry the banner. */
export function docsPluginVersions(versions: DocsVersion[] = docsVersions) {
  return Object.fromEntries(
    versions.map((version) => [
      version.name,
      version.latest
        ? {label: version.release, path: '', banner: 'none' as const}
        : {label: version.release, path: version.release, banner: 'unmaintained' as const},
    ]),
  );
}

/** The version whose docs folder holds a file (absolute, or from the site's root), if any. */
export function versionOfFile(file: string, versions: DocsVersion[] = docsVersions): DocsVersion | undefined {
  const relative = path.relative(siteDir, path.resolve(siteDir, file)).split(path.sep).join('/');
  return versions
    .filter((version) => relative === version.docsDir || relative.startsWith(`${version.docsDir}/`))
    .sort((a, b) => b.docsDir.length - a.docsDir.length)[0];
}

/** The OpenAPI description a version's docs folder (as the docs plugin names it: absolute or from the site's root) documents. */
export function openApiSpecOfDocsDir(docsDir: string, versions: DocsVersion[] = docsVersions): string {
  return (versionOfFile(docsDir, versions) ?? latestVersion).openApiSpec;
}
