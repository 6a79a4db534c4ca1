/**
 * Checks the Agenta API reference (openapi/agenta.yaml) against the platform facts and
 * against its own rules: coverage, operation IDs, valid examples, complete descriptions and a
 * clean Redocly lint.
 *
 * Run from the repository root: node --import tsx --test tests/unit/openapi.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {loadApiRoutes} from '../../scripts/lib/api-routes';
import {latestRelease, loadReleases} from '../../scripts/lib/releases';
import {
  SPEC_ID,
  escapePointer as esc,
  isJsonObject as isObj,
  asJsonObject as asObj,
  loadSpec,
  makeSpecAjv,
  repoRoot,
  specOperations,
  type Json,
  type JsonObject as Obj,
} from '../../scripts/lib/openapi-spec';

const factsFile = path.join(latestRelease().factsDir, 'notes', 'api-operations.yaml');

const spec = loadSpec();

/** Follows a local `#/...` reference inside the spec. */
function deref(ref: string): Json {
  assert.ok(ref.startsWith('#/'), `only local references are expected, got ${ref}`);
  let node: Json = spec;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    assert.ok(isObj(node) && key in node, `unresolvable reference ${ref}`);
    node = (node as Obj)[key];
  }
  return node;
}

const operations = () => specOperations(spec);

interface FactOperation {
  method: string;
  path: string;
  operationId: string;
}

/** Reads the "- METHOD /path" entries of the facts file (the file is YAML-like, not strict YAML). */
function factOperations(): FactOperation[] {
  const facts: FactOperation[] = [];
  let current: FactOperation | undefined;
  for (const line of readFileSync(factsFile, 'utf8').split('\n')) {
    const entry = /^\s*-\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\/\S*)\s*$/.exec(line);
    if (entry) {
      current = {method: entry[1].toLowerCase(), path: entry[2], operationId: ''};
      facts.push(current);
      continue;
    }
    const id = /^\s+operationId:\s*(\S+)\s*$/.exec(line);
    if (id && current) current.operationId = id[1];
  }
  return facts;
}

/** Replaces path parameter names by `{}` so that templates can be compared by shape. */
function templateShape(p: string): string {
  return p.replace(/\{[^}]+\}/g, '{}');
}

function parameterList(op: Obj, pathItem: Obj): Obj[] {
  const raw = [...((pathItem.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])];
  return raw.map((p) => asObj(isObj(p) && typeof p.$ref === 'string' ? deref(p.$ref) : p));
}

test('facts file is readable and lists the platform operations', () => {
  const facts = factOperations();
  assert.ok(facts.length >= 90, `expected at least 90 operations in ${factsFile}, found ${facts.length}`);
  for (const fact of facts) assert.ok(fact.operationId, `operation ${fact.method} ${fact.path} has no operationId in the facts`);
});

test('the route list holds every operation of the platform facts', () => {
  const listed = new Set(loadApiRoutes().routes.map((r) => `${r.method} ${templateShape(r.path)}`));
  const missing = factOperations()
    .map((f) => `${f.method.toUpperCase()} ${f.path}`)
    .filter((key) => {
      const [method, p] = key.split(' ');
      return !listed.has(`${method} ${templateShape(p!)}`);
    });
  assert.deepEqual(missing, [], `operations of ${factsFile} missing from the route list:\n${missing.join('\n')}`);
});

test('(a) the spec has every route of the platform, except those left out with a reason, and no other operation', () => {
  const {routes} = loadApiRoutes();
  const inSpec = new Set(operations().map((o) => `${o.method.toUpperCase()} ${o.path}`));
  const expected = new Set<string>();
  const problems: string[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    const documented = route.documentedAs ? `${route.documentedAs.method} ${route.documentedAs.path}` : key;
    if (route.documentedAs && templateShape(route.documentedAs.path) !== templateShape(route.path)) {
      problems.push(`${key} (${route.source}) may only be documented under another parameter name, not as ${documented}`);
    }
    if (route.leftOut) {
      if (inSpec.has(documented)) problems.push(`${key} is documented, but the route list says it is left out: drop its left_out`);
      continue;
    }
    expected.add(documented);
    if (!inSpec.has(documented)) problems.push(`${key} (${route.source}) is missing from the spec, and the route list gives no reason to leave it out`);
  }
  for (const key of inSpec) {
    if (!expected.has(key)) problems.push(`${key} is in the spec but not in the route list (facts/0.27/api-routes.yaml)`);
  }
  assert.deepEqual(problems, [], problems.join('\n'));
});

