import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {checkClaimSources, findSourcesFiles, importedSharedFacts, readSourcesFile} from '../../scripts/lib/checks/claim-sources';
import {loadMessages} from '../../scripts/lib/checks/messages';
import {parseCodeRef} from '../../scripts/lib/checks/platform-code';
import {recheckSources} from '../../scripts/lib/checks/source-recheck';

const PAGE = [
  '---',
  'title: Pull a configuration',
  '---',
  '',
  'The route reads the playground parameters first, then the variant,',
  'then the environment.',
  '',
  '| `variant_version` | `Optional[int]` | `None` | Ignored: the latest version is deployed |',
].join('\n');

const SOURCES = `claims:
  - says: "The route reads the playground parameters first, then the variant, then the environment."
    code: agenta-backend/agenta_backend/routers/variants_router.py:618-631
    shows: "parameters"
  - says: "| \`variant_version\` | \`Optional[int]\` | \`None\` | Ignored: the latest version is deployed |"
    code:
      - agenta-backend/agenta_backend/services/db_manager.py:1356
      - agenta-backend/agenta_backend/services/db_manager.py:1380-1382
    shows: [version]
`;

/** A docs folder with the given files, and the pages of it to check. */
function site(files: Record<string, string>) {
  const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claim-sources-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(docsDir, name)), {recursive: true});
    fs.writeFileSync(path.join(docsDir, name), text);
  }
  const pages = Object.keys(files)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => ({file: path.join(docsDir, name), source: files[name]!}));
  return {docsDir, pages};
}

const messagesOf = (files: Record<string, string>) => {
  const {docsDir, pages} = site(files);
  return checkClaimSources(pages, {docsDir}).map(({file, message}) => `${path.basename(file)}: ${message}`);
};

test('a page whose claims all have sources passes, however its lines are wrapped', () => {
  assert.deepEqual(messagesOf({'reference/sdk/pull.md': PAGE, 'reference/sdk/pull.sources.yaml': SOURCES}), []);
});

test('a page in a sourced section without a sources file fails; pages elsewhere need none', () => {
  assert.deepEqual(messagesOf({'tutorials/pull.md': PAGE}), [
    'pull.md: has no sources file: write pull.sources.yaml beside it, naming where each of its claims comes from',
  ]);
  assert.deepEqual(messagesOf({'self-host/pull.md': PAGE}), []);
});

