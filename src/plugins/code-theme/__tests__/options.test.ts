import assert from 'node:assert/strict';
import {test} from 'node:test';

import {themes} from 'prism-react-renderer';

import {validateOptions} from '..';

test('code-theme: both themes are required, each a Prism theme, and nothing else is taken', () => {
  assert.throws(() => validateOptions({options: {light: themes.github}}), /code-theme: option "dark" must be a prism-react-renderer theme/);
  assert.throws(() => validateOptions({options: {light: {plain: {}}, dark: themes.dracula}}), /option "light" must be a prism-react-renderer theme/);
  assert.throws(
    () => validateOptions({options: {light: themes.github, dark: themes.dracula, highContrast: themes.github}}),
    /option "highContrast" is not an option of this plugin/,
  );
  assert.deepEqual(validateOptions({options: {light: themes.github, dark: themes.dracula}}), {light: themes.github, dark: themes.dracula, id: 'default'});
});
