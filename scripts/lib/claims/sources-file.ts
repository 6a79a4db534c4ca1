/**
 * A page's sources file (`page.md` → `page.sources.yaml`): for each claim the page marks
 * (markers.ts), where it comes from and the digest of what was read when it was last checked.
 *
 * ```yaml
 * claims:
 *   pull-default:
 *     code: agenta-cli/agenta/sdk/agenta_init.py:190-220   # or a list; path@REF:LINES for another ref
 *     note: how the claim follows, when it takes several places
 *     read: 3f2a9c1b7e4d                                   # written by `npm run sources -- read`
 * ```
 *
 * `facts: <file>.yaml#<key>` cites the platform facts (facts/) where no code can be cited;
 * `site: <file of this repository>` with `shows: <text found in it>` cites the site itself. The API
 * description's sources (openapi/sources/*.yaml) hold claims of the same shape, each with `at:`, the
 * place of the description it covers (api-places.ts).
 */
import {createHash} from 'node:crypto';

import {isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node} from 'yaml';

import {parseCodeRef, type CodeRef} from '../checks/platform-code';

export type ClaimSources = {
  id: string;
  code: CodeRef[];
  facts: string[];
  site: string[];
  shows: string[];
  /** The places of the API description the claim covers (API sources only). */
  at: string[];
  note?: string;
  read?: string;
  /** 1-based line of the claim's entry. */
  line: number;
};

export type SourcesProblem = {line: number; message: string};

const FIELDS = ['code', 'facts', 'site', 'shows', 'at', 'note', 'read'];

function strings(node: unknown): string[] | null {
  if (node === undefined || node === null) return [];
  if (isScalar(node) && typeof node.value === 'string') return [node.value];
  if (isSeq(node) && node.items.every((item) => isScalar(item) && typeof item.value === 'string')) {
    return node.items.map((item) => (item as {value: string}).value);
  }
  return null;
}

/** Reads a sources file: its claims by id, and what is wrong with its shape (with the line). */
export function readClaimSources(text: string): {claims: Map<string, ClaimSources>; problems: SourcesProblem[]; doc: Document} {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter});
  const claims = new Map<string, ClaimSources>();
  const problems: SourcesProblem[] = [];
  const lineOf = (node: Node | null | undefined) => (node?.range ? lineCounter.linePos(node.range[0]).line : 1);
  if (doc.errors.length) {
    problems.push({line: 1, message: `is not valid YAML: ${doc.errors[0]!.message.split('\n')[0]}`});
    return {claims, problems, doc};
  }
  const map = isMap(doc.contents) ? doc.contents.get('claims', true) : null;
  if (!isMap(map)) {
    problems.push({line: 1, message: "must hold `claims:`, a map from each marker's id to its sources"});
    return {claims, problems, doc};
  }
  for (const pair of map.items) {
    const id = isScalar(pair.key) ? String(pair.key.value) : '';
    const entry = pair.value;
    const line = lineOf(pair.key as Node);
    if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) problems.push({line, message: `\`${id}\` is not a claim id (lower-case letters, digits and hyphens)`});
    if (!isMap(entry)) {
      problems.push({line, message: `claim \`${id}\` must be a map with \`code\`, \`facts\` or \`site\``});
      continue;
    }
    const keys = entry.items.map((item) => String((item.key as {value: unknown}).value));
    const unknown = keys.filter((key) => !FIELDS.includes(key));
    if (unknown.length) problems.push({line, message: `claim \`${id}\`: unknown field ${unknown.map((key) => `\`${key}\``).join(', ')}`});
    const [code, facts, site, shows, at] = ['code', 'facts', 'site', 'shows', 'at'].map((key) => strings(entry.get(key, true)));
    if (!code || !facts || !site || !shows || !at) {
      problems.push({line, message: `claim \`${id}\`: \`code\`, \`facts\`, \`site\`, \`shows\` and \`at\` are each a string or a list of strings`});
      continue;
    }
    const refs: CodeRef[] = [];
    for (const text of code) {
      const ref = parseCodeRef(text);
      if (typeof ref === 'string') problems.push({line, message: `claim \`${id}\`: ${ref}`});
      else refs.push(ref);
    }
    if (refs.length === 0 && facts.length === 0 && site.length === 0 && code.length === 0)
      problems.push({line, message: `claim \`${id}\` names no source: give \`code\` (path:lines), \`facts\` or \`site\``});
    if (site.length > 0 && shows.length === 0) problems.push({line, message: `claim \`${id}\`: \`site\` needs \`shows\`, text found in those files`});
    if (shows.length > 0 && site.length === 0) problems.push({line, message: `claim \`${id}\`: \`shows\` is for \`site\` claims (code is held by the digest)`});
    const note = entry.get('note');
    const read = entry.get('read');
    claims.set(id, {
      id,
      code: refs,
      facts,
      site,
      shows,
      at,
      note: typeof note === 'string' ? note : undefined,
      read: read === undefined || read === null ? undefined : String(read),
      line,
    });
  }
  return {claims, problems, doc};
}

/** A code reference as text, its ref made explicit: the digest changes when the default ref does. */
export function refText(ref: CodeRef, defaultRef: string): string {
  return `${ref.path}@${ref.ref ?? defaultRef}:${ref.start}-${ref.end}`;
}

/**
 * The digest of a claim as read: its words, and each source with the ref it is read at. Rewording
 * the claim, changing a citation, or moving the page's default ref to another release changes it.
 */
export function claimDigest(text: string, sources: Pick<ClaimSources, 'code' | 'facts' | 'site' | 'shows'>, defaultRef: string): string {
  const material = JSON.stringify({
    text,
    code: sources.code.map((ref) => refText(ref, defaultRef)),
    facts: sources.facts,
    site: sources.site,
    shows: sources.shows,
  });
  return createHash('sha256').update(material).digest('hex').slice(0, 12);
}
