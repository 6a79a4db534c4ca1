/**
 * Parses every fenced code block in the site's content with its language's
 * parser: `npm run test:content [-- paths...]` (default: docs/ and changelog/).
 * Exits 1 and lists each failing block with its file and line.
 */
import fs from 'node:fs';

import {checkHttpCallsInBlocks, summarizeHttpCalls} from './lib/checks/http-calls';
import {checkCodeBlocks, extractCodeBlocks, findContentFiles} from './lib/code-blocks';

async function main(): Promise<void> {
  const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['docs', 'changelog'];
  const files = findContentFiles(roots.filter((root) => fs.existsSync(root)));
  const blocks = files.flatMap((file) => extractCodeBlocks(file, fs.readFileSync(file, 'utf8')));
  const problems = await checkCodeBlocks(blocks);
  const httpCalls = checkHttpCallsInBlocks(blocks);
  problems.push(...httpCalls.problems);

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
  process.exit(problems.length ? 1 : 0);
}

void main();
