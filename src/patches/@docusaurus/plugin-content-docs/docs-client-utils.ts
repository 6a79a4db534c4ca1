/**
 * The docs plugin's client helpers, with getActiveDocContext remembered per
 * page path. The navbar's doc items call it on every render, each matching
 * the path against every doc of the site (some 200 route patterns), and the
 * navbar renders several times while a page hydrates; the answer only
 * changes with the path.
 */
import * as helpers from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

import {rememberPerPath} from '../../../lib/browser/remember-per-path';

export const {getActivePlugin, getLatestVersion, getActiveVersion, getDocVersionSuggestions} = helpers;

export const getActiveDocContext = rememberPerPath(helpers.getActiveDocContext);
