import assert from 'node:assert/strict';
import {test} from 'node:test';

import {checkPinnedLinks, isPinnedRef, unpinnedReason} from '../../scripts/lib/checks/pinned-links';

const page = (source: string) => checkPinnedLinks([{file: 'docs/x.md', source}]);

test('a tag or a commit pins a ref; a branch does not', () => {
  for (const ref of ['v0.27.0', 'v0.19.6', 'v1.2.3-rc.1', 'f664ae1e6a', '08cc60b49a9210d72940df57b442bcb838b0ebc9']) assert.ok(isPinnedRef(ref), ref);
  for (const ref of ['main', 'dev', 'release/v0.27', 'v0', 'HEAD', '']) assert.ok(!isPinnedRef(ref), ref);
});

test('links to files, folders and raw files on a branch fail, with the line', () => {
  const problems = page(
    [
      'See [the Compose file](https://github.com/Agenta-AI/agenta/blob/main/docker-compose.yml).',
      'curl -O https://raw.githubusercontent.com/Agenta-AI/agenta/main/docker-compose.gh.yml',
      'curl -O https://raw.githubusercontent.com/agenta-ai/agenta/refs/heads/v0.27.0/x.yml',
      '![diagram](https://github.com/Agenta-AI/agenta/raw/dev/docs/a.png)',
      '<a href="//github.com/Agenta-AI/agenta/tree/main/examples">examples</a>',
      'https://github.com/Agenta-AI/agenta/compare/v0.26.0...main',
    ].join('\n'),
  );
  assert.deepEqual(
    problems.map((problem) => problem.line),
    [1, 2, 3, 4, 5, 6],
  );
  assert.match(problems[0]!.message, /blob\/main\/docker-compose\.yml: it names main, which is not a tag or a commit/);
  assert.match(problems[2]!.message, /it names the branch v0\.27\.0/);
});

test('links pinned to a tag or commit, and links that are not code, pass', () => {
  assert.deepEqual(
    page(
      [
        'https://github.com/Agenta-AI/agenta/blob/v0.27.0/docker-compose.gh.yml#L10-L20.',
        'https://raw.githubusercontent.com/Agenta-AI/agenta/v0.27.0/docker-assets/postgres/init-db.sql',
        'https://raw.githubusercontent.com/Agenta-AI/agenta/refs/tags/v0.27.0/x.yml',
        'https://github.com/Agenta-AI/agenta/tree/f664ae1e6a/agenta-cli',
        'https://github.com/Agenta-AI/agenta/commit/08cc60b49a9210d72940df57b442bcb838b0ebc9',
        'https://github.com/Agenta-AI/agenta, https://github.com/Agenta-AI/agenta/issues/new?labels=documentation',
        'https://github.com/Agenta-AI/agenta/releases/tag/v0.27.0 and /discussions and /pull/123',
        'https://github.com/Agenta-AI/agenta-docs/blob/main/README.md (the site’s own repository)',
      ].join('\n'),
    ),
    [],
  );
  assert.equal(unpinnedReason('https://github.com/Agenta-AI/agenta/archive/refs/heads/main.zip'), 'it names refs, which is not a tag or a commit');
});

test('a clone of the platform needs a release tag, by --branch or a checkout after it', () => {
  const problems = page(
    [
      '```bash',
      'git clone https://github.com/Agenta-AI/agenta.git',
      'cd agenta',
      '```',
      '```bash',
      'git clone --branch main https://github.com/Agenta-AI/agenta.git',
      '```',
      '```bash',
      'git clone --branch v0.27.0 --depth 1 https://github.com/Agenta-AI/agenta.git',
      'git clone -b v0.19.9 https://github.com/Agenta-AI/agenta.git old',
      'git clone https://github.com/Agenta-AI/agenta.git && cd agenta',
      'git checkout f664ae1e6a',
      'git clone https://github.com/YOUR-USER/agenta.git',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(
    problems.map((problem) => [problem.line, problem.message.slice(0, 40)]),
    [
      [2, "`git clone` of the platform's repository"],
      [6, '`git clone --branch main` of the platfor'],
    ],
  );
});
