import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';

/**
 * The site's sheets of the theme's styles (src/css/openapi): the page's and the request panel's,
 * which the theme's own style sheet puts together. The theme compiles Sass only in its folder.
 */
export const OPENAPI_STYLES_DIR = path.join(__dirname, '..', '..', 'css', 'openapi');

/**
 * docusaurus-theme-openapi-docs, minus its site-wide style sheet: the theme
 * adds its styles (about 90 KB, half the site's CSS) to every page as a client
 * module. Here they load with the API page code instead (src/client/chunks/openApiPage.ts),
 * in a style sheet of their own (src/plugins/bundle-splitting) that API pages
 * list in their HTML; the request panel's part of them loads with the panel
 * (src/client/chunks/openApiExplorer.ts). The site's two sheets
 * (OPENAPI_STYLES_DIR) are compiled as the theme compiles its own.
 */
export default function openApiThemeWithPageStyles(context: LoadContext): Plugin {
  const theme = (openApiTheme as unknown as (context: LoadContext) => Plugin)(context);
  const {getClientModules: _siteWideStyles, configureWebpack: themeWebpack, ...rest} = theme;
  return {
    ...rest,
    configureWebpack(config, isServer, utils, content) {
      const own = themeWebpack?.(config, isServer, utils, content) ?? {};
      const rules = own.module?.rules ?? [];
      return {
        ...own,
        module: {
          ...own.module,
          rules: [
            ...rules,
            {
              test: /\.scss$/,
              include: OPENAPI_STYLES_DIR,
              use: [...utils.getStyleLoaders(isServer, {}), {loader: require.resolve('sass-loader'), options: {}}],
            },
          ],
        },
      };
    },
  };
}
