import type {ComponentType} from 'react';

import type {SiteSearchClient} from './search-client';

/**
 * What an "Ask AI" feature adds to the search modal and the search page, at
 * the few places in SearchBar and SearchPage marked "Ask AI hook point". A
 * plugin offers it by calling `provideSearchAskAi` from a client module (the
 * ask-ai plugin does, when configured); the search theme's
 * `@theme/SearchAskAi` hands that on, or nothing. No other plugin provides a
 * component of that name: which one the page gets must not depend on the
 * order of the plugin list. Member names say nothing of the feature: the hook
 * points are in every page's bundle, with or without it.
 */
export interface SearchAskAi {
  /** The modal's client, whose answers gain one hit: the entry that asks the typed question. */
  addEntry(client: SiteSearchClient): SiteSearchClient;
  /** Whether a hit (or a saved recent search) is that entry. */
  isEntry(hit: object): boolean;
  /** The entry, drawn inside DocSearch's hit; asks its question when chosen. */
  Entry: ComponentType<{hit: object; onAsk(question: string): void}>;
  /** The question an entry asks. */
  queryOf(hit: object): string;
  /** While the modal is open: the footer hint for the shortcut that asks the typed question, and the shortcut. */
  ModalKeys: ComponentType<{container: HTMLElement; onAsk(question: string): void}>;
  /** The answer view, a dialog. "Back to search" hands the question back to the search it came from. */
  View: ComponentType<{question: string; onClose(): void; onBackToSearch(question: string): void}>;
  /** On the search page, beside the results: the entry that asks the query, with its own answer dialog. */
  PageEntry: ComponentType<{query: string}>;
}

export type LoadSearchAskAi = () => Promise<SearchAskAi>;

let provided: LoadSearchAskAi | undefined;

/**
 * Called once by a plugin's client module, which Docusaurus runs before the
 * first render: the loader of the feature's code, loaded with the modal's.
 */
export function provideSearchAskAi(load: LoadSearchAskAi): void {
  provided = load;
}

/** The feature's code, loading, when a plugin provided it; undefined when none did. */
export function loadProvidedSearchAskAi(): Promise<SearchAskAi> | undefined {
  return provided?.();
}
