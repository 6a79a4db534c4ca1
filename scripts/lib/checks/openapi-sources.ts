/**
 * The sources of the API description's claims (openapi/agenta.yaml): `openapi/sources/*.yaml` list
 * claims, each naming the place in the description it covers (`at`) and the platform code (or
 * platform fact) it comes from. (The format the writers use until the claims move to digests.)
 */
import fs from 'node:fs';
import path from 'node:path';

import {isMap, isScalar, isSeq, LineCounter, parseDocument, type Node} from 'yaml';

import {asJsonObject, isJsonObject, loadSpec, specOperations, type Json, type JsonObject} from '../openapi-spec';
import {FACTS_FILES, normalizeText} from './claim-sources';
import type {SurfaceProblem} from './facts';
import {checkCodeRef, loadPlatformFiles, parseCodeRef} from './platform-code';

export const OPENAPI_SOURCES_DIR = 'openapi/sources';
const CHECK = 'api-sources';

export type ApiClaim = {at: string[]; says?: string; code: string[]; shows: string[]; facts: string[]; note?: string; file: string; line: number};

/** Every place of the description that must be covered, with its text. */
export function requiredPlaces(spec: JsonObject): Map<string, string> {
  const places = new Map<string, string>();
  const text = (value: Json) => (typeof value === 'string' ? value : JSON.stringify(value));
  const info = asJsonObject(spec.info);
  if (typeof info.description === 'string') places.set('doc:/info/description', info.description);
  for (const {op} of specOperations(spec)) {
    const id = String(op.operationId);
    if (typeof op.summary === 'string') places.set(`op:${id}/summary`, op.summary);
    if (typeof op.description === 'string') places.set(`op:${id}/description`, op.description);
    for (const [status, response] of Object.entries(asJsonObject(op.responses))) places.set(`op:${id}/responses/${status}`, text(response));
  }
  for (const [name, schemaJson] of Object.entries(asJsonObject(asJsonObject(spec.components).schemas))) {
    const schema = asJsonObject(schemaJson);
    if (typeof schema.description === 'string') places.set(`schema:${name}/description`, schema.description);
    if (Array.isArray(schema.required) && schema.required.length) places.set(`schema:${name}/required`, text(schema.required));
    for (const [property, value] of Object.entries(asJsonObject(schema.properties))) {
      if (isJsonObject(value) && typeof value.description === 'string') places.set(`schema:${name}/properties/${property}`, text(value));
    }
  }
  return places;
}

/** The text at a place, or null when the description has no such place. */
export function placeText(spec: JsonObject, place: string): string | null {
  const text = (value: Json | undefined) => (value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));
  const op = /^op:([^/]+)\/(summary|description|requestBody|responses\/[^/]+|parameters\/[^/]+)$/.exec(place);
  if (op) {
    const found = specOperations(spec).find(({op: candidate}) => candidate.operationId === op[1]);
    if (!found) return null;
    const [field, key] = op[2]!.split('/');
    if (field === 'parameters') {
      const parameter = ((found.op.parameters as Json[] | undefined) ?? []).find((p) => isJsonObject(p) && p.name === key);
      return text(parameter ?? undefined);
    }
    const value = found.op[field!];
    return key === undefined ? text(value) : text(asJsonObject(value)[key]);
  }
  const schema = /^schema:([^/]+)\/(description|required|properties\/[^/]+)$/.exec(place);
  if (schema) {
    const found = asJsonObject(asJsonObject(spec.components).schemas)[schema[1]!];
    if (!isJsonObject(found)) return null;
    const [field, key] = schema[2]!.split('/');
    return key === undefined ? text(found[field!]) : text(asJsonObject(found.properties)[key]);
  }
  if (place.startsWith('doc:/')) {
    let node: Json | undefined = spec;
    for (const raw of place.slice('doc:/'.length).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = isJsonObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
    }
    return text(node);
  }
  return null;
}

/** The places a claim's `at` names: a wildcard operation stands for every operation with the place. */
export function expandPlace(spec: JsonObject, place: string): string[] {
  if (!place.startsWith('op:*/')) return [place];
  return specOperations(spec)
    .map(({op}) => `op:${String(op.operationId)}/${place.slice('op:*/'.length)}`)
    .filter((candidate) => placeText(spec, candidate) !== null);
}

function strings(node: unknown): string[] | null {
  if (isScalar(node) && typeof node.value === 'string') return [node.value];
  if (isSeq(node) && node.items.every((item) => isScalar(item) && typeof item.value === 'string')) {
    return node.items.map((item) => (item as {value: string}).value);
  }
  return null;
}

