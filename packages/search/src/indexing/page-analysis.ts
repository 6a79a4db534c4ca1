import type {Root} from 'hast';

import type {SearchRecord} from '../engine/types';
import {buildSearchRecords} from './records';

/** What a page's records need besides its HTML: its URL and its section (the records' lvl0). */
export type PageRecordsInput = {url: string; section: string};

/**
 * A page's search records, made where the page was parsed: the module a site's
 * built-pages pass loads on its reading threads (see `SearchIndexWriter`).
 */
export function analysePage(tree: Root, {url, section}: PageRecordsInput): SearchRecord[] {
  return buildSearchRecords({url, tree, section});
}
