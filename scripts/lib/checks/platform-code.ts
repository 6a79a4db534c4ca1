/**
 * References into the platform's code, as the claim sources and the messages data write them:
 * `path:LINE`, `path:START-END`, or `path@REF:LINES` for another tag or commit than the release
 * the pages document. Offline, a reference at that release is checked against the list of the
 * platform's files and their line counts (facts/0.27/platform-files.txt), so a typo in
 * a path or a line past a file's end fails without a copy of the platform's code.
 */
import fs from 'node:fs';
import path from 'node:path';

import {latestRelease, type Release} from '../releases';

/** The commit or tag of Agenta-AI/agenta the latest release's pages document (facts/releases.yaml). */
export const PLATFORM_COMMIT = latestRelease().ref;

/** The longest range a reference may cite: a citation names the lines that do the thing. */
export const MAX_CITED_LINES = 80;

export type CodeRef = {path: string; ref?: string; start: number; end: number};

const CODE_REF = /^([^\s@:]+)(?:@([\w.\-/]+))?:(\d+)(?:-(\d+))?$/;

/** A reference, or a sentence saying what is wrong with it. */
export function parseCodeRef(text: string): CodeRef | string {
  const match = CODE_REF.exec(text.trim());
  if (!match) return `\`${text}\` is not of the form path:LINE, path:START-END or path@REF:LINES`;
  const [, file, ref, first, last] = match;
  const start = Number(first);
  const end = last === undefined ? start : Number(last);
  if (start < 1 || end < start) return `\`${text}\`: the lines must run forwards from 1`;
  if (end - start + 1 > MAX_CITED_LINES) return `\`${text}\` cites ${end - start + 1} lines; cite at most ${MAX_CITED_LINES}, the ones that do the thing`;
  return {path: file!, ref, start, end};
}

/** The list of the platform's files at a release's ref (facts/<version>/platform-files.txt). */
export function platformFilesListOf(release: Release = latestRelease()): string {
  return path.join(release.factsDir, 'platform-files.txt');
}

/** The platform's text files at a release's ref and their line counts. */
const platformFileLists = new Map<string, Map<string, number>>();

export function loadPlatformFiles(file = platformFilesListOf()): Map<string, number> {
  if (platformFileLists.has(file)) return platformFileLists.get(file)!;
  const files = new Map<string, number>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.indexOf(' ');
    files.set(line.slice(space + 1), Number(line.slice(0, space)));
  }
  platformFileLists.set(file, files);
  return files;
}

/** What is wrong with a reference at the release's ref (`at`), judged by its file list, or null. */
export function checkCodeRef(ref: CodeRef, files: Map<string, number>, at: string = PLATFORM_COMMIT): string | null {
  if (ref.ref !== undefined) return null;
  const lines = files.get(ref.path);
  if (lines === undefined) return `\`${ref.path}\` is not a file of Agenta-AI/agenta at ${at}`;
  if (ref.end > lines) return `\`${ref.path}\` has ${lines} lines; the reference cites up to line ${ref.end}`;
  return null;
}

/** Lines of a text as `wc -l` counts them, plus a last line without a newline. */
export function countLines(text: string): number {
  if (!text) return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}
