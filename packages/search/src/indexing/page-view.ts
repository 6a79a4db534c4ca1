import type {Root} from 'hast';

import type {SearchRecord} from '../engine/types';
import type {PageRecordsInput} from './page-analysis';

/** What the index is made from, per built page: its route (undefined for HTML that is no route's) and its parsed HTML. */
export interface BuiltPageView {
  route: string | undefined;
  tree: Root;
}

/**
 * The index writer a site's built-pages pass feeds (option `readBuiltPages: false`). The pass
 * parses each page where it likes (a reading thread) and runs the module `analysis.module` there:
 * its `analysePage(tree, input)` makes the page's records from `analysis.input(page)`. The writer
 * is then handed each page with its records, once, and asked to write the index.
 */
export interface SearchIndexWriter {
  analysis: {module: string; input(page: {route: string | undefined}): PageRecordsInput | undefined};
  page(page: {route: string | undefined}, records: SearchRecord[] | undefined): void;
  finish(): Promise<void>;
}
