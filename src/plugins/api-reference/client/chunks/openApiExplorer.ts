/**
 * The OpenAPI theme's request panel with its styles (css/request-panel.scss): the
 * page's sheet leaves them out, and they arrive with the panel, in a sheet of their own
 * (src/plugins/bundle-splitting).
 */
import '../../css/request-panel.scss';

export {default} from '@theme-init/ApiExplorer';