export function readApiSourcesFile(file: string, text: string): {claims: ApiClaim[]; problems: SurfaceProblem[]} {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter});
  const problems: SurfaceProblem[] = [];
  const lineOf = (node: Node | null | undefined) => (node?.range ? lineCounter.linePos(node.range[0]).line : 1);
  const problem = (node: Node | null | undefined, message: string) => problems.push({file, line: lineOf(node), check: CHECK, message});
  if (doc.errors.length) {
    problem(null, `is not valid YAML: ${doc.errors[0]!.message.split('\n')[0]}`);
    return {claims: [], problems};
  }
  const list = isMap(doc.contents) ? doc.contents.get('claims', true) : null;
  if (!isSeq(list)) {
    problem(doc.contents, 'must hold `claims:`, a list of claims');
    return {claims: [], problems};
  }
  const claims: ApiClaim[] = [];
  for (const item of list.items) {
    if (!isMap(item)) {
      problem(item as Node, 'a claim must be a map with `at` and `code` or `facts`');
      continue;
    }
    const keys = item.items.map((pair) => String((pair.key as {value: unknown}).value));
    const unknown = keys.filter((key) => !['at', 'says', 'code', 'shows', 'facts', 'note'].includes(key));
    if (unknown.length) problem(item, `unknown field ${unknown.map((key) => `\`${key}\``).join(', ')}`);
    const at = strings(item.get('at', true));
    const says = item.has('says') ? strings(item.get('says', true)) : [];
    const code = item.has('code') ? strings(item.get('code', true)) : [];
    const shows = item.has('shows') ? strings(item.get('shows', true)) : [];
    const facts = item.has('facts') ? strings(item.get('facts', true)) : [];
    if (!at || at.length === 0 || !says || says.length > 1 || !code || !shows || !facts) {
      problem(item, '`at` (one place or a list), optional `says` (one string), `code`, `shows` and `facts` (strings or lists of strings)');
      continue;
    }
    const note = item.get('note');
    claims.push({at, says: says[0], code, shows, facts, note: typeof note === 'string' ? note : undefined, file, line: lineOf(item)});
  }
  return {claims, problems};
}

export function findApiSourcesFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((name) => name.endsWith('.yaml')).sort().map((name) => path.join(dir, name));
}

export type ApiSourcesOptions = {sourcesDir?: string; spec?: JsonObject; platformFiles?: Map<string, number>};

/** Checks every claim's place, words and references, and that every required place is covered. */
export function checkApiSources({
  sourcesDir = path.resolve(OPENAPI_SOURCES_DIR),
  spec = loadSpec(),
  platformFiles = loadPlatformFiles(),
}: ApiSourcesOptions = {}): SurfaceProblem[] {
  const problems: SurfaceProblem[] = [];
  const covered = new Set<string>();
  const shown = (file: string) => path.relative(process.cwd(), file);
  for (const file of findApiSourcesFiles(sourcesDir)) {
    const read = readApiSourcesFile(shown(file), fs.readFileSync(file, 'utf8'));
    problems.push(...read.problems);
    for (const claim of read.claims) {
      const problem = (message: string) => problems.push({file: claim.file, line: claim.line, check: CHECK, message});
      for (const place of claim.at) {
        const places = expandPlace(spec, place);
        if (places.length === 0 || places.some((one) => placeText(spec, one) === null)) {
          problem(`\`${place}\` names no place of openapi/agenta.yaml`);
          continue;
        }
        for (const one of places) {
          if (claim.says !== undefined && !normalizeText(placeText(spec, one)!).includes(normalizeText(claim.says))) {
            problem(`says "${normalizeText(claim.says).slice(0, 80)}", which is not in \`${one}\``);
          } else covered.add(one);
        }
      }
      if (claim.code.length === 0 && claim.facts.length === 0) problem('names no source: give `code` (path:lines) or `facts`');
      if (claim.code.length > 0 && claim.shows.length === 0) problem('`code` needs `shows`: text on the cited lines');
      for (const text of claim.code) {
        const ref = parseCodeRef(text);
        const wrong = typeof ref === 'string' ? ref : checkCodeRef(ref, platformFiles);
        if (wrong) problem(wrong);
      }
      for (const fact of claim.facts) {
        const [name, key] = fact.split('#');
        if (!FACTS_FILES.includes(name!.replace(/\.yaml$/, '')) || !name!.endsWith('.yaml') || !key) problem(`\`${fact}\` is not <file>.yaml#<key> of the platform facts`);
      }
    }
  }
  const missing = [...requiredPlaces(spec).keys()].filter((place) => !covered.has(place));
  for (const place of missing) {
    problems.push({file: 'openapi/agenta.yaml', line: 1, check: CHECK, message: `\`${place}\` has no source: add a claim for it to ${OPENAPI_SOURCES_DIR}/`});
  }
  return problems;
}
