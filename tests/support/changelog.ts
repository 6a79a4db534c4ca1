import fs from 'node:fs';
import path from 'node:path';

import {parse as parseYaml} from 'yaml';

import {frontMatter} from './content';

export type Release = {version: string; date: string};

const repoRoot = path.resolve(__dirname, '../..');
/** The platform's releases the changelog has posts for, newest first (facts/changelog.yaml). */
export const changelogFactsPath = path.resolve(repoRoot, 'facts/changelog.yaml');

/** Releases in the facts, in the facts' order (newest first). */
export function factsReleases(): Release[] {
  const facts = parseYaml(fs.readFileSync(changelogFactsPath, 'utf8')) as {releases: Release[]};
  return facts.releases.map(({version, date}) => ({version, date: String(date)}));
}

/** Releases as the changelog posts declare them, newest first. */
export function changelogPosts(): (Release & {file: string; slug: string})[] {
  const dir = path.join(repoRoot, 'changelog');
  return fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const source = fs.readFileSync(path.join(dir, name), 'utf8');
      const data = frontMatter(source) as {
        version: string;
        date: string | Date;
        slug: string;
      };
      const date = data.date instanceof Date ? data.date.toISOString() : String(data.date);
      return {file: name, version: data.version, slug: data.slug, date};
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}
