import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {PrismTheme} from 'prism-react-renderer';

import {codeThemesCss, prismThemeCss, stylesheetOnlyTheme} from '../../src/lib/build/prism-theme-css';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';

const theme: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#fafafa'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: 'gray', fontStyle: 'italic'}},
    {types: ['keyword'], style: {color: 'blue'}},
    {types: ['function'], languages: ['python', 'bash'], style: {textDecorationLine: 'underline'}},
    {types: ['punctuation'], style: {}},
  ],
};

test('block colours become the custom properties the code blocks read, under the given scope', () => {
  assert.match(prismThemeCss(theme, '.light'), /^\.light \{ --prism-color: #111111; --prism-background-color: #fafafa; \}$/m);
});

test('each style entry becomes one rule for its token types, with CSS property names', () => {
  const css = prismThemeCss(theme, '.light');
  assert.match(css, /^\.light \.token\.comment, \.light \.token\.prolog \{ color: gray; font-style: italic; \}$/m);
  assert.match(css, /^\.light \.token\.keyword \{ color: blue; \}$/m);
  // Rules keep the theme's order: a later entry wins, as it did inline.
  assert.ok(css.indexOf('.token.comment') < css.indexOf('.token.keyword'));
  // An entry with no declarations makes no rule.
  assert.doesNotMatch(css, /punctuation/);
});

test('entries limited to some languages apply only inside blocks of those languages', () => {
  assert.match(
    prismThemeCss(theme, '.light'),
    /^\.light \.language-python \.token\.function, \.light \.language-bash \.token\.function \{ text-decoration-line: underline; \}$/m,
  );
});

test('the site sheet holds both modes, light unless the page is dark, from the themes in config/prism.ts', () => {
  const css = codeThemesCss(lightCodeTheme, darkCodeTheme);
  assert.match(css, /:root:not\(\[data-theme='dark'\]\) \{ --prism-color: #000000; --prism-background-color: #ffffff; \}/);
  assert.match(css, /\[data-theme='dark'\] \{ --prism-color: #d6deeb; --prism-background-color: #011627; \}/);
  // nightOwl's comments get the lighter grey config/prism.ts sets for contrast.
  assert.match(css, /\[data-theme='dark'\] \.token\.comment[^{]*\{[^}]*color: #93a4a4;/);
});

test('Docusaurus gets a theme with no colours, so no token carries an inline style', () => {
  assert.deepEqual(stylesheetOnlyTheme, {plain: {}, styles: []});
  assert.equal(prismThemeCss(stylesheetOnlyTheme, ':root'), '\n');
});