test('(b) operationIds are unique kebab-case', () => {
  const seen = new Map<string, string>();
  for (const {method, path: p, op} of operations()) {
    const id = op.operationId;
    assert.equal(typeof id, 'string', `${method.toUpperCase()} ${p} has no operationId`);
    assert.match(id as string, /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, `operationId "${String(id)}" is not kebab-case`);
    assert.ok(!seen.has(id as string), `operationId "${String(id)}" is used by ${seen.get(id as string)} and ${method.toUpperCase()} ${p}`);
    seen.set(id as string, `${method.toUpperCase()} ${p}`);
  }
});

interface ExampleCase {
  where: string;
  schemaPointer: string;
  value: Json;
}

/** Collects `example` and `examples` of a parameter or media type object. */
function collectMediaExamples(node: Obj, nodePointer: string, where: string, out: ExampleCase[]): void {
  if (!isObj(node.schema) && !('$ref' in node)) return;
  const schemaPointer = `${nodePointer}/schema`;
  if ('example' in node) out.push({where: `${where} example`, schemaPointer, value: node.example});
  for (const [name, ex] of Object.entries(asObj(node.examples))) {
    const resolved = asObj(isObj(ex) && typeof ex.$ref === 'string' ? deref(ex.$ref) : ex);
    if ('value' in resolved) out.push({where: `${where} examples.${name}`, schemaPointer, value: resolved.value});
  }
}

function collectResponseExamples(response: Obj, pointer: string, where: string, out: ExampleCase[]): void {
  for (const [media, mediaObj] of Object.entries(asObj(response.content))) {
    collectMediaExamples(asObj(mediaObj), `${pointer}/content/${esc(media)}`, `${where} ${media}`, out);
  }
}

/** Walks every schema object below `node`, reporting each with its JSON pointer. */
function walkSchemas(node: Json, pointer: string, visit: (schema: Obj, pointer: string) => void): void {
  if (!isObj(node)) return;
  visit(node, pointer);
  for (const [key, child] of Object.entries(asObj(node.properties))) walkSchemas(child, `${pointer}/properties/${esc(key)}`, visit);
  for (const key of ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else']) {
    if (isObj(node[key])) walkSchemas(node[key], `${pointer}/${key}`, visit);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((child, i) => walkSchemas(child, `${pointer}/${key}/${i}`, visit));
  }
  for (const key of ['$defs', 'patternProperties', 'dependentSchemas']) {
    for (const [name, child] of Object.entries(asObj(node[key]))) walkSchemas(child, `${pointer}/${key}/${esc(name)}`, visit);
  }
}

/** Every schema in the document: component schemas, and inline schemas of parameters, bodies and responses. */
function allSchemaRoots(): Array<{schema: Json; pointer: string}> {
  const roots: Array<{schema: Json; pointer: string}> = [];
  const components = asObj(spec.components);
  for (const [name, schema] of Object.entries(asObj(components.schemas))) {
    roots.push({schema, pointer: `#/components/schemas/${esc(name)}`});
  }
  for (const [name, param] of Object.entries(asObj(components.parameters))) {
    roots.push({schema: asObj(param).schema, pointer: `#/components/parameters/${esc(name)}/schema`});
  }
  const addContent = (content: Json, pointer: string) => {
    for (const [media, mediaObj] of Object.entries(asObj(content))) {
      roots.push({schema: asObj(mediaObj).schema, pointer: `${pointer}/content/${esc(media)}/schema`});
    }
  };
  for (const [name, response] of Object.entries(asObj(components.responses))) {
    addContent(asObj(response).content, `#/components/responses/${esc(name)}`);
  }
  for (const {op, pointer} of operations()) {
    (asObj(op).parameters as Json[] | undefined)?.forEach((p, i) => {
      if (isObj(p) && !('$ref' in p)) roots.push({schema: p.schema, pointer: `${pointer}/parameters/${i}/schema`});
    });
    const body = asObj(op.requestBody);
    if (!('$ref' in body)) addContent(body.content, `${pointer}/requestBody`);
    for (const [code, response] of Object.entries(asObj(op.responses))) {
      if (isObj(response) && !('$ref' in response)) addContent(response.content, `${pointer}/responses/${esc(code)}`);
    }
  }
  return roots.filter((r) => isObj(r.schema));
}

