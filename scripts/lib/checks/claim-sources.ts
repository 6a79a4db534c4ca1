/**
 * Every page of the sections that state what the platform does has a sources file beside it
 * (`page.md` → `page.sources.yaml`) listing its behavioural claims: each one's words as the page
 * says them, and the platform code (or platform fact) it comes from. This check keeps the two
 * together: a page without sources fails, and so does a claim whose words are no longer on its
 * page, so a claim cannot change without its source being looked at again. The shared facts in
 * `docs/_shared/` (MDX partials) have sources too, and each must be included by some page.
 *
 * Whether each cited line still says what the claim needs is re-checked against a checkout of the
 * platform by `npm run sources -- --against <dir>` (scripts/lib/checks/source-recheck.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

import {isMap, isScalar, isSeq, LineCounter, parseDocument, type Node} from 'yaml';

import type {Page, SurfaceProblem} from './facts';
import {checkCodeRef, loadPlatformFiles, parseCodeRef, type CodeRef} from './platform-code';

/** Pages generated from the API description: their claims are the description's, sourced beside it. */
export const GENERATED_API_DIR = 'reference/api/';

/** The shared facts, included by the pages that state them. */
export const SHARED_FACTS_DIR = '_shared';

/** The files of the platform facts (../shared/platform-facts) a claim may cite. */
export const FACTS_FILES = ['sdk', 'cli', 'selfhost', 'evaluators', 'concepts', 'changelog', 'api-operations', 'api-schemas'];

export const CHECK_NAME = 'sources';

/** The repository's root, which `site:` paths are relative to. */
const siteRoot = path.resolve(__dirname, '../../..');

/** A `says` shorter than this could match by chance. */
export const MIN_SAYS_LENGTH = 20;

export type Claim = {
  says: string;
  code: CodeRef[];
  shows: string[];
  facts: string[];
  /** Files of this repository the claim is about (a claim on the site itself: search, the MCP server). */
  site: string[];
  note?: string;
  /** 1-based line of the claim in its sources file. */
  line: number;
};

export type SourcesFile = {file: string; claims: Claim[]; problems: SurfaceProblem[]};

export function sourcesFileOf(page: string): string {
  return page.replace(/\.mdx?$/, '.sources.yaml');
}

/** Runs of white space count as one space: a claim may be rewrapped without losing its source. */
export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function strings(node: unknown): string[] | null {
  if (isScalar(node) && typeof node.value === 'string') return [node.value];
  if (isSeq(node) && node.items.every((item) => isScalar(item) && typeof item.value === 'string')) {
    return node.items.map((item) => (item as {value: string}).value);
  }
  return null;
}

/**
 * Reads a sources file; its problems name the file and the line of the claim. Code references are
 * checked against the platform's file list when one is given.
 */
export function readSourcesFile(file: string, text: string, platformFiles: Map<string, number> | null): SourcesFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter});
  const problems: SurfaceProblem[] = [];
  const problem = (node: Node | null | undefined, message: string) =>
    problems.push({file, line: node?.range ? lineCounter.linePos(node.range[0]).line : 1, check: CHECK_NAME, message});
  if (doc.errors.length) {
    problem(null, `is not valid YAML: ${doc.errors[0]!.message.split('\n')[0]}`);
    return {file, claims: [], problems};
  }
  const list = isMap(doc.contents) ? doc.contents.get('claims', true) : null;
  if (!isSeq(list) || list.items.length === 0) {
    problem(doc.contents, 'must hold `claims:`, a list of at least one claim');
    return {file, claims: [], problems};
  }
  const claims: Claim[] = [];
  for (const item of list.items) {
    if (!isMap(item)) {
      problem(item as Node, 'a claim must be a map with `says` and `code` or `facts`');
      continue;
    }
    const unknown = item.items.map((pair) => String((pair.key as {value: unknown}).value)).filter((key) => !['says', 'code', 'shows', 'facts', 'site', 'note'].includes(key));
    if (unknown.length) problem(item, `unknown field ${unknown.map((key) => `\`${key}\``).join(', ')}`);
    const says = strings(item.get('says', true));
    const code = item.has('code') ? strings(item.get('code', true)) : [];
    const shows = item.has('shows') ? strings(item.get('shows', true)) : [];
    const facts = item.has('facts') ? strings(item.get('facts', true)) : [];
    const site = item.has('site') ? strings(item.get('site', true)) : [];
    const note = item.get('note');
    if (!says || says.length !== 1) {
      problem(item, '`says` must be the page\'s words, one string');
      continue;
    }
    // A post's `date:` and `version:` lines are short, but name one thing each.
    if (normalizeText(says[0]!).length < MIN_SAYS_LENGTH && !/^(date|version): \S+$/.test(normalizeText(says[0]!))) problem(item, `\`says\` is shorter than ${MIN_SAYS_LENGTH} characters: quote the whole sentence or table row`);
    if (!code || !shows || !facts || !site) {
      problem(item, '`code`, `shows`, `facts` and `site` are each a string or a list of strings');
      continue;
    }
    if (code.length === 0 && facts.length === 0 && site.length === 0) problem(item, 'names no source: give `code` (path:lines), `facts` or `site`');
    if ((code.length > 0 || site.length > 0) && shows.length === 0) problem(item, '`code` and `site` need `shows`: text on the cited lines or in the site\'s files');
    for (const file of site) {
      if (!fs.existsSync(path.resolve(siteRoot, file)) || !fs.statSync(path.resolve(siteRoot, file)).isFile()) problem(item, `\`site: ${file}\` is not a file of this repository`);
    }
    if (site.length > 0 && code.length === 0) {
      const texts = site.filter((file) => fs.existsSync(path.resolve(siteRoot, file))).map((file) => fs.readFileSync(path.resolve(siteRoot, file), 'utf8'));
      for (const shown of shows) {
        if (!texts.some((text) => normalizeText(text).includes(normalizeText(shown)))) problem(item, `"${shown}" is not in ${site.join(', ')}`);
      }
    }
    if (shows.some((text) => text.includes('\n') || text.trim() === '')) problem(item, '`shows` texts are single non-empty lines');
    const refs: CodeRef[] = [];
    for (const text of code) {
      const ref = parseCodeRef(text);
      const wrong = typeof ref === 'string' ? ref : platformFiles && checkCodeRef(ref, platformFiles);
      if (wrong) problem(item, wrong);
      else refs.push(ref as CodeRef);
    }
    for (const fact of facts) {
      const [name, key] = fact.split('#');
      if (!FACTS_FILES.includes(name!.replace(/\.yaml$/, '')) || !name!.endsWith('.yaml') || !key) {
        problem(item, `\`${fact}\` is not <file>.yaml#<key> of the platform facts (${FACTS_FILES.join(', ')})`);
      }
    }
    claims.push({
      says: says[0]!,
      code: refs,
      shows,
      facts,
      site,
      note: typeof note === 'string' ? note : undefined,
      line: item.range ? lineCounter.linePos(item.range[0]).line : 1,
    });
  }
  return {file, claims, problems};
}

