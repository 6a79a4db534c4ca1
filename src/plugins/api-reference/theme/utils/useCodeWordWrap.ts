/**
 * The OpenAPI theme's code blocks (the request panel's samples and answers)
 * get the site's word-wrap hook, which measures a block when it comes near
 * the screen instead of every block in the page's first effects
 * (src/lib/browser/useCodeWordWrap.ts). The theme asks for `@theme/utils/useCodeWordWrap`,
 * so this file, at the same theme path, takes its place.
 */
export {useCodeWordWrap} from '@site/src/lib/browser/useCodeWordWrap';
export type {WordWrap} from '@site/src/lib/browser/useCodeWordWrap';
