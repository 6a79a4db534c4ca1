/**
 * The check of every page's claims against its sources file, offline (in `npm test`, through
 * `npm run test:content` and `npm run sources`):
 *
 * - every page (the generated API pages aside) and every changelog post has a sources file, with
 *   an entry for each marker on the page and a marker for each entry;
 * - each entry names a source that exists: a file and lines of the platform at its ref (held to
 *   the list of the platform's files at the release the pages document), a platform fact, or a
 *   file of this repository that shows the given text;
 * - each entry's `read` digest is the digest of the words the page says now and the sources cited
 *   now: a claim reworded, or re-cited, since it was last read fails with its words, its sources and
 *   the command that shows the code and records the reading (read.ts);
 * - every shared fact (`docs/_shared/`) is included by some page.
 */
import fs from 'node:fs';
import path from 'node:path';

import type {SurfaceProblem} from '../checks/facts';
import {checkCodeRef, loadPlatformFiles, platformFilesListOf} from '../checks/platform-code';
import {loadReleases, releaseOf, type Release} from '../releases';
import {factExists} from './facts-refs';
import {findMarkedClaims} from './markers';
import {claimDigest, readClaimSources, refText, type ClaimSources} from './sources-file';

export const CHECK_NAME = 'sources';

/** Pages generated from the API description: their claims are the description's (api-places.ts). */
export const GENERATED_API_DIR = 'reference/api/';
/** The shared facts, included by the pages that state them. */
export const SHARED_FACTS_DIR = '_shared';

export const repoRoot = path.resolve(__dirname, '../../..');

export function sourcesFileOf(page: string): string {
  return page.replace(/\.mdx?$/, '.sources.yaml');
}

/** Whether a page of docs/ (its path relative to docs/) states claims of its own: every page but the generated API pages. */
export function needsSources(relativeToDocs: string): boolean {
  const posix = relativeToDocs.split(path.sep).join('/');
  return !posix.startsWith(GENERATED_API_DIR) || posix === `${GENERATED_API_DIR}category.mdx`;
}

/** The command that shows a claim's code and records that it was read. */
export function readCommand(file: string, id?: string): string {
  return `npm run sources -- read ${path.relative(repoRoot, path.resolve(file))}${id ? `#${id}` : ''}`;
}

export type CheckOptions = {
  /** The release the claims document (default: the one whose folder holds the page). */
  release?: Release;
  /** The ref a citation without `@ref` is read at (default: the release's). */
  defaultRef?: string;
  /** The platform's file list a citation at the default ref is held to (default: the release's). */
  platformFiles?: Map<string, number>;
};

/** The file list of the release cut at a ref, if the site documents one there. */
function fileListAt(ref: string): Map<string, number> | null {
  const release = loadReleases().find((candidate) => candidate.ref === ref);
  return release ? loadPlatformFiles(platformFilesListOf(release)) : null;
}

/** What is wrong with one claim's sources, leaving its digest aside. */
export function sourceProblems(claim: ClaimSources, {release, defaultRef = release?.ref, platformFiles}: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const base = defaultRef ?? loadReleases()[0]!.ref;
  for (const ref of claim.code) {
    const at = ref.ref ?? base;
    // A citation is held to a file list where one is kept: at a release the site documents.
    const files = at === base ? (platformFiles ?? fileListAt(at)) : fileListAt(at);
    const wrong = files ? checkCodeRef({...ref, ref: undefined}, files, at) : null;
    if (wrong) problems.push(wrong);
  }
  for (const fact of claim.facts) {
    const wrong = factExists(fact, path.join((release ?? loadReleases()[0]!).factsDir, 'notes'));
    if (wrong) problems.push(wrong);
  }
  const texts: string[] = [];
  for (const file of claim.site) {
    const full = path.resolve(repoRoot, file);
    if (!fs.existsSync(full) || !fs.statSync(full).isFile()) problems.push(`\`site: ${file}\` is not a file of this repository`);
    else texts.push(fs.readFileSync(full, 'utf8').replace(/\s+/g, ' '));
  }
  if (texts.length === claim.site.length) {
    for (const shown of claim.shows) {
      if (!texts.some((text) => text.includes(shown.replace(/\s+/g, ' ')))) problems.push(`"${shown}" is not in ${claim.site.join(', ')}`);
    }
  }
  return problems;
}

/** A claim's sources, as a failure shows them. */
export function describeSources(claim: ClaimSources, defaultRef: string): string {
  return [
    ...claim.code.map((ref) => refText(ref, defaultRef)),
    ...claim.facts.map((fact) => `facts ${fact}`),
    ...claim.site.map((file) => `site ${file}`),
  ].join(', ');
}

