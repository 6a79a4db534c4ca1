import assert from 'node:assert/strict';
import {test} from 'node:test';

import {checkSdkInstall} from '../../scripts/lib/checks/sdk-install';
import {extractCodeBlocks} from '../../scripts/lib/code-blocks';

const check = (source: string) =>
  checkSdkInstall([{file: 'p.md', source}], extractCodeBlocks('p.md', source), {install: '0.27.2'}).map(({line, message}) => `${line}: ${message}`);

test('installs that pin the documented release pass; other packages are left alone', () => {
  const source = [
    'Run `pip install "agenta==0.27.2"`, then `pip install -U langchain`.',
    '',
    '```bash',
    'pip install "agenta==0.27.2" openai',
    'pip3 install agenta==0.27.2 && agenta --version',
    'pip install -r requirements.txt',
    '```',
    '',
    '```text title="requirements.txt"',
    'agenta==0.27.2',
    'opentelemetry-sdk<1.34',
    'agenta-extras==1.0',
    '```',
    '',
    // The CLI's own notice, quoted as its output, names no version to install.
    '```text',
    'To upgrade, run: pip install --upgrade agenta',
    '```',
  ].join('\n');
  assert.deepEqual(check(source), []);
});

test('an unpinned or other release of agenta is reported at its line', () => {
  const source = [
    'Install it with `pip install -U agenta`.',
    '```bash',
    'python -m venv .venv',
    'pip install -U openai "agenta==0.27.0"',
    '```',
    '```text title="app/requirements.txt"',
    'agenta>=0.27',
    '```',
  ].join('\n');
  assert.deepEqual(check(source), [
    '4: installs `agenta==0.27.0`; the pages document release 0.27.2: write `agenta==0.27.2`',
    '7: installs `agenta>=0.27`; the pages document release 0.27.2: write `agenta==0.27.2`',
    '1: installs `agenta`; the pages document release 0.27.2: write `agenta==0.27.2`',
  ]);
});
