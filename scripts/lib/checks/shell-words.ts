/**
 * Splits a bash script into simple commands and their words, the way bash would before running
 * them, without running anything: quotes removed, line continuations joined, here-documents
 * attached to their command as its standard input. Parameter expansions (`$HOST`, `${HOST}`) and
 * command substitutions (`$(...)`, backticks) become placeholders, since their values are unknown
 * to a reader of the page.
 *
 * Written for reading `curl` calls out of documentation: shell-quote (the npm library) treats a
 * newline as a space, so it would run every command of a block together, and it has no
 * here-documents; `bash -n` checks syntax but gives no words back.
 */

/** Marks an expansion inside a word: `\0NAME\0`. */
export const PLACEHOLDER_MARK = '\u0000';

export function placeholder(name: string): string {
  return `${PLACEHOLDER_MARK}${name}${PLACEHOLDER_MARK}`;
}

export function hasPlaceholder(text: string): boolean {
  return text.includes(PLACEHOLDER_MARK);
}

/** Shows placeholders as `$NAME` again, for messages. */
export function showPlaceholders(text: string): string {
  // eslint-disable-next-line no-control-regex -- NUL marks a placeholder
  return text.replace(/\u0000([^\u0000]*)\u0000/g, (_, name: string) => `$${name}`);
}

