/**
 * `npm run sources -- verify --git <platform repository>`: what the offline check cannot see,
 * read from the platform's repository: every cited file exists at its ref with the cited lines,
 * and every quoted message's words are on its source lines. `--write-files` rewrites the list of
 * the platform's files at the release the pages document, which the offline check holds citations
 * to.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {parseTemplate, type PlatformMessage} from '../checks/messages';
import {countLines, parseCodeRef, type CodeRef} from '../checks/platform-code';
import {latestRelease, releaseOf} from '../releases';
import {readApiClaims} from './api-places';
import {repoRoot, sourcesFileOf} from './check';
import {readClaimSources} from './sources-file';

export type VerifyResult = {claims: number; refs: number; messages: number; problems: string[]};

/** Reads files of the platform at any ref, once each. */
export function platformReader(git: string) {
  const dir = fs.existsSync(path.join(git, '.git')) ? path.join(git, '.git') : git;
  const cache = new Map<string, string[] | null>();
  return (ref: string, file: string): string[] | null => {
    const key = `${ref}:${file}`;
    if (!cache.has(key)) {
      try {
        cache.set(
          key,
          execFileSync('git', ['--git-dir', dir, 'show', key], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024}).split(
            '\n',
          ),
        );
      } catch {
        cache.set(key, null);
      }
    }
    return cache.get(key)!;
  };
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

/** Every sources file of the site: beside the pages and posts, and the API description's. */
export function allSourcesFiles(root = repoRoot): string[] {
  return [...walk(path.join(root, 'docs')), ...walk(path.join(root, 'changelog'))].filter((file) => file.endsWith('.sources.yaml')).sort();
}

export type VerifyOptions = {
  git: string;
  messages: PlatformMessage[];
  defaultRef?: string;
  /** Write the platform's file list here. */
  writeFiles?: string;
  /** The sources files of pages and posts (default: all of the site's), and the API's folder. */
  sourcesFiles?: string[];
  apiSourcesDir?: string;
  /** The response-model data of the release (facts/<release>/api-response-models.yaml), to make again. */
  responseModels?: {file: string; release: string};
};

/**
 * Verifies the claims of the given sources files (each at its release's ref, unless `defaultRef`
 * is given) and the messages and response models of one release (at `defaultRef`).
 */
export function verifySources({
  git,
  messages,
  defaultRef,
  writeFiles,
  sourcesFiles = allSourcesFiles(),
  apiSourcesDir,
  responseModels,
}: VerifyOptions): VerifyResult {
  const read = platformReader(git);
  const result: VerifyResult = {claims: 0, refs: 0, messages: 0, problems: []};
  const checkRef = (where: string, ref: CodeRef, base: string) => {
    result.refs++;
    const lines = read(ref.ref ?? base, ref.path);
    const at = `${ref.path}@${ref.ref ?? base}`;
    if (!lines) result.problems.push(`${where}: ${at} is not in the platform's repository`);
    else if (ref.end > countLines(lines.join('\n'))) result.problems.push(`${where}: ${at} has ${countLines(lines.join('\n'))} lines, not ${ref.end}`);
  };
  const files = [
    ...sourcesFiles.map((file) => ({file, claims: readClaimSources(fs.readFileSync(file, 'utf8')).claims})),
    ...(apiSourcesDir === '' ? [] : readApiClaims(apiSourcesDir).map(({file, claims}) => ({file, claims}))),
  ];
  for (const {file, claims} of files) {
    for (const claim of claims.values()) {
      result.claims++;
      for (const ref of claim.code) checkRef(`${path.relative(repoRoot, file)}:${claim.line} (${claim.id})`, ref, defaultRef ?? releaseOf(file).ref);
    }
  }
  const messagesRef = defaultRef ?? latestRelease().ref;
  for (const message of messages) {
    result.messages++;
    const ref = parseCodeRef(message.source);
    if (typeof ref === 'string') {
      result.problems.push(`messages.yaml "${message.text}": ${ref}`);
      continue;
    }
    const lines = read(ref.ref ?? messagesRef, ref.path);
    if (!lines || ref.end > lines.length) {
      result.problems.push(`messages.yaml "${message.text}": ${message.source} is not in the platform's repository`);
      continue;
    }
    // A text Python or a library writes (an exception's own message) is not in the platform's
    // code; its source is the line that makes it happen.
    if (message.raised_by) continue;
    const cited = lines.slice(ref.start - 1, ref.end).join('\n');
    const raised = /^(\w+(?:Error|Exception)): /.exec(message.text);
    const above = lines.slice(Math.max(0, ref.start - 4), ref.end).join('\n');
    if (raised && !above.includes(raised[1]!)) result.problems.push(`messages.yaml "${message.text}": ${raised[1]} is not raised on ${message.source}`);
    // The code may build a message from several strings (click.style pieces, implicit
    // concatenation across lines), so each literal run's words are looked for in order.
    let from = 0;
    for (const part of parseTemplate(raised ? message.text.slice(raised[0].length) : message.text)) {
      if (!('literal' in part)) continue;
      for (const word of part.literal.split(/\s+/).filter(Boolean)) {
        const at = cited.indexOf(word, from);
        if (at === -1) {
          result.problems.push(`messages.yaml "${message.text}": "${word}" is not on ${message.source}${from ? ' after the words before it' : ''}`);
          break;
        }
        from = at + word.length;
      }
    }
  }
  // The response models the API description is held to, made again from the code.
  if (responseModels) {
    const made = extractResponseModels(git, messagesRef, responseModels.release);
    if (made !== fs.readFileSync(responseModels.file, 'utf8')) {
      result.problems.push(
        `${path.relative(repoRoot, responseModels.file)} differs from what scripts/extract-api-models.py writes at ${messagesRef}: run it again`,
      );
    }
  }
  if (writeFiles) fs.writeFileSync(writeFiles, platformFileList(git, messagesRef));
  return result;
}

/** scripts/extract-api-models.py's output for the backend at a ref. */
export function extractResponseModels(git: string, ref: string, release: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agenta-backend-'));
  try {
    const gitDir = fs.existsSync(path.join(git, '.git')) ? path.join(git, '.git') : git;
    const tar = path.join(dir, 'backend.tar');
    execFileSync('git', ['--git-dir', gitDir, 'archive', '--format=tar', '-o', tar, ref, 'agenta-backend'], {stdio: 'ignore'});
    execFileSync('tar', ['-xf', tar, '-C', dir]);
    return execFileSync('python3', [path.join(repoRoot, 'scripts/extract-api-models.py'), dir, ref, release], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** The platform's text files at a ref and their line counts, the platform's own docs/ left out. */
export function platformFileList(git: string, ref: string): string {
  const dir = fs.existsSync(path.join(git, '.git')) ? path.join(git, '.git') : git;
  const read = platformReader(git);
  const names = execFileSync('git', ['--git-dir', dir, 'ls-tree', '-r', '--name-only', ref], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024})
    .split('\n')
    .filter((name) => name && !name.startsWith('docs/'))
    .sort((a, b) => a.localeCompare(b));
  const rows: string[] = [];
  for (const name of names) {
    const lines = read(ref, name);
    if (!lines || lines.join('\n').includes('\u0000')) continue;
    rows.push(`${countLines(lines.join('\n'))} ${name}`);
  }
  return `# Text files of Agenta-AI/agenta at ${ref} (docs/ left out) and their line counts: \`npm run sources -- verify --git <dir> --write-files\`.\n${rows.join('\n')}\n`;
}

void sourcesFileOf;
