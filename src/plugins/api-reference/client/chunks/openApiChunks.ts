/**
 * The OpenAPI theme's request panel, as a chunk of its own: the theme imports
 * it and its code-sample generators statically, and loading them with the
 * page would put them on every API page's first load
 * (theme/ApiExplorer loads it when the panel nears the screen). The
 * theme's page component comes with each API page's own module instead
 * (remark/remark-openapi-page.ts). The panel's styles come with it
 * (openApiExplorer.ts).
 */
export const loadApiExplorer = () => import('./openApiExplorer');
