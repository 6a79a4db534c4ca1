import type {ChatMessage} from './chat-stream';
import type {Passage} from './retrieval';
import {estimateTokens} from './tokens';

/**
 * What every request tells the model about the sections it gets, after the
 * site's own system prompt: answer from them only, cite them by number, and
 * say so when they do not answer.
 */
export const SOURCE_RULES = [
  'Each question comes with numbered sections of the documentation. Answer only from those sections.',
  'After each statement, cite the sections it comes from by number in square brackets, such as [1] or [2][3].',
  'If the sections do not answer the question, say plainly that the documentation does not cover it, and do not guess.',
  'Link only to addresses that appear in the sections. Write in Markdown; put code in fenced blocks with the language named.',
].join('\n');

/** A finished turn of the conversation, as sent back with the next question. */
export type EarlierTurn = {question: string; answer: string};

/** Earlier turns sent with a follow-up, newest kept first when they do not all fit. */
export const HISTORY_TOKEN_BUDGET = 1500;

/**
 * The messages for one question: the system prompt and rules, the earlier
 * turns (questions and answers, without their sections, which were for
 * those questions), then the question with its numbered sections.
 */
export function buildMessages(request: {
  systemPrompt: string;
  earlier: readonly EarlierTurn[];
  question: string;
  passages: readonly Passage[];
  siteUrl: string;
}): ChatMessage[] {
  const history: ChatMessage[] = [];
  let spent = 0;
  for (const turn of [...request.earlier].reverse()) {
    // Earlier answers cite earlier sections; the numbers would point at this question's.
    const answer = turn.answer.replace(/\s?\[\d+\]/g, '');
    const tokens = estimateTokens(turn.question) + estimateTokens(answer);
    if (spent + tokens > HISTORY_TOKEN_BUDGET) break;
    spent += tokens;
    history.unshift({role: 'user', content: turn.question}, {role: 'assistant', content: answer});
  }
  return [
    {role: 'system', content: `${request.systemPrompt}\n\n${SOURCE_RULES}`},
    ...history,
    {role: 'user', content: formatQuestion(request.question, request.passages, request.siteUrl)},
  ];
}

function formatQuestion(question: string, passages: readonly Passage[], siteUrl: string): string {
  const sections = passages.length
    ? passages.map((passage) => `[${passage.n}] ${passage.label}\nAddress: ${new URL(passage.url, siteUrl).href}\n\n${passage.text}`).join('\n\n---\n\n')
    : '(No section of the documentation matched this question.)';
  return `Sections of the documentation:\n\n${sections}\n\n---\n\nQuestion: ${question}`;
}

/** The answer as the reader copies it: the text, then the sources it cites as links. */
export function answerForClipboard(answer: string, passages: readonly Passage[], siteUrl: string): string {
  const sources = passages.map((passage) => `[${passage.n}] ${passage.label}: ${new URL(passage.url, siteUrl).href}`);
  return sources.length ? `${answer.trim()}\n\nSources:\n${sources.join('\n')}\n` : `${answer.trim()}\n`;
}
