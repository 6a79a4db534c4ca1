import fs from 'node:fs';
import path from 'node:path';

import {parse as parseYaml} from 'yaml';

import {latestRelease, type Release} from '../releases';

/** A finding of a check of the pages against the platform: page, line in the page, reason. */
export type SurfaceProblem = {file: string; line: number; check: string; message: string};

/** A page's path and Markdown or MDX source. */
export type Page = {file: string; source: string};

const cache = new Map<string, unknown>();

/** One of the platform-surface data files of a release (facts/<version>/), the latest by default. */
export function loadFacts<T>(name: string, release: Release = latestRelease()): T {
  const file = path.join(release.factsDir, name);
  if (!cache.has(file)) cache.set(file, parseYaml(fs.readFileSync(file, 'utf8')));
  // Callers may change what they get (the SDK check adds the API's requirements): a copy each time.
  return structuredClone(cache.get(file)) as T;
}

/** 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
