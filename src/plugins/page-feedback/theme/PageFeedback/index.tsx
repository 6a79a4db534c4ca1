import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';

import {visitorRefusesTracking} from '../../../analytics/page-views';
import {markAnswered, wasAnswered} from '../../answered';
import {COMMENT_MAX_CHARACTERS, type PageFeedback as Feedback} from '../../feedback';
import type {PageFeedbackOptions} from '../../options';
import {feedbackDestinations, feedbackFailureMessage, limitCharacters, sendFeedback, type FeedbackDestination} from '../../send';
import styles from './styles.module.css';

type Step =
  | {name: 'ask'}
  | {name: 'comment'; answer: Feedback['answer']}
  | {name: 'sending'; feedback: Feedback; pending: FeedbackDestination[]}
  /** `timedOut`: a destination did not answer in time (FEEDBACK_TIMEOUT_MS), and the reader is told so. */
  | {name: 'failed'; feedback: Feedback; pending: FeedbackDestination[]; timedOut: boolean}
  | {name: 'done'};

/** This page load's anonymous id for PostHog, like the analytics' memory-only one. */
const distinctId = `docs-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

const COMMENT_LABELS = {
  yes: 'What helped you? (optional)',
  no: 'What was missing or wrong? (optional)',
} as const;

/**
 * "Was this page helpful?": Yes or No, an optional comment, then thanks.
 * Added by the page-feedback plugin only when answers have somewhere to go;
 * in a browser where none of them can go (PostHog alone, and the reader
 * refuses tracking) it draws nothing. One answer per page per visit. The
 * comment is only ever sent, as a JSON string, never shown back.
 */
export default function PageFeedback(): ReactNode {
  const options = usePluginData('page-feedback') as PageFeedbackOptions;
  const path = useLocation().pathname;
  const [destinations, setDestinations] = useState<FeedbackDestination[] | null>(null);
  const [step, setStep] = useState<Step>({name: 'ask'});
  const [comment, setComment] = useState({text: '', count: 0});
  const [announcement, setAnnouncement] = useState('');
  const ids = useId();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  // Set when this reader's answer was just sent (not when the page was answered before).
  const justSent = useRef(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's tracking settings, read after hydration so the first render is the server's
    setDestinations(feedbackDestinations(options, visitorRefusesTracking({navigator, window})));
  }, [options]);

  // Another page (client-side navigation keeps this component): start over, or say it was answered.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tab's storage, read after hydration so the first render is the server's
    setStep(wasAnswered(path) ? {name: 'done'} : {name: 'ask'});
    setComment({text: '', count: 0});
    setAnnouncement('');
  }, [path]);

  // The part that replaced the one holding focus takes it, rather than the page's start.
  useEffect(() => {
    if (step.name === 'comment') commentRef.current?.focus();
    if (step.name === 'failed') retryRef.current?.focus();
    if (step.name === 'done' && justSent.current) {
      justSent.current = false;
      thanksRef.current?.focus();
    }
  }, [step.name]);

  if (destinations?.length === 0) return null;

  const send = async (feedback: Feedback, pending: FeedbackDestination[]) => {
    setStep({name: 'sending', feedback, pending});
    setAnnouncement('Sending your feedback…');
    const {failed, timedOut} = await sendFeedback(feedback, pending, options, {distinctId, pageUrl: window.location.href});
    if (failed.length > 0) {
      setStep({name: 'failed', feedback, pending: failed, timedOut});
      setAnnouncement('');
      return;
    }
    markAnswered(feedback.path);
    justSent.current = true;
    setStep({name: 'done'});
    setAnnouncement('Thank you for your feedback.');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'comment' || !destinations) return;
    void send({path, answer: step.answer, comment: comment.text}, destinations);
  };

  const questionId = `${ids}-question`;
  const counterId = `${ids}-counter`;
  const commentId = `${ids}-comment`;
  const atLimit = comment.count >= COMMENT_MAX_CHARACTERS;

  return (
    <section className={styles.feedback} aria-labelledby={questionId}>
      <h2 id={questionId} className={styles.question}>
        Was this page helpful?
      </h2>
      {step.name === 'ask' && (
        <div className={styles.answers}>
          {(['yes', 'no'] as const).map((answer) => (
            <button
              key={answer}
              type="button"
              className="button button--outline button--secondary button--sm"
              onClick={() => setStep({name: 'comment', answer})}>
              {answer === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
      )}
      {(step.name === 'comment' || step.name === 'sending') && (
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor={commentId}>{COMMENT_LABELS[step.name === 'comment' ? step.answer : step.feedback.answer]}</label>
          <textarea
            ref={commentRef}
            id={commentId}
            className={styles.comment}
            rows={3}
            dir="auto"
            value={comment.text}
            readOnly={step.name === 'sending'}
            aria-describedby={counterId}
            onChange={(event) => setComment(limitCharacters(event.target.value, COMMENT_MAX_CHARACTERS))}
          />
          <p id={counterId} className={styles.counter}>
            {comment.count} of {COMMENT_MAX_CHARACTERS} characters{atLimit ? ', the limit' : ''}
          </p>
          <button type="submit" className="button button--primary button--sm" disabled={step.name === 'sending'}>
            Send feedback
          </button>
        </form>
      )}
      {step.name === 'failed' && (
        <div role="alert" className={styles.error}>
          <p>{feedbackFailureMessage(step.timedOut)}</p>
          <button ref={retryRef} type="button" className="button button--primary button--sm" onClick={() => void send(step.feedback, step.pending)}>
            Try again
          </button>
        </div>
      )}
      {step.name === 'done' && (
        <p ref={thanksRef} tabIndex={-1} className={styles.thanks}>
          Thank you for your feedback on this page.
        </p>
      )}
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </section>
  );
}
