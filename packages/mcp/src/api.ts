import {SiteError, siteUrlFor, type SiteSource} from './site';
import {capText, describeError} from './text';

/** Where the site's build publishes its OpenAPI description (src/plugins/api-reference); an older docs version's is named in docs-versions.json. */
export const OPENAPI_FILE = 'openapi.json';
/** Characters of one operation's description returned at most. */
export const OPERATION_ANSWER_LIMIT = 16_000;
/** Levels of nested schemas spelled out; deeper ones are named only. */
const SCHEMA_DEPTH = 4;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOf(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

export interface ApiOperation {
  method: string;
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  /** The operation's page on the site, when its name follows from the operationId. */
  url: string | null;
  op: JsonObject;
}

export interface ApiReference {
  title: string;
  operations: ApiOperation[];
  /** Follows a local `$ref` (`#/components/...`); null when it points nowhere. */
  resolve(ref: string): Json | null;
}

/**
 * The page docusaurus-plugin-openapi-docs makes for an operation: its id is
 * the operationId in kebab case, under the API docs' folder of its docs
 * version (`versionPath`: "" for the latest, `0.27/` for an older one). Only
 * an operationId already in kebab case gives its page for certain (the
 * plugin's kebab-casing of other names is lodash's); for others, no link.
 * The site's build-output test checks every operation's page exists.
 */
export function operationPagePath(operationId: string, versionPath = ''): string | null {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(operationId) ? `${versionPath}reference/api/${operationId}` : null;
}

/** Which description a text is (`file`, in messages) and where its operations' pages are (`versionPath`). */
export interface ApiFile {
  file: string;
  versionPath: string;
}

export function parseApiReference(
  text: string,
  siteUrl: string,
  origin: string,
  {file, versionPath}: ApiFile = {file: OPENAPI_FILE, versionPath: ''},
): ApiReference {
  let spec: unknown;
  try {
    spec = JSON.parse(text);
  } catch (error) {
    throw new SiteError(`${origin}${file} is not JSON (${describeError(error)}).`);
  }
  if (!isObject(spec) || !isObject(spec.paths)) throw new SiteError(`${origin}${file} is not an OpenAPI description (it has no "paths").`);
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const operationId = stringOf(op.operationId);
      const page = operationId ? operationPagePath(operationId, versionPath) : null;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId,
        summary: stringOf(op.summary),
        description: stringOf(op.description),
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
        url: page ? siteUrlFor(siteUrl, page) : null,
        // Parameters declared on the path apply to each of its operations.
        op: Array.isArray(item.parameters) ? {...op, parameters: [...item.parameters, ...(Array.isArray(op.parameters) ? op.parameters : [])]} : op,
      });
    }
  }
  const root = spec;
  return {
    title: isObject(spec.info) ? stringOf(spec.info.title) : '',
    operations,
    resolve(ref) {
      if (!ref.startsWith('#/')) return null;
      let node: Json | undefined = root;
      for (const raw of ref.slice(2).split('/')) {
        const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        // Own keys only: "#/constructor" or "#/paths/__proto__" must not reach what every object inherits.
        node = isObject(node) ? (Object.hasOwn(node, key) ? node[key] : undefined) : Array.isArray(node) ? node[Number(key)] : undefined;
        if (node === undefined) return null;
      }
      return node;
    },
  };
}

/** Reads one OpenAPI description of the site (the latest's, or an older docs version's) once per session (a failure is tried again next time). */
export function createApiReferenceLoader(source: SiteSource, api: ApiFile = {file: OPENAPI_FILE, versionPath: ''}): () => Promise<ApiReference> {
  let loading: Promise<ApiReference> | null = null;
  return () => {
    loading ??= source.readText(api.file).then(
      (text) => parseApiReference(text, source.siteUrl, source.origin, api),
      (error: unknown) => {
        if (error instanceof SiteError && error.status === 404) {
          throw new SiteError(`${source.origin} publishes no ${api.file}: the site was built without the API reference, or by an older version.`, 404);
        }
        throw error;
      },
    );
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
}

/**
 * The operation named by its operationId or by `METHOD /path` (method in any
 * case, `{params}` as written). `from` names the docs version in messages.
 */
export function findOperation(reference: ApiReference, name: string, from = ''): ApiOperation {
  const wanted = name.trim();
  if (!wanted) throw new SiteError('Name an operation: its operationId (such as "list-apps") or "METHOD /path" (such as "GET /apps").');
  const route = /^([a-z]+)\s+(\S+)$/i.exec(wanted);
  const found = route
    ? reference.operations.find((op) => op.method === route[1]!.toUpperCase() && samePath(op.path, route[2]!))
    : reference.operations.find((op) => op.operationId.toLowerCase() === wanted.toLowerCase());
  if (found) return found;
  const close = closeOperations(reference, wanted, 5);
  throw new SiteError(
    `No operation "${wanted}" in the API reference${from ? ` of ${from}` : ''}.${close.length > 0 ? ` Close matches:\n${close.map((op) => `- ${op.operationId} (${op.method} ${op.path})`).join('\n')}` : ''}\nsearch_api finds operations by words.`,
  );
}

/** Paths compared without trailing slash, and parameter names ignored (`{id}` matches `{app_id}`). */
function samePath(a: string, b: string): boolean {
  const shape = (p: string) =>
    p
      .replace(/\/+$/, '')
      .replace(/\{[^}]*\}/g, '{}')
      .toLowerCase();
  return shape(a) === shape(b);
}

