import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {checkApiSources, placesText, requiredPlaces} from '../../scripts/lib/claims/api-places';
import {checkClaimSources, importedSharedFacts} from '../../scripts/lib/claims/check';
import {findMarkedClaims, withoutMarkers} from '../../scripts/lib/claims/markers';
import {latestRelease} from '../../scripts/lib/releases';
import {describeSpecDiff, replaceCitations} from '../../scripts/lib/claims/release-diff';
import {readApiClaims, readPageClaims} from '../../scripts/lib/claims/read';
import {claimDigest, readClaimSources} from '../../scripts/lib/claims/sources-file';
import {platformReader, verifySources} from '../../scripts/lib/claims/verify';

/** A tiny platform repository: one commit, its hash the ref the claims cite. */
function platformRepo(files: Record<string, string>): {git: string; ref: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {encoding: 'utf8'}).trim();
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'platform');
  return {git: dir, ref: git('rev-parse', 'HEAD')};
}

const ROUTER = 'x\n'.repeat(9) + 'def deploy():\n    return None\n' + 'x\n'.repeat(10);

const PAGE = [
  '---',
  'title: Deploy',
  'date: 2024-11-06 # src:date',
  '---',
  '',
  'Deploying answers `null`. <!-- src:deploy-null --> Nothing else is sent',
  'back. <!-- src:nothing-else -->',
  '',
  '| `environment` | `str` | the environment to deploy to <!-- src:env-row --> |',
  '',
  '<!-- src:example -->',
  '```bash',
  'curl -X POST "$AGENTA_HOST/api/environments/deploy"',
  '```',
].join('\n');

function site(files: Record<string, string>) {
  const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(docsDir, name)), {recursive: true});
    fs.writeFileSync(path.join(docsDir, name), text);
  }
  const pages = Object.keys(files)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => ({file: path.join(docsDir, name), source: fs.readFileSync(path.join(docsDir, name), 'utf8')}));
  return {docsDir, pages};
}

const SOURCES = `claims:
  date:
    code: agenta-backend/router.py:10
  deploy-null:
    code: agenta-backend/router.py:10-11
  nothing-else:
    code: agenta-backend/router.py:11
  env-row:
    code: agenta-backend/router.py:10
  example:
    code: agenta-backend/router.py:10
    note: the route the call names
`;

test('a marker covers the text it ends: to the block start or the marker before it; a row; the code block below it; a front matter line', () => {
  const {claims, problems} = findMarkedClaims(PAGE);
  assert.deepEqual(problems, []);
  assert.deepEqual(
    claims.map(({id, text, kind}) => [id, kind, text]),
    [
      ['date', 'front matter', 'date: 2024-11-06'],
      ['deploy-null', 'prose', 'Deploying answers `null`.'],
      ['nothing-else', 'prose', 'Nothing else is sent back.'],
      ['env-row', 'table row', '`environment` | `str` | the environment to deploy to'],
      ['example', 'code block', 'curl -X POST "$AGENTA_HOST/api/environments/deploy"'],
    ],
  );
  assert.equal(withoutMarkers(PAGE).includes('src:'), false);
  assert.equal(withoutMarkers(PAGE).split('\n').length, PAGE.split('\n').length, 'the other checks keep their line numbers');
});

test('markers in the wrong place are named: inside a code block, an id used twice, covering nothing', () => {
  const {problems} = findMarkedClaims(
    ['A. <!-- src:a -->', '', 'B. <!-- src:a -->', '', '<!-- src:b -->', '', '```python', 'x = 1  # <!-- src:c -->', '```'].join('\n'),
  );
  assert.deepEqual(
    problems.map(({line, message}) => `${line}: ${message.split(/: (?=put)/)[0]}`),
    ['3: the marker src:a is used twice (first on line 1)', '5: the marker src:b covers no text', '8: a marker inside a code block'],
  );
});

