import type {ComponentType} from 'react';

import type {SiteSearchClient} from './search-client';

/**
 * What an "Ask AI" feature adds to the search modal and the search page, at
 * the few places in SearchBar and SearchPage marked "Ask AI hook point". The
 * search theme's `@theme/SearchAskAi` offers none (`loadAskAi` is null); a
 * plugin that provides its own `@theme/SearchAskAi` module (the ask-ai
 * plugin, when configured) offers these, loaded with the modal's code.
 * Member names say nothing of the feature: the hook points are in every
 * page's bundle, with or without it.
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