function collectExamples(): ExampleCase[] {
  const out: ExampleCase[] = [];
  const components = asObj(spec.components);
  for (const [name, param] of Object.entries(asObj(components.parameters))) {
    collectMediaExamples(asObj(param), `#/components/parameters/${esc(name)}`, `parameter component ${name}`, out);
  }
  for (const [name, response] of Object.entries(asObj(components.responses))) {
    collectResponseExamples(asObj(response), `#/components/responses/${esc(name)}`, `response component ${name}`, out);
  }
  for (const {method, path: p, pointer, op} of operations()) {
    const label = `${method.toUpperCase()} ${p}`;
    ((op.parameters as Json[]) ?? []).forEach((param, i) => {
      if (isObj(param) && !('$ref' in param)) {
        collectMediaExamples(param, `${pointer}/parameters/${i}`, `${label} parameter ${String(param.name)}`, out);
      }
    });
    const body = asObj(op.requestBody);
    if (!('$ref' in body)) {
      for (const [media, mediaObj] of Object.entries(asObj(body.content))) {
        collectMediaExamples(asObj(mediaObj), `${pointer}/requestBody/content/${esc(media)}`, `${label} request ${media}`, out);
      }
    }
    for (const [code, response] of Object.entries(asObj(op.responses))) {
      if (isObj(response) && !('$ref' in response)) {
        collectResponseExamples(response, `${pointer}/responses/${esc(code)}`, `${label} response ${code}`, out);
      }
    }
  }
  // Schema-level examples (`examples` array, or the older `example`) anywhere in the document.
  for (const {schema, pointer} of allSchemaRoots()) {
    walkSchemas(schema, pointer, (node, nodePointer) => {
      if (Array.isArray(node.examples)) {
        node.examples.forEach((value, i) => out.push({where: `schema ${nodePointer} examples[${i}]`, schemaPointer: nodePointer, value}));
      }
      if ('example' in node) out.push({where: `schema ${nodePointer} example`, schemaPointer: nodePointer, value: node.example});
    });
  }
  return out;
}

const makeAjv = () => makeSpecAjv(spec);

test('(c) every example validates against its schema (Ajv, JSON Schema 2020-12)', () => {
  const ajv = makeAjv();
  const cases = collectExamples();
  assert.ok(cases.length >= 150, `expected many examples, found only ${cases.length}`);
  const failures: string[] = [];
  for (const c of cases) {
    const validate = ajv.compile({$ref: `${SPEC_ID}${c.schemaPointer}`});
    if (!validate(c.value)) {
      failures.push(`${c.where}: ${ajv.errorsText(validate.errors, {separator: '; '})}`);
    }
  }
  assert.deepEqual(failures, [], `invalid examples:\n${failures.join('\n')}`);
});

test('(c) the example check catches an invalid example', () => {
  const ajv = makeAjv();
  const validate = ajv.compile({$ref: `${SPEC_ID}#/components/schemas/CreateAppOutput`});
  assert.equal(validate({app_id: 42}), false, 'a wrong type and a missing required field must be reported');
  const nested = ajv.compile({$ref: `${SPEC_ID}#/components/schemas/Evaluation`});
  assert.equal(nested({id: 'x'}), false, 'schemas that reference other components must be checked too');
});

