/**
 * Turns a prism-react-renderer theme into a style sheet, so code colours come
 * from CSS instead of inline styles on every token. The same server-rendered
 * markup is then right in both colour modes: a code block need not be drawn
 * again when the page starts in (or switches to) dark mode, and the markup
 * from the server can be kept as it is (src/theme/CodeBlock/Content).
 */
import type {PrismTheme} from 'prism-react-renderer';

type Style = PrismTheme['plain'];

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${String(value)};`)
    .join(' ');
}

/**
 * Rules for one theme under `scope` (a selector for the colour mode): the
 * block colours as the custom properties Docusaurus's code blocks read
 * (`--prism-color`, `--prism-background-color`), then one rule per token
 * type, in the theme's order so later entries win as they do inline.
 * Entries limited to some languages apply under `.language-<name>` only.
 */
export function prismThemeCss(theme: PrismTheme, scope: string): string {
  const rules: string[] = [];
  const plain: string[] = [];
  if (theme.plain.color) plain.push(`--prism-color: ${theme.plain.color};`);
  if (theme.plain.backgroundColor) plain.push(`--prism-background-color: ${theme.plain.backgroundColor};`);
  if (plain.length > 0) rules.push(`${scope} { ${plain.join(' ')} }`);
  for (const entry of theme.styles) {
    const body = declarations(entry.style);
    if (!body) continue;
    const prefixes = entry.languages?.length ? entry.languages.map((language) => `.language-${language} `) : [''];
    const selectors = prefixes.flatMap((prefix) => entry.types.map((type) => `${scope} ${prefix}.token.${CSS_IDENT.test(type) ? type : escapeIdent(type)}`));
    rules.push(`${selectors.join(', ')} { ${body} }`);
  }
  return `${rules.join('\n')}\n`;
}

const CSS_IDENT = /^[a-zA-Z_-][a-zA-Z0-9_-]*$/;

function escapeIdent(value: string): string {
  return value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
}

/** The style sheet for a site with a light and a dark code theme. */
export function codeThemesCss(light: PrismTheme, dark: PrismTheme): string {
  return [
    '/* Generated from config/prism.ts by src/plugins/code-theme. */',
    prismThemeCss(light, ":root:not([data-theme='dark'])"),
    prismThemeCss(dark, "[data-theme='dark']"),
  ].join('\n');
}

/**
 * The theme Docusaurus itself is given: no colours, so no inline styles;
 * the style sheet above carries them.
 */
export const stylesheetOnlyTheme: PrismTheme = {plain: {}, styles: []};
