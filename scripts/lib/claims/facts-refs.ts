/**
 * `facts:` citations: `<file>.yaml#<key.path>` names an entry of the platform notes kept in the
 * repository (facts/<release>/notes/), which a claim cites where no line of the platform's public
 * code can be: the Cloud and Enterprise API, whose code is not public, described from the
 * platform's own API description of the time. `api-operations.yaml#<operationId>` names an
 * operation of that list.
 */
import fs from 'node:fs';
import path from 'node:path';

import {parse as parseYaml} from 'yaml';

import {latestRelease} from '../releases';

const cache = new Map<string, string | null>();
const read = (file: string) => {
  if (!cache.has(file)) cache.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
  return cache.get(file)!;
};

/** What is wrong with a `facts:` citation, or null when the entry exists. */
export function factExists(fact: string, notesDir = path.join(latestRelease().factsDir, 'notes')): string | null {
  const [name, key] = fact.split('#');
  if (!name || !key || !name.endsWith('.yaml')) return `\`${fact}\` is not <file>.yaml#<key> of the platform notes`;
  const text = read(path.join(notesDir, name));
  if (text === null) return `\`${fact}\`: there is no ${name} in ${path.relative(process.cwd(), notesDir)}`;
  if (name === 'api-operations.yaml') {
    return new RegExp(`^\\s+operationId:\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm').test(text)
      ? null
      : `\`${fact}\`: no operation \`${key}\` in ${name}`;
  }
  let node: unknown = parseYaml(text);
  for (const step of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, step)) return `\`${fact}\`: ${name} has no \`${key}\``;
    node = (node as Record<string, unknown>)[step];
  }
  return null;
}
