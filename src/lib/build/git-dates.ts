import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';

import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';

const run = promisify(execFile);

/** What the history says of one file: when it was first and last committed. */
type FileDates = {created: number; updated: number};

/** Per file (by path from the repository's root), its dates; files whose dates git cannot tell are absent. */
export type GitDates = Map<string, FileDates>;

/**
 * Reads `git log --format=%H %ct --name-only` (newest first): the first
 * commit that names a file is its last change, the last one its creation.
 * A shallow clone's boundary commits look as if they added every file they
 * hold, which would date every file older than the clone's depth to the
 * boundary: files whose last change is such a commit are left out, and so
 * are files with uncommitted changes (the history does not know them yet).
 */
export function parseGitLog(
  log: string,
  {
    boundaryCommits = new Set<string>(),
    changedFiles = new Set<string>(),
  }: {
    boundaryCommits?: ReadonlySet<string>;
    changedFiles?: ReadonlySet<string>;
  } = {},
): GitDates {
  const dates = new Map<string, FileDates & {unknown?: true}>();
  let commit = '';
  let time = 0;
  for (const line of log.split('\n')) {
    const header = /^commit ([0-9a-f]{40}) (\d+)$/.exec(line);
    if (header) {
      commit = header[1]!;
      time = Number(header[2]) * 1000;
      continue;
    }
    if (!line || !commit) continue;
    const known = dates.get(line);
    if (known) {
      known.created = time;
    } else {
      dates.set(line, {created: time, updated: time, ...(boundaryCommits.has(commit) ? {unknown: true} : {})});
    }
  }
  const result: GitDates = new Map();
  for (const [file, {created, updated, unknown}] of dates) {
    if (!unknown && !changedFiles.has(file)) result.set(file, {created, updated});
  }
  return result;
}

/** Paths in `git status --porcelain -z` output: every file changed, staged or not, or untracked. */
export function parseChangedFiles(status: string): Set<string> {
  const files = new Set<string>();
  const entries = status.split('\0');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.length < 4) continue;
    files.add(entry.slice(3));
    // A rename or copy is followed by its source path.
    if (entry[0] === 'R' || entry[0] === 'C') files.add(entries[++i] ?? '');
  }
  return files;
}

/** The dates of every file in the repository holding `dir`; empty outside a repository or without git. */
export async function readGitDates(dir: string): Promise<{root: string; dates: GitDates} | null> {
  const git = (...args: string[]) =>
    run('git', ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false', ...args], {cwd: dir, maxBuffer: 64 * 1024 * 1024}).then(({stdout}) => stdout);
  let root: string;
  try {
    root = (await git('rev-parse', '--show-toplevel')).trim();
  } catch {
    return null;
  }
  const [log, status, boundaryCommits] = await Promise.all([
    git('log', '--format=commit %H %ct', '--name-only', '--no-renames'),
    git('status', '--porcelain', '-z', '--untracked-files=all'),
    shallowBoundary(await git('rev-parse', '--git-path', 'shallow').then((file) => path.resolve(dir, file.trim()))),
  ]);
  return {root, dates: parseGitLog(log, {boundaryCommits, changedFiles: parseChangedFiles(status)})};
}

/** The commits a shallow clone's history stops at (none in a full clone). */
async function shallowBoundary(shallowFile: string): Promise<Set<string>> {
  try {
    return new Set((await fs.readFile(shallowFile, 'utf8')).split('\n').filter(Boolean));
  } catch {
    return new Set();
  }
}

/**
 * Docusaurus's source of page dates ("Last updated", the sitemap's
 * lastmod), from one read of the git history at the start of the build,
 * giving no date rather than a wrong one: none for a file without history,
 * with uncommitted changes, or dated only by a shallow clone's boundary.
 * `sourceOf` names the file whose history stands for another (a page
 * generated from a spec takes the spec's). The development server shows no
 * dates (Docusaurus's default would show made-up ones).
 */
export function gitDatesVcs({sourceOf = (file: string) => file}: {sourceOf?: (file: string) => string} = {}): VcsConfig {
  let read: Promise<{root: string; dates: GitDates} | null> | undefined;
  const info = async (file: string, pick: (dates: FileDates) => number): Promise<VcsChangeInfo | null> => {
    const history = await read;
    if (!history) return null;
    const dates = history.dates.get(
      path
        .relative(history.root, sourceOf(path.resolve(file)))
        .split(path.sep)
        .join('/'),
    );
    return dates ? {timestamp: pick(dates), author: ''} : null;
  };
  return {
    initialize({siteDir}) {
      if (read || process.env.NODE_ENV !== 'production') return;
      // Never fails the build: an unreadable history means no dates.
      read = readGitDates(siteDir).catch(() => null);
    },
    getFileCreationInfo: (file) => info(file, (dates) => dates.created),
    getFileLastUpdateInfo: (file) => info(file, (dates) => dates.updated),
  };
}
