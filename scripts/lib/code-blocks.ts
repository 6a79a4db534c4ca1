import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {parse as parseHcl} from '@cdktn/hcl2json';
import {parse as parseToml} from 'smol-toml';
import ts from 'typescript';
import {parseAllDocuments} from 'yaml';

import {extractCodeBlocks, type CodeBlock} from '../../src/lib/build/extractCodeBlocks';

// The extraction is shared with the llms-txt plugin, which reads Mermaid sources.
export {extractCodeBlocks, type CodeBlock};

export type CodeBlockProblem = {block: CodeBlock; message: string};

type Checker = (blocks: CodeBlock[]) => Promise<CodeBlockProblem[]> | CodeBlockProblem[];

/** Languages whose blocks are prose-like and have nothing to parse. */
const UNCHECKED = new Set(['text', 'mermaid']);

const ALIASES: Record<string, string> = {
  py: 'python',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  yml: 'yaml',
  ts: 'typescript',
  tsx: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  terraform: 'hcl',
  tf: 'hcl',
};

export function canonicalLanguage(lang: string): string {
  return ALIASES[lang] ?? lang;
}

const each =
  (check: (block: CodeBlock) => string | null): Checker =>
  (blocks) =>
    blocks.flatMap((block) => {
      const message = check(block);
      return message ? [{block, message}] : [];
    });

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** All Python blocks are parsed by one python3 process (`ast`, top-level await allowed). */
const checkPython: Checker = (blocks) => {
  if (blocks.length === 0) return [];
  const script = `
import ast, json, sys
flags = ast.PyCF_ONLY_AST | getattr(ast, "PyCF_ALLOW_TOP_LEVEL_AWAIT", 0)
out = []
for i, src in enumerate(json.load(sys.stdin)):
    try:
        compile(src, "<block>", "exec", flags=flags)
        out.append(None)
    except SyntaxError as e:
        out.append(f"line {e.lineno}: {e.msg}")
print(json.dumps(out))
`;
  const result = execFileSync('python3', ['-c', script], {
    input: JSON.stringify(blocks.map((b) => b.value)),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const messages = JSON.parse(result) as (string | null)[];
  return blocks.flatMap((block, i) => {
    const message = messages[i];
    return message ? [{block, message: `Python: ${message}`}] : [];
  });
};

const checkBash = each((block) => {
  const result = spawnSync('bash', ['-n'], {input: block.value, encoding: 'utf8'});
  return result.status === 0 ? null : `bash -n: ${result.stderr.trim()}`;
});

const checkJson = each((block) => {
  try {
    JSON.parse(block.value);
    return null;
  } catch (error) {
    return `JSON: ${errorMessage(error)}`;
  }
});

const checkYaml = each((block) => {
  const problems = parseAllDocuments(block.value).flatMap((doc) => ('errors' in doc ? doc.errors.map((e) => e.message) : []));
  return problems.length ? `YAML: ${problems[0]}` : null;
});

const checkToml = each((block) => {
  try {
    parseToml(block.value);
    return null;
  } catch (error) {
    return `TOML: ${errorMessage(error).split('\n')[0]}`;
  }
});

const checkScript = each((block) => {
  const jsx = /^(tsx|jsx)$/.test(block.lang);
  const kind = canonicalLanguage(block.lang) === 'typescript' ? (jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS) : jsx ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
  const source = ts.createSourceFile('block', block.value, ts.ScriptTarget.Latest, true, kind);
  const diagnostics = (source as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  if (!diagnostics.length) return null;
  const first = diagnostics[0]!;
  const {line} = source.getLineAndCharacterOfPosition(first.start ?? 0);
  return `${block.lang}: line ${line + 1}: ${ts.flattenDiagnosticMessageText(first.messageText, ' ')}`;
});

const checkHcl: Checker = async (blocks) => {
  const results = await Promise.all(
    blocks.map(async (block) => {
      try {
        await parseHcl('block.tf', block.value);
        return null;
      } catch (error) {
        return {block, message: `HCL: ${errorMessage(error)}`};
      }
    }),
  );
  return results.filter((r): r is CodeBlockProblem => r !== null);
};

const CHECKERS: Record<string, Checker> = {
  python: checkPython,
  bash: checkBash,
  json: checkJson,
  yaml: checkYaml,
  toml: checkToml,
  typescript: checkScript,
  javascript: checkScript,
  hcl: checkHcl,
};

export const SUPPORTED_LANGUAGES = [...Object.keys(CHECKERS), ...UNCHECKED, ...Object.keys(ALIASES)];

/** Parses every block with its language's parser; a block without a known language is a problem. */
export async function checkCodeBlocks(blocks: CodeBlock[]): Promise<CodeBlockProblem[]> {
  const problems: CodeBlockProblem[] = [];
  const byLanguage = new Map<string, CodeBlock[]>();
  for (const block of blocks) {
    const lang = canonicalLanguage(block.lang);
    if (UNCHECKED.has(lang)) continue;
    if (!CHECKERS[lang]) {
      problems.push({
        block,
        message: block.lang
          ? `unknown language "${block.lang}" (use one of: ${[...Object.keys(CHECKERS), ...UNCHECKED].join(', ')})`
          : 'code block without a language',
      });
      continue;
    }
    byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), block]);
  }
  for (const [lang, group] of byLanguage) {
    problems.push(...(await CHECKERS[lang]!(group)));
  }
  return problems;
}

/**
 * Pages that docusaurus-plugin-openapi-docs generates from openapi/agenta.yaml:
 * not hand-written, and the spec they come from is linted and validated instead.
 */
export function isGeneratedApiPage(file: string): boolean {
  return /\.(api|info|tag|schema)\.mdx$/.test(file);
}

/** Hand-written Markdown and MDX files under the given folders, sorted. */
export function findContentFiles(roots: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name) && !isGeneratedApiPage(full)) files.push(full);
    }
  };
  for (const root of roots) {
    if (fs.statSync(root).isDirectory()) walk(root);
    else files.push(root);
  }
  return files.sort();
}