/** Whether a page (its path relative to docs/) must name its sources: every page but the generated API pages. */
export function needsSources(relative: string): boolean {
  const posix = relative.split(path.sep).join('/');
  return !posix.startsWith(GENERATED_API_DIR) || posix === `${GENERATED_API_DIR}category.mdx`;
}

/** Every sources file under a docs folder, in path order. */
export function findSourcesFiles(docsDir: string): string[] {
  return walk(docsDir).filter((file) => file.endsWith('.sources.yaml')).sort();
}

function walk(dir: string, found: string[] = []): string[] {
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

export type ClaimSourcesOptions = {docsDir: string; platformFiles?: Map<string, number>};

/**
 * Checks the sources of the given pages (those in the sourced sections), and across all of
 * `docsDir` that no sources file is left without its page and every shared fact is included.
 */
export function checkClaimSources(pages: Page[], {docsDir, platformFiles = loadPlatformFiles()}: ClaimSourcesOptions): SurfaceProblem[] {
  const problems: SurfaceProblem[] = [];
  for (const {file, source} of pages) {
    const relative = path.relative(docsDir, path.resolve(file));
    // Changelog posts (outside docs/) need sources too.
    if (!relative.startsWith('..') && !needsSources(relative)) continue;
    const sourcesPath = sourcesFileOf(file);
    if (!fs.existsSync(sourcesPath)) {
      problems.push({file, line: 1, check: CHECK_NAME, message: `has no sources file: write ${path.basename(sourcesPath)} beside it, naming where each of its claims comes from`});
      continue;
    }
    const sources = readSourcesFile(sourcesPath, fs.readFileSync(sourcesPath, 'utf8'), platformFiles);
    problems.push(...sources.problems);
    const page = normalizeText(source);
    for (const claim of sources.claims) {
      if (!page.includes(normalizeText(claim.says))) {
        problems.push({
          file: sourcesPath,
          line: claim.line,
          check: CHECK_NAME,
          message: `says "${normalizeText(claim.says).slice(0, 100)}", which is no longer on ${path.basename(file)}: check the page's new words against the source and quote them`,
        });
      }
    }
  }

  const shown = (file: string) => path.relative(process.cwd(), file);
  const all = walk(docsDir);
  const contentFiles = new Set(all.filter((file) => /\.mdx?$/.test(file)));
  for (const file of all.filter((name) => name.endsWith('.sources.yaml'))) {
    const base = file.slice(0, -'.sources.yaml'.length);
    if (!contentFiles.has(`${base}.md`) && !contentFiles.has(`${base}.mdx`)) {
      problems.push({file: shown(file), line: 1, check: CHECK_NAME, message: 'has no page beside it (a page renamed or removed?)'});
    }
  }
  const included = new Set([...contentFiles].flatMap((file) => importedSharedFacts(fs.readFileSync(file, 'utf8'))));
  for (const file of [...contentFiles].filter((name) => path.relative(docsDir, name).split(path.sep)[0] === SHARED_FACTS_DIR)) {
    if (!included.has(path.basename(file))) {
      problems.push({file: shown(file), line: 1, check: CHECK_NAME, message: 'is a shared fact that no page includes: import it where the fact is needed, or delete it'});
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
