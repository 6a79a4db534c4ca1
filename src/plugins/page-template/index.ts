import type {LoadContext, Plugin} from '@docusaurus/types';

import {compileHintsBanner} from './compile-hints';

export {pageTemplate} from './template';

/**
 * How a page starts: the page template (template.ts, given to Docusaurus as
 * `ssrTemplate`) and the compile hint at the top of the scripts every page
 * starts with (compile-hints.ts).
 */
export default function pageTemplatePlugin(_context: LoadContext): Plugin {
  return {
    name: 'page-template',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [new currentBundler.instance.BannerPlugin(compileHintsBanner(currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE))],
      };
    },
  };
}
