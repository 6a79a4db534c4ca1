import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';

/**
 * The site's sheets of the theme's styles (css/): the page's and the request panel's, which the
 * theme's own style sheet puts together. The theme compiles Sass only in its folder.
 */
export const OPENAPI_STYLES_DIR = path.join(__dirname, 'css');

/** The page's sheet (every API page lists it) and the request panel's (loaded with the panel): bundle-splitting gives each a file. */
export const OPENAPI_PAGE_STYLES = path.join(OPENAPI_STYLES_DIR, 'page.scss');
export const OPENAPI_PANEL_STYLES = path.join(OPENAPI_STYLES_DIR, 'request-panel.scss');

/**
 * docusaurus-theme-openapi-docs, minus its site-wide style sheet: the theme
 * adds its styles (about 90 KB, half the site's CSS) to every page as a client
 * module. Here they load with the API page code instead (client/chunks/openApiPage.ts),
 * in a style sheet of their own (src/plugins/bundle-splitting) that API pages
 * list in their HTML; the request panel's part of them loads with the panel
 * (client/chunks/openApiExplorer.ts). The site's two sheets
 * (OPENAPI_STYLES_DIR) are compiled as the theme compiles its own.
 */
export function openApiThemeWithPageStyles(context: LoadContext): Plugin {
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

/**
 * The site's components over the OpenAPI theme's (theme/: wrappers of `@theme-init/…`, and the
 * copies src/patches/patches.yaml lists), and the client module that starts the theme's Markdown
 * renderer when a navigation reaches an API page. A theme of its own, listed after the OpenAPI
 * theme: of two themes that provide a component, Docusaurus gives pages the later one's, and
 * `@theme-init/…` the first one's.
 */
export function apiReferenceTheme(): Plugin {
  return {
    name: 'api-reference-theme',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client', 'preload-api-markdown.ts')],
  };
}

/** The API reference's themes, in the order they must be listed: the OpenAPI theme, then the site's components over it. */
export const apiReferenceThemes = [openApiThemeWithPageStyles, apiReferenceTheme] as const;