test('(c) every success response with a body and every request body has an example', () => {
  const missing: string[] = [];
  const hasExample = (media: Obj) => 'example' in media || Object.keys(asObj(media.examples)).length > 0;
  // A body whose shape the reference leaves open (no $ref, properties, items or scalar type) gets no
  // invented example.
  const unspecified = (media: Obj) => {
    const schema = asObj(media.schema);
    const shaped = ['$ref', 'properties', 'items', 'enum', 'anyOf', 'oneOf', 'allOf'].some((k) => k in schema);
    return !shaped && (schema.type === undefined || schema.type === 'object');
  };
  for (const {method, path: p, op} of operations()) {
    const label = `${method.toUpperCase()} ${p}`;
    for (const [media, mediaObj] of Object.entries(asObj(asObj(op.requestBody).content))) {
      if (!hasExample(asObj(mediaObj))) missing.push(`${label} request ${media}`);
    }
    for (const [code, response] of Object.entries(asObj(op.responses))) {
      if (!code.startsWith('2') || !isObj(response) || '$ref' in response) continue;
      for (const [media, mediaObj] of Object.entries(asObj(response.content))) {
        const m = asObj(mediaObj);
        if (!hasExample(m) && !unspecified(m)) missing.push(`${label} response ${code} ${media}`);
      }
    }
  }
  assert.deepEqual(missing, [], `bodies without an example:\n${missing.join('\n')}`);
});

/**
 * Whether FastAPI's request validation can reject a request to the operation (status 422). Only a
 * required body, a body field that is required or must be more than any text, a required query or
 * header parameter, or a parameter whose value must be more than any text (an integer, an enum, an
 * array...) can fail it. A path parameter declared as a plain string always matches, and an optional
 * plain-string query parameter or form field is either absent or text, so an operation whose every
 * input is one of those, or that takes none, never answers 422.
 */
function canFailValidation(op: Obj, pathItem: Obj): boolean {
  const resolve = (node: Json): Obj => asObj(isObj(node) && typeof node.$ref === 'string' ? deref(node.$ref) : node);
  const plainString = (schema: Obj) =>
    schema.type === 'string' && !['enum', 'const', 'format', 'pattern', 'minLength', 'maxLength'].some((key) => key in schema);
  const bodyCanFail = (schema: Obj) =>
    !(schema.type === 'object' && isObj(schema.properties)) ||
    (Array.isArray(schema.required) && schema.required.length > 0) ||
    Object.values(asObj(schema.properties)).some((property) => !plainString(resolve(property)));
  if (isObj(op.requestBody)) {
    const body = resolve(op.requestBody);
    if (body.required === true) return true;
    if (Object.values(asObj(body.content)).some((media) => bodyCanFail(resolve(asObj(media).schema)))) return true;
  }
  return parameterList(op, pathItem).some((param) => (param.required === true && param.in !== 'path') || !plainString(asObj(param.schema)));
}

test('(d) every operation has a summary, description, tag, a 401 response, a 422 response exactly when its input can fail validation, and security', () => {
  const schemes = asObj(asObj(spec.components).securitySchemes);
  const tagNames = new Set(((spec.tags as Json[]) ?? []).map((t) => asObj(t).name));
  const problems: string[] = [];
  for (const {method, path: p, op} of operations()) {
    const label = `${method.toUpperCase()} ${p}`;
    if (typeof op.summary !== 'string' || !op.summary.trim()) problems.push(`${label}: no summary`);
    if (typeof op.description !== 'string' || !op.description.trim()) problems.push(`${label}: no description`);
    const tags = op.tags as Json[] | undefined;
    if (!Array.isArray(tags) || tags.length !== 1 || !tagNames.has(tags[0] as string)) {
      problems.push(`${label}: must have exactly one tag from the top-level tag list`);
    }
    const responses = asObj(op.responses);
    if (!('401' in responses)) problems.push(`${label}: no 401 response`);
    const validated = canFailValidation(op, asObj(asObj(spec.paths)[p]));
    if (validated && !('422' in responses)) problems.push(`${label}: no 422 response, though its body or parameters can fail validation`);
    if (!validated && '422' in responses) problems.push(`${label}: documents 422, but it takes no input that can fail validation`);
    const security = op.security;
    if (!Array.isArray(security) || security.length === 0) {
      problems.push(`${label}: no security requirement`);
    } else {
      for (const requirement of security) {
        for (const name of Object.keys(asObj(requirement))) {
          if (!(name in schemes)) problems.push(`${label}: unknown security scheme ${name}`);
        }
      }
    }
  }
  assert.deepEqual(problems, [], problems.join('\n'));
  const apiKey = asObj(schemes.APIKeyHeader);
  assert.deepEqual([apiKey.type, apiKey.in, apiKey.name], ['apiKey', 'header', 'Authorization']);
  assert.ok(typeof apiKey.description === 'string' && apiKey.description.length > 0, 'the security scheme needs a description');
});

