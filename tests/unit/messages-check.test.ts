import assert from 'node:assert/strict';
import {test} from 'node:test';

import {checkMessages, checkMessagesData, loadMessages, type PlatformMessage} from '../../scripts/lib/checks/messages';

const CONFIG: PlatformMessage = {
  text: 'Config file not found in {app_folder}. Make sure you are in the right folder and that you have run agenta init first.',
  source: 'agenta-cli/agenta/cli/variant_commands.py:404',
};
const PREINIT: PlatformMessage[] = [
  {text: 'You must call agenta.init() before {name}.{key}', source: 'agenta-cli/agenta/sdk/utils/preinit.py:39'},
  {text: 'You must call agenta.init() before accessing {name}[{key}]', source: 'agenta-cli/agenta/sdk/utils/preinit.py:22'},
];
const HTTP: PlatformMessage = {
  text: 'HTTP error {status_code}: {text}',
  source: 'agenta-backend/agenta_backend/services/llm_apps_service.py:180',
};

const lines = (source: string, messages: PlatformMessage[] = [CONFIG, ...PREINIT]) => checkMessages([{file: 'p.md', source}], messages).map(({line}) => line);

test('a message quoted as the code writes it passes, its values filled in or not, cut short by an ellipsis or not', () => {
  for (const source of [
    '`Config file not found in .. Make sure you are in the right folder and that you have run agenta init first.`',
    '| `Config file not found in ./bots. Make sure you are in the right folder and that you have run agenta init first.` | … |',
    '`Config file not found in <folder>. Make sure you are in the right folder and that you have run agenta init first.`',
    'It prints `Config file not found in .. Make sure…` and stops.',
    'It prints `Config file not found in .. Make sure...` and stops.',
    '```text\nConfig file not found in .. Make sure you are in the right folder and that you have run agenta init first.\n```',
    // Markdown wraps prose: a line break stands for a space.
    'The CLI prints "Config file not found in .. Make sure you are in the right\nfolder and that you have run agenta init first."',
    '`RuntimeError: You must call agenta.init() before agenta.config.default`',
    '`You must call agenta.init() before accessing agenta.config["x"]`',
  ]) {
    assert.deepEqual(lines(source), [], source);
  }
});

test('a message quoted differently fails, with its line', () => {
  // The folder `.` and the sentence's full stop make `..`: a single dot drops the folder.
  assert.deepEqual(lines('Text.\n\n`Config file not found in . Make sure…`'), [3]);
  assert.deepEqual(lines('`Config file not found in . Make sure you are in the right folder and that you have run agenta init first.`'), [1]);
  assert.deepEqual(lines('`Config file not found in .. Make sure you are in the correct folder and that you have run agenta init first.`'), [1]);
  assert.deepEqual(lines('`Config file not found in .. Make sure you are in the right folder.`'), [1]);
  // An ellipsis right after a value would let the value swallow the misquote; it does not count.
  assert.deepEqual(lines('`Config file not found in folder…`'), [1]);
  // A paragraph break is not a wrapped line.
  assert.deepEqual(lines('Config file not found in .. Make sure you are in the right\n\nfolder and that you have run agenta init first.'), [1]);
  // Every message sharing an anchor is tried; none fits a quotation that stops before the values.
  assert.deepEqual(lines('`You must call agenta.init() before`'), [1]);
  const [problem] = checkMessages([{file: 'p.md', source: '`Config file not found in . Make sure…`'}], [CONFIG]);
  assert.match(problem!.message, /quotes a platform message differently.*"Config file not found in \{app_folder\}\. Make sure.*variant_commands\.py:404/);
});

test('a message is found by its anchor, its first words unless the data names another part', () => {
  assert.deepEqual(lines('`HTTP error 500: Internal Server Error`', [HTTP]), []);
  assert.deepEqual(lines('`HTTP error 500 Internal Server Error`', [HTTP]), [1]);
  const tail: PlatformMessage = {...CONFIG, anchor: 'Make sure you are in the right folder'};
  assert.deepEqual(lines('`…Make sure you are in the right folder and that you have run agenta init first.`', [tail]), []);
  assert.deepEqual(lines('`…Make sure you are in the right folder and that you ran agenta init first.`', [tail]), [1]);
});

test('checking the whole site, a message that no page quotes is reported', () => {
  const pages = [{file: 'p.md', source: '`Config file not found in .. Make sure…`'}];
  assert.deepEqual(checkMessages(pages, [CONFIG, HTTP]), []);
  assert.deepEqual(
    checkMessages(pages, [CONFIG, HTTP], {allPages: true}).map((p) => p.message),
    ['"HTTP error {status_code}: {text}" is quoted on no page: remove it from the data'],
  );
});

test('the messages data is well formed: anchors, unique texts, sources at real lines', () => {
  assert.deepEqual(checkMessagesData([CONFIG, HTTP]), []);
  const problems = checkMessagesData([
    {text: 'Error {e}', source: 'agenta-cli/agenta/cli/main.py:10'},
    CONFIG,
    CONFIG,
    {text: 'Something went wrong here', source: 'agenta-cli/agenta/no_such_file.py:1'},
    {text: 'Something else went wrong', source: 'agenta-cli/agenta/cli/variant_commands.py:99999'},
  ]);
  assert.equal(problems.length, 4, problems.join('\n'));
  assert.match(problems[0]!, /give it an `anchor`/);
  assert.match(problems[1]!, /listed twice/);
  assert.match(problems[2]!, /not a file of Agenta-AI\/agenta/);
  assert.match(problems[3]!, /has \d+ lines/);
});

test("the site's messages data passes its own checks", () => {
  assert.deepEqual(checkMessagesData(loadMessages()), []);
});
