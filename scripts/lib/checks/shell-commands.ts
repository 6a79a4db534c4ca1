/**
 * Splits a bash block into its simple commands, each with its words (quotes removed) and the
 * line it starts on. It knows what the pages use: quotes and escapes, comments, line
 * continuations, the control operators, redirections and here-documents (whose bodies are text,
 * not commands), and `$(...)` inside a word. It is not a shell: `bash -n` has already checked the
 * syntax. Libraries that split shell words (shell-quote and the like) give neither line numbers nor
 * here-documents, which a check that reports page lines needs.
 */

export type SimpleCommand = {words: string[]; line: number};

type Word = {kind: 'word'; text: string; raw: string; line: number};
type Token = Word | {kind: 'op'; text: string; line: number};

const CONTROL = ['&&', '||', ';;', '|&', '|', ';', '&', '(', ')', '\n'];
const REDIRECT = /^(\d*(>>|>&|>\||>|<<<|<<-|<<|<>|<&|<)|&>>|&>)$/;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pendingHeredocs: {delimiter: string; stripTabs: boolean}[] = [];
  let line = 1;
  let i = 0;

  const skipHeredocBodies = () => {
    // At the start of a line, after a command line that opened here-documents.
    for (const {delimiter, stripTabs} of pendingHeredocs.splice(0)) {
      while (i < source.length) {
        const end = source.indexOf('\n', i);
        const bodyLine = source.slice(i, end === -1 ? source.length : end);
        i = end === -1 ? source.length : end + 1;
        line++;
        if ((stripTabs ? bodyLine.replace(/^\t+/, '') : bodyLine) === delimiter) break;
      }
    }
  };

  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\' && source[i + 1] === '\n') {
      i += 2;
      line++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    if (c === '#') {
      while (i < source.length && source[i] !== '\n') i++;
      continue;
    }
    if (c === '\n') {
      tokens.push({kind: 'op', text: '\n', line});
      i++;
      line++;
      skipHeredocBodies();
      continue;
    }
    const op = CONTROL.find((candidate) => candidate !== '\n' && source.startsWith(candidate, i));
    if (op) {
      tokens.push({kind: 'op', text: op, line});
      i += op.length;
      continue;
    }
    // A word: runs until unquoted whitespace or a control operator.
    const start = i;
    const startLine = line;
    let text = '';
    let depth = 0; // inside $( ... )
    while (i < source.length) {
      const ch = source[i]!;
      if (depth === 0 && (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r')) break;
      if (depth === 0 && CONTROL.some((candidate) => candidate !== '\n' && source.startsWith(candidate, i))) {
        // `>&`, `&>` and `2>&1` are redirections, not the `&` operator.
        const previous = source[i - 1];
        if (!(ch === '&' && (previous === '>' || previous === '<' || source[i + 1] === '>'))) break;
      }
      if (ch === '\\') {
        if (source[i + 1] === '\n') {
          i += 2;
          line++;
          continue;
        }
        text += source[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (ch === "'") {
        const end = source.indexOf("'", i + 1);
        const stop = end === -1 ? source.length : end;
        const quoted = source.slice(i + 1, stop);
        line += quoted.split('\n').length - 1;
        text += quoted;
        i = stop + 1;
        continue;
      }
      if (ch === '"') {
        i++;
        while (i < source.length && source[i] !== '"') {
          if (source[i] === '\\' && i + 1 < source.length) {
            if (source[i + 1] === '\n') line++;
            else text += source[i + 1];
            i += 2;
            continue;
          }
          if (source[i] === '\n') line++;
          text += source[i];
          i++;
        }
        i++;
        continue;
      }
      if (ch === '$' && source[i + 1] === '(') {
        depth++;
        text += '$(';
        i += 2;
        continue;
      }
      if (ch === ')' && depth > 0) depth--;
      if (ch === '\n') line++;
      text += ch;
      i++;
    }
    const raw = source.slice(start, i);
    const previous = tokens.at(-1);
    tokens.push({kind: 'word', text, raw, line: startLine});
    // `<<EOF` or `<< EOF` (not the here-string `<<<`) opens a here-document.
    const joined = /^<<-?$/.test(previous?.kind === 'word' ? previous.raw : '') ? previous!.text + raw : raw;
    const heredoc = /^<<-?$/.test(raw) ? null : /^(<<-?)([^<].*)$/.exec(joined);
    if (heredoc) pendingHeredocs.push({delimiter: heredoc[2]!.replace(/['"\\]/g, ''), stripTabs: heredoc[1] === '<<-'});
  }
  return tokens;
}

/** Words that run the command after them (`sudo agenta ...`). */
const WRAPPERS = new Set(['sudo', 'env', 'time', 'nohup', 'command', 'exec']);
const RUNNERS = new Set(['poetry', 'uv', 'pipenv', 'pipx']);

/** The simple commands of a bash block, with their leading assignments and wrappers removed. */
export function simpleCommands(source: string): SimpleCommand[] {
  const commands: SimpleCommand[] = [];
  let words: Word[] = [];
  const flush = () => {
    const kept: Word[] = [];
    for (let k = 0; k < words.length; k++) {
      const word = words[k]!;
      // A redirection and its target are not arguments (`> out.txt`, `2>&1`, `<<EOF`).
      if (REDIRECT.test(word.raw)) {
        k++;
        continue;
      }
      if (/^(\d*|&)(>>?|<)(?!\()./.test(word.raw) || /^<<-?\S/.test(word.raw)) continue;
      kept.push(word);
    }
    let first = 0;
    while (first < kept.length) {
      const text = kept[first]!.text;
      if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(kept[first]!.raw) || WRAPPERS.has(text)) first++;
      else if (RUNNERS.has(text) && kept[first + 1]?.text === 'run') first += 2;
      else break;
    }
    if (first < kept.length) {
      commands.push({words: kept.slice(first).map((word) => word.text), line: kept[first]!.line});
    }
    words = [];
  };
  for (const token of tokenize(source)) {
    if (token.kind === 'op') flush();
    else words.push(token);
  }
  flush();
  return commands;
}
