/**
 * The claim sources and quoted platform messages of the pages: `npm run sources [-- paths...]`
 * checks them as `npm run test:content` does (default: all of docs/).
 *
 * At a new release, `npm run sources -- --against <agenta work tree> [--git <agenta repo>]
 * [--facts <platform-facts dir>]` re-checks every cited line range, `shows` text, message and
 * platform fact against that checkout, and `--write-files` then rewrites the list of the
 * platform's files (tests/fixtures/facts/platform-files.txt) from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {checkClaimSources, findSourcesFiles} from './lib/checks/claim-sources';
import {checkApiSources} from './lib/checks/openapi-sources';
import {checkMessages, checkMessagesData, loadMessages} from './lib/checks/messages';
import {platformFilesList} from './lib/checks/platform-code';
import {listPlatformFiles, recheckSources} from './lib/checks/source-recheck';
import {findContentFiles} from './lib/code-blocks';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    against: {type: 'string'},
    git: {type: 'string'},
    facts: {type: 'string'},
    'write-files': {type: 'boolean', default: false},
  },
});

const docsDir = path.resolve('docs');
const messages = loadMessages();

if (values.against) {
  const checkout = path.resolve(values.against);
  const sourcesFiles = findSourcesFiles(docsDir);
  const result = recheckSources(sourcesFiles, messages, {checkout, git: values.git, factsDir: values.facts});
  for (const problem of result.problems) console.error(problem);
  console.log(`Re-checked ${result.claims} claims (${result.refs} code references) in ${sourcesFiles.length} sources files and ${result.messages} messages against ${checkout}: ${result.problems.length} problems.`);
  if (values['write-files']) {
    fs.writeFileSync(platformFilesList, `# Text files of Agenta-AI/agenta (docs/ left out) and their line counts: \`npm run sources -- --against <dir> --write-files\`.\n${listPlatformFiles(checkout)}`);
    console.log(`Wrote ${path.relative(process.cwd(), platformFilesList)}.`);
  }
  process.exit(result.problems.length ? 1 : 0);
}

const roots = positionals.length ? positionals.filter((root) => !root.startsWith('openapi')) : ['docs', 'changelog'];
const pages = findContentFiles(roots).map((file) => ({file, source: fs.readFileSync(file, 'utf8')}));
const dataProblems = checkMessagesData(messages);
for (const problem of dataProblems) console.error(`tests/fixtures/facts/messages.yaml: ${problem}`);
const withApi = positionals.length === 0 || positionals.some((root) => root.startsWith('openapi'));
const problems = [
  ...checkClaimSources(pages, {docsDir}),
  ...checkMessages(pages, messages, {allPages: positionals.length === 0}),
  ...(withApi ? checkApiSources() : []),
];
for (const {file, line, check, message} of problems) console.error(`${file}:${line} [${check}] ${message}`);
console.log(`Claim sources and quoted messages of ${pages.length} pages: ${problems.length + dataProblems.length} problems.`);
process.exit(problems.length || dataProblems.length ? 1 : 0);
