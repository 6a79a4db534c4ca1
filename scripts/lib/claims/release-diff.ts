/**
 * What a new release of the platform changes for the docs (`npm run sources -- diff --git <repo>
 * --from <ref> --to <ref>`), as a Markdown report a maintainer rewrites the pages from:
 *
 * - each claim citing the old release whose cited lines changed (or whose file went), with its
 *   page and words; the claims whose lines only moved are counted (`retarget` moves them);
 * - each quoted message whose source lines changed;
 * - what the platform's surface gained and lost: SDK functions, classes and methods with their
 *   signatures, CLI commands and options, environment variables, messages
 *   (scripts/platform-surface.py at both refs);
 * - the backend's routes and response models, added, removed or changed
 *   (scripts/extract-api-models.py at both refs);
 * - and, given both releases' API descriptions, the operations and schemas that differ between
 *   them (api-smart-diff).
 *
 * `retarget` rewrites the citations of the given sources files from one release to the next: a
 * range whose lines did not change follows them to their new place; a changed one keeps its lines
 * and is listed. Either way the claim's digest changes with the ref, so every claim is read again
 * (`read`) at the new release.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {apiDiff} from 'api-smart-diff';
import {parse as parseYaml} from 'yaml';

import type {PlatformMessage} from '../checks/messages';
import {parseCodeRef, type CodeRef} from '../checks/platform-code';
import {readApiClaims} from './api-places';
import {repoRoot} from './check';
import {findMarkedClaims} from './markers';
import {readClaimSources, type ClaimSources} from './sources-file';

export type Hunk = {oldStart: number; oldLines: number; newStart: number; newLines: number};

/** `@@ -a,b +c,d @@` headers of a zero-context diff. */
export function parseHunks(diff: string): Hunk[] {
  const hunks: Hunk[] = [];
  for (const match of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)) {
    hunks.push({
      oldStart: Number(match[1]),
      oldLines: match[2] === undefined ? 1 : Number(match[2]),
      newStart: Number(match[3]),
      newLines: match[4] === undefined ? 1 : Number(match[4]),
    });
  }
  return hunks;
}

export type RangeFate = {fate: 'same'; start: number; end: number} | {fate: 'changed'; hunks: Hunk[]};

/** Where the old lines start..end are in the new file, or the hunks that changed them. */
export function followRange(hunks: Hunk[], start: number, end: number): RangeFate {
  let offset = 0;
  const touching: Hunk[] = [];
  for (const hunk of hunks) {
    // With no old lines, the new ones go in after line oldStart.
    const removedFrom = hunk.oldLines === 0 ? hunk.oldStart + 0.5 : hunk.oldStart;
    const removedTo = hunk.oldLines === 0 ? hunk.oldStart + 0.5 : hunk.oldStart + hunk.oldLines - 1;
    if (removedTo < start) {
      offset += hunk.newLines - hunk.oldLines;
      continue;
    }
    if (removedFrom > end) break;
    touching.push(hunk);
  }
  return touching.length ? {fate: 'changed', hunks: touching} : {fate: 'same', start: start + offset, end: end + offset};
}

type Git = {dir: string; run(...args: string[]): string};

function openGit(dir: string): Git {
  const gitDir = fs.existsSync(path.join(dir, '.git')) ? path.join(dir, '.git') : dir;
  return {
    dir: gitDir,
    run: (...args) => execFileSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe']}),
  };
}

/** How each file of the old release fares in the new one: kept (maybe renamed), or gone. */
function fileFates(git: Git, from: string, to: string): Map<string, {to: string} | null> {
  const fates = new Map<string, {to: string} | null>();
  for (const line of git.run('diff', '--name-status', '-M', from, to).split('\n')) {
    const [status = '', first, second] = line.split('\t');
    if (status.startsWith('D') && first) fates.set(first, null);
    if (status.startsWith('R') && first && second) fates.set(first, {to: second});
  }
  return fates;
}

export type ClaimChange = {file: string; id: string; words: string; ref: CodeRef; newPath?: string; fate: 'changed' | 'gone'; hunks: Hunk[]};

