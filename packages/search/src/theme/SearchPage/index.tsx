import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/Layout';
// Ask AI hook point: none unless a plugin provides one (client/ask-ai-hook.ts).
import {loadAskAi} from '@theme/SearchAskAi';

import {loadSearchClient, searchConfig, useContextualFacetFilters, useSearchConfig} from '../../client/search-client';
import {toSiteRelativeUrl, withTrailingSlash} from '../../client/urls';
import {HighlightedText} from '../../client/HighlightedText';
import type {SearchAskAi} from '../../client/ask-ai-hook';
import {providedSearchAnalytics} from '../../client/analytics-hook';
import type {SearchHit, SearchResponse} from '../../engine/engine';
import {INDEX_NOT_BUILT} from '../../engine/global-data';
import * as workerEngine from '../../engine/worker-engine';
import {
  docsVersionOfFilters,
  HITS_PER_PAGE,
  MAX_QUERY_LENGTH,
  readSearchPageParams as readParams,
  resultsSummary,
  searchPageLink as pageLink,
  searchPageRequest,
  TRAIL_LEVELS,
  withDocsVersion,
} from '../../client/search-page-request';
import {firstResultsAnswer, firstResultsReplaced, PLACEHOLDER_ATTRIBUTE} from '../../first-results/handoff';
import vocabulary from '@generated/search-local/default/search-vocabulary.json';

import styles from './styles.module.css';

type State =
  | {status: 'idle'}
  | {status: 'loading'}
  /** Waiting for its own answer, with the first-results script's place kept (drawn, or being drawn). */
  | {status: 'first'}
  | {status: 'error'}
  | {status: 'done'; response: SearchResponse};

/**
 * Opened with a query in its address, the page starts its client (code,
 * worker, index) as soon as this module runs, which Docusaurus does before it
 * hydrates the page: the worker's script and the client's code download
 * while React hydrates, rather than after. Anywhere else (a client-side
 * navigation preloads this module from another page), it waits for the page.
 */
function startClientForAddress(): void {
  const config = searchConfig();
  const onThisPage = location.pathname.replace(/\/$/, '') === config.searchPagePath.replace(/\/$/, '');
  if (onThisPage && readParams(location.search).query.trim()) loadSearchClient(config, workerEngine, vocabulary).catch(() => {});
}

if (ExecutionEnvironment.canUseDOM) startClientForAddress();

/**
 * A hit's link. Docusaurus's Link downloads a route's code as soon as its link
 * is on screen: a page of 20 hits would download the code of 20 pages, of
 * whatever kinds the hits happen to be, for the one the reader opens. A hit
 * loads its page's code when the reader points at it, touches it or moves the
 * focus to it, and a plain click opens it in the page, as Link does (a click
 * with a modifier key is the browser's: a new tab or window). A web address
 * opens in a new tab, as Link opens it; anything else is no link (as the
 * first results draw it, first-results/draw.ts).
 */