test('a claim reworded since it was read fails with its words, its sources and the command; reading it records it, and the check passes', () => {
  const platform = platformRepo({'agenta-backend/router.py': ROUTER});
  const {docsDir, pages} = site({'deploy.md': PAGE, 'deploy.sources.yaml': SOURCES});
  const check = () =>
    checkClaimSources(site({}).pages.concat(pages.map(({file}) => ({file, source: fs.readFileSync(file, 'utf8')}))), {
      docsDir,
      defaultRef: platform.ref,
      platformFiles: new Map([['agenta-backend/router.py', 21]]),
    });
  // Never read: every claim fails, naming the command.
  const unread = check();
  assert.equal(unread.length, 5);
  assert.match(
    unread[0]!.message,
    /claim has never been read against its sources: "date: 2024-11-06" — agenta-backend\/router\.py@[0-9a-f]{40}:10-10\. Read the code, fix the page or the citation, then run `npm run sources -- read .*deploy\.md#date`/,
  );

  const printed: string[] = [];
  assert.equal(readPageClaims(path.join(docsDir, 'deploy.md'), [], {git: platform.git, defaultRef: platform.ref, print: (text) => printed.push(text)}), 5);
  assert.match(
    printed.join('\n'),
    /── deploy-null: Deploying answers `null`\.\n {2}agenta-backend\/router\.py@[0-9a-f]+:10-11\n +10 {2}def deploy\(\):\n +11 {6}return None/,
  );
  assert.deepEqual(check(), []);
  // Read again, nothing changed: nothing to read.
  assert.equal(readPageClaims(path.join(docsDir, 'deploy.md'), [], {git: platform.git, defaultRef: platform.ref, print: () => {}}), 0);

  // Rewording one sentence fails that claim alone, at its marker's line.
  fs.writeFileSync(path.join(docsDir, 'deploy.md'), PAGE.replace('Deploying answers `null`.', 'Deploying answers the environment.'));
  const reworded = check();
  assert.deepEqual(
    reworded.map(({line, message}) => `${line}: ${message.slice(0, 114)}`),
    ['6: claim changed since it was last read against its sources (its words or its citations): "Deploying answers the envi'],
  );
  // Rewrapping the lines is not rewording.
  fs.writeFileSync(path.join(docsDir, 'deploy.md'), PAGE.replace('Nothing else is sent\nback.', 'Nothing else\nis sent back.'));
  assert.deepEqual(check(), []);

  // A changed citation fails too, and so does moving the pages to another release.
  fs.writeFileSync(
    path.join(docsDir, 'deploy.sources.yaml'),
    fs.readFileSync(path.join(docsDir, 'deploy.sources.yaml'), 'utf8').replace('router.py:11\n', 'router.py:12\n'),
  );
  assert.match(
    check()
      .map(({message}) => message)
      .join('\n'),
    /"Nothing else is sent back\." — agenta-backend\/router\.py@[0-9a-f]+:12-12/,
  );
  const otherRelease = checkClaimSources(pages, {docsDir, defaultRef: 'v0.28.0', platformFiles: new Map([['agenta-backend/router.py', 21]])});
  assert.equal(otherRelease.length, 5);
});

test("sources are held to what exists: the platform's files and lines, the facts, the site's own files and their text", () => {
  const {docsDir, pages} = site({
    'a.md': 'Uses a missing file. <!-- src:missing --> Past the end. <!-- src:past --> A fact. <!-- src:fact --> The site. <!-- src:site -->',
    'a.sources.yaml': `claims:
  missing:
    code: agenta-backend/nope.py:1
  past:
    code: agenta-backend/router.py:20-30
  fact:
    facts: api-operations.yaml#no_such_operation
  site:
    site: packages/mcp/README.md
    shows: "words the README never says"
  unmarked:
    code: agenta-backend/router.py:1
`,
  });
  const messages = checkClaimSources(pages, {docsDir, platformFiles: new Map([['agenta-backend/router.py', 21]])})
    .map(({message}) => message)
    .filter((message) => !/read against/.test(message));
  assert.deepEqual(messages, [
    `claim \`missing\`: \`agenta-backend/nope.py\` is not a file of Agenta-AI/agenta at ${latestRelease().ref}`,
    'claim `past`: `agenta-backend/router.py` has 21 lines; the reference cites up to line 30',
    'claim `fact`: `api-operations.yaml#no_such_operation`: no operation `no_such_operation` in api-operations.yaml',
    'claim `site`: "words the README never says" is not in packages/mcp/README.md',
    'lists claim `unmarked`, which no marker on a.md names: the claim was removed or its marker lost',
  ]);
});

