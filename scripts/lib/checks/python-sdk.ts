/**
 * Checks every call into the Agenta Python SDK in the pages' `python` blocks against the SDK's
 * public surface in facts/0.27/sdk-signatures.yaml: the names each module exports,
 * the attributes of its classes, the keyword and positional arguments each signature takes,
 * and how its decorators are written. The walk over the Python AST is python-sdk.py, run once
 * for all blocks by the same python3 that parses them.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

import {asJsonObject, loadSpec, specFileOf, specOperations, type JsonObject} from '../openapi-spec';
import type {Release} from '../releases';
import {canonicalLanguage, type CodeBlock} from '../code-blocks';
import {loadFacts, type SurfaceProblem} from './facts';

export type SdkSurface = {
  version: string;
  /** The release the pages tell readers to install. */
  install: string;
  modules: Record<string, {source: string; names: Record<string, string>; rebound_by_init?: string[]}>;
  classes: Record<string, Record<string, unknown>>;
  functions: Record<string, {source: string; signature: string}>;
  unchecked_modules?: string[];
};

export const CHECK_NAME = 'python-sdk';

export function loadSdkSurface(release?: Release): SdkSurface {
  return loadFacts<SdkSurface>('sdk-signatures.yaml', release);
}

const walker = path.join(__dirname, 'python-sdk.py');

type Member = {signature?: string; operation?: string};

/** The parameters of a signature `(a: T, *, b: Dict[str, int]=OMIT)`, split at its top-level commas. */
function splitParameters(signature: string): string[] {
  const inner = signature.trim().replace(/^\(/, '').replace(/\)$/, '');
  const params: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ',' && depth === 0) {
      params.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (inner.trim()) params.push(inner.slice(start).trim());
  return params;
}

/** The fields an operation's JSON request body requires, its schema's `$ref` followed. */
function requiredBodyFields(spec: JsonObject, operationId: string): string[] | null {
  const operation = specOperations(spec).find(({op}) => op.operationId === operationId);
  if (!operation) return null;
  let schema = asJsonObject(asJsonObject(asJsonObject(asJsonObject(operation.op.requestBody).content)['application/json']).schema);
  if (typeof schema.$ref === 'string') {
    schema = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<JsonObject>((node, key) => asJsonObject(node[key]), spec);
  }
  return Array.isArray(schema.required) ? schema.required.filter((field): field is string => typeof field === 'string') : [];
}

/**
 * The surface with each REST client method that names its `operation` requiring, as arguments,
 * the fields that operation's body requires (the generated client lets them be left out; the
 * backend then fails), and, per method name, those fields and the operation for the message.
 */
export function withApiRequirements(
  surface: SdkSurface,
  spec: JsonObject = loadSpec(),
): {surface: SdkSurface; required: Map<string, {operation: string; fields: string[]}>} {
  const required = new Map<string, {operation: string; fields: string[]}>();
  const classes: SdkSurface['classes'] = {};
  for (const [name, cls] of Object.entries(surface.classes)) {
    const members = (cls.members ?? {}) as Record<string, Member>;
    const rewritten: Record<string, Member> = {};
    for (const [member, spec_] of Object.entries(members)) {
      if (!spec_.operation || !spec_.signature) {
        rewritten[member] = spec_;
        continue;
      }
      const fields = requiredBodyFields(spec, spec_.operation);
      if (!fields) throw new Error(`sdk-signatures.yaml: ${name}.${member} names operation ${spec_.operation}, which openapi/agenta.yaml does not have`);
      const params = splitParameters(spec_.signature);
      for (const field of fields) {
        const at = params.findIndex((param) => param.split(/[:=]/)[0]!.trim() === field);
        if (at === -1) throw new Error(`sdk-signatures.yaml: ${name}.${member} has no parameter ${field}, which ${spec_.operation} requires`);
        params[at] = params[at]!.replace(/=\s*(?:OMIT|None)\s*$/, '');
      }
      required.set(member, {operation: spec_.operation, fields});
      rewritten[member] = {...spec_, signature: `(${params.join(', ')})`};
    }
    classes[name] = {...cls, members: rewritten};
  }
  return {surface: {...surface, classes}, required};
}

export function checkPythonSdk(blocks: CodeBlock[], given: SdkSurface = loadSdkSurface(), release?: Release): SurfaceProblem[] {
  const {surface, required} = withApiRequirements(given, loadSpec(specFileOf(release)));
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
  return found.map((problem) => ({...problem, message: explainApiRequirement(problem.message, required), check: CHECK_NAME}));
}

/** Says why a client method's argument is required when the API, not the client, requires it. */
function explainApiRequirement(message: string, required: Map<string, {operation: string; fields: string[]}>): string {
  const match = /\.(\w+)\(\)` is missing required argument\(s\): (.+)$/.exec(message);
  const api = match && required.get(match[1]!);
  const fields = api && match[2]!.split(', ').filter((name) => api.fields.includes(name));
  return fields?.length
    ? `${message} (the client lets ${fields.join(', ')} be left out, but the API's ${api!.operation} requires it: openapi/agenta.yaml)`
    : message;
}