function HitLink({
  to: address,
  className,
  onOpen,
  children,
}: {
  to: string;
  className: string;
  /** Called on every click that opens the hit, here or in a new tab. */
  onOpen: () => void;
  children: ReactNode;
}): ReactNode {
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  if (/^\/(?!\/)/.test(address)) {
    const to = withTrailingSlash(address, siteConfig);
    // Routes are matched on the path alone: with its `#section` a hit would match no page.
    const path = to.replace(/[?#].*$/, '');
    const preload = () => {
      void window.docusaurus.preload(path);
    };
    return (
      <a
        href={to}
        className={className}
        onMouseEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={(event) => {
          if (event.button === 0) onOpen();
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          history.push(to);
        }}>
        {children}
      </a>
    );
  }
  return /^https?:\/\//i.test(address) ? (
    <a href={address} className={className} target="_blank" rel="noopener noreferrer" onClick={(event) => event.button === 0 && onOpen()}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}

/** The trail of a hit: section › page › headings, highlighted where they match. */
function HitTrail({hit}: {hit: SearchHit}): ReactNode {
  const levels = TRAIL_LEVELS.filter((level) => hit.hierarchy[level]);
  const highlights = (hit._highlightResult?.hierarchy ?? {}) as Record<string, {value: string}>;
  return (
    <span className={styles.trail}>
      {levels.map((level, i) => (
        <React.Fragment key={level}>
          {i > 0 && <span aria-hidden="true"> › </span>}
          <HighlightedText value={highlights[level]?.value ?? null} fallback={hit.hierarchy[level] ?? ''} />
        </React.Fragment>
      ))}
    </span>
  );
}

/**
 * `/search?q=`: every hit for the query, 20 per page, with the snippets the
 * modal shows, from the same client and index.
 */
/**
 * The query lives in the address, which the static HTML cannot know: read it
 * only after hydration, so the first client render matches the server's.
 */
function useSearchParams(): {query: string; page: number; version: string | null} {
  const search = useLocation().search;
  return useIsBrowser() ? readParams(search) : {query: '', page: 1, version: null};
}

/**
 * The versions of the docs plugin `default`, newest first, when it has more than one; and the
 * facet filters of this search: the reader's contextual ones (the version they prefer, else the
 * latest), or those of the version the address asks for, which the page's version choice sets.
 */
function useVersionedFilters(asked: string | null): {
  versions: {name: string; label: string}[];
  version: string | null;
  facetFilters: (string | string[])[];
} {
  const contextual = useContextualFacetFilters();
  const docs = useAllDocsData()['default'];
  const versions = useMemo(() => (docs && docs.versions.length > 1 ? docs.versions.map(({name, label}) => ({name, label})) : []), [docs]);
  const known = asked !== null && versions.some(({name}) => name === asked) ? asked : null;
  const facetFilters = useMemo(() => (known ? withDocsVersion(contextual, known) : contextual), [contextual, known]);
  return {versions, version: known ?? docsVersionOfFilters(contextual), facetFilters};
}

/** Ask AI hook point: the feature's entry, loaded once there is a query to ask. */
function useAskAi(query: string): SearchAskAi | null {
  const [askAi, setAskAi] = useState<SearchAskAi | null>(null);
  const wanted = Boolean(query.trim());
  useEffect(() => {
    if (!wanted) return;
    loadAskAi()
      ?.then(setAskAi)
      .catch(() => {
        // Without it the page is a search page, as it is with Ask AI off.
      });
  }, [wanted]);
  return askAi;
}

export default function SearchPage(): ReactNode {
  const {query} = useSearchParams();
  const {siteConfig} = useDocusaurusContext();
  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  // The contextual filters read the docs-version context, which Layout provides.
  return (
    // Indexable: every address with a query gives the same canonical URL (the page without its
    // query, from Docusaurus), so search engines keep one page; the sitemap leaves it out.
    <Layout title={title} description={`Search the ${siteConfig.title}.`}>
      <SearchPageContent />
    </Layout>
  );
}

function SearchPageContent(): ReactNode {
  const config = useSearchConfig();
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  const {query, page, version: askedVersion} = useSearchParams();
  const {versions, version, facetFilters} = useVersionedFilters(askedVersion);
  const versionSelectId = useId();
  // An address that names a version keeps it from page to page and query to query.
  const linkVersion = askedVersion !== null && askedVersion === version ? version : null;
  const [input, setInput] = useState(query);
  // A new query (a link, the browser's back button) replaces what is typed.
  const [inputQuery, setInputQuery] = useState(query);
  if (inputQuery !== query) {
    setInputQuery(query);
    setInput(query);
  }
  const [state, setState] = useState<State>({status: 'idle'});
  const [attempt, setAttempt] = useState(0);
  const inputId = useId();
  const askAi = useAskAi(query);
  const isBrowser = useIsBrowser();

  // Analytics hook point: leaving the page ends its search.
  useEffect(() => () => providedSearchAnalytics()?.ended('page'), []);

  // Reached by a client-side navigation with a query (the module ran earlier,
  // on another page), the client starts loading when the page first renders,
  // not a render later when the query is read (see useSearchParams). Opened
  // directly, it has started already (startClientForAddress). Once: later
  // queries go below.
  useEffect(() => {
    if (readParams(location.search).query.trim()) loadSearchClient(config, workerEngine, vocabulary, facetFilters).catch(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render (above)
  }, []);

  useEffect(() => {
    if (!query.trim()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the status of the search this effect runs, the search client being outside React
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    // Opened with this very question, the page keeps the place its first-results script draws in
    // (or has drawn in) until its own answer replaces it, instead of saying "Searching…".
    setState({status: attempt === 0 && firstResultsAnswer(query, page, facetFilters) ? 'first' : 'loading'});
    loadSearchClient(config, workerEngine, vocabulary, facetFilters)
      .then((client) => client.search({requests: [searchPageRequest(config.indexName, query, page, facetFilters)]}))
      .then(({results}) => {
        if (cancelled) return;
        firstResultsReplaced();
        const response = results[0] as SearchResponse;
        setState({status: 'done', response});
        // Analytics hook point: each query, and each page of its results, as shown.
        providedSearchAnalytics()?.answered({
          surface: 'page',
          query,
          hits: response.nbHits,
          hitIds: response.hits.map((hit) => hit.objectID),
          offset: (page - 1) * HITS_PER_PAGE,
          facetFilters,
        });
      })
      .catch(() => {
        if (cancelled) return;
        firstResultsReplaced();
        setState({status: 'error'});
      });
    return () => {
      cancelled = true;
    };
  }, [config, query, page, facetFilters, attempt]);

  // Where the first-results script draws before React runs: on the server and while hydrating
  // (the server cannot know the query), then for as long as the page shows that script's answer.
  // Its content is the script's, which React leaves alone (an element with inner HTML has no
  // children for React to hydrate); React's own status and hits replace it, with the same markup.
  const showFirst =
    config.indexBuilt &&
    !config.algolia &&
    (!isBrowser || state.status === 'first' || (state.status === 'idle' && firstResultsAnswer(query, page, facetFilters)));

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      {/* The same heading before and after hydration: a heading that grew
            with the query would push the page down (layout shift). */}
      <h1>Search the documentation</h1>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          history.push(pageLink(location.pathname, input.trim(), 1, linkVersion));
        }}>
        <label htmlFor={inputId} className={styles.label}>
          Search the documentation
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            type="search"
            name="q"
            className={styles.input}
            value={input}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            onChange={(event) => setInput(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
        {versions.length > 0 && (
          <div className={styles.versionRow}>
            <label htmlFor={versionSelectId}>Docs version</label>
            <select
              id={versionSelectId}
              className={styles.versionSelect}
              value={version ?? ''}
              onChange={(event) => history.push(pageLink(location.pathname, input.trim() || query, 1, event.target.value))}>
              {versions.map(({name, label}) => (
                <option key={name} value={name}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        )}
      </form>

      {/* Ask AI hook point: the entry that asks the query, above the results, where it does not
            move them (nor the first results) when it arrives. */}
      {askAi && query.trim() && <askAi.PageEntry query={query} />}

      {showFirst ? (
        <div
          key="first"
          className={styles.first}
          {...{
            [PLACEHOLDER_ATTRIBUTE]: JSON.stringify({
              indexName: config.indexName,
              indexUrl: config.indexUrl,
              siteUrl: siteConfig.url,
              facetFilters,
              classes: {
                status: styles.status,
                hits: styles.hits,
                hit: styles.hit,
                hitLink: styles.hitLink,
                trail: styles.trail,
                snippet: styles.snippet,
              },
            }),
          }}
          dangerouslySetInnerHTML={{__html: ''}}
        />
      ) : (
        <>
          <div aria-live="polite" aria-busy={state.status === 'loading'} className={styles.status}>
            {state.status === 'loading' && <p>Searching…</p>}
            {state.status === 'error' && !config.indexBuilt && (
              <div role="alert">
                <p className={styles.errorTitle}>{INDEX_NOT_BUILT.title}</p>
                <p>{INDEX_NOT_BUILT.help}</p>
              </div>
            )}
            {state.status === 'error' && config.indexBuilt && (
              <div role="alert">
                <p className={styles.errorTitle}>Unable to fetch results</p>
                <p>You might want to check your network connection.</p>
                <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
                  Try again
                </button>
              </div>
            )}
            {state.status === 'done' && state.response.nbHits === 0 && (
              <p>
                No results for <strong>"{query}"</strong>.
              </p>
            )}
            {state.status === 'done' && state.response.nbHits > 0 && <p>{resultsSummary(state.response, query, page)}</p>}
          </div>

          {state.status === 'done' && state.response.hits.length > 0 && (
            <ol className={styles.hits} start={(page - 1) * HITS_PER_PAGE + 1}>
              {state.response.hits.map((hit) => {
                const snippet = (hit._snippetResult as {content?: {value: string}} | undefined)?.content?.value ?? null;
                return (
                  <li key={hit.objectID} className={styles.hit}>
                    <HitLink
                      to={toSiteRelativeUrl(hit.url, siteConfig.url)}
                      className={styles.hitLink}
                      onOpen={() => providedSearchAnalytics()?.opened({surface: 'page', objectID: hit.objectID})}>
                      <HitTrail hit={hit} />
                    </HitLink>
                    {snippet && (
                      <p className={styles.snippet}>
                        <HighlightedText value={snippet} fallback="" />
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
          )}

          {state.status === 'done' && state.response.nbPages > 1 && (
            <nav className={styles.pagination} aria-label="Search result pages">
              {page > 1 && (
                <Link to={pageLink(location.pathname, query, page - 1, linkVersion)} className="button button--secondary">
                  Previous page
                </Link>
              )}
              <ul className={styles.pages}>
                {Array.from({length: state.response.nbPages}, (_, i) => i + 1).map((n) => (
                  <li key={n}>
                    <Link
                      to={pageLink(location.pathname, query, n, linkVersion)}
                      aria-current={n === page ? 'page' : undefined}
                      aria-label={`Page ${n}`}
                      className={n === page ? styles.currentPage : undefined}>
                      {n}
                    </Link>
                  </li>
                ))}
              </ul>
              {page < state.response.nbPages && (
                <Link to={pageLink(location.pathname, query, page + 1, linkVersion)} className="button button--secondary">
                  Next page
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </main>
  );
}
