/**
 * Holds the documented answers of openapi/agenta.yaml to the backend's response models
 * (facts/0.27/api-response-models.yaml, written from the platform's code by
 * scripts/extract-api-models.py): for every documented operation whose route declares a Pydantic
 * response model, the 2xx JSON schema (following `$ref`s) must list the model's fields as its
 * properties, no others, and mark as required exactly the fields the model requires; models nested
 * in the answer are held to their schemas the same way.
 *
 * Run from the repository root: node --import tsx --test tests/unit/openapi-responses.test.ts
 * (`npm run sources -- verify --git <platform repository>` re-makes the data file from the code and
 * fails when it differs.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {loadApiRoutes} from '../../scripts/lib/api-routes';
import {checkResponseModels, formatResponseProblem, loadApiResponseModels, type ApiResponseModels} from '../../scripts/lib/api-response-models';
import {loadSpec, type JsonObject} from '../../scripts/lib/openapi-spec';

const spec = loadSpec();
const data = loadApiResponseModels();

test('the response-model data lists every route of the public backend that the route list holds', () => {
  const inData = new Set(data.routes.map((route) => route.route));
  const publicRoutes = loadApiRoutes().routes.filter((route) => route.source.startsWith('agenta-backend/agenta_backend/routers/'));
  const missing = publicRoutes.map((route) => `${route.method} ${route.path}`).filter((key) => !inData.has(key));
  const extra = [...inData].filter((key) => !publicRoutes.some((route) => `${route.method} ${route.path}` === key));
  assert.deepEqual({missing, extra}, {missing: [], extra: []});
  for (const route of data.routes) {
    assert.equal(
      route.source,
      publicRoutes.find((r) => `${r.method} ${r.path}` === route.route)?.source,
      `${route.route}: source differs from api-routes.yaml`,
    );
  }
});

test('every model a route or field names is in the data', () => {
  const missing: string[] = [];
  const visit = (shape: unknown, where: string) => {
    if (!shape || typeof shape !== 'object') return;
    const s = shape as Record<string, unknown>;
    if (typeof s.model === 'string' && !data.models[s.model]) missing.push(`${where}: ${s.model}`);
    if (typeof s.enum === 'string' && !data.enums[s.enum]) missing.push(`${where}: ${s.enum}`);
    for (const value of Object.values(s)) if (typeof value === 'object') visit(value, where);
  };
  for (const route of data.routes) visit(route.shape, route.route);
  for (const [name, model] of Object.entries(data.models)) for (const field of model.fields) visit(field.shape, `${name}.${field.name}`);
  assert.deepEqual(missing, []);
});

test('every documented answer with a response model matches the model: properties and required fields', (t) => {
  const {problems, compared, skipped} = checkResponseModels(spec, data);
  const reasons = new Map<string, number>();
  for (const {reason} of skipped) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  t.diagnostic(`${compared.length} operations compared with their response model; ${skipped.length} skipped:`);
  for (const [reason, count] of reasons) t.diagnostic(`  ${count}: ${reason}`);
  assert.ok(compared.length >= 40, `expected at least 40 operations with a response model, compared ${compared.length}`);
  assert.equal(
    problems.length,
    0,
    `${problems.length} differences between documented answers and the backend's models:\n${problems.map(formatResponseProblem).join('\n')}`,
  );
});

/** A small document and data set to show the check at work. */
function fixture(schema: JsonObject): {spec: JsonObject; data: ApiResponseModels} {
  const field = (name: string, required: boolean, line: number) => ({name, type: 'str', required, source: `models.py:${line}`, shape: {scalar: 'str'}});
  return {
    spec: {
      openapi: '3.1.0',
      paths: {
        '/things': {
          get: {
            operationId: 'list-things',
            responses: {'200': {content: {'application/json': {schema: {type: 'array', items: {$ref: '#/components/schemas/Thing'}}}}}},
          },
        },
      },
      components: {schemas: {Thing: schema}},
    },
    data: {
      commit: 'x',
      pydantic: '^2',
      routes: [{route: 'GET /things', source: 'r.py:1', handler: 'h', response_model: 'List[Thing]', shape: {list: {model: 'Thing'}}}],
      models: {Thing: {source: 'models.py:1-3', bases: [], fields: [field('id', true, 2), field('note', false, 3)]}},
      enums: {},
    },
  };
}

test('the check names a missing field, an extra property and a required mismatch', () => {
  const {spec: s, data: d} = fixture({type: 'object', required: ['id', 'note'], properties: {note: {type: 'string'}, extra: {type: 'string'}}});
  const routes = [{method: 'GET', path: '/things', source: 'r.py:1'}];
  const messages = checkResponseModels(s, d, routes).problems.map(formatResponseProblem);
  assert.equal(messages.length, 3, messages.join('\n'));
  assert.match(messages.join('\n'), /Thing\.id: field of Thing \(models\.py:2, required\) is not documented\n {4}answer of GET \/things \(list-things\)/);
  assert.match(messages.join('\n'), /Thing\.note: the schema lists it as required; Thing gives it a default \(models\.py:3/);
  assert.match(messages.join('\n'), /Thing\.extra: documented, but Thing \(models\.py:1-3\) has no such field/);
  const ok = fixture({type: 'object', required: ['id'], properties: {id: {type: 'string'}, note: {type: 'string'}}});
  assert.deepEqual(checkResponseModels(ok.spec, ok.data, routes).problems, []);
});
