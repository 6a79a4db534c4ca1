/**
 * The claims of the API description (openapi/agenta.yaml) and their sources, as the pages keep
 * theirs: `openapi/sources/*.yaml` hold claims of the pages' shape (sources-file.ts), each with
 * `at:`, the places of the description it covers. Every operation's summary and description, every
 * documented response, every schema's `required` list, description and described properties, and
 * the document's own description must be covered by a claim, and each claim's digest is taken of
 * the text of its places: reword a description, and its claims must be read again.
 *
 * Places (`at`):
 * - `op:<operationId>/summary`, `/description`, `/responses/<status>`, `/parameters/<name>`,
 *   `/requestBody`; `op:*` stands for every operation that has the place;
 * - `schema:<Name>/description`, `/required`, `/properties/<property>`;
 * - `doc:<JSON pointer>` for anything else (`doc:/info/description`).
 */
import fs from 'node:fs';
import path from 'node:path';

import type {SurfaceProblem} from '../checks/facts';
import {asJsonObject, isJsonObject, loadSpec, specFileOf, specOperations, type Json, type JsonObject} from '../openapi-spec';
import {latestRelease} from '../releases';
import {CHECK_NAME, describeSources, readCommand, repoRoot, sourceProblems, type CheckOptions} from './check';
import {normalizeText} from './markers';
import {claimDigest, readClaimSources, type ClaimSources} from './sources-file';

export const OPENAPI_SOURCES_DIR = path.join(repoRoot, 'openapi', 'sources');

/** Every place of the description that must be covered, with its text. */
export function requiredPlaces(spec: JsonObject): Map<string, string> {
  const places = new Map<string, string>();
  const text = (value: Json) => (typeof value === 'string' ? value : JSON.stringify(value));
  const info = asJsonObject(spec.info);
  if (typeof info.description === 'string') places.set('doc:/info/description', info.description);
  (Array.isArray(spec.tags) ? spec.tags : []).forEach((tag, index) => {
    if (isJsonObject(tag) && typeof tag.description === 'string') places.set(`doc:/tags/${index}/description`, tag.description);
  });
  // The shared responses, parameters and security schemes operations point at with `$ref`.
  const components = asJsonObject(spec.components);
  for (const kind of ['responses', 'parameters', 'securitySchemes']) {
    for (const [name, value] of Object.entries(asJsonObject(components[kind])))
      places.set(`doc:/components/${kind}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, text(value));
  }
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

/** The text a claim covers: its places' texts, in order, normalised. */
export function placesText(spec: JsonObject, at: string[]): string | null {
  const texts: string[] = [];
  for (const place of at) {
    const places = expandPlace(spec, place);
    if (places.length === 0) return null;
    for (const one of places) {
      const text = placeText(spec, one);
      if (text === null) return null;
      texts.push(`${one}: ${text}`);
    }
  }
  return normalizeText(texts.join('\n'));
}

export function findApiSourcesFiles(dir = OPENAPI_SOURCES_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Every API claim, with the file it is in. */
export function readApiClaims(dir = OPENAPI_SOURCES_DIR): {file: string; claims: Map<string, ClaimSources>; problems: {line: number; message: string}[]}[] {
  return findApiSourcesFiles(dir).map((file) => ({file, ...readClaimSources(fs.readFileSync(file, 'utf8'))}));
}

/** Checks every claim's places, sources and digest, and that every required place is covered. */
export function checkApiSources({
  release = latestRelease(),
  sourcesDir = path.join(release.openapiDir, 'sources'),
  spec = loadSpec(specFileOf(release)),
  ...rest
}: CheckOptions & {sourcesDir?: string; spec?: JsonObject} = {}): SurfaceProblem[] {
  const options = {...rest, release, defaultRef: rest.defaultRef ?? release.ref};
  const defaultRef = options.defaultRef;
  const problems: SurfaceProblem[] = [];
  const covered = new Set<string>();
  for (const {file, claims, problems: shape} of readApiClaims(sourcesDir)) {
    const shown = path.relative(process.cwd(), file);
    for (const problem of shape) problems.push({file: shown, line: problem.line, check: CHECK_NAME, message: problem.message});
    for (const claim of claims.values()) {
      const problem = (message: string) => problems.push({file: shown, line: claim.line, check: CHECK_NAME, message: `claim \`${claim.id}\`: ${message}`});
      if (claim.at.length === 0) {
        problem('names no place of the API description (`at:`)');
        continue;
      }
      const text = placesText(spec, claim.at);
      if (text === null) {
        problem(`\`${claim.at.join(', ')}\` names no place of openapi/agenta.yaml`);
        continue;
      }
      for (const place of claim.at) for (const one of expandPlace(spec, place)) covered.add(one);
      for (const message of sourceProblems(claim, options)) problem(message);
      const digest = claimDigest(text, claim, defaultRef);
      if (claim.read !== digest) {
        problem(
          `${claim.read === undefined ? 'has never been read against its sources' : 'changed since it was last read (the text of its places, or its citations)'}: ` +
            `${claim.at.join(', ')} — ${describeSources(claim, defaultRef)}. Read the code, fix the description or the citation, then run \`${readCommand(file, claim.id)}\``,
        );
      }
    }
  }
  for (const place of [...requiredPlaces(spec).keys()].filter((one) => !covered.has(one))) {
    problems.push({
      file: path.relative(process.cwd(), specFileOf(release)),
      line: 1,
      check: CHECK_NAME,
      message: `\`${place}\` has no source: add a claim for it to ${path.relative(process.cwd(), sourcesDir)}/`,
    });
  }
  return problems;
}
