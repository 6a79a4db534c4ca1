import fs from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

import {codeThemesCss} from '../../lib/build/prism-theme-css';

export type CodeThemeOptions = {light: PrismTheme; dark: PrismTheme};

function isPrismTheme(value: unknown): value is PrismTheme {
  const theme = value as PrismTheme | undefined;
  return typeof theme?.plain === 'object' && Array.isArray(theme.styles);
}

function normalizeOptions(rawOptions: unknown): CodeThemeOptions {
  const options = rawOptions as Partial<CodeThemeOptions> | undefined;
  if (!isPrismTheme(options?.light) || !isPrismTheme(options?.dark)) {
    throw new Error('code-theme plugin: give `light` and `dark`, each a prism-react-renderer theme ({plain, styles}).');
  }
  return {light: options.light, dark: options.dark};
}

/**
 * Colours code blocks from a style sheet made from the site's two Prism
 * themes (config/prism.ts), loaded on every page with the site's own CSS;
 * themeConfig.prism gets colourless themes (see src/lib/build/prism-theme-css.ts).
 */
export default function codeThemePlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = normalizeOptions(rawOptions);
  const file = path.join(context.generatedFilesDir, 'code-theme', 'prism-theme.css');
  // Written now: client modules are collected before any content loads.
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, codeThemesCss(options.light, options.dark));
  return {
    name: 'code-theme',
    getClientModules() {
      return [file];
    },
  };
}