test('every page needs its sources; a mark without an entry, a sources file without its page and a shared fact nobody includes fail', () => {
  const messagesOf = (files: Record<string, string>) => {
    const {docsDir, pages} = site(files);
    return checkClaimSources(pages, {docsDir}).map(({file, message}) => `${path.basename(file)}: ${message.split(':')[0]}`);
  };
  assert.deepEqual(messagesOf({'self-host/x.md': 'Anything. <!-- src:x -->'}), ['x.md: has no sources file']);
  assert.deepEqual(messagesOf({'reference/api/create-app.api.mdx': 'Generated.'}), [], "the generated API pages are the description's");
  assert.deepEqual(messagesOf({'x.md': 'Anything. <!-- src:y -->', 'x.sources.yaml': 'claims: {}\n'}), ['x.md: marks src']);
  assert.deepEqual(messagesOf({'old.sources.yaml': 'claims: {}\n'}), ['old.sources.yaml: has no page beside it (a page renamed or removed?)']);
  assert.deepEqual(
    messagesOf({
      '_shared/fact.md': 'A. <!-- src:a -->',
      '_shared/fact.sources.yaml': 'claims:\n  a:\n    code: agenta-backend/agenta_backend/main.py:1\n    read: x\n',
    }).filter((m) => !/read against/.test(m)),
    ['fact.md: is a shared fact that no page includes'],
  );
  assert.deepEqual(importedSharedFacts("import A from '../_shared/a.md';\nimport B from '@site/src/b';\n"), ['a.md']);
});

test('the API description: every place needs a claim, and a claim is read against the text of its places', () => {
  const spec = {
    openapi: '3.1.0',
    info: {title: 'T', version: '1', description: 'The API.'},
    tags: [{name: 'Apps', description: 'Apps.'}],
    paths: {'/apps': {get: {operationId: 'list-apps', summary: 'List apps', responses: {'200': {description: 'The apps'}, '422': {description: 'Invalid'}}}}},
    components: {
      schemas: {App: {type: 'object', required: ['id'], properties: {id: {type: 'string', description: 'Its ID.'}}}},
      responses: {Unauthorized: {description: 'No key.'}},
    },
  };
  assert.deepEqual(
    [...requiredPlaces(spec).keys()],
    [
      'doc:/info/description',
      'doc:/tags/0/description',
      'doc:/components/responses/Unauthorized',
      'op:list-apps/summary',
      'op:list-apps/responses/200',
      'op:list-apps/responses/422',
      'schema:App/required',
      'schema:App/properties/id',
    ],
  );
  const sourcesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-sources-'));
  fs.writeFileSync(
    path.join(sourcesDir, 'all.yaml'),
    `claims:
  everything:
    at: [doc:/info/description, doc:/tags/0/description, doc:/components/responses/Unauthorized, op:list-apps/summary, op:list-apps/responses/200, 'schema:App/required', 'schema:App/properties/id']
    code: agenta-backend/router.py:10
  validation:
    at: op:*/responses/422
    code: agenta-backend/router.py:10
`,
  );
  const platformFiles = new Map([['agenta-backend/router.py', 21]]);
  assert.deepEqual(
    checkApiSources({sourcesDir, spec, platformFiles}).map(({message}) => message.split(':')[0]),
    ['claim `everything`', 'claim `validation`'],
  );
  readApiClaims(path.join(sourcesDir, 'all.yaml'), [], {print: () => {}, spec});
  assert.deepEqual(checkApiSources({sourcesDir, spec, platformFiles}), []);
  // A reworded description fails its claim; an operation with no claim fails as uncovered.
  const changed = {
    ...spec,
    paths: {'/apps': {get: {...spec.paths['/apps'].get, summary: 'List every app'}}, '/x': {get: {operationId: 'get-x', summary: 'X', responses: {}}}},
  };
  assert.deepEqual(
    checkApiSources({sourcesDir, spec: changed, platformFiles}).map(({message}) => message.split(' —')[0]),
    [
      'claim `everything`: changed since it was last read (the text of its places, or its citations): doc:/info/description, doc:/tags/0/description, doc:/components/responses/Unauthorized, op:list-apps/summary, op:list-apps/responses/200, schema:App/required, schema:App/properties/id',
      `\`op:get-x/summary\` has no source: add a claim for it to ${path.relative(process.cwd(), sourcesDir)}/`,
    ],
  );
  assert.match(placesText(spec, ['op:*/responses/422'])!, /^op:list-apps\/responses\/422: \{"description":"Invalid"\}$/);
});

