/**
 * Checks every quotation of a platform message on the pages against the text the platform's code
 * writes (facts/0.27/messages.yaml). A message is found on a page by its anchor (its
 * first words, unless the data names another); from there the page must reproduce the message,
 * with any text standing for a `{value}` the code fills in, to its end or to an ellipsis (`…` or
 * `...`) that cuts it short. `Config file not found in . Make sure…` fails: the code writes the
 * folder and then a full stop (`in .. Make sure`).
 */
import type {Release} from '../releases';
import {lineAt, loadFacts, type Page, type SurfaceProblem} from './facts';
import {checkCodeRef, loadPlatformFiles, parseCodeRef} from './platform-code';

export type PlatformMessage = {
  /** The text as the code writes it; `{name}` stands for a value the code fills in. */
  text: string;
  /** Where the code writes it: `path:LINE` or `path:START-END` in Agenta-AI/agenta. */
  source: string;
  /** Where pages are searched for it, when not the text's first words: a literal part of it. */
  anchor?: string;
  /**
   * Set when Python or a library writes the text (an exception's own message): what does, for
   * example "Python, calling .items() on None". `source` is then the line that makes it happen.
   */
  raised_by?: string;
};

export const CHECK_NAME = 'messages';

/** An anchor shorter than this would match ordinary prose. */
export const MIN_ANCHOR_LENGTH = 10;

type Part = {literal: string} | {value: string};

export function loadMessages(release?: Release): PlatformMessage[] {
  return loadFacts<PlatformMessage[]>('messages.yaml', release);
}

/** The template's literal runs and `{value}`s; `{{` and `}}` are literal braces. */
export function parseTemplate(text: string): Part[] {
  const parts: Part[] = [];
  let literal = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if ((char === '{' || char === '}') && text[i + 1] === char) {
      literal += char;
      i++;
    } else if (char === '{') {
      const close = text.indexOf('}', i);
      if (close === -1) throw new Error(`unclosed { in ${JSON.stringify(text)}`);
      if (literal) parts.push({literal});
      literal = '';
      parts.push({value: text.slice(i + 1, close)});
      i = close;
    } else literal += char;
  }
  if (literal) parts.push({literal});
  return parts;
}

/** The anchor of a message, and the part of its template that a quotation found there starts at. */
export function messageAnchor(message: PlatformMessage): {anchor: string; parts: Part[]} | string {
  const parts = parseTemplate(message.text);
  const anchor = message.anchor ?? ('literal' in parts[0]! ? parts[0].literal.trimEnd() : '');
  if (anchor.length < MIN_ANCHOR_LENGTH) {
    return `"${message.text}": give it an \`anchor\` (a literal part of at least ${MIN_ANCHOR_LENGTH} characters)`;
  }
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k]!;
    if (!('literal' in part)) continue;
    const at = part.literal.indexOf(anchor);
    if (at !== -1) return {anchor, parts: [{literal: part.literal.slice(at)}, ...parts.slice(k + 1)]};
  }
  return `"${message.text}": its anchor "${anchor}" is not a literal part of it`;
}

const ELLIPSIS = /^(…|\.\.\.)/;
const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n';
/** A filled-in value ends before any of these: the quotation's end in Markdown. */
const VALUE_END = /[\n`|]/;

/**
 * Whether the page, from `pos`, quotes the template's parts: all of them, or up to an ellipsis
 * inside a literal run (not right after a value: a value could otherwise swallow a misquote).
 */
export function quotes(page: string, pos: number, parts: Part[], k = 0): boolean {
  if (k === parts.length) return true;
  const part = parts[k]!;
  if ('value' in part) {
    for (let end = pos + 1; end <= page.length && !VALUE_END.test(page[end - 1]!); end++) {
      if (quotes(page, end, parts, k + 1)) return true;
    }
    return false;
  }
  const {literal} = part;
  let p = pos;
  for (let i = 0; i < literal.length; i++) {
    const char = literal[i]!;
    if (isSpace(char) && isSpace(page[p])) {
      // A space in the message is any run of spaces or one line break on the page (Markdown wraps).
      while (isSpace(literal[i + 1])) i++;
      let breaks = 0;
      while (isSpace(page[p])) breaks += page[p++] === '\n' ? 1 : 0;
      if (breaks > 1) return false;
      continue;
    }
    if (page[p] === char) {
      p++;
      continue;
    }
    const cutAllowed = i > 0 || k === 0;
    return cutAllowed && ELLIPSIS.test(page.slice(p, p + 3));
  }
  return quotes(page, p, parts, k + 1);
}

/**
 * Checks every quotation on the pages. With `allPages` (the whole site is being checked), a
 * message that no page quotes is reported too: the data lists what the pages quote, no more.
 */
export function checkMessages(
  pages: Page[],
  messages: PlatformMessage[] = loadMessages(),
  {allPages = false, dataFile = 'facts/0.27/messages.yaml'}: {allPages?: boolean; dataFile?: string} = {},
): SurfaceProblem[] {
  const byAnchor = new Map<string, {message: PlatformMessage; parts: Part[]}[]>();
  const quoted = new Set<PlatformMessage>();
  const problems: SurfaceProblem[] = [];
  for (const message of messages) {
    const found = messageAnchor(message);
    if (typeof found === 'string') throw new Error(`${dataFile}: ${found}`);
    byAnchor.set(found.anchor, [...(byAnchor.get(found.anchor) ?? []), {message, parts: found.parts}]);
  }
  for (const {file, source} of pages) {
    for (const [anchor, candidates] of byAnchor) {
      for (let at = source.indexOf(anchor); at !== -1; at = source.indexOf(anchor, at + 1)) {
        const matching = candidates.filter(({parts}) => quotes(source, at, parts));
        for (const {message} of matching) quoted.add(message);
        if (matching.length) continue;
        const expected = candidates.map(({message}) => `"${message.text}" (${message.source})`).join(' or ');
        const found = source.slice(at, at + 140).split('\n')[0];
        problems.push({
          file,
          line: lineAt(source, at),
          check: CHECK_NAME,
          message: `quotes a platform message differently from its code: "${found}"; the code writes ${expected}`,
        });
      }
    }
  }
  if (allPages) {
    for (const message of messages.filter((m) => !quoted.has(m))) {
      problems.push({
        file: dataFile,
        line: 1,
        check: CHECK_NAME,
        message: `"${message.text}" is quoted on no page: remove it from the data`,
      });
    }
  }
  return problems;
}

/** Problems with the messages data itself: anchors, templates and source references. */
export function checkMessagesData(messages: PlatformMessage[], files = loadPlatformFiles()): string[] {
  const problems: string[] = [];
  const texts = new Set<string>();
  for (const message of messages) {
    if (typeof message.text !== 'string' || typeof message.source !== 'string') {
      problems.push(`${JSON.stringify(message)}: needs \`text\` and \`source\``);
      continue;
    }
    if (texts.has(message.text)) problems.push(`"${message.text}" is listed twice`);
    texts.add(message.text);
    try {
      const found = messageAnchor(message);
      if (typeof found === 'string') problems.push(found);
    } catch (error) {
      problems.push(String(error));
    }
    const ref = parseCodeRef(message.source);
    const wrong = typeof ref === 'string' ? ref : checkCodeRef(ref, files);
    if (wrong) problems.push(`"${message.text}": ${wrong}`);
  }
  return problems;
}