test('(d) the 422 rule: only a required body or field, a required query parameter or a typed value can fail validation', () => {
  const text = {type: 'string'};
  const cases: Array<[string, Obj, boolean]> = [
    ['no input', {}, false],
    ['a plain-string path parameter', {parameters: [{name: 'id', in: 'path', required: true, schema: text}]}, false],
    ['an optional plain-string query parameter', {parameters: [{name: 'q', in: 'query', required: false, schema: text}]}, false],
    ['a required query parameter', {parameters: [{name: 'q', in: 'query', required: true, schema: text}]}, true],
    ['an integer path parameter', {parameters: [{name: 'n', in: 'path', required: true, schema: {type: 'integer'}}]}, true],
    ['an enum path parameter', {parameters: [{name: 'kind', in: 'path', required: true, schema: {type: 'string', enum: ['a', 'b']}}]}, true],
    ['a required request body', {requestBody: {required: true, content: {}}}, true],
    [
      'an optional body with a typed field',
      {requestBody: {content: {'application/json': {schema: {type: 'object', properties: {n: {type: 'integer'}}}}}}},
      true,
    ],
    [
      'an optional form of optional plain-string fields',
      {requestBody: {content: {'application/x-www-form-urlencoded': {schema: {type: 'object', properties: {name: text}}}}}},
      false,
    ],
  ];
  for (const [name, op, expected] of cases) assert.equal(canFailValidation(op, {}), expected, name);
});

test('(d) every parameter and every schema property has a description', () => {
  const problems: string[] = [];
  const paths = asObj(spec.paths);
  for (const {method, path: p, op} of operations()) {
    for (const param of parameterList(op, asObj(paths[p]))) {
      if (typeof param.description !== 'string' || !param.description.trim()) {
        problems.push(`${method.toUpperCase()} ${p}: parameter ${String(param.name)} has no description`);
      }
    }
  }
  for (const [name, param] of Object.entries(asObj(asObj(spec.components).parameters))) {
    if (typeof asObj(param).description !== 'string') problems.push(`parameter component ${name} has no description`);
  }
  for (const {schema, pointer} of allSchemaRoots()) {
    walkSchemas(schema, pointer, (node, nodePointer) => {
      for (const [prop, propSchema] of Object.entries(asObj(node.properties))) {
        const description = asObj(propSchema).description;
        if (typeof description !== 'string' || !description.trim()) problems.push(`${nodePointer}/properties/${prop} has no description`);
      }
    });
  }
  for (const [name, schema] of Object.entries(asObj(asObj(spec.components).schemas))) {
    if (typeof asObj(schema).description !== 'string') problems.push(`schema ${name} has no description`);
  }
  assert.deepEqual(problems, [], problems.join('\n'));
});

// Every release's description: the older ones are kept as they were, and stay clean.
for (const release of loadReleases()) {
  test(`(e) redocly lint reports no errors in ${path.relative(repoRoot, release.openapiDir)}/agenta.yaml`, () => {
    const result = spawnSync('npx', ['--no-install', 'redocly', 'lint', `${path.relative(repoRoot, release.openapiDir)}/agenta.yaml`, '--format=json'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 240_000,
      env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
    });
    assert.equal(result.error, undefined, `could not run redocly: ${String(result.error)}`);
    const start = result.stdout.indexOf('{');
    assert.ok(start >= 0, `redocly printed no JSON report.\nstdout: ${result.stdout}\nstderr: ${result.stderr}`);
    const report = JSON.parse(result.stdout.slice(start)) as {
      totals: {errors: number; warnings: number};
      problems: Array<{ruleId: string; severity: string; message: string; location?: Array<{pointer?: string}>}>;
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location?.[0]?.pointer ?? ''})`);
    assert.equal(report.totals.errors, 0, `redocly lint errors:\n${errors.join('\n')}`);
    assert.equal(result.status, 0, `redocly lint exited with ${String(result.status)}\n${result.stderr}`);
  });
}