test("verify reads every cited range at its ref from the platform's repository, and every message's words on its lines", () => {
  const platform = platformRepo({
    'agenta-backend/router.py': ROUTER,
    'sdk/types.py': [
      'def check(default, choices):',
      '    if default not in choices:',
      '        raise ValueError(',
      '            f"Default value {default} "',
      '            "is not in the provided choices"',
      '        )',
    ].join('\n'),
  });
  const read = platformReader(platform.git);
  assert.equal(read(platform.ref, 'agenta-backend/router.py')![9], 'def deploy():');
  assert.equal(read(platform.ref, 'nope.py'), null);
  const result = verifySources({
    git: platform.git,
    defaultRef: platform.ref,
    messages: [
      {text: 'ValueError: Default value {default} is not in the provided choices', source: 'sdk/types.py:4-5'},
      {text: 'TypeError: Default value {default} is not in the provided choices', source: 'sdk/types.py:4-5'},
      {text: 'ValueError: Default value {default} is not among the choices', source: 'sdk/types.py:4-5'},
    ],
    sourcesFiles: [],
    apiSourcesDir: '',
  });
  assert.deepEqual(result.problems, [
    'messages.yaml "TypeError: Default value {default} is not in the provided choices": TypeError is not raised on sdk/types.py:4-5',
    'messages.yaml "ValueError: Default value {default} is not among the choices": "among" is not on sdk/types.py:4-5 after the words before it',
  ]);
});

test('the digest is taken of the words and each source at its ref, not of notes', () => {
  const sources = readClaimSources('claims:\n  a:\n    code: x.py:1\n    note: one\n').claims.get('a')!;
  const noted = readClaimSources('claims:\n  a:\n    code: x.py:1\n    note: another\n').claims.get('a')!;
  assert.equal(claimDigest('Words.', sources, 'f664ae1e6a'), claimDigest('Words.', noted, 'f664ae1e6a'));
  assert.notEqual(claimDigest('Words.', sources, 'f664ae1e6a'), claimDigest('Words!', sources, 'f664ae1e6a'));
  assert.notEqual(claimDigest('Words.', sources, 'f664ae1e6a'), claimDigest('Words.', sources, 'v0.28.0'));
});

test("a retarget moves each claim's own citations, all at once: a citation moved to another's old lines is not moved again", () => {
  const text = `claims:
  first:
    code: agenta-backend/models.py:69
    read: aaaaaaaaaaaa
  second:
    code:
      - agenta-backend/models.py:70
      - "agenta-backend/router.py:1-5"
  third:
    code: agenta-backend/models.py:69
`;
  const moved = replaceCitations(
    text,
    new Map([
      ['first', new Map([['agenta-backend/models.py:69', 'agenta-backend/models.py:70']])],
      [
        'second',
        new Map([
          ['agenta-backend/models.py:70', 'agenta-backend/models.py:71'],
          ['agenta-backend/router.py:1-5', 'agenta-backend/router.py@f664ae1e6a:1-5'],
        ]),
      ],
    ]),
  );
  assert.equal(
    moved,
    `claims:
  first:
    code: agenta-backend/models.py:70
    read: aaaaaaaaaaaa
  second:
    code:
      - agenta-backend/models.py:71
      - "agenta-backend/router.py@f664ae1e6a:1-5"
  third:
    code: agenta-backend/models.py:69
`,
  );
});

test('the release diff lists each API operation and schema added, removed or changed, with what changed', () => {
  const operation = (description: string, parameters: unknown[] = []) => ({summary: 'S', description, parameters, responses: {'200': {description: 'OK'}}});
  const from = {
    openapi: '3.1.0',
    info: {title: 'A', version: '1'},
    paths: {'/apps': {get: operation('List.', [{name: 'workspace_id', in: 'query', schema: {type: 'string'}}])}, '/old': {get: operation('Old.')}},
    components: {schemas: {App: {type: 'object', properties: {id: {type: 'string'}}}}},
  };
  const to = {
    openapi: '3.1.0',
    info: {title: 'A', version: '1'},
    paths: {'/apps': {get: operation('List the apps.')}, '/projects': {get: operation('Projects.')}},
    components: {schemas: {App: {type: 'object', properties: {id: {type: 'string'}, app_type: {type: 'string'}}}, Project: {type: 'object'}}},
  };
  const lines = describeSpecDiff(from, to);
  assert.ok(lines.includes('- operation `GET /projects`: added'), lines.join('\n'));
  assert.ok(lines.includes('- schema `Project`: added'), lines.join('\n'));
  assert.ok(lines.includes('- operation `GET /old`: removed') || lines.includes('- path `/old`: removed'), lines.join('\n'));
  const apps = lines.findIndex((line) => line.startsWith('- operation `GET /apps`: changed'));
  assert.ok(apps !== -1, lines.join('\n'));
  assert.ok(
    lines.slice(apps + 1).some((line) => /^ {2}- .*workspace_id/.test(line)),
    'the removed parameter is named under its operation',
  );
  assert.ok(
    lines.some((line) => line.startsWith('- schema `App`: changed')),
    lines.join('\n'),
  );
  assert.deepEqual(describeSpecDiff(from, from), ['No change.']);
});