test('a claim whose sentence was edited away from its page fails, at the claim\'s line', () => {
  const edited = PAGE.replace('then the variant', 'then the base');
  const {docsDir, pages} = site({'reference/sdk/pull.md': edited, 'reference/sdk/pull.sources.yaml': SOURCES});
  const problems = checkClaimSources(pages, {docsDir});
  assert.equal(problems.length, 1);
  assert.equal(problems[0]!.line, 2);
  assert.match(problems[0]!.message, /says "The route reads the playground parameters first, then the variant.*no longer on pull\.md/);
});

test('sources are checked for form: words, code references against the platform\'s files, shows, facts', () => {
  const bad = `claims:
  - says: "Pull a"
    code: agenta-cli/agenta/sdk/agenta_init.py:1
    shows: "import"
  - says: "The route reads the playground parameters first, then the variant, then the environment."
    code: agenta-backend/agenta_backend/routers/no_such_router.py:618
    shows: "x"
  - says: "The route reads the playground parameters first, then the variant, then the environment."
    code: agenta-backend/agenta_backend/routers/variants_router.py:999999
    shows: "x"
  - says: "The route reads the playground parameters first, then the variant, then the environment."
    code: agenta-backend/agenta_backend/routers/variants_router.py:618
  - says: "The route reads the playground parameters first, then the variant, then the environment."
  - says: "The route reads the playground parameters first, then the variant, then the environment."
    facts: sdk#init
  - says: "The route reads the playground parameters first, then the variant, then the environment."
    code: agenta-backend/agenta_backend/routers/variants_router.py:1-200
    shows: x
  - says: "The route reads the playground parameters first, then the variant, then the environment."
    facts: sdk.yaml#prompt_management_sdk
    source: somewhere
`;
  const found = messagesOf({'evaluation/pull.md': PAGE, 'evaluation/pull.sources.yaml': bad});
  assert.equal(found.length, 8, found.join('\n'));
  for (const [i, pattern] of [
    /shorter than 20 characters/,
    /no_such_router\.py` is not a file of Agenta-AI\/agenta at f664ae1e6a/,
    /variants_router\.py` has \d+ lines; the reference cites up to line 999999/,
    /`code` needs `shows`/,
    /names no source/,
    /`sdk#init` is not <file>\.yaml#<key>/,
    /cites 200 lines; cite at most 80/,
    /unknown field `source`/,
  ].entries()) {
    assert.match(found[i]!, pattern);
  }
  assert.deepEqual(readSourcesFile('x.sources.yaml', 'claims: [', null).problems.map((p) => p.message.slice(0, 20)), ['is not valid YAML: F']);
  assert.deepEqual(parseCodeRef('agenta-cli/agenta/types.py@v0.1.11:40-52'), {path: 'agenta-cli/agenta/types.py', ref: 'v0.1.11', start: 40, end: 52});
  assert.equal(typeof parseCodeRef('agenta-cli/agenta/types.py'), 'string');
});

test('a sources file left without its page, and a shared fact no page includes, fail', () => {
  const partial = 'The route reads the playground parameters first, then the variant, then the environment.\n';
  const page = `---\ntitle: Pull\n---\nimport Precedence from '../../_shared/precedence.md';\n\n<Precedence />\n`;
  assert.deepEqual(
    messagesOf({'_shared/precedence.md': partial, '_shared/precedence.sources.yaml': SOURCES.split('  - says: "|')[0]!, 'reference/sdk/pull.mdx': page, 'reference/sdk/pull.sources.yaml': SOURCES.replace(/says: "The route.*"/, 'says: "<Precedence />, the shared fact"')}).filter((m) => !m.startsWith('pull.sources.yaml')),
    [],
  );
  assert.deepEqual(messagesOf({'_shared/precedence.md': partial, '_shared/precedence.sources.yaml': SOURCES.split('  - says: "|')[0]!}), [
    'precedence.md: is a shared fact that no page includes: import it where the fact is needed, or delete it',
  ]);
  assert.deepEqual(messagesOf({'tutorials/old.sources.yaml': SOURCES}), ['old.sources.yaml: has no page beside it (a page renamed or removed?)']);
  assert.deepEqual(importedSharedFacts("import A from '../_shared/a.md';\nimport B from '@site/src/b';\n"), ['a.md']);
});

test('the re-check against a checkout finds moved lines, missing files and misquoted messages', () => {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'agenta-checkout-'));
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(checkout, name)), {recursive: true});
    fs.writeFileSync(path.join(checkout, name), text);
  };
  write('agenta-cli/agenta/cli/variant_commands.py', 'a\nb\n    f"Config file not found in {app_folder}. Make sure you are in the right folder."\n');
  write('agenta-backend/agenta_backend/routers/variants_router.py', 'x\n'.repeat(617) + 'if parameters:\n'.repeat(14));
  write('agenta-backend/agenta_backend/services/db_manager.py', 'x\n'.repeat(1400));
  const sourcesFile = path.join(checkout, 'pull.sources.yaml');
  fs.writeFileSync(sourcesFile, SOURCES);
  const messages = [
    {text: 'Config file not found in {app_folder}. Make sure you are in the right folder.', source: 'agenta-cli/agenta/cli/variant_commands.py:3'},
    {text: 'Config file not found in {app_folder}. Make sure you ran init.', source: 'agenta-cli/agenta/cli/variant_commands.py:3'},
    {text: "'NoneType' object has no attribute 'items'", source: 'agenta-cli/agenta/cli/variant_commands.py:1', raised_by: 'Python, .items() on None'},
  ];
  const result = recheckSources([sourcesFile], messages, {checkout});
  assert.equal(result.claims, 2);
  assert.equal(result.refs, 3);
  assert.deepEqual(result.problems.map((p) => p.replace(/^.*?pull\.sources\.yaml/, 'pull.sources.yaml')), [
    'pull.sources.yaml:5 "version" is not on the cited lines (agenta-backend/agenta_backend/services/db_manager.py:1356-1356, agenta-backend/agenta_backend/services/db_manager.py:1380-1382); claim: "| `variant_version` | `Optional[int]` | `None` | Ignored: the latest version is "',
    'messages.yaml "Config file not found in {app_folder}. Make sure you ran init.": "ran" is not on agenta-cli/agenta/cli/variant_commands.py:3 after the words before it',
  ]);
  fs.rmSync(path.join(checkout, 'agenta-backend/agenta_backend/services/db_manager.py'));
  assert.match(recheckSources([sourcesFile], [], {checkout}).problems.join('\n'), /db_manager\.py is not in the platform's code/);
});

test('the re-check finds a quoted exception class on the raise above its message, and its words across strings', () => {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'agenta-checkout-'));
  fs.mkdirSync(path.join(checkout, 'sdk'));
  fs.writeFileSync(path.join(checkout, 'sdk/types.py'), [
    'def check(default, choices):',
    '    if default not in choices:',
    '        raise ValueError(',
    '            f"Default value {default} "',
    '            "is not in the provided choices"',
    '        )',
  ].join('\n'));
  const problemsOf = (text: string) => recheckSources([], [{text, source: 'sdk/types.py:4-5'}], {checkout}).problems;
  assert.deepEqual(problemsOf('ValueError: Default value {default} is not in the provided choices'), []);
  assert.match(problemsOf('TypeError: Default value {default} is not in the provided choices')[0]!, /TypeError is not raised on sdk\/types\.py:4-5/);
  assert.match(problemsOf('ValueError: Default value {default} is not among the choices')[0]!, /"among" is not on sdk\/types\.py:4-5/);
});

// The site's own sources against the platform's code, where a checkout of it is at hand (the
// offline checks run in `npm run test:content`): AGENTA_SOURCE, a work tree at f664ae1e6a, and
// AGENTA_GIT, its repository, for the claims that cite another tag.
const agentaSource = process.env.AGENTA_SOURCE;
test("every claim's cited lines and every message are in the platform's code", {skip: agentaSource ? false : 'set AGENTA_SOURCE to a work tree of Agenta-AI/agenta at f664ae1e6a'}, () => {
  const files = findSourcesFiles(path.resolve(__dirname, '../../docs'));
  // The platform facts sit beside the main checkout, or two levels up from a worktree.
  const factsDir = ['../shared/platform-facts', '../../shared/platform-facts'].map((dir) => path.resolve(__dirname, '../..', dir)).find((dir) => fs.existsSync(path.join(dir, 'sdk.yaml')));
  const result = recheckSources(files, loadMessages(), {checkout: agentaSource!, git: process.env.AGENTA_GIT, factsDir});
  assert.ok(result.claims > 0);
  assert.deepEqual(result.problems, []);
});