function closeOperations(reference: ApiReference, name: string, count: number): ApiOperation[] {
  const key = name.toLowerCase();
  return reference.operations
    .map((op) => {
      const id = op.operationId.toLowerCase();
      const route = `${op.method} ${op.path}`.toLowerCase();
      const distance = Math.min(editDistance(key, id), editDistance(key, route));
      const shared = wordsOf(key).filter((word) => wordsOf(`${id} ${route}`).includes(word)).length;
      return {op, score: distance - 3 * shared};
    })
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map(({op}) => op);
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Operations ranked by the query's words: each word found in the
 * operationId, path, summary or tags counts more than one found only in the
 * description; an operation must hold at least one word.
 */
export function searchOperations(reference: ApiReference, query: string, limit: number): ApiOperation[] {
  const words = [...new Set(wordsOf(query))];
  if (words.length === 0) throw new SiteError('The query has no words: give a few, such as "create app" or "list test sets".');
  const stem = (word: string) => word.replace(/(?:ies|es|s)$/, '');
  const scored = reference.operations.map((op, order) => {
    const names = wordsOf(`${op.operationId} ${op.path} ${op.summary} ${op.tags.join(' ')}`).map(stem);
    const described = wordsOf(op.description).map(stem);
    let score = 0;
    let matched = 0;
    for (const word of words.map(stem)) {
      const inNames = names.includes(word);
      const inDescription = described.includes(word);
      if (inNames || inDescription) matched += 1;
      score += inNames ? 3 : inDescription ? 1 : 0;
    }
    return {op, score: score + (matched === words.length ? 2 : 0), order};
  });
  return scored
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({op}) => op);
}

/** The operations found, best first; `from` names the docs version they come from, when the site has versions. */
export function formatOperationList(query: string, operations: readonly ApiOperation[], from = ''): string {
  const inVersion = from ? ` in ${from}` : '';
  if (operations.length === 0)
    return `No API operation matches "${query}"${inVersion}. Try other words (a resource such as "app", "variant", "testset", or an action such as "create", "list").`;
  const lines = [
    `${operations.length} API operation${operations.length === 1 ? '' : 's'} for "${query}"${inVersion}, best first. get_api_operation gives one in full.`,
    '',
  ];
  for (const op of operations) {
    lines.push(
      `- ${op.method} ${op.path} (${op.operationId || 'no operationId'}): ${op.summary || firstSentence(op.description)}${op.url ? `\n  ${op.url}` : ''}`,
    );
  }
  return lines.join('\n');
}

function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = flat.search(/\.(\s|$)/);
  return end === -1 ? flat.slice(0, 200) : flat.slice(0, end + 1);
}

/**
 * One operation in full, as Markdown: parameters, request body, responses
 * (success and error), `$ref`s resolved to a bounded depth; `from` names the
 * docs version it comes from, when the site has versions.
 */
