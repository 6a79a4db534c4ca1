/**
 * Checks every call into the Agenta Python SDK in the pages' `python` blocks against the SDK's
 * public surface in tests/fixtures/facts/sdk-signatures.yaml: the names each module exports,
 * the attributes of its classes, the keyword and positional arguments each signature takes,
 * and how its decorators are written. The walk over the Python AST is python-sdk.py, run once
 * for all blocks by the same python3 that parses them.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

import {canonicalLanguage, type CodeBlock} from '../code-blocks';
import {loadFacts, type SurfaceProblem} from './facts';

export type SdkSurface = {
  version: string;
  modules: Record<string, {source: string; names: Record<string, string>; rebound_by_init?: string[]}>;
  classes: Record<string, Record<string, unknown>>;
  functions: Record<string, {source: string; signature: string}>;
  unchecked_modules?: string[];
};

export const CHECK_NAME = 'python-sdk';

export function loadSdkSurface(): SdkSurface {
  return loadFacts<SdkSurface>('sdk-signatures.yaml');
}

const walker = path.join(__dirname, 'python-sdk.py');

export function checkPythonSdk(blocks: CodeBlock[], surface: SdkSurface = loadSdkSurface()): SurfaceProblem[] {
  const pages = new Map<string, {line: number; code: string}[]>();
  for (const block of blocks) {
    if (canonicalLanguage(block.lang) !== 'python') continue;
    const list = pages.get(block.file) ?? [];
    list.push({line: block.line, code: block.value});
    pages.set(block.file, list);
  }
  if (pages.size === 0) return [];
  const request = {surface, pages: [...pages].map(([file, list]) => ({file, blocks: list}))};
  const output = execFileSync('python3', [walker], {
    input: JSON.stringify(request),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const found = JSON.parse(output) as {file: string; line: number; message: string}[];
  return found.map((problem) => ({...problem, check: CHECK_NAME}));
}
