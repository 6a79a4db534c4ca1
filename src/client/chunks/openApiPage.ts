/**
 * The OpenAPI theme's page, with the theme's styles: they load together, only
 * on API pages (see src/plugins/openapi-theme).
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

export {default} from '@theme-original/ApiItem';
