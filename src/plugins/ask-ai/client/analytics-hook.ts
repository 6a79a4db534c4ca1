import type {AskAiErrorKind} from '../lib/chat-stream';

/**
 * What Ask AI tells an analytics feature: how each question it sent ended. A
 * plugin listens by calling `provideAskAiAnalytics` from a client module (the
 * analytics plugin does, when analytics are configured and the reader allows
 * them); with none, `reportAskAiQuestion` does nothing. This module imports
 * nothing at run time, so a listener that imports it brings no Ask AI code.
 */
export type AskAiQuestionReport = {
  /** The question as the reader asked it. */
  question: string;
  /** Asked after earlier questions in the same dialog. */
  followUp: boolean;
  /** Asked again with Retry, after it failed or was stopped. */
  retry: boolean;
  /** The sections of the docs sent with it (0 when retrieval found or reached none). */
  sources: number;
  /** `answered`: the answer arrived to its end; `stopped`: the reader stopped it or closed the dialog first. */
  outcome: 'answered' | 'failed' | 'stopped';
  /** Why it failed (an AskAiError's kind, `unknown` for anything else); null unless it failed. */
  error: AskAiErrorKind | 'unknown' | null;
};

type AskAiAnalytics = (report: AskAiQuestionReport) => void;

let provided: AskAiAnalytics | undefined;

/** Called once by a plugin's client module, which Docusaurus runs before the first render. */
export function provideAskAiAnalytics(analytics: AskAiAnalytics): void {
  provided = analytics;
}

/** Called by the conversation once per question sent, when it has ended. */
export function reportAskAiQuestion(report: AskAiQuestionReport): void {
  try {
    provided?.(report);
  } catch {
    // A listener's failure is never the reader's.
  }
}
