/**
 * The re-check of the claim sources and the messages data against a checkout of the platform,
 * for a maintainer at the next release (`npm run sources -- --against <dir>`): each cited file
 * and line range exists, each claim's `shows` text is on its cited lines, each message's literal
 * words are on its source lines, and each cited platform fact exists. What it reports is a claim
 * to read again against the new code, then to fix on the page and in its sources.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {parse as parseYaml} from 'yaml';

import {readSourcesFile} from './claim-sources';
import {parseTemplate, type PlatformMessage} from './messages';
import {countLines, parseCodeRef, type CodeRef} from './platform-code';

export type RecheckOptions = {
  /** A work tree of Agenta-AI/agenta at the commit the pages document. */
  checkout: string;
  /** A git repository of the platform, for references to other tags or commits (default: checkout). */
  git?: string;
  /** The platform facts folder, to resolve `facts:` references. */
  factsDir?: string;
};

export type RecheckResult = {claims: number; refs: number; messages: number; problems: string[]};

/** Reads a file of the platform, at the checkout or at another ref; null when it is not there. */
function makeReader({checkout, git = checkout}: RecheckOptions) {
  const cache = new Map<string, string[] | null>();
  return (ref: CodeRef): string[] | null => {
    const key = `${ref.ref ?? ''}:${ref.path}`;
    if (!cache.has(key)) {
      let text: string | null = null;
      try {
        text = ref.ref === undefined
          ? fs.readFileSync(path.join(checkout, ref.path), 'utf8')
          : execFileSync('git', ['-C', git, 'show', `${ref.ref}:${ref.path}`], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024});
      } catch {
        text = null;
      }
      cache.set(key, text === null ? null : text.split('\n'));
    }
    return cache.get(key)!;
  };
}

function citedLines(read: (ref: CodeRef) => string[] | null, ref: CodeRef): {text: string} | {problem: string} {
  const lines = read(ref);
  const where = `${ref.path}${ref.ref ? `@${ref.ref}` : ''}`;
  if (!lines) return {problem: ref.ref ? `${where} could not be read from the git repository (--git)` : `${where} is not in the platform's code`};
  if (ref.end > lines.length) return {problem: `${where} has ${lines.length} lines, not ${ref.end}`};
  return {text: lines.slice(ref.start - 1, ref.end).join('\n')};
}

function resolveFact(factsDir: string, fact: string): boolean {
  const [file, key] = fact.split('#');
  const full = path.join(factsDir, file!);
  if (!fs.existsSync(full)) return false;
  let node: unknown = parseYaml(fs.readFileSync(full, 'utf8'));
  for (const step of key!.split('.')) {
    if (node === null || typeof node !== 'object' || !(step in (node as object))) return false;
    node = (node as Record<string, unknown>)[step];
  }
  return true;
}

export function recheckSources(sourcesFiles: string[], messages: PlatformMessage[], options: RecheckOptions): RecheckResult {
  const read = makeReader(options);
  const result: RecheckResult = {claims: 0, refs: 0, messages: 0, problems: []};
  for (const file of sourcesFiles) {
    // The file list is not consulted here: the checkout is the truth being checked against.
    const {claims, problems} = readSourcesFile(file, fs.readFileSync(file, 'utf8'), null);
    result.problems.push(...problems.map((p) => `${p.file}:${p.line} ${p.message}`));
    for (const claim of claims) {
      result.claims++;
      const at = `${file}:${claim.line}`;
      const texts: string[] = [];
      for (const ref of claim.code) {
        result.refs++;
        const cited = citedLines(read, ref);
        if ('problem' in cited) result.problems.push(`${at} ${cited.problem}`);
        else texts.push(cited.text);
      }
      // A claim on the site itself has its `shows` checked against the site's files, offline (claim-sources.ts).
      if (claim.code.length > 0 && claim.site.length === 0 && texts.length === claim.code.length) {
        for (const shown of claim.shows) {
          if (!texts.some((text) => text.includes(shown))) {
            result.problems.push(`${at} "${shown}" is not on the cited lines (${claim.code.map((r) => `${r.path}${r.ref ? `@${r.ref}` : ''}:${r.start}-${r.end}`).join(', ')}); claim: "${claim.says.slice(0, 80)}"`);
          }
        }
      }
      for (const fact of claim.facts) {
        if (options.factsDir && !resolveFact(options.factsDir, fact)) result.problems.push(`${at} the platform fact ${fact} does not exist`);
      }
    }
  }
  for (const message of messages) {
    result.messages++;
    const ref = parseCodeRef(message.source);
    if (typeof ref === 'string') {
      result.problems.push(`messages.yaml "${message.text}": ${ref}`);
      continue;
    }
    const cited = citedLines(read, ref);
    if ('problem' in cited) {
      result.problems.push(`messages.yaml "${message.text}": ${cited.problem}`);
      continue;
    }
    // A text Python or a library writes (an exception's own message) is not in the platform's
    // code; its source is the line that makes it happen.
    if (message.raised_by) continue;
    // A quotation may start with the exception's class, which the code names in its `raise`, on
    // the cited lines or just above the message.
    const raised = /^(\w+(?:Error|Exception)): /.exec(message.text);
    const above = read(ref)!.slice(Math.max(0, ref.start - 4), ref.end).join('\n');
    if (raised && !above.includes(raised[1]!)) {
      result.problems.push(`messages.yaml "${message.text}": ${raised[1]} is not raised on ${message.source}`);
    }
    // The code may build a message from several strings (click.style pieces, implicit
    // concatenation across lines), so each literal run's words are looked for in order.
    let from = 0;
    for (const part of parseTemplate(raised ? message.text.slice(raised[0].length) : message.text)) {
      if (!('literal' in part)) continue;
      for (const word of part.literal.split(/\s+/).filter(Boolean)) {
        const at = cited.text.indexOf(word, from);
        if (at === -1) {
          result.problems.push(`messages.yaml "${message.text}": "${word}" is not on ${message.source}${from ? ' after the words before it' : ''}`);
          break;
        }
        from = at + word.length;
      }
    }
  }
  return result;
}

/** The platform's text files and their line counts, for tests/fixtures/facts/platform-files.txt. */
export function listPlatformFiles(checkout: string): string {
  const rows: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(checkout, full).split(path.sep).join('/');
      // The platform's own documentation is not a source for what the platform does.
      if (relative === 'docs' || relative === '.git' || relative === 'node_modules') continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const bytes = fs.readFileSync(full);
        if (bytes.includes(0)) continue;
        rows.push(`${countLines(bytes.toString('utf8'))} ${relative}`);
      }
    }
  };
  walk(checkout);
  return rows.join('\n') + '\n';
}
