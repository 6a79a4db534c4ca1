/**
 * Parses every fenced code block in the site's content with its language's
 * parser, and checks the pages against the platform's HTTP API, SDK, CLI and
 * environment variables: `npm run test:content [-- paths...]` (default: docs/ and changelog/).
 * Exits 1 and lists each failing block or line with its file and line.
 */
import fs from 'node:fs';

import {checkHttpCallsInBlocks, summarizeHttpCalls} from './lib/checks/http-calls';
import {checkPlatformSurface} from './lib/checks/platform-surface';
import {checkCodeBlocks, extractCodeBlocks, findContentFiles} from './lib/code-blocks';

async function main(): Promise<void> {
  const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['docs', 'changelog'];
  const files = findContentFiles(roots.filter((root) => fs.existsSync(root)));
  const pages = files.map((file) => ({file, source: fs.readFileSync(file, 'utf8')}));
  const blocks = pages.flatMap((page) => extractCodeBlocks(page.file, page.source));
  const problems = await checkCodeBlocks(blocks);
  const httpCalls = checkHttpCallsInBlocks(blocks);
  problems.push(...httpCalls.problems);
  const surface = checkPlatformSurface(pages, blocks);
  for (const {file, line, check, message} of surface) console.error(`${file}:${line} [${check}] ${message}`);

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
  process.exit(problems.length || surface.length ? 1 : 0);
}

void main();
