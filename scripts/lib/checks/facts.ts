import fs from 'node:fs';
import path from 'node:path';

import {parse as parseYaml} from 'yaml';

/** A finding of a check of the pages against the platform: page, line in the page, reason. */
export type SurfaceProblem = {file: string; line: number; check: string; message: string};

/** A page's path and Markdown or MDX source. */
export type Page = {file: string; source: string};

const factsDir = path.resolve(__dirname, '../../../facts/0.27');

/** One of the platform-surface data files kept in facts/0.27/. */
export function loadFacts<T>(name: string): T {
  return parseYaml(fs.readFileSync(path.join(factsDir, name), 'utf8')) as T;
}

/** 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
