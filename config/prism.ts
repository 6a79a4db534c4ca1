import {themes, type PrismTheme} from 'prism-react-renderer';

/** `theme` with its comments in `color`. */
function withCommentColor(theme: PrismTheme, color: string): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => (style.types.includes('comment') ? {...style, style: {...style.style, color}} : style)),
  };
}

// Every token colour must meet WCAG AA contrast on its background (checked by
// the axe scans in tests/e2e/a11y.spec.ts). vsLight does as it is; nightOwl's
// comments fall short (3.9:1), so they get a lighter grey (6:1).
export const lightCodeTheme = themes.vsLight;
export const darkCodeTheme = withCommentColor(themes.nightOwl, '#93a4a4');
