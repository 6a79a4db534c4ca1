/**
 * Parses every fenced code block in the site's content with its language's
 * parser, and checks the pages against the platform's HTTP API, SDK, CLI,
 * environment variables and messages, and the sources of their claims:
 * `npm run test:content [-- paths...]` (default: every release's pages, and changelog/), each
 * release's pages against that release's facts and API description (facts/releases.yaml).
 * Exits 1 and lists each failing block or line with its file and line.
 */
import fs from 'node:fs';
import path from 'node:path';

import {checkApiSources} from './lib/claims/api-places';
import {specFileOf} from './lib/openapi-spec';
import {checkClaimSources} from './lib/claims/check';
import {withoutMarkers} from './lib/claims/markers';
import type {SurfaceProblem} from './lib/checks/facts';
import {checkHttpCallsInBlocks, summarizeHttpCalls, type HttpCallReport} from './lib/checks/http-calls';
import {checkMessages, checkMessagesData, loadMessages} from './lib/checks/messages';
import {loadPlatformFiles, platformFilesListOf} from './lib/checks/platform-code';
import {checkPinnedLinks} from './lib/checks/pinned-links';
import {checkPlatformSurface} from './lib/checks/platform-surface';
import {byRelease, loadReleases, releaseOf} from './lib/releases';
import {checkCodeBlocks, extractCodeBlocks, findContentFiles} from './lib/code-blocks';

async function main(): Promise<void> {
  const releases = loadReleases();
  const given = process.argv.slice(2);
  const roots = given.length ? given : [...releases.map((release) => path.relative(process.cwd(), release.docsDir)), 'changelog'];
  const files = findContentFiles(roots.filter((root) => fs.existsSync(root)));
  const marked = files.map((file) => ({file, source: fs.readFileSync(file, 'utf8')}));
  // The other checks read the pages' words and code as a reader sees them: without claim markers.
  const pages = marked.map(({file, source}) => ({file, source: withoutMarkers(source)}));
  const blocks = pages.flatMap((page) => extractCodeBlocks(page.file, page.source));
  const problems = await checkCodeBlocks(blocks);
  const allPages = given.length === 0;
  // Each release's pages are held to its own API description, surface and messages.
  const httpCalls: HttpCallReport = {problems: [], checked: 0, bodiesChecked: 0, otherHosts: 0, unresolved: 0, leftOut: 0};
  const surface: SurfaceProblem[] = [];
  const claims: SurfaceProblem[] = [];
  const messagesData: string[] = [];
  for (const {release, items} of byRelease(pages)) {
    const releaseBlocks = blocks.filter((block) => releaseOf(block.file).version === release.version);
    const report = checkHttpCallsInBlocks(releaseBlocks, release);
    for (const key of ['checked', 'bodiesChecked', 'otherHosts', 'unresolved', 'leftOut'] as const) httpCalls[key] += report[key];
    httpCalls.problems.push(...report.problems);
    surface.push(...checkPlatformSurface(items, releaseBlocks, release));
    const messages = loadMessages(release);
    for (const problem of checkMessagesData(messages, loadPlatformFiles(platformFilesListOf(release))))
      messagesData.push(`${path.relative(process.cwd(), path.join(release.factsDir, 'messages.yaml'))} [messages] ${problem}`);
    claims.push(...checkMessages(items, messages, {allPages, dataFile: path.relative(process.cwd(), path.join(release.factsDir, 'messages.yaml'))}));
  }
  problems.push(...httpCalls.problems);
  for (const {file, line, check, message} of surface) console.error(`${file}:${line} [${check}] ${message}`);
  for (const problem of messagesData) console.error(problem);
  claims.push(...checkClaimSources(marked));
  if (allPages) for (const release of releases) claims.push(...checkApiSources({release}));
  const linkFiles = allPages ? [...marked, ...siteFilesWithLinks(releases.map((release) => specFileOf(release)))] : marked;
  const links = checkPinnedLinks(linkFiles);
  for (const {file, line, check, message} of links) console.error(`${file}:${line} [${check}] ${message}`);
  for (const {file, line, check, message} of claims) console.error(`${file}:${line} [${check}] ${message}`);

  for (const {block, message} of problems) {
    console.error(`${block.file}:${block.line} [${block.lang || 'no language'}] ${message}`);
  }
  const counts = new Map<string, number>();
  for (const block of blocks) counts.set(block.lang || 'none', (counts.get(block.lang || 'none') ?? 0) + 1);
  const summary = [...counts].map(([lang, n]) => `${lang} ${n}`).join(', ');
  console.log(`Code blocks: ${blocks.length} in ${files.length} files (${summary || 'none'}); ${problems.length} failing.`);
  console.log(summarizeHttpCalls(httpCalls));
  console.log(`SDK calls, CLI commands and environment variables: ${surface.length} problems.`);
  console.log(`Quoted platform messages and claim sources: ${claims.length + messagesData.length} problems.`);
  console.log(`Links into the platform's repository, in ${linkFiles.length} files: ${links.length} not pinned to a tag or commit.`);
  process.exit(problems.length || surface.length || claims.length || messagesData.length || links.length ? 1 : 0);
}

/** The API descriptions and the site's own code, config and static text: what may link into the platform too. */
function siteFilesWithLinks(specFiles: string[]): {file: string; source: string}[] {
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, {withFileTypes: true})
          .flatMap((entry) =>
            entry.isDirectory()
              ? entry.name === 'node_modules' || entry.name === 'dist'
                ? []
                : walk(path.join(dir, entry.name))
              : [path.join(dir, entry.name)],
          )
      : [];
  const text = /\.(ts|tsx|mjs|js|json|ya?ml|md|txt|html|css)$/;
  const files = [
    ...specFiles,
    'docusaurus.config.ts',
    ...['config', 'src', 'static', 'packages/mcp/src', 'packages/search/src'].flatMap(walk),
    'packages/mcp/README.md',
  ];
  return [...new Set(files)]
    .filter((file) => fs.existsSync(file) && text.test(file))
    .map((file) => ({file: path.relative(process.cwd(), file), source: fs.readFileSync(file, 'utf8')}));
}

void main();
