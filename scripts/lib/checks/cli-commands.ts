/**
 * Checks every `agenta ...` command in the pages' bash blocks against the CLI of release 0.27
 * (facts/0.27/cli-commands.yaml): the command and subcommand exist, each option is one
 * the command has, options that take a value get one, and the number of plain arguments fits.
 * Options are matched exactly, as click matches them: `--app-folder` is not `--app_folder`.
 */
import {canonicalLanguage, type CodeBlock} from '../code-blocks';
import {closestName} from './closest-name';
import type {Release} from '../releases';
import {loadFacts, type SurfaceProblem} from './facts';
import {hasPlaceholder, showPlaceholders, splitShellCommands} from './shell-words';

type CommandSpec = {
  source: string;
  options?: Record<string, 'flag' | 'value'>;
  subcommands?: string[];
  arguments?: number | 'many';
};

export type CliSurface = {program: string; commands: Record<string, CommandSpec>};

export const CHECK_NAME = 'cli';

export function loadCliSurface(release?: Release): CliSurface {
  return loadFacts<CliSurface>('cli-commands.yaml', release);
}

/** Problems with one command line (its words, `agenta` first), or none. */
export function checkCliWords(words: string[], cli: CliSurface): string[] {
  const problems: string[] = [];
  let path = cli.program;
  let spec = cli.commands[path]!;
  let plain = 0;
  let optionsEnded = false;
  for (let k = 1; k < words.length; k++) {
    const word = words[k]!;
    const options: Record<string, 'flag' | 'value'> = {'--help': 'flag', ...spec.options};
    if (!optionsEnded && word === '--') {
      optionsEnded = true;
      continue;
    }
    if (!optionsEnded && word.startsWith('-') && word !== '-') {
      const [name, inlineValue] = word.includes('=') ? [word.slice(0, word.indexOf('=')), true] : [word, false];
      const kind = options[name];
      if (!kind) {
        // Its value, if it takes one, is not a plain argument.
        if (!inlineValue && k + 1 < words.length && !words[k + 1]!.startsWith('-')) k++;
        const hint = closestName(name, Object.keys(options));
        problems.push(
          `\`${path}\` has no option \`${name}\`${hint ? `; did you mean \`${hint}\`?` : ''} ` + `(its options: ${Object.keys(options).join(', ')})`,
        );
        continue;
      }
      if (kind === 'flag' && inlineValue) problems.push(`\`${path} ${name}\` is a flag and takes no value`);
      if (kind === 'value' && !inlineValue) {
        if (k + 1 >= words.length) problems.push(`\`${path} ${name}\` needs a value`);
        k++;
      }
      if (name === '--help' || name === '--version' || name === '-v') return problems;
      continue;
    }
    if (spec.subcommands) {
      if (!spec.subcommands.includes(word)) {
        const hint = closestName(word, spec.subcommands);
        problems.push(`\`${path}\` has no command \`${word}\`${hint ? `; did you mean \`${hint}\`?` : ''} ` + `(its commands: ${spec.subcommands.join(', ')})`);
        return problems;
      }
      path = `${path} ${word}`;
      spec = cli.commands[path]!;
      continue;
    }
    plain++;
  }
  if (spec.subcommands) {
    problems.push(`\`${path}\` needs a command: ${spec.subcommands.join(', ')}`);
  } else if (spec.arguments !== 'many' && plain > (spec.arguments ?? 0)) {
    const allowed = spec.arguments ?? 0;
    problems.push(`\`${path}\` takes ${allowed === 0 ? 'no plain arguments' : `at most ${allowed} plain argument`}; got ${plain}`);
  }
  return problems;
}

/** Words that run the command after them (`sudo agenta ...`, `poetry run agenta ...`). */
const WRAPPERS = new Set(['sudo', 'env', 'time', 'nohup', 'command', 'exec']);
const RUNNERS = new Set(['poetry', 'uv', 'pipenv', 'pipx']);

/** A command's words from the program on: leading `NAME=value` assignments and wrappers removed. */
export function programWords(words: string[]): string[] {
  let first = 0;
  while (first < words.length) {
    const word = words[first]!;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word) || WRAPPERS.has(word)) first++;
    else if (RUNNERS.has(word) && words[first + 1] === 'run') first += 2;
    else break;
  }
  return words.slice(first);
}

export function checkCliCommands(blocks: CodeBlock[], cli: CliSurface = loadCliSurface()): SurfaceProblem[] {
  const problems: SurfaceProblem[] = [];
  for (const block of blocks) {
    if (canonicalLanguage(block.lang) !== 'bash') continue;
    for (const command of splitShellCommands(block.value)) {
      // A variable's value is unknown here; show it as the page writes it.
      const words = programWords(command.words).map((word) => (hasPlaceholder(word) ? showPlaceholders(word) : word));
      if (words[0]?.split('/').at(-1) !== cli.program) continue;
      for (const message of checkCliWords(words, cli)) {
        // The splitter counts lines from 0; the block's code starts on the line after its fence.
        problems.push({file: block.file, line: block.line + 1 + command.line, check: CHECK_NAME, message});
      }
    }
  }
  return problems;
}
