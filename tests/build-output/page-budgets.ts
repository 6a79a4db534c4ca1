/**
 * Byte budgets of the production build, checked by
 * tests/e2e/page-budgets.spec.ts (what each page kind downloads) and
 * tests/build-output/page-budgets.test.ts (file sizes). Set from the values
 * measured on 2026-11-22 plus about 5 %; the tests print what they measure, so
 * raise a budget on purpose, in the same change that makes the page heavier,
 * and say why.
 */

/**
 * One page of each kind, and the gzip bytes of JS and CSS a cold visit on a
 * phone may download: the HTML's scripts and style sheet plus the route's
 * chunks. Docs pages carry React, the router, the theme and the page's own
 * content; the API page adds the OpenAPI theme's page code and style sheet
 * (its request panel, with the panel's own style sheet, loads later, when
 * scrolled to, and is not counted). The API page's were lowered on
 * 2026-11-27 to 231,134 B JS and 23,567 B CSS measured, plus about 5 %.
 */
export const PAGE_BUDGETS = [
  {page: '/', jsGzipBytes: 200_000, cssGzipBytes: 20_800},
  {page: '/prompt-management/using-the-playground', jsGzipBytes: 205_000, cssGzipBytes: 20_800},
  {page: '/self-host/host-locally', jsGzipBytes: 205_000, cssGzipBytes: 20_800},
  {page: '/reference/api/list-apps', jsGzipBytes: 243_000, cssGzipBytes: 24_800},
  {page: '/changelog/main', jsGzipBytes: 175_000, cssGzipBytes: 20_800},
  {page: '/search', jsGzipBytes: 159_000, cssGzipBytes: 20_800},
] as const;

/** No file in build/assets/js may be larger than this before compression. */
export const MAX_JS_FILE_BYTES = 500_000;
