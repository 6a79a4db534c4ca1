import assert from 'node:assert/strict';
import {test} from 'node:test';

import {validateOptions} from '..';

const options = {url: 'https://ai.example.com/v1/chat/completions', model: 'gpt-4o-mini', systemPrompt: 'Answer.', maxSources: 6, sourceTokenBudget: 3000};

test('ask-ai: a bad option is refused by name', () => {
  assert.throws(() => validateOptions({options: {...options, url: 'nope'}}), /ask-ai: option "url" must be an http\(s\) URL .*\(got "nope"\)/);
  assert.throws(() => validateOptions({options: {...options, maxSources: '6'}}), /option "maxSources" must be number, not string/);
  assert.throws(() => validateOptions({options: {...options, maxSources: 21}}), /option "maxSources" must be a whole number from 1 to 20 \(got 21\)/);
  assert.throws(() => validateOptions({options: {...options, temperature: 0}}), /option "temperature" is not an option of this plugin/);
  assert.throws(() => validateOptions({options: {}}), /option "url" is required/);
});

test('ask-ai: every option is required (config/ask-ai.ts holds the settings); values come back normalised', () => {
  assert.deepEqual(validateOptions({options: {...options, url: 'https://AI.example.com/v1/chat/completions', model: ' gpt-4o-mini '}}), {
    ...options,
    id: 'default',
  });
});
