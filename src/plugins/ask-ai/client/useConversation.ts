import {useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';

import {AskAiError, streamChatCompletion} from '../lib/chat-stream';
import {buildMessages} from '../lib/prompt';
import type {Passage} from '../lib/retrieval';
import type {AskAiOptions} from '../options';
import {reportAskAiQuestion, type AskAiQuestionReport} from './analytics-hook';

export type TurnStatus = 'retrieving' | 'answering' | 'done' | 'stopped' | 'error';

export type Turn = {
  id: number;
  question: string;
  status: TurnStatus;
  answer: string;
  passages: Passage[];
  /** `length` when the model ran out of room before finishing. */
  finishReason: string | null;
  error: unknown;
};

type Retrieve = (question: string, earlierQuestions: readonly string[], settings: AskAiOptions) => Promise<Passage[]>;

class Stopped extends Error {
  override name = 'AbortError';
}

/**
 * A conversation with the model: each question retrieves its own sections
 * (with the earlier questions in mind) and is sent with the earlier turns.
 * The answer's text is handed to React once per animation frame, however
 * many pieces arrive in between.
 */
export function useConversation(options: AskAiOptions, retrieve: Retrieve, siteUrl: string) {
  const [turns, setTurns] = useState<Turn[]>([]);
  // The turns as last drawn, for the callbacks (which do not change with them).
  const turnsRef = useRef<Turn[]>([]);
  useLayoutEffect(() => {
    turnsRef.current = turns;
  }, [turns]);
  const controller = useRef<AbortController | null>(null);
  const nextId = useRef(0);

  const update = useCallback((id: number, change: Partial<Turn> | ((turn: Turn) => Partial<Turn>)) => {
    setTurns((current) => current.map((turn) => (turn.id === id ? {...turn, ...(typeof change === 'function' ? change(turn) : change)} : turn)));
  }, []);

  const run = useCallback(
    async (turn: Turn, earlier: readonly Turn[], retry: boolean) => {
      controller.current?.abort(new Stopped());
      const abort = new AbortController();
      controller.current = abort;
      const {id, question} = turn;
      let sources = 0;
      // How the question ended, for analytics when a plugin listens (analytics-hook.ts).
      const report = (outcome: AskAiQuestionReport['outcome'], error: AskAiQuestionReport['error'] = null) =>
        reportAskAiQuestion({question, followUp: earlier.length > 0, retry, sources, outcome, error});
      let pending = '';
      let frame: number | null = null;
      const flush = () => {
        frame = null;
        const text = pending;
        pending = '';
        if (text) update(id, (current) => ({answer: current.answer + text}));
      };
      try {
        const passages = await retrieve(
          question,
          earlier.map((previous) => previous.question),
          options,
        );
        if (abort.signal.aborted) throw abort.signal.reason;
        sources = passages.length;
        update(id, {status: 'answering', passages});
        const messages = buildMessages({
          systemPrompt: options.systemPrompt,
          earlier: earlier.filter((previous) => previous.answer).map(({question: q, answer}) => ({question: q, answer})),
          question,
          passages,
          siteUrl,
        });
        const {finishReason} = await streamChatCompletion({
          url: options.url,
          model: options.model,
          messages,
          signal: abort.signal,
          onText(text) {
            pending += text;
            frame ??= requestAnimationFrame(flush);
          },
        });
        if (frame !== null) cancelAnimationFrame(frame);
        flush();
        update(id, {status: 'done', finishReason});
        report('answered');
      } catch (error) {
        if (frame !== null) cancelAnimationFrame(frame);
        flush();
        if (abort.signal.aborted && abort.signal.reason instanceof Stopped) {
          if (controller.current === abort) update(id, {status: 'stopped'});
          report('stopped');
          return;
        }
        update(id, {status: 'error', error});
        report('failed', error instanceof AskAiError ? error.kind : 'unknown');
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [options, retrieve, siteUrl, update],
  );

  const ask = useCallback(
    (question: string) => {
      const earlier = turnsRef.current.filter((turn) => turn.status === 'done' || turn.status === 'stopped');
      const turn: Turn = {
        id: nextId.current++,
        question,
        status: 'retrieving',
        answer: '',
        passages: [],
        finishReason: null,
        error: null,
      };
      setTurns((current) => [...current, turn]);
      void run(turn, earlier, false);
    },
    [run],
  );

  const stop = useCallback(() => controller.current?.abort(new Stopped()), []);

  /** Asks the last question again, with the same earlier turns. */
  const retry = useCallback(() => {
    const all = turnsRef.current;
    const last = all[all.length - 1];
    if (!last) return;
    const fresh: Turn = {...last, status: 'retrieving', answer: '', passages: [], finishReason: null, error: null};
    setTurns((current) => current.map((turn) => (turn.id === last.id ? fresh : turn)));
    void run(
      fresh,
      all.slice(0, -1).filter((turn) => turn.status === 'done' || turn.status === 'stopped'),
      true,
    );
  }, [run]);

  // Closing the dialog ends a request still running.
  useEffect(() => () => controller.current?.abort(new Stopped()), []);

  return {turns, ask, stop, retry};
}
