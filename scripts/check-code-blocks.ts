/**
 * Parses every fenced code block in the site's content with its language's
 * parser, and checks the pages against the platform's HTTP API, SDK, CLI,
 * environment variables and messages, and the sources of their claims:
 * `npm run test:content [-- paths...]` (default: docs/ and changelog/).
 * Exits 1 and lists each failing block or line with its file and line.
 */
import fs from 'node:fs';
import path from 'node:path';

import {checkApiSources} from './lib/claims/api-places';
import {checkClaimSources} from './lib/claims/check';
import {withoutMarkers} from './lib/claims/markers';
import {checkHttpCallsInBlocks, summarizeHttpCalls} from './lib/checks/http-calls';
import {checkMessages, checkMessagesData, loadMessages} from './lib/checks/messages';
import {checkPlatformSurface} from './lib/checks/platform-surface';
import {checkCodeBlocks, extractCodeBlocks, findContentFiles} from './lib/code-blocks';

async function main(): Promise<void> {
  const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['docs', 'changelog'];
  const files = findContentFiles(roots.filter((root) => fs.existsSync(root)));
  const marked = files.map((file) => ({file, source: fs.readFileSync(file, 'utf8')}));
  // The other checks read the pages' words and code as a reader sees them: without claim markers.
  const pages = marked.map(({file, source}) => ({file, source: withoutMarkers(source)}));
  const blocks = pages.flatMap((page) => extractCodeBlocks(page.file, page.source));
  const problems = await checkCodeBlocks(blocks);
  const httpCalls = checkHttpCallsInBlocks(blocks);
  problems.push(...httpCalls.problems);
  const surface = checkPlatformSurface(pages, blocks);
  for (const {file, line, check, message} of surface) console.error(`${file}:${line} [${check}] ${message}`);
  const messages = loadMessages();
  const messagesData = checkMessagesData(messages);
  for (const problem of messagesData) console.error(`facts/0.27/messages.yaml [messages] ${problem}`);
  const allPages = process.argv.slice(2).length === 0;
  const claims = [
    ...checkMessages(pages, messages, {allPages}),
    ...checkClaimSources(marked, {docsDir: path.resolve('docs')}),
    ...(allPages ? checkApiSources() : []),
  ];
  for (const {file, line, check, message} of claims) console.error(`${file}:${line} [${check}] ${message}`);

  for (const {block, message} of problems) {
    console.error(`${block.file}:${block.line} [${block.lang || 'no language'}] ${message}`);
  }
  const counts = new Map<string, number>();
  for (const block of blocks) counts.set(block.lang || 'none', (counts.get(block.lang || 'none') ?? 0) + 1);
  const summary = [...counts].map(([lang, n]) => `${lang} ${n}`).join(', ');
  console.log(
    `Code blocks: ${blocks.length} in ${files.length} files (${summary || 'none'}); ${problems.length} failing.`,
  );
  console.log(summarizeHttpCalls(httpCalls));
  console.log(`SDK calls, CLI commands and environment variables: ${surface.length} problems.`);
  console.log(`Quoted platform messages and claim sources: ${claims.length + messagesData.length} problems.`);
  process.exit(problems.length || surface.length || claims.length || messagesData.length ? 1 : 0);
}

void main();
