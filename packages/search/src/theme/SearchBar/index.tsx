import React, {useCallback, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType, DocSearchProps} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
// Ask AI hook point: none unless a plugin provides one (client/ask-ai-hook.ts).
import {loadAskAi} from '@theme/SearchAskAi';

import {getLoadedSearchClient, loadSearchClient, useContextualFacetFilters, useSearchConfig} from '../../client/search-client';
import type {SearchAskAi} from '../../client/ask-ai-hook';
import {providedSearchAnalytics, withAnsweredSearches} from '../../client/analytics-hook';
import {docsVersionOfFilters, keptQuery, searchPageLink} from '../../client/search-page-request';
import {searchHostOrigin, toSiteRelativeUrl} from '../../client/urls';
import {INDEX_NOT_BUILT} from '../../engine/global-data';
import {SearchButton, useSearchShortcuts} from './SearchButton';

// The button is styled from the first paint; the modal's styles load with it.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type ModalComponent = typeof DocSearchModalType;
type Hit = Parameters<NonNullable<DocSearchProps['transformItems']>>[0][number];

let DocSearchModal: ModalComponent | null = null;
let askAi: SearchAskAi | null = null;

/**
 * The modal's code, its styles and the search client (with the index) load
 * once, on the first hover, focus, touch or click of the search button.
 */
