import type {Root} from 'hast';

/** What the index is made from, per built page: its route (undefined for HTML that is no route's) and its parsed HTML. */
export interface BuiltPageView {
  route: string | undefined;
  tree: Root;
}

/** The index writer, handed every built page once, then asked to write the index. */
export interface SearchIndexWriter {
  page(page: BuiltPageView): void;
  finish(): Promise<void>;
}
