/**
 * The OpenAPI theme's request panel with its styles (src/css/openapi/request-panel.scss): the
 * page's sheet leaves them out, and they arrive with the panel, in a sheet of their own
 * (src/plugins/bundle-splitting).
 */
import '@site/src/css/openapi/request-panel.scss';

export {default} from '@theme-original/ApiExplorer';