/** Checks one page (or post, or shared fact) against its sources file. */
export function checkPage(file: string, source: string, given: CheckOptions = {}): SurfaceProblem[] {
  const release = given.release ?? releaseOf(file);
  const options = {...given, release, defaultRef: given.defaultRef ?? release.ref};
  const defaultRef = options.defaultRef;
  const problems: SurfaceProblem[] = [];
  const shown = path.relative(process.cwd(), file);
  const sourcesPath = sourcesFileOf(file);
  const sourcesShown = path.relative(process.cwd(), sourcesPath);
  const marked = findMarkedClaims(source);
  for (const problem of marked.problems) problems.push({file: shown, line: problem.line, check: CHECK_NAME, message: problem.message});
  if (!fs.existsSync(sourcesPath)) {
    problems.push({
      file: shown,
      line: 1,
      check: CHECK_NAME,
      message: `has no sources file: mark its claims (<!-- src:id -->) and write ${path.basename(sourcesPath)} beside it`,
    });
    return problems;
  }
  const {claims, problems: shape} = readClaimSources(fs.readFileSync(sourcesPath, 'utf8'));
  for (const problem of shape) problems.push({file: sourcesShown, line: problem.line, check: CHECK_NAME, message: problem.message});
  if (marked.claims.length === 0 && claims.size === 0) {
    problems.push({
      file: shown,
      line: 1,
      check: CHECK_NAME,
      message: 'marks no claim: every page says something of the platform or the site; mark it (<!-- src:id -->)',
    });
  }
  const onPage = new Set(marked.claims.map((claim) => claim.id));
  for (const claim of marked.claims) {
    const sources = claims.get(claim.id);
    if (!sources) {
      problems.push({
        file: shown,
        line: claim.line,
        check: CHECK_NAME,
        message: `marks src:${claim.id}, which ${path.basename(sourcesPath)} does not list: add its sources, then run \`${readCommand(file, claim.id)}\``,
      });
      continue;
    }
    for (const message of sourceProblems(sources, options))
      problems.push({file: sourcesShown, line: sources.line, check: CHECK_NAME, message: `claim \`${claim.id}\`: ${message}`});
    const digest = claimDigest(claim.text, sources, defaultRef);
    if (sources.read !== digest) {
      problems.push({
        file: shown,
        line: claim.line,
        check: CHECK_NAME,
        message:
          `${sources.read === undefined ? 'claim has never been read against its sources' : 'claim changed since it was last read against its sources (its words or its citations)'}: ` +
          `"${claim.text.slice(0, 160)}${claim.text.length > 160 ? '…' : ''}" — ${describeSources(sources, defaultRef)}. ` +
          `Read the code, fix the page or the citation, then run \`${readCommand(file, claim.id)}\``,
      });
    }
  }
  for (const sources of claims.values()) {
    if (!onPage.has(sources.id)) {
      problems.push({
        file: sourcesShown,
        line: sources.line,
        check: CHECK_NAME,
        message: `lists claim \`${sources.id}\`, which no marker on ${path.basename(file)} names: the claim was removed or its marker lost`,
      });
    }
  }
  return problems;
}

function walk(dir: string, found: string[] = []): string[] {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

/** The partials a page imports from the shared facts, by file name. */
export function importedSharedFacts(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+\w+\s+from\s+['"]([^'"]+)['"];?\s*$/gm)) {
    const target = match[1]!;
    if (target.split('/').includes(SHARED_FACTS_DIR)) found.push(path.posix.basename(target));
  }
  return found;
}

export type Page = {file: string; source: string};

/**
 * Checks the given pages (docs pages but the generated API pages, shared facts, posts), and across
 * each docs folder (every release's, unless given) that no sources file is left without its page and
 * every shared fact is included by a page of its own folder.
 */
export function checkClaimSources(
  pages: Page[],
  {
    docsDir,
    docsDirs = docsDir ? [docsDir] : loadReleases().map((release) => release.docsDir),
    ...options
  }: CheckOptions & {docsDir?: string; docsDirs?: string[]} = {},
): SurfaceProblem[] {
  const problems: SurfaceProblem[] = [];
  const holding = (file: string) => docsDirs.find((dir) => !path.relative(dir, path.resolve(file)).startsWith('..'));
  for (const {file, source} of pages) {
    const dir = holding(file);
    if (dir && !needsSources(path.relative(dir, path.resolve(file)))) continue;
    problems.push(...checkPage(file, source, options));
  }
  const shown = (file: string) => path.relative(process.cwd(), file);
  const orphans = (files: string[]) => {
    const contentFiles = new Set(files.filter((file) => /\.mdx?$/.test(file)));
    for (const file of files.filter((name) => name.endsWith('.sources.yaml'))) {
      const base = file.slice(0, -'.sources.yaml'.length);
      if (!contentFiles.has(`${base}.md`) && !contentFiles.has(`${base}.mdx`)) {
        problems.push({file: shown(file), line: 1, check: CHECK_NAME, message: 'has no page beside it (a page renamed or removed?)'});
      }
    }
    return contentFiles;
  };
  orphans(walk(path.join(repoRoot, 'changelog')));
  for (const dir of docsDirs) {
    const contentFiles = orphans(walk(dir));
    const included = new Set([...contentFiles].flatMap((file) => importedSharedFacts(fs.readFileSync(file, 'utf8'))));
    for (const file of [...contentFiles].filter((name) => path.relative(dir, name).split(path.sep)[0] === SHARED_FACTS_DIR)) {
      if (!included.has(path.basename(file))) {
        problems.push({
          file: shown(file),
          line: 1,
          check: CHECK_NAME,
          message: 'is a shared fact that no page includes: import it where the fact is needed, or delete it',
        });
      }
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
