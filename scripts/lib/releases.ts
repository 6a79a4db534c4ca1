/**
 * The platform releases the site documents (facts/releases.yaml), each with the ref its claims
 * cite, the folder of its pages, of its API description and of its facts. Everything that reads
 * the pages against the platform takes the release as data: the page's folder says which.
 */
import path from 'node:path';

import {readReleases} from '../../config/versions';
import {FACTS_DIR} from './facts-dir';

export type Release = {
  /** The docs version's name (`0.27`), also its facts folder's. */
  version: string;
  /** The commit or tag of Agenta-AI/agenta the release's claims cite by default. */
  ref: string;
  /** Absolute folders of its pages, its API description and its facts. */
  docsDir: string;
  openapiDir: string;
  factsDir: string;
  /** The newest release, served at the site's own routes. */
  latest: boolean;
};

const repoRoot = path.resolve(FACTS_DIR, '..');
let cached: Release[] | undefined;

export function loadReleases(file = path.join(FACTS_DIR, 'releases.yaml')): Release[] {
  if (cached && file === path.join(FACTS_DIR, 'releases.yaml')) return cached;
  const releases = readReleases(file).map((entry, index) => ({
    version: entry.version,
    ref: entry.ref,
    docsDir: path.resolve(repoRoot, entry.docs),
    openapiDir: path.resolve(repoRoot, entry.openapi),
    factsDir: path.join(FACTS_DIR, entry.version),
    latest: index === 0,
  }));
  if (file === path.join(FACTS_DIR, 'releases.yaml')) cached = releases;
  return releases;
}

export function latestRelease(): Release {
  return loadReleases()[0]!;
}

/** The release a file documents: the one whose pages' folder holds it, else (posts, the site's own files) the latest. */
export function releaseOf(file: string): Release {
  const full = path.resolve(file);
  // The deepest folder wins: a version's folder may sit inside another's.
  const holding = loadReleases()
    .filter(
      (release) =>
        full === release.docsDir || full.startsWith(release.docsDir + path.sep) || full.startsWith(path.join(release.openapiDir, 'sources') + path.sep),
    )
    .sort((a, b) => b.docsDir.length - a.docsDir.length);
  return holding[0] ?? latestRelease();
}

/** Files grouped by the release they document, in the releases' order. */
export function byRelease<T extends {file: string}>(items: T[]): {release: Release; items: T[]}[] {
  return loadReleases()
    .map((release) => ({release, items: items.filter((item) => releaseOf(item.file).version === release.version)}))
    .filter((group) => group.items.length > 0);
}