export function formatOperation(reference: ApiReference, op: ApiOperation, from = ''): string {
  const deref = (value: Json | undefined): Json | undefined => {
    let current = value;
    for (let hops = 0; hops < 10 && isObject(current) && typeof current.$ref === 'string'; hops += 1) {
      current = reference.resolve(current.$ref) ?? undefined;
    }
    return current;
  };
  const lines: string[] = [`# ${op.method} ${op.path}`, ''];
  if (op.operationId) lines.push(`operationId: ${op.operationId}`);
  if (op.tags.length > 0) lines.push(`Tags: ${op.tags.join(', ')}`);
  if (op.url) lines.push(`Page: ${op.url}`);
  if (from) lines.push(`From: ${from}`);
  lines.push('');
  if (op.summary) lines.push(`**${op.summary}**`, '');
  if (op.description) lines.push(op.description.trim(), '');

  const parameters = (Array.isArray(op.op.parameters) ? op.op.parameters : []).map(deref).filter(isObject);
  if (parameters.length > 0) {
    lines.push('## Parameters', '');
    for (const parameter of parameters) {
      const schema = deref(parameter.schema);
      const type = isObject(schema) ? typeName(schema, deref) : 'any';
      const description = stringOf(parameter.description).replace(/\s+/g, ' ').trim();
      lines.push(
        `- \`${stringOf(parameter.name)}\` (${stringOf(parameter.in)}, ${type}, ${parameter.required === true ? 'required' : 'optional'})${description ? `: ${description}` : ''}`,
      );
    }
    lines.push('');
  }

  const body = deref(op.op.requestBody);
  if (isObject(body)) {
    lines.push(`## Request body${body.required === true ? ' (required)' : ''}`, '');
    if (typeof body.description === 'string') lines.push(body.description.trim(), '');
    for (const [mediaType, media] of Object.entries(isObject(body.content) ? body.content : {})) {
      lines.push(`${mediaType}:`);
      const schema = isObject(media) ? media.schema : undefined;
      lines.push(...describeSchema(schema, deref, 0, new Set()), '');
    }
  }

  const responses = isObject(op.op.responses) ? op.op.responses : {};
  const entries = Object.entries(responses);
  const success = entries.filter(([status]) => /^[123]/.test(status));
  const errors = entries.filter(([status]) => !/^[123]/.test(status));
  for (const [title, list] of [
    ['Responses', success],
    ['Error responses', errors],
  ] as const) {
    if (list.length === 0) continue;
    lines.push(`## ${title}`, '');
    for (const [status, raw] of list) {
      const response = deref(raw);
      const description = isObject(response) ? stringOf(response.description).replace(/\s+/g, ' ').trim() : '';
      lines.push(`- ${status}${description ? `: ${description}` : ''}`);
      const content = isObject(response) && isObject(response.content) ? response.content : {};
      for (const [mediaType, media] of Object.entries(content)) {
        lines.push(`  ${mediaType}:`);
        lines.push(...describeSchema(isObject(media) ? media.schema : undefined, deref, 0, new Set()).map((line) => `  ${line}`));
      }
    }
    lines.push('');
  }
  return capText(lines.join('\n').trimEnd(), OPERATION_ANSWER_LIMIT, "the operation's schemas are larger; its page has them all");
}

type Deref = (value: Json | undefined) => Json | undefined;

function refName(value: Json | undefined): string | null {
  return isObject(value) && typeof value.$ref === 'string' ? (value.$ref.split('/').pop() ?? null) : null;
}

function typeName(schema: JsonObject, deref: Deref): string {
  const variants = (Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null)?.map((variant) => {
    const name = refName(variant);
    const resolved = deref(variant);
    return name ?? (isObject(resolved) ? typeName(resolved, deref) : 'any');
  });
  if (variants) return variants.join(' | ');
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if (schema.type === 'array') {
    const items = schema.items;
    const resolved = deref(items);
    return `array of ${refName(items) ?? (isObject(resolved) ? typeName(resolved, deref) : 'any')}`;
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : stringOf(schema.type);
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  return `${type || (isObject(schema.properties) ? 'object' : 'any')}${format}`;
}

/** A schema as an outline: its type, then each property with its type, whether required, and description; nested objects indented, to `SCHEMA_DEPTH`. */
function describeSchema(raw: Json | undefined, deref: Deref, depth: number, seen: Set<string>): string[] {
  // Each level's properties stand one step in from its head, and its nested objects' properties one more: two indent steps per level.
  const indent = '  '.repeat(depth * 2);
  const name = refName(raw);
  const schema = deref(raw);
  if (!isObject(schema)) return [`${indent}(no schema)`];
  const lines: string[] = [];
  const head = `${indent}${name ? `${name}: ` : ''}${typeName(schema, deref)}`;
  const description = stringOf(schema.description).replace(/\s+/g, ' ').trim();
  lines.push(depth === 0 && description ? `${head}: ${description}` : head);
  if (name && seen.has(name)) return lines;
  const nextSeen = name ? new Set([...seen, name]) : seen;
  const object = schema.type === 'array' ? deref(schema.items) : schema;
  if (!isObject(object) || !isObject(object.properties)) return lines;
  if (depth >= SCHEMA_DEPTH) {
    lines.push(`${indent}  (fields not shown at this depth)`);
    return lines;
  }
  const required = new Set(Array.isArray(object.required) ? object.required.map(String) : []);
  for (const [property, value] of Object.entries(object.properties)) {
    const resolved = deref(value);
    const propertyDescription = isObject(resolved) ? stringOf(resolved.description).replace(/\s+/g, ' ').trim() : '';
    const type = isObject(resolved) ? typeName(resolved, deref) : 'any';
    lines.push(
      `${indent}  - \`${property}\` (${refName(value) ?? type}${required.has(property) ? ', required' : ''})${propertyDescription ? `: ${propertyDescription}` : ''}`,
    );
    const inner = isObject(resolved) && resolved.type === 'array' ? deref(resolved.items) : resolved;
    if (isObject(inner) && isObject(inner.properties)) {
      const innerRef = isObject(resolved) && resolved.type === 'array' ? refName(resolved.items) : refName(value);
      if (innerRef && nextSeen.has(innerRef)) continue;
      lines.push(...describeSchema(isObject(resolved) && resolved.type === 'array' ? resolved.items : value, deref, depth + 1, nextSeen).slice(1));
    }
  }
  return lines;
}
