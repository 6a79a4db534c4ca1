/**
 * The OpenAPI theme's page, with the theme's styles: they load together, only
 * on API pages (see src/plugins/openapi-theme). The request panel's styles
 * load with the panel (openApiExplorer.ts).
 */
import '@site/src/css/openapi/page.scss';

export {default} from '@theme-original/ApiItem';