export class ReleaseDiff {
  private readonly git: Git;
  private readonly fates: Map<string, {to: string} | null>;
  private readonly hunks = new Map<string, Hunk[]>();

  constructor(
    gitDir: string,
    readonly from: string,
    readonly to: string,
  ) {
    this.git = openGit(gitDir);
    this.fates = fileFates(this.git, from, to);
  }

  /** The path a file of the old release has in the new one, or null when it is gone. */
  newPath(file: string): string | null {
    const fate = this.fates.get(file);
    return fate === undefined ? file : fate === null ? null : fate.to;
  }

  private hunksOf(file: string, newFile: string): Hunk[] {
    const key = `${file}\u0000${newFile}`;
    if (!this.hunks.has(key)) this.hunks.set(key, parseHunks(this.git.run('diff', '-U0', `${this.from}:${file}`, `${this.to}:${newFile}`)));
    return this.hunks.get(key)!;
  }

  /** Where a cited range of the old release is in the new one. */
  follow(ref: Pick<CodeRef, 'path' | 'start' | 'end'>): {path: string; fate: RangeFate} | null {
    const newFile = this.newPath(ref.path);
    if (newFile === null) return null;
    return {path: newFile, fate: followRange(this.hunksOf(ref.path, newFile), ref.start, ref.end)};
  }
}

/** Every sources file of pages and shared facts under the given docs folders (posts cite their own releases). */
export function docsSourcesFiles(docsDirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.sources.yaml')) found.push(full);
    }
  };
  docsDirs.forEach(walk);
  return found.sort();
}

/** The claims of a sources file with their words (a page's marked text, or the API places' ids). */
function claimsWithWords(file: string): {claim: ClaimSources; words: string}[] {
  const {claims} = readClaimSources(fs.readFileSync(file, 'utf8'));
  const base = file.slice(0, -'.sources.yaml'.length);
  const page = [`${base}.md`, `${base}.mdx`].find((candidate) => fs.existsSync(candidate));
  const words = new Map(page ? findMarkedClaims(fs.readFileSync(page, 'utf8')).claims.map((claim) => [claim.id, claim.text]) : []);
  return [...claims.values()].map((claim) => ({claim, words: words.get(claim.id) ?? claim.at.join(', ')}));
}

export type SurfaceDiff = Record<'sdk' | 'cli' | 'env' | 'messages', {added: [string, string][]; removed: [string, string][]}>;

/** The platform's surface at a ref (scripts/platform-surface.py). */
export function platformSurface(gitDir: string, ref: string): Record<'sdk' | 'cli' | 'env' | 'messages', Record<string, string>> {
  return JSON.parse(
    execFileSync('python3', [path.join(repoRoot, 'scripts/platform-surface.py'), openGit(gitDir).dir, ref], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024}),
  );
}

export function diffSurfaces(before: ReturnType<typeof platformSurface>, after: ReturnType<typeof platformSurface>): SurfaceDiff {
  const result = {} as SurfaceDiff;
  for (const kind of ['sdk', 'cli', 'env', 'messages'] as const) {
    const was = before[kind];
    const is = after[kind];
    result[kind] = {
      added: Object.keys(is)
        .filter((key) => !(key in was))
        .sort()
        .map((key) => [key, is[key]!]),
      removed: Object.keys(was)
        .filter((key) => !(key in is))
        .sort()
        .map((key) => [key, was[key]!]),
    };
  }
  return result;
}

type ApiModels = {
  routes: {route: string; response_model: string | null; source: string}[];
  models: Record<string, {fields: {name: string; required: boolean}[]}>;
};

