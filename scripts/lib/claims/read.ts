/**
 * `npm run sources -- read <page>[#id] …`: for each claim of the page (or the one named) whose
 * words or citations changed since it was last read, prints the words and the cited code, from a
 * git repository of the platform (`--git <dir>`, or `AGENTA_GIT`), and records that it was read:
 * the claim's digest goes into its `read:` field. Rewording a claim is then one file (the page)
 * and this command. `--all` reads every claim, changed or not.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {isMap} from 'yaml';

import type {CodeRef} from '../checks/platform-code';
import {loadSpec, specFileOf, type JsonObject} from '../openapi-spec';
import {releaseOf} from '../releases';
import {placesText} from './api-places';
import {findMarkedClaims} from './markers';
import {claimDigest, readClaimSources, refText, type ClaimSources} from './sources-file';
import {sourcesFileOf} from './check';

export type ReadOptions = {
  /** A git repository (or work tree) of Agenta-AI/agenta holding every ref the claims cite. */
  git?: string;
  defaultRef?: string;
  /** Read every claim named, not only the changed ones. */
  all?: boolean;
  /** Where the words and the code go (the terminal). */
  print?: (text: string) => void;
  /** The API description (default: openapi/agenta.yaml). */
  spec?: JsonObject;
};

/** The cited lines, numbered, or why they cannot be shown. */
export function citedCode(git: string | undefined, ref: CodeRef, defaultRef: string): string {
  if (!git) return '    (no platform repository given: pass --git <dir> or set AGENTA_GIT to see the code)';
  let text: string;
  try {
    text = execFileSync('git', ['--git-dir', gitDir(git), 'show', `${ref.ref ?? defaultRef}:${ref.path}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    throw new Error(
      `${refText(ref, defaultRef)}: ${
        String((error as {stderr?: string}).stderr ?? error)
          .trim()
          .split('\n')[0]
      }`,
    );
  }
  const lines = text.split('\n');
  if (ref.end > lines.length) throw new Error(`${refText(ref, defaultRef)}: the file has ${lines.length} lines`);
  return lines
    .slice(ref.start - 1, ref.end)
    .map((line, index) => `    ${String(ref.start + index).padStart(5)}  ${line}`)
    .join('\n');
}

/** A work tree's git folder, or the bare repository itself. */
function gitDir(dir: string): string {
  return fs.existsSync(path.join(dir, '.git')) ? path.join(dir, '.git') : dir;
}

/**
 * Reads the claims of one sources file whose texts are given by id, prints each with its code,
 * and writes their digests. Returns how many were read.
 */
export function readClaims(sourcesPath: string, texts: Map<string, string>, wanted: Set<string> | null, options: ReadOptions): number {
  const print = options.print ?? ((text: string) => console.log(text));
  const defaultRef = options.defaultRef ?? releaseOf(sourcesPath).ref;
  const text = fs.readFileSync(sourcesPath, 'utf8');
  const {claims, problems, doc} = readClaimSources(text);
  if (problems.length) throw new Error(`${sourcesPath}:${problems[0]!.line}: ${problems[0]!.message}`);
  const map = doc.get('claims', true);
  let count = 0;
  for (const [id, words] of texts) {
    if (wanted && !wanted.has(id)) continue;
    const claim = claims.get(id);
    if (!claim) throw new Error(`${sourcesPath}: no claim \`${id}\`: add its sources first`);
    const digest = claimDigest(words, claim, defaultRef);
    if (!options.all && claim.read === digest) continue;
    print(`\n── ${id}: ${words}`);
    for (const ref of claim.code) print(`  ${refText(ref, defaultRef)}\n${citedCode(options.git, ref, defaultRef)}`);
    for (const fact of claim.facts) print(`  facts ${fact}`);
    for (const file of claim.site) print(`  site ${file}: ${claim.shows.map((shown) => JSON.stringify(shown)).join(', ')}`);
    if (claim.note) print(`  note: ${claim.note}`);
    const entry = isMap(map) ? map.get(id, true) : null;
    if (isMap(entry)) entry.set('read', digest);
    count++;
  }
  if (count) fs.writeFileSync(sourcesPath, doc.toString({lineWidth: 0}));
  return count;
}

/** `read` for a page (or post, or shared fact): its marked claims' words, read against their sources. */
export function readPageClaims(page: string, ids: string[], options: ReadOptions): number {
  const marked = findMarkedClaims(fs.readFileSync(page, 'utf8'));
  const texts = new Map(marked.claims.map((claim) => [claim.id, claim.text]));
  for (const id of ids) if (!texts.has(id)) throw new Error(`${page} marks no claim src:${id}`);
  return readClaims(sourcesFileOf(page), texts, ids.length ? new Set(ids) : null, options);
}

/** `read` for a sources file of the API description: each claim's places' text. */
export function readApiClaims(sourcesPath: string, ids: string[], options: ReadOptions): number {
  const spec = options.spec ?? loadSpec(specFileOf(releaseOf(sourcesPath)));
  const {claims} = readClaimSources(fs.readFileSync(sourcesPath, 'utf8'));
  const texts = new Map<string, string>();
  for (const claim of claims.values() as IterableIterator<ClaimSources>) {
    const words = placesText(spec, claim.at);
    if (words === null) throw new Error(`${sourcesPath}: claim \`${claim.id}\` names no place of the API description`);
    texts.set(claim.id, words);
  }
  return readClaims(sourcesPath, texts, ids.length ? new Set(ids) : null, options);
}
