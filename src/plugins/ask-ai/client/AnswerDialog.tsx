import React, {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';

import {useContextualFacetFilters} from '@agenta-docs/search/client';
import {describeAskAiError} from '../lib/chat-stream';
import {answerForClipboard} from '../lib/prompt';
import {ASK_AI_PLUGIN_NAME} from '../name';
import type {AskAiOptions} from '../options';
import {AnswerMarkdown} from './AnswerMarkdown';
import {createBrowserRetrieval} from './browser-retrieval';
import {useAnnouncements} from './useAnnouncements';
import {useConversation, type Turn} from './useConversation';

import styles from './styles.module.css';

type Props = {question: string; onClose(): void; onBackToSearch(question: string): void};

function TurnView({turn, last, onNavigate, onRetry, onStop}: {turn: Turn; last: boolean; onNavigate(): void; onRetry(): void; onStop(): void}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const headingId = useId();
  const busy = turn.status === 'retrieving' || turn.status === 'answering';
  const error = turn.status === 'error' ? describeAskAiError(turn.error) : null;

  const copy = () => {
    navigator.clipboard
      .writeText(answerForClipboard(turn.answer, turn.passages, siteConfig.url))
      .then(() => setCopied('copied'))
      .catch(() => setCopied('failed'));
  };

  return (
    <section className={styles.turn} aria-labelledby={headingId} aria-busy={busy}>
      <h3 id={headingId} className={styles.question} tabIndex={-1}>
        {turn.question}
      </h3>
      {turn.status === 'retrieving' && <p className={styles.progress}>Finding the sections of the docs that answer this…</p>}
      {turn.status === 'answering' && !turn.answer && <p className={styles.progress}>Writing the answer…</p>}
      {turn.answer && <AnswerMarkdown markdown={turn.answer} sources={turn.passages} onNavigate={onNavigate} />}
      {turn.status === 'done' && turn.finishReason === 'length' && (
        <p className={styles.progress}>The answer reached the model’s length limit and ends here.</p>
      )}
      {turn.status === 'stopped' && <p className={styles.progress}>Stopped.</p>}
      {error && (
        <div role="alert" className={styles.error}>
          <p className={styles.errorTitle}>{error.title}</p>
          <p>{error.advice}</p>
          {last && (
            <button type="button" className="button button--primary button--sm" onClick={onRetry}>
              Retry
            </button>
          )}
        </div>
      )}
      {busy && last && (
        <button type="button" className={`button button--secondary button--sm ${styles.stop}`} onClick={onStop}>
          Stop
        </button>
      )}
      {turn.passages.length > 0 && (
        <div className={styles.sources}>
          <h4>Sources</h4>
          <ol>
            {turn.passages.map((passage) => (
              <li key={passage.n}>
                <Link to={passage.url} onClick={onNavigate}>
                  {passage.label}
                </Link>
              </li>
            ))}
          </ol>
        </div>
      )}
      {(turn.status === 'done' || turn.status === 'stopped') && turn.answer && (
        <div className={styles.actions}>
          <button type="button" className="button button--secondary button--sm" onClick={copy}>
            Copy answer
          </button>
          <span role="status" className={styles.copied}>
            {copied === 'copied' ? 'Copied.' : copied === 'failed' ? 'The browser did not allow copying.' : ''}
          </span>
        </div>
      )}
    </section>
  );
}

/**
 * The answer view: the conversation (each question, its answer streaming in,
 * its numbered sources), Stop, Copy answer, Retry on failure, a follow-up
 * field, "Back to search", and the note that answers can be wrong. A modal
 * dialog: focus stays inside, Escape closes it, the page behind is inert.
 */
export default function AnswerDialog({question, onClose, onBackToSearch}: Props): ReactNode {
  const options = usePluginData(ASK_AI_PLUGIN_NAME) as AskAiOptions;
  const {siteConfig} = useDocusaurusContext();
  const facetFilters = useContextualFacetFilters();
  const retrieve = useMemo(
    () => {
      const retrieval = createBrowserRetrieval({siteUrl: siteConfig.url, facetFilters});
      return (q: string, earlier: readonly string[], settings: AskAiOptions) => retrieval(q, earlier, settings);
    },
    // One retrieval (and cache of pages) for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const {turns, ask, stop, retry} = useConversation(options, retrieve, siteConfig.url);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const conversationRef = useRef<HTMLDivElement>(null);
  const followUpRef = useRef<HTMLTextAreaElement>(null);
  const [followUp, setFollowUp] = useState('');
  const titleId = useId();
  const followUpId = useId();
  const announcement = useAnnouncements(turns);

  useEffect(() => {
    const dialog = dialogRef.current;
    // What had focus (the search button, the search page's entry) gets it back on closing: the
    // browser does this only for a dialog closed while still in the page, and React removes it first.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    ask(question);
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
    // Asked once, when the dialog opens; follow-ups come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new question scrolls into view; the answer does not pull the view along as it grows.
  const turnCount = turns.length;
  useEffect(() => {
    conversationRef.current?.lastElementChild?.scrollIntoView({block: 'start'});
  }, [turnCount]);

  const last = turns[turns.length - 1];
  const busy = last?.status === 'retrieving' || last?.status === 'answering';

  // Stop disappears with the answer's end: focus, if it was there, moves to the follow-up field.
  useEffect(() => {
    if (!busy && dialogRef.current && !dialogRef.current.contains(document.activeElement)) {
      followUpRef.current?.focus();
    }
  }, [busy]);

  const close = useCallback(() => onClose(), [onClose]);
  const submitFollowUp = () => {
    const text = followUp.trim();
    if (!text || busy) return;
    setFollowUp('');
    ask(text);
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        // The search shortcut goes back to searching, rather than opening the modal behind this one.
        if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
          event.preventDefault();
          event.stopPropagation();
          onBackToSearch(last?.question ?? question);
        }
      }}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Ask AI
        </h2>
        <button type="button" className="button button--link button--sm" onClick={() => onBackToSearch(last?.question ?? question)}>
          ← Back to search
        </button>
        <button type="button" className={styles.close} aria-label="Close" onClick={close}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div ref={conversationRef} className={styles.conversation}>
        {turns.map((turn, index) => (
          <TurnView key={turn.id} turn={turn} last={index === turns.length - 1} onNavigate={close} onRetry={retry} onStop={stop} />
        ))}
      </div>
      <div className={styles.footer}>
        <p className={styles.note}>Answers are written by an AI model from the sections listed as sources, and can be wrong. Check the sources.</p>
        <form
          className={styles.followUp}
          onSubmit={(event) => {
            event.preventDefault();
            submitFollowUp();
          }}>
          <label htmlFor={followUpId} className={styles.followUpLabel}>
            Ask a follow-up question
          </label>
          <div className={styles.followUpRow}>
            <textarea
              ref={followUpRef}
              id={followUpId}
              rows={1}
              value={followUp}
              maxLength={1000}
              onChange={(event) => setFollowUp(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  submitFollowUp();
                }
              }}
            />
            <button type="submit" className="button button--primary" disabled={busy || !followUp.trim()}>
              Ask
            </button>
          </div>
        </form>
      </div>
      <div aria-live="polite" className={styles.visuallyHidden}>
        {announcement.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
    </dialog>
  );
}