/** The backend's routes and models at a ref, by scripts/extract-api-models.py on a checkout of agenta-backend there. */
export function apiModels(gitDir: string, ref: string): ApiModels {
  const git = openGit(gitDir);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agenta-backend-'));
  try {
    const tar = path.join(dir, 'backend.tar');
    execFileSync('git', ['--git-dir', git.dir, 'archive', '--format=tar', '-o', tar, ref, 'agenta-backend'], {stdio: 'ignore'});
    execFileSync('tar', ['-xf', tar, '-C', dir]);
    const yaml = execFileSync('python3', [path.join(repoRoot, 'scripts/extract-api-models.py'), dir], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
    return parseYaml(yaml) as ApiModels;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

export function diffApiModels(before: ApiModels, after: ApiModels): string[] {
  const lines: string[] = [];
  const routes = (models: ApiModels) => new Map(models.routes.map((route) => [route.route, route]));
  const [was, is] = [routes(before), routes(after)];
  for (const [route, entry] of is)
    if (!was.has(route)) lines.push(`- added: \`${route}\` (${entry.source}), answers \`${entry.response_model ?? 'undeclared'}\``);
  for (const [route, entry] of was) if (!is.has(route)) lines.push(`- removed: \`${route}\` (was ${entry.source})`);
  for (const [route, entry] of is) {
    const old = was.get(route);
    if (old && old.response_model !== entry.response_model)
      lines.push(`- \`${route}\` answers \`${entry.response_model ?? 'undeclared'}\`, was \`${old.response_model ?? 'undeclared'}\``);
  }
  for (const [name, model] of Object.entries(after.models)) {
    const old = before.models[name];
    if (!old) {
      lines.push(`- new model \`${name}\``);
      continue;
    }
    const fields = (m: typeof model) => new Map(m.fields.map((field) => [field.name, field.required]));
    const [a, b] = [fields(old), fields(model)];
    const changes = [
      ...[...b].filter(([field]) => !a.has(field)).map(([field, required]) => `+${field}${required ? ' (required)' : ''}`),
      ...[...a].filter(([field]) => !b.has(field)).map(([field]) => `-${field}`),
      ...[...b]
        .filter(([field, required]) => a.has(field) && a.get(field) !== required)
        .map(([field, required]) => `${field} now ${required ? 'required' : 'optional'}`),
    ];
    if (changes.length) lines.push(`- model \`${name}\`: ${changes.join(', ')}`);
  }
  for (const name of Object.keys(before.models)) if (!after.models[name]) lines.push(`- model \`${name}\` gone`);
  return lines;
}

export type ReleaseReportOptions = {
  git: string;
  from: string;
  to: string;
  /** The docs folders whose claims cite `from` (the version being succeeded). */
  docsDirs: string[];
  apiSourcesDir?: string;
  messages: PlatformMessage[];
  /** Both releases' API descriptions, to diff them (optional). */
  specs?: {from: unknown; to: unknown};
  /** Left out in tests, which have no platform at hand. */
  surface?: boolean;
};

/** The report, as Markdown. */
export function releaseReport(options: ReleaseReportOptions): string {
  const diff = new ReleaseDiff(options.git, options.from, options.to);
  const out: string[] = [
    `# What ${options.to} changes for the docs`,
    '',
    `Made by \`npm run sources -- diff --git <Agenta-AI/agenta> --from ${options.from} --to ${options.to}\` from the claims of ${options.docsDirs.map((dir) => `\`${path.relative(repoRoot, dir) || '.'}\``).join(', ')} and the API description's sources. Each item is a place to read again at ${options.to}.`,
    '',
  ];
  const changes: ClaimChange[] = [];
  let claims = 0;
  let moved = 0;
  const files = [...docsSourcesFiles(options.docsDirs), ...(options.apiSourcesDir ? readApiClaims(options.apiSourcesDir).map(({file}) => file) : [])];
  for (const file of files) {
    for (const {claim, words} of claimsWithWords(file)) {
      const refs = claim.code.filter((ref) => (ref.ref ?? options.from) === options.from);
      if (refs.length === 0) continue;
      claims++;
      let changed = false;
      for (const ref of refs) {
        const followed = diff.follow(ref);
        if (followed === null) {
          changes.push({file, id: claim.id, words, ref, fate: 'gone', hunks: []});
          changed = true;
        } else if (followed.fate.fate === 'changed') {
          changes.push({file, id: claim.id, words, ref, newPath: followed.path, fate: 'changed', hunks: followed.fate.hunks});
          changed = true;
        }
      }
      if (!changed) moved++;
    }
  }
  const byFile = new Map<string, ClaimChange[]>();
  for (const change of changes) byFile.set(change.file, [...(byFile.get(change.file) ?? []), change]);
  const changedClaims = new Set(changes.map((change) => `${change.file}#${change.id}`)).size;
  out.push(`## Claims whose cited lines changed: ${changedClaims} of ${claims}`, '');
  out.push(
    `The other ${moved} claims cite lines that are unchanged at ${options.to}, perhaps moved (\`npm run sources -- retarget\` moves their citations); every claim is read again all the same.`,
    '',
  );
  for (const [file, list] of byFile) {
    out.push(`### ${path.relative(repoRoot, file)}`, '');
    for (const change of list) {
      const where = `${change.ref.path}:${change.ref.start}-${change.ref.end}`;
      const what =
        change.fate === 'gone'
          ? 'the file is gone'
          : `${change.newPath !== change.ref.path ? `now \`${change.newPath}\`, ` : ''}lines changed (${change.hunks.map((hunk) => `-${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines}`).join(' ')})`;
      out.push(`- \`${change.id}\` "${change.words.slice(0, 140)}${change.words.length > 140 ? '…' : ''}" — \`${where}\`: ${what}`);
    }
    out.push('');
  }
  out.push('## Quoted messages whose source changed', '');
  const messageLines: string[] = [];
  for (const message of options.messages) {
    const ref = parseCodeRef(message.source);
    if (typeof ref === 'string' || (ref.ref ?? options.from) !== options.from) continue;
    const followed = diff.follow(ref);
    if (followed === null) messageLines.push(`- "${message.text}" (\`${message.source}\`): the file is gone`);
    else if (followed.fate.fate === 'changed') messageLines.push(`- "${message.text}" (\`${message.source}\`): lines changed`);
  }
  out.push(...(messageLines.length ? messageLines : ['None.']), '');
  if (options.surface !== false) {
    const surfaces = diffSurfaces(platformSurface(options.git, options.from), platformSurface(options.git, options.to));
    const titles = {
      sdk: 'Python SDK: functions, classes and methods',
      cli: 'CLI commands and their options',
      env: 'Environment variables the platform reads',
      messages: 'Messages the platform raises, logs or answers',
    };
    for (const kind of ['sdk', 'cli', 'env', 'messages'] as const) {
      out.push(`## ${titles[kind]}`, '');
      const {added, removed} = surfaces[kind];
      if (!added.length && !removed.length) out.push('No change.', '');
      for (const [key, where] of added) out.push(`- added: \`${key.replace(/`/g, "'")}\` (${where})`);
      for (const [key, where] of removed) out.push(`- removed: \`${key.replace(/`/g, "'")}\` (was ${where})`);
      out.push('');
    }
    out.push('## Backend routes and response models', '');
    const models = diffApiModels(apiModels(options.git, options.from), apiModels(options.git, options.to));
    out.push(...(models.length ? models : ['No change.']), '');
  }
  if (options.specs) {
    out.push('## The API descriptions', '');
    out.push(...describeSpecDiff(options.specs.from, options.specs.to), '');
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** The differences between two API descriptions, one line each. */
export function describeSpecDiff(from: unknown, to: unknown): string[] {
  // api-smart-diff classifies each change as breaking, non-breaking or an annotation; they are
  // grouped by the operation or schema they are in, each added, removed or changed.
  const diffs = apiDiff(from, to);
  if (diffs.length === 0) return ['No change.'];
  const placeOf = (at: (string | number)[]): string => {
    if (at[0] === 'paths' && at.length >= 3) return `operation \`${String(at[2]).toUpperCase()} ${String(at[1])}\``;
    if (at[0] === 'paths' && at.length === 2) return `path \`${String(at[1])}\``;
    if (at[0] === 'components' && at.length >= 3) return `${String(at[1]).replace(/s$/, '')} \`${String(at[2])}\``;
    return `\`/${at.slice(0, 2).join('/')}\``;
  };
  const depthOf = (at: (string | number)[]) => (at[0] === 'paths' ? 3 : at[0] === 'components' ? 3 : 2);
  const places = new Map<string, {fate: 'added' | 'removed' | 'changed'; details: string[]}>();
  for (const change of diffs) {
    const place = placeOf(change.path);
    const entry = places.get(place) ?? {fate: 'changed' as const, details: []};
    if (change.path.length === depthOf(change.path) && (change.action === 'add' || change.action === 'remove')) {
      entry.fate = change.action === 'add' ? 'added' : 'removed';
    } else {
      entry.details.push(`${change.type}: ${change.action} \`/${change.path.join('/')}\`${change.description ? ` (${change.description})` : ''}`);
    }
    places.set(place, entry);
  }
  const order = {added: 0, removed: 1, changed: 2};
  return [...places]
    .sort(([a, x], [b, y]) => order[x.fate] - order[y.fate] || a.localeCompare(b))
    .flatMap(([place, {fate, details}]) => [
      `- ${place}: ${fate}${fate === 'changed' ? ` (${details.length} change${details.length === 1 ? '' : 's'})` : ''}`,
      ...(fate === 'changed' ? details.map((detail) => `  - ${detail}`) : []),
    ]);
}

/**
 * A sources file with citations replaced, each claim's in its own entry and all at once: a
 * citation moved to another's old lines is not moved again, and one claim's citation never
 * another's (`replacements` maps a claim id to its citations' old and new text).
 */
export function replaceCitations(text: string, replacements: ReadonlyMap<string, ReadonlyMap<string, string>>): string {
  const lines = text.split('\n');
  let claim: string | null = null;
  return lines
    .map((line) => {
      const entry = /^ {2}([a-z0-9][a-z0-9-]*):\s*$/.exec(line);
      if (entry) claim = entry[1]!;
      else if (/^\S/.test(line)) claim = null;
      const map = claim ? replacements.get(claim) : undefined;
      if (!map || map.size === 0 || entry) return line;
      const pattern = new RegExp(
        `(^|[\\s"'\\[,])(${[...map.keys()].map((original) => original.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=$|[\\s"'\\],])`,
        'g',
      );
      return line.replace(pattern, (_, before: string, original: string) => `${before}${map.get(original)}`);
    })
    .join('\n');
}

/** `retarget`: moves the citations of the given sources files from one release to the next. */
export function retarget(files: string[], {git, from, to}: {git: string; from: string; to: string}): {moved: number; changed: string[]} {
  const diff = new ReleaseDiff(git, from, to);
  let moved = 0;
  const changed: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const {claims} = readClaimSources(text);
    const replacements = new Map<string, Map<string, string>>();
    for (const claim of claims.values()) {
      const map = new Map<string, string>();
      replacements.set(claim.id, map);
      for (const ref of claim.code) {
        if ((ref.ref ?? from) !== from) continue;
        const lines = `${ref.start}${ref.end !== ref.start ? `-${ref.end}` : ''}`;
        const original = `${ref.path}${ref.ref ? `@${ref.ref}` : ''}:${lines}`;
        const followed = diff.follow(ref);
        if (followed === null || followed.fate.fate === 'changed') {
          changed.push(`${path.relative(repoRoot, file)} ${claim.id}: ${original}`);
          // The file's release now cites the new ref by default: the citation names the old one
          // until the claim is read again at the new release.
          if (!ref.ref) map.set(original, `${ref.path}@${from}:${lines}`);
          continue;
        }
        const {start, end} = followed.fate;
        map.set(original, `${followed.path}:${start}${end !== start ? `-${end}` : ''}`);
        moved++;
      }
    }
    const next = replaceCitations(text, replacements);
    if (next !== text) fs.writeFileSync(file, next);
  }
  return {moved, changed};
}
