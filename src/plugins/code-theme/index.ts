import fs from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {codeThemesCss} from '../../lib/build/prism-theme-css';
import {pluginWithOptions} from '../../lib/build/plugin-options';
import {validateOptions, type CodeThemeOptions} from './options';

export {validateOptions, type CodeThemeOptions};

/**
 * Colours code blocks from a style sheet made from the site's two Prism
 * themes (config/prism.ts), loaded on every page with the site's own CSS;
 * themeConfig.prism gets colourless themes (see src/lib/build/prism-theme-css.ts).
 */
function codeThemePlugin(context: LoadContext, options: CodeThemeOptions): Plugin {
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

export default pluginWithOptions(codeThemePlugin, validateOptions);
