import assert from 'node:assert/strict';
import {test} from 'node:test';

import {closestName, editDistance} from '../../scripts/lib/checks/closest-name';
import {checkEnvVars} from '../../scripts/lib/checks/env-vars';

const check = (source: string) => checkEnvVars([{file: 'p.md', source}]).map(({line, message}) => ({line, message}));

test('the platform variables pass, in prose and in code', () => {
  const source = [
    'Set `AGENTA_HOST` and `AGENTA_API_KEY`.',
    '```bash',
    'export AGENTA_AUTO_MIGRATIONS=true DOMAIN_NAME=http://x BARE_DOMAIN_NAME=x',
    'echo "${NEXT_PUBLIC_AGENTA_API_URL}" $POSTGRES_URI',
    '```',
  ].join('\n');
  assert.deepEqual(check(source), []);
});

test('a misspelt or unknown platform variable is reported with its line and the likely one', () => {
  const source = ['Text.', '', '```yaml', 'environment:', '  - AGENTA_AUTO_MIGRATION=true', '```', 'And `AGENTA_PROJECT_ID`.'].join('\n');
  assert.deepEqual(check(source), [
    {line: 5, message: '`AGENTA_AUTO_MIGRATION` is not an environment variable of Agenta 0.27; did you mean `AGENTA_AUTO_MIGRATIONS`?'},
    {line: 7, message: '`AGENTA_PROJECT_ID` is not an environment variable of Agenta 0.27'},
  ]);
  assert.equal(check('NEXT_PUBLIC_API_URL and MY_DOMAIN_NAME').length, 2);
});

test('names outside the platform families are left alone', () => {
  assert.deepEqual(check('QDRANT_API_KEY, HF_TOKEN, MIGRATION_FILE, EVALUATION_FINISHED, my_agenta_host, XAGENTA_HOST'), []);
});

test('closestName finds near names only', () => {
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(closestName('--app-folder', ['--app_folder', '--file_name']), '--app_folder');
  assert.equal(closestName('--host', ['--app_folder', '--file_name']), undefined);
  assert.equal(closestName('AGENTA_PROJECT_ID', ['AGENTA_APP_ID', 'AGENTA_BASE_ID']), undefined);
});
