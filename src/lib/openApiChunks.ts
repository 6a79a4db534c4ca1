/**
 * The OpenAPI theme's page and request panel, as chunks of their own. Every
 * doc page of the site goes through the theme's ApiItem (it is the docs
 * plugin's `docItemComponent`), and the theme imports its request panel and
 * code-sample generators statically: without these split points, every page
 * would download them.
 */
export const loadOpenApiItem = () => import('./openApiPage');
export const loadApiExplorer = () => import('@theme-original/ApiExplorer');