export interface ShellCommand {
  words: string[];
  /** 0-based line of the script on which the command starts. */
  line: number;
  /** The command's here-document or here-string, with expansions as placeholders. */
  stdin?: string;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

/** Index just past the `)` that closes the `(` at `open`, skipping quoted text. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === "'") i = text.indexOf("'", i + 1) < 0 ? text.length : text.indexOf("'", i + 1);
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return text.length;
}

/** Reads the expansion starting with `$` at `i`; returns its placeholder and the index after it. */
function readExpansion(text: string, i: number): [string, number] {
  const next = text[i + 1];
  if (next === '{') {
    const end = text.indexOf('}', i + 2);
    const inner = text.slice(i + 2, end < 0 ? text.length : end);
    return [placeholder(NAME.exec(inner)?.[0] ?? inner), end < 0 ? text.length : end + 1];
  }
  if (next === '(') return [placeholder('()'), closingParen(text, i + 1)];
  const name = NAME.exec(text.slice(i + 1))?.[0];
  if (name) return [placeholder(name), i + 1 + name.length];
  if (next !== undefined && /[0-9?#@*!$-]/.test(next)) return [placeholder(next), i + 2];
  return ['$', i + 1];
}

/** Reads a `$` expansion or a backtick substitution at `i`, if one starts there. */
function readSubstitution(text: string, i: number): [string, number] | null {
  if (text[i] === '$') return readExpansion(text, i);
  if (text[i] === '`') {
    const end = text.indexOf('`', i + 1);
    return [placeholder('()'), end < 0 ? text.length : end + 1];
  }
  return null;
}

/** Expands the body of an unquoted here-document: parameters and substitutions become placeholders. */
function expandHereDocument(body: string): string {
  let out = '';
  for (let i = 0; i < body.length;) {
    const c = body[i]!;
    if (c === '\\' && /[$`\\]/.test(body[i + 1] ?? '')) {
      out += body[i + 1];
      i += 2;
    } else {
      const [text, end] = readSubstitution(body, i) ?? [c, i + 1];
      out += text;
      i = end;
    }
  }
  return out;
}

interface PendingHereDocument {
  command: ShellCommand;
  delimiter: string;
  quoted: boolean;
  stripTabs: boolean;
}

/** The simple commands of a bash script, in order. Commands of a pipeline or list are separate. */
export function splitShellCommands(script: string): ShellCommand[] {
  const commands: ShellCommand[] = [];
  const pending: PendingHereDocument[] = [];
  let line = 0;
  let current: ShellCommand = {words: [], line: 0};
  let word: string | null = null;
  /** What the next finished word is: a plain word, a redirection target, or a here-document delimiter. */
  let nextWord: 'word' | 'redirect' | 'heredoc' | 'herestring' = 'word';
  let heredocFlags = {stripTabs: false};
  let quotedWord = false;

  const endWord = () => {
    if (word === null) return;
    if (nextWord === 'heredoc') {
      pending.push({command: current, delimiter: word, quoted: quotedWord, stripTabs: heredocFlags.stripTabs});
    } else if (nextWord === 'herestring') {
      current.stdin = word;
    } else if (nextWord === 'word') {
      if (current.words.length === 0) current.line = line;
      current.words.push(word);
    }
    nextWord = 'word';
    word = null;
    quotedWord = false;
  };
  const endCommand = () => {
    endWord();
    if (current.words.length) commands.push(current);
    current = {words: [], line};
  };
  const append = (text: string) => {
    word = (word ?? '') + text;
  };

  let i = 0;
  while (i < script.length) {
    const c = script[i]!;
    if (c === '\\') {
      if (script[i + 1] === '\n') line++;
      else append(script[i + 1] ?? '');
      i += 2;
    } else if (c === "'") {
      const end = script.indexOf("'", i + 1);
      const text = script.slice(i + 1, end < 0 ? script.length : end);
      line += text.split('\n').length - 1;
      append(text);
      quotedWord = true;
      i = end < 0 ? script.length : end + 1;
    } else if (c === '"') {
      append('');
      quotedWord = true;
      i++;
      while (i < script.length && script[i] !== '"') {
        const d = script[i]!;
        if (d === '\\' && /[$`"\\\n]/.test(script[i + 1] ?? '')) {
          if (script[i + 1] === '\n') line++;
          else append(script[i + 1]!);
          i += 2;
        } else {
          if (d === '\n') line++;
          const [text, end] = readSubstitution(script, i) ?? [d, i + 1];
          append(text);
          i = end;
        }
      }
      i++;
    } else if (c === '$' || c === '`') {
      const [text, end] = readSubstitution(script, i)!;
      append(text);
      i = end;
    } else if (c === '#' && word === null) {
      while (i < script.length && script[i] !== '\n') i++;
    } else if (c === ' ' || c === '\t') {
      endWord();
      i++;
    } else if (c === '\n') {
      endCommand();
      line++;
      i++;
      // Here-documents start on the line after their command.
      for (const doc of pending.splice(0)) {
        const body: string[] = [];
        while (i < script.length) {
          const end = script.indexOf('\n', i);
          const raw = script.slice(i, end < 0 ? script.length : end);
          i = end < 0 ? script.length : end + 1;
          line++;
          const text = doc.stripTabs ? raw.replace(/^\t+/, '') : raw;
          if (text === doc.delimiter) break;
          body.push(text);
        }
        const joined = body.length ? `${body.join('\n')}\n` : '';
        doc.command.stdin = doc.quoted ? joined : expandHereDocument(joined);
      }
    } else if (c === '<' && script.startsWith('<<<', i)) {
      endWord();
      nextWord = 'herestring';
      i += 3;
    } else if (c === '<' && script[i + 1] === '<') {
      endWord();
      heredocFlags = {stripTabs: script[i + 2] === '-'};
      nextWord = 'heredoc';
      i += heredocFlags.stripTabs ? 3 : 2;
    } else if (c === '<' || c === '>') {
      // A file descriptor number before the operator (2>&1) belongs to the redirection.
      if (word !== null && /^\d+$/.test(word) && !quotedWord) word = null;
      else endWord();
      i++;
      while (script[i] === '>' || script[i] === '&' || script[i] === '|') i++;
      nextWord = 'redirect';
    } else if (c === ';' || c === '|' || c === '&' || c === '(' || c === ')') {
      endCommand();
      i++;
    } else {
      append(c);
      i++;
    }
  }
  endCommand();
  return commands;
}
