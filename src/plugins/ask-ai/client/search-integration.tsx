import React, {lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

import {searchConfig, type SearchAskAi, type SiteSearchClient} from '@agenta-docs/search/client';

import styles from './styles.module.css';

/** The answer view and everything it needs (retrieval, streaming, Markdown): loaded when first asked. */
const AnswerDialog = lazy(() => import('./AnswerDialog'));

const ENTRY_ID_PREFIX = 'ask-ai:';
const ENTRY_GROUP = 'Ask AI';

type AskEntryHit = {objectID: string; askAiQuestion: string; url: string};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The entry as a DocSearch hit, last in a group of its own ("Ask AI"), so
 * Enter still opens the best search result and the entry is one arrow key
 * away. DocSearch writes highlight values as HTML, hence the escaping. Its
 * address is the search page for the question, for a new tab.
 */
function askEntryHit(question: string): AskEntryHit & Record<string, unknown> {
  const escaped = escapeHtml(question);
  return {
    objectID: `${ENTRY_ID_PREFIX}${question}`,
    askAiQuestion: question,
    // URLSearchParams, not encodeURIComponent: it never throws (half an emoji becomes U+FFFD).
    url: `${searchConfig().searchPagePath}?${new URLSearchParams({q: question})}`,
    type: 'lvl1',
    content: null,
    hierarchy: {lvl0: ENTRY_GROUP, lvl1: question, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {hierarchy: {lvl0: {value: ENTRY_GROUP}, lvl1: {value: escaped}}},
    _snippetResult: {hierarchy: {lvl1: {value: escaped}}},
  };
}

function isEntry(hit: object): boolean {
  const {objectID, askAiQuestion} = hit as Partial<AskEntryHit>;
  return typeof objectID === 'string' && objectID.startsWith(ENTRY_ID_PREFIX) && typeof askAiQuestion === 'string';
}

function queryOf(hit: object): string {
  return (hit as Partial<AskEntryHit>).askAiQuestion ?? '';
}

function addEntry(client: SiteSearchClient): SiteSearchClient {
  const search: SiteSearchClient['search'] = (request) =>
    client.search(request).then((response) => {
      const question = request.requests[0]?.query?.trim();
      const first = response.results[0] as {hits?: unknown[]} | undefined;
      if (!question || !first || !Array.isArray(first.hits)) return response;
      return {...response, results: [{...first, hits: [...first.hits, askEntryHit(question)]}, ...response.results.slice(1)]};
    });
  return new Proxy(client, {
    get: (target, property, receiver) => (property === 'search' ? search : Reflect.get(target, property, receiver)),
  });
}

function SparkIcon(): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" className={styles.entryIcon}>
      <path
        d="M10 2l1.8 4.6L16.5 8.5l-4.7 1.9L10 15l-1.8-4.6L3.5 8.5l4.7-1.9zM15.5 13l.8 1.9 1.9.8-1.9.8-.8 1.9-.8-1.9-1.9-.8 1.9-.8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The entry inside DocSearch's hit, with DocSearch's own classes so it looks like the hits around it. */
function AskEntry({hit, onAsk}: {hit: object; onAsk(question: string): void}): ReactNode {
  const question = queryOf(hit);
  return (
    <a
      href={(hit as AskEntryHit).url}
      onClick={(event) => {
        // A modified click opens the search page for the question in a new tab, as for any hit.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onAsk(question);
      }}>
      <div className="DocSearch-Hit-Container">
        <div className="DocSearch-Hit-icon">
          <SparkIcon />
        </div>
        <div className="DocSearch-Hit-content-wrapper">
          <span className="DocSearch-Hit-title">{question}</span>
          <span className="DocSearch-Hit-path">Ask AI: an answer from these docs, with its sources</span>
        </div>
      </div>
    </a>
  );
}

/** The platform never changes while the page is open: nothing to subscribe to. */
const noSubscription = () => () => {};
const platformModifier = () => (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌥' : 'Alt');

function useModifierLabel(): string {
  // 'Alt' on the server and while hydrating, then the platform's.
  return useSyncExternalStore(noSubscription, platformModifier, () => 'Alt');
}

/**
 * While the modal is open: Alt+Enter (⌥↵) asks the typed question from
 * anywhere in the modal (DocSearch leaves Alt+Enter unused), and the modal's
 * footer lists that shortcut beside its own.
 */
function ModalKeys({container, onAsk}: {container: HTMLElement; onAsk(question: string): void}): ReactNode {
  const [commands, setCommands] = useState<Element | null>(null);
  const modifier = useModifierLabel();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the modal's footer is DocSearch's DOM, there once it has rendered
    setCommands(container.querySelector('.DocSearch-Commands'));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const question = container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value.trim();
      if (!question) return;
      event.preventDefault();
      event.stopPropagation();
      onAsk(question);
    };
    container.addEventListener('keydown', onKeyDown, true);
    return () => container.removeEventListener('keydown', onKeyDown, true);
  }, [container, onAsk]);
  if (!commands) return null;
  return createPortal(
    <li className={styles.footerHint}>
      <kbd className="DocSearch-Commands-Key" aria-label={modifier === '⌥' ? 'Option' : 'Alt'}>
        {modifier}
      </kbd>
      <kbd className="DocSearch-Commands-Key" aria-label="Enter">
        ↵
      </kbd>
      <span className="DocSearch-Label">to ask AI</span>
    </li>,
    commands,
  );
}

/** The answer dialog, in the page's body, above everything. */
function AnswerDialogPortal(props: {question: string; onClose(): void; onBackToSearch(question: string): void}): ReactNode {
  return createPortal(
    <Suspense fallback={null}>
      <AnswerDialog {...props} />
    </Suspense>,
    document.body,
  );
}

/** On the search page: ask the query, with the answer in a dialog that "Back to search" closes. */
function PageEntry({query}: {query: string}): ReactNode {
  const [asking, setAsking] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const question = query.trim();
  if (!question) return null;
  const close = () => {
    setAsking(null);
    buttonRef.current?.focus();
  };
  return (
    <div className={styles.pageEntry}>
      <button ref={buttonRef} type="button" className={`button button--secondary ${styles.pageEntryButton}`} onClick={() => setAsking(question)}>
        <SparkIcon />
        <span>
          Ask AI: <q>{question}</q>
        </span>
      </button>
      <span className={styles.pageEntryHint}>An answer from these docs, with its sources.</span>
      {asking !== null && <AnswerDialogPortal question={asking} onClose={close} onBackToSearch={close} />}
    </div>
  );
}

export const searchAskAi: SearchAskAi = {
  addEntry,
  isEntry,
  queryOf,
  Entry: AskEntry,
  ModalKeys,
  View: AnswerDialogPortal,
  PageEntry,
};
