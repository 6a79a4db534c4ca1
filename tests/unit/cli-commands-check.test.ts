import assert from 'node:assert/strict';
import {test} from 'node:test';

import {checkCliCommands, checkCliWords, loadCliSurface, programWords} from '../../scripts/lib/checks/cli-commands';
import {splitShellCommands} from '../../scripts/lib/checks/shell-words';
import {extractCodeBlocks} from '../../scripts/lib/code-blocks';

import {loadReleases} from '../../scripts/lib/releases';

// The CLI as 0.27.0 shipped it; the last test holds 0.28.0's change to it.
const cli = loadCliSurface(loadReleases().find((release) => release.version === '0.27'));
const words = (line: string) => programWords(splitShellCommands(line)[0]!.words);
const problemsOf = (line: string) => checkCliWords(words(line), cli);

test('the commands of the CLI pass with their options', () => {
  for (const line of [
    'agenta --version',
    'agenta --help',
    'agenta init',
    'agenta init --app-name my-app --backend-host http://localhost',
    'agenta init --app_name=my-app --organisation-name acme',
    'agenta variant serve app.py',
    'agenta variant serve --file_name app.py --overwrite',
    'agenta variant serve app.py --overwrite --app_folder ./bots',
    'agenta variant list --app_folder ../bot',
    'agenta variant remove --variant_name app.concise',
    'agenta config set-host https://agenta.example.com',
    'agenta config set-host --backend_host https://agenta.example.com',
    'agenta evaluation run',
    'agenta variant serve --help',
  ]) {
    assert.deepEqual(problemsOf(line), [], line);
  }
});

test('an option a command does not have is reported, with the likely one', () => {
  assert.deepEqual(problemsOf('agenta variant serve app.py --app-folder ./bots'), [
    '`agenta variant serve` has no option `--app-folder`; did you mean `--app_folder`? ' + '(its options: --help, --app_folder, --file_name, --overwrite)',
  ]);
  assert.match(problemsOf('agenta init --host http://localhost')[0]!, /`agenta init` has no option `--host`/);
  assert.match(problemsOf('agenta variant list --overwrite')[0]!, /`agenta variant list` has no option `--overwrite`/);
});

test('an unknown command, a missing command and extra arguments are reported', () => {
  assert.match(problemsOf('agenta variant deploy app.py')[0]!, /`agenta variant` has no command `deploy`/);
  assert.match(problemsOf('agenta variants list')[0]!, /`agenta` has no command `variants`; did you mean `variant`\?/);
  assert.match(problemsOf('agenta variant')[0]!, /`agenta variant` needs a command: serve, list, remove/);
  assert.match(problemsOf('agenta variant list app.py')[0]!, /takes no plain arguments; got 1/);
  assert.match(problemsOf('agenta variant serve a.py b.py')[0]!, /takes at most 1 plain argument; got 2/);
  assert.match(problemsOf('agenta init --app-name')[0]!, /`agenta init --app-name` needs a value/);
  assert.match(problemsOf('agenta variant serve --overwrite=yes app.py')[0]!, /is a flag and takes no value/);
});

test('commands are found after assignments, wrappers and operators, with their page line', () => {
  const page = [
    '# Page', // 1
    '', // 2
    '```bash', // 3
    'pip install -U agenta && cd my-app', // 4
    'AGENTA_CLI_DEBUG=1 agenta variant serve app.py \\', // 5
    '  --overwrit', // 6
    'cat > notes.txt <<EOF', // 7
    'agenta variant serve --not-checked', // 8: here-document text
    'EOF', // 9
    'echo "agenta init --nope" # agenta init --nope', // 10
    'sudo agenta init --appname x', // 11
    '```', // 12
  ].join('\n');
  const found = checkCliCommands(extractCodeBlocks('p.md', page), cli);
  assert.deepEqual(
    found.map(({line, message}) => [line, message.split(';')[0]]),
    [
      [5, '`agenta variant serve` has no option `--overwrit`'],
      [11, '`agenta init` has no option `--appname`'],
    ],
  );
});

test('assignments and wrappers before the program are skipped', () => {
  assert.deepEqual(programWords(['AGENTA_CLI_DEBUG=1', 'sudo', 'agenta', 'init']), ['agenta', 'init']);
  assert.deepEqual(programWords(['poetry', 'run', 'agenta', 'variant', 'list']), ['agenta', 'variant', 'list']);
  assert.deepEqual(programWords(['export', 'A=1']), ['export', 'A=1']);
});

test("each release's CLI is its own: 0.28.0's `agenta init` has no `--organisation-name`", () => {
  const latest = loadCliSurface(loadReleases().find((release) => release.version === '0.28'));
  assert.deepEqual(checkCliWords(words('agenta init --app-name my-app --backend-host http://localhost'), latest), []);
  assert.match(checkCliWords(words('agenta init --organisation-name acme'), latest).join(';'), /`agenta init` has no option `--organisation-name`/);
});