function loadModal(config: ReturnType<typeof useSearchConfig>, facetFilters: unknown): Promise<void> {
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/css/dist/modal.css'),
    // The index of the page's docs version starts loading.
    loadSearchClient(config, undefined, undefined, facetFilters),
    // Ask AI hook point: its entry and shortcut load with the modal.
    loadAskAi()
      ?.then((loaded) => {
        askAi = loaded;
      })
      // Search works without it.
      .catch(() => {}),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

/**
 * The client with each request's query kept to whole characters
 * (`keptQuery`): a script may set the field to anything, half an emoji
 * included, and the hits, the Ask AI entry and the links made of the query
 * must not hold a lone surrogate, which `encodeURIComponent` throws on.
 */
function withKeptQueries<Client extends {search(request: never): unknown}>(client: Client): Client {
  const original = (client.search as (request: unknown) => unknown).bind(client);
  const search = (request: {requests?: unknown}) =>
    original(
      Array.isArray(request?.requests)
        ? {
            ...request,
            requests: request.requests.map((entry: {query?: unknown}) =>
              typeof entry?.query === 'string' ? {...entry, query: keptQuery(entry.query)} : entry,
            ),
          }
        : request,
    );
  return new Proxy(client, {
    get: (target, property, receiver) => (property === 'search' ? search : Reflect.get(target, property, receiver)),
  });
}

function ResultsFooter({
  query,
  count,
  searchPagePath,
  version,
  onClose,
}: {
  query: string;
  count: number;
  searchPagePath: string;
  /** An older docs version the modal searched, which the search page then searches too. */
  version: string | null;
  onClose: () => void;
}): ReactNode {
  return (
    <Link to={searchPageLink(searchPagePath, keptQuery(query), 1, version)} onClick={onClose}>
      {`See all ${count} results`}
    </Link>
  );
}

/** The error screen's words where the site's index is not built (the development server). */
const indexNotBuiltTranslations = {
  errorScreen: {titleText: INDEX_NOT_BUILT.title, helpText: INDEX_NOT_BUILT.help},
} satisfies ComponentProps<ModalComponent>['translations'];

type ModalHit = {url: string; objectID?: string};

/** Analytics hook point: a hit of the modal opened (a click, Enter, or a new tab or window). */
function hitOpened(hit: object | undefined): void {
  const {objectID} = (hit ?? {}) as ModalHit;
  if (typeof objectID === 'string') providedSearchAnalytics()?.opened({surface: 'modal', objectID});
}

function HitLink({hit, children}: {hit: ModalHit; children: React.ReactNode}): React.JSX.Element {
  return (
    <Link to={hit.url} onClick={() => hitOpened(hit)}>
      {children}
    </Link>
  );
}

/** Ask AI hook point: the question being answered, and the modal's way back to it. */
function useAskAiFromModal(reopenSearch: (query: string) => void) {
  const [question, setQuestion] = useState<string | null>(null);
  const dialog =
    askAi && question !== null ? (
      <askAi.View
        question={question}
        onClose={() => setQuestion(null)}
        onBackToSearch={(query) => {
          setQuestion(null);
          reopenSearch(query);
        }}
      />
    ) : null;
  return {ask: setQuestion, dialog};
}

/**
 * The navbar search: Docusaurus's DocSearch button and modal, with queries
 * answered by the site's own index (or Algolia when configured). The client
 * goes in through `transformSearchClient` rather than a fork of the modal.
 */
export default function SearchBar(): ReactNode {
  const config = useSearchConfig();
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const facetFilters = useContextualFacetFilters();
  // The docs version the modal searches, when it is not the latest: "See all results" keeps it.
  const docsVersions = useAllDocsData()['default']?.versions;
  const searchedVersion = docsVersionOfFilters(facetFilters);
  const olderVersion = docsVersions?.some(({name, isLast}) => name === searchedVersion && !isLast) ? searchedVersion : null;
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  // The element the modal is drawn into, once made; rendering reads this, not the ref.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const preload = useCallback(() => {
    loadModal(config, facetFilters).catch(() => {
      // The click that needs the modal retries and reports.
    });
  }, [config, facetFilters]);

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      // The modal's "Search by Algolia" logo is shown only when Algolia answers.
      containerRef.current.dataset.searchProvider = config.algolia ? 'algolia' : 'local';
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    const element = containerRef.current;
    loadModal(config, facetFilters).then(() => {
      setContainer(element);
      setIsOpen(true);
    });
  }, [config, facetFilters]);

  const closeModal = useCallback(() => {
    // Analytics hook point: the modal's search ends with it.
    providedSearchAnalytics()?.ended('modal');
    setIsOpen(false);
    setInitialQuery(undefined);
    searchButtonRef.current?.focus();
  }, []);

  // Ask AI hook point: choosing the entry closes the modal and opens the answer.
  const reopenSearch = useCallback(
    (query: string) => {
      setInitialQuery(query);
      openModal();
    },
    [openModal],
  );
  const {ask: askFromModal, dialog: askAiDialog} = useAskAiFromModal(reopenSearch);
  const askQuestion = useCallback(
    (question: string) => {
      closeModal();
      askFromModal(question);
    },
    [closeModal, askFromModal],
  );

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The key that opened the modal becomes its first character.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef});

  // A modal opened while the next page was loading is still open when that
  // page is drawn, and Docusaurus then moves focus to the top of the page
  // (its skip-to-content region). The reader's typing belongs in the modal,
  // so its input takes focus back, after every effect of that render has run.
  const location = useLocation();
  useEffect(() => {
    if (!isOpen) return undefined;
    const timer = window.setTimeout(() => {
      const modalRoot = containerRef.current;
      if (!modalRoot || modalRoot.contains(document.activeElement)) return;
      modalRoot.querySelector<HTMLInputElement>('.DocSearch-Input')?.focus();
    });
    return () => window.clearTimeout(timer);
  }, [location, isOpen]);

  // DocSearch shows its error screen for a RetryError and then rethrows it;
  // the screen is the report, so the rethrown copy is not left unhandled.
  useEffect(() => {
    if (!isOpen) return undefined;
    const onUnhandled = (event: PromiseRejectionEvent) => {
      if ((event.reason as Error | undefined)?.name === 'RetryError') event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onUnhandled);
    return () => window.removeEventListener('unhandledrejection', onUnhandled);
  }, [isOpen]);

  // Stable across renders: DocSearch rebuilds its client when this changes.
  const transformSearchClient = useCallback((algoliaClient: Parameters<NonNullable<DocSearchProps['transformSearchClient']>>[0]) => {
    const client = getLoadedSearchClient();
    // Analytics hook point: the answers as they come, before Ask AI's entry joins the hits.
    const answering = client && withAnsweredSearches(client, 'modal');
    // Ask AI hook point: the entry that asks the typed question joins the hits.
    return withKeptQueries(answering && askAi ? askAi.addEntry(answering) : (answering ?? algoliaClient)) as typeof algoliaClient;
  }, []);

  const hitComponent = useCallback(
    ({hit, children}: {hit: ModalHit; children: React.ReactNode}) =>
      // Ask AI hook point: the entry draws itself.
      askAi?.isEntry(hit) ? <askAi.Entry hit={hit} onAsk={askQuestion} /> : <HitLink hit={hit}>{children}</HitLink>,
    [askQuestion],
  );

  const navigator = useMemo(
    () => ({
      navigate({itemUrl, item}: {itemUrl: string; item?: object}) {
        // Ask AI hook point: Enter on the entry asks its question.
        if (item && askAi?.isEntry(item)) askQuestion(askAi.queryOf(item));
        else {
          hitOpened(item);
          if (/^https?:\/\//.test(itemUrl)) window.location.href = itemUrl;
          else history.push(itemUrl);
        }
      },
      navigateNewTab({itemUrl, item}: {itemUrl: string; item?: object}) {
        hitOpened(item);
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({itemUrl, item}: {itemUrl: string; item?: object}) {
        hitOpened(item);
        window.open(itemUrl, '_blank', 'noopener,popup');
      },
    }),
    [history, askQuestion],
  );

  const transformItems = useCallback((items: Hit[]) => items.map((item) => ({...item, url: toSiteRelativeUrl(item.url, siteConfig.url)})), [siteConfig.url]);

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) => (
      <ResultsFooter
        query={state.query}
        count={Number(state.context.nbHits ?? 0)}
        searchPagePath={config.searchPagePath}
        version={olderVersion}
        onClose={closeModal}
      />
    ),
    [config.searchPagePath, olderVersion, closeModal],
  );

  const getMissingResultsUrl = useMemo(
    () =>
      config.missingResultsUrl ? ({query}: {query: string}) => config.missingResultsUrl!.replace('{query}', encodeURIComponent(keptQuery(query))) : undefined,
    [config.missingResultsUrl],
  );

  const searchParameters = useMemo(() => ({facetFilters}), [facetFilters]);

  return (
    <>
      {config.algolia && (
        <Head>
          <link rel="preconnect" href={searchHostOrigin(config.algolia)} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton ref={searchButtonRef} onTouchStart={preload} onFocus={preload} onMouseOver={preload} onClick={openModal} />
      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <DocSearchModal
            appId={config.algolia?.appId ?? 'local'}
            apiKey={config.algolia?.apiKey ?? 'local'}
            indexName={config.indexName}
            placeholder="Search docs"
            searchParameters={searchParameters}
            transformSearchClient={transformSearchClient}
            transformItems={transformItems}
            hitComponent={hitComponent}
            navigator={navigator}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            onClose={closeModal}
            resultsFooterComponent={resultsFooterComponent}
            getMissingResultsUrl={getMissingResultsUrl}
            insights={Boolean(config.algolia?.insights)}
            translations={config.indexBuilt ? undefined : indexNotBuiltTranslations}
          />,
          container,
        )}
      {/* Ask AI hook point: the modal's shortcut, and the answer dialog. */}
      {isOpen && askAi && container && <askAi.ModalKeys container={container} onAsk={askQuestion} />}
      {askAiDialog}
    </>
  );
}
