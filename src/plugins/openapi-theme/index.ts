import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';

/**
 * docusaurus-theme-openapi-docs, minus its site-wide style sheet: the theme
 * adds its styles (about 90 KB, half the site's CSS) to every page as a client
 * module. Here they load with the API page code instead (src/client/chunks/openApiPage.ts),
 * in a style sheet of their own (src/plugins/bundle-splitting) that API pages
 * list in their HTML.
 */
export default function openApiThemeWithPageStyles(context: LoadContext): Plugin {
  const theme = (openApiTheme as unknown as (context: LoadContext) => Plugin)(context);
  const {getClientModules: _siteWideStyles, ...rest} = theme;
  return rest;
}
