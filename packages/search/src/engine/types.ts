/**
 * The record shape DocSearch reads (the one Algolia's DocSearch crawler
 * writes), shared by the build, the local engine and the Algolia push command.
 */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;

export interface SearchRecord {
  objectID: string;
  /** Site-relative URL, with the anchor of the nearest heading. */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  weight: {
    /** 100 for a page title, 90 for h2 … 50 for h6, 0 for body text. */
    level: number;
    /** Order of the record within its page. */
    position: number;
  };
}

/** One page as the record builder receives it. */
export interface SearchPageInput {
  /** Site-relative route, without trailing slash or `.html`. */
  url: string;
  /** The built page, parsed (hast). */
  tree: import('hast').Root;
  /** Top-level section of the page (sidebar category, or "Changelog"). */
  section: string;
}
