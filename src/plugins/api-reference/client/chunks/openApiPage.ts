/**
 * The OpenAPI theme's page, with the theme's styles: they load together, only
 * on API pages (see openapi-theme.ts). The request panel's styles
 * load with the panel (openApiExplorer.ts).
 */
import '../../css/page.scss';

export {default} from '@theme-init/ApiItem';
