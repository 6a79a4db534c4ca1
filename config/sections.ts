/**
 * The section names of the pages no sidebar category names one for (src/lib/build/sidebar-places.ts
 * says which top-level category holds a doc): the social cards, search results and llms.txt group
 * pages under the same names.
 */
export const pageSections = {
  /** A doc outside every top-level sidebar category. */
  outsideCategories: 'Docs',
  /** Every changelog post. */
  changelog: 'Changelog',
} as const;
