/**
 * The backend's response models (facts/0.27/api-response-models.yaml, written by
 * scripts/extract-api-models.py from the platform's code), and the comparison of the documented
 * 2xx answers of openapi/agenta.yaml with them: the same properties, the same `required` list, for
 * the answer's model and every model nested in it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import YAML from 'yaml';

import {loadApiRoutes, type ApiRoute} from './api-routes';
import {asJsonObject, isJsonObject, specOperations, type Json, type JsonObject} from './openapi-spec';
import {latestRelease, type Release} from './releases';

/** A release's response models of the backend (facts/<version>/api-response-models.yaml). */
export function apiResponseModelsFileOf(release: Release = latestRelease()): string {
  return path.join(release.factsDir, 'api-response-models.yaml');
}

export const apiResponseModelsFile = apiResponseModelsFileOf();

/** A type annotation as data (see the file's header). */
export type Shape = {
  model?: string;
  enum?: string;
  list?: Shape;
  dict?: Shape;
  keys?: Shape;
  union?: Shape[];
  scalar?: string;
  literal?: Json[];
};

export interface ModelField {
  name: string;
  alias?: string;
  type: string;
  required: boolean;
  default?: string;
  source: string;
  inherited_from?: string;
  shape: Shape;
}

export interface Model {
  source: string;
  bases: string[];
  fields: ModelField[];
}

export interface ModelRoute {
  route: string;
  source: string;
  handler: string;
  response_model: string | null;
  declared_by?: string;
  response_source?: string;
  shape?: Shape;
}

export interface ApiResponseModels {
  commit: string;
  pydantic: string;
  routes: ModelRoute[];
  models: Record<string, Model>;
  enums: Record<string, {source: string; values: Json[]}>;
}

export function loadApiResponseModels(file = apiResponseModelsFile): ApiResponseModels {
  const data = YAML.parse(readFileSync(file, 'utf8')) as ApiResponseModels;
  if (!Array.isArray(data.routes) || !isJsonObject(data.models)) throw new Error(`${file}: expected routes and models`);
  return data;
}

/** A field's name in JSON: FastAPI answers by alias. */
export const jsonName = (field: ModelField) => field.alias ?? field.name;

/** The part of a shape that names a model, leaving out `None`, `Any` and plain scalars of a union. */
function modelPart(shape: Shape): Shape | null {
  if (shape.model) return shape;
  if (shape.list) return modelPart(shape.list) ? shape : null;
  if (shape.dict) return modelPart(shape.dict) ? shape : null;
  if (shape.union) {
    const withModel = shape.union.map(modelPart).filter((member): member is Shape => member !== null);
    return withModel.length === 1 ? withModel[0]! : null;
  }
  return null;
}

export interface ResponseProblem {
  /** `METHOD /path (operationId)` of every operation whose answer shows the problem. */
  operations: string[];
  /** Name of the documented schema (a component name, or the answer's JSON pointer when inline). */
  schema: string;
  field: string;
  message: string;
}

export interface ResponseCheck {
  problems: ResponseProblem[];
  /** Operations compared with a model. */
  compared: string[];
  /** Operations not compared, with the reason. */
  skipped: {operation: string; reason: string}[];
}

type Resolved = {schema: JsonObject; name: string};

/**
 * Compares every documented operation's 2xx JSON answer with the response model of its route.
 */
export function checkResponseModels(
  spec: JsonObject,
  data: ApiResponseModels = loadApiResponseModels(),
  routes: ApiRoute[] = loadApiRoutes().routes,
): ResponseCheck {
  const byRoute = new Map(data.routes.map((route) => [route.route, route]));
  const documentedAs = new Map(
    routes.map((route) => [
      route.documentedAs ? `${route.documentedAs.method} ${route.documentedAs.path}` : `${route.method} ${route.path}`,
      `${route.method} ${route.path}`,
    ]),
  );
  const found = new Map<string, ResponseProblem>();
  const result: ResponseCheck = {problems: [], compared: [], skipped: []};

  const deref = (ref: string): Json | undefined => {
    let node: Json | undefined = spec;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = isJsonObject(node) ? node[key] : undefined;
    }
    return node;
  };
  /** Follows `$ref`s and takes the one non-null branch of an `anyOf`/`oneOf` (the model's part of a union). */
  const resolve = (schema: Json | undefined, name: string): Resolved | null => {
    for (let depth = 0; depth < 20 && isJsonObject(schema); depth++) {
      if (typeof schema.$ref === 'string') {
        name = schema.$ref.replace('#/components/schemas/', '');
        schema = deref(schema.$ref);
        continue;
      }
      const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
      if (Array.isArray(branches)) {
        const candidates = branches.filter((branch) => !(isJsonObject(branch) && branch.type === 'null'));
        const withRef = candidates.filter(
          (branch) => isJsonObject(branch) && (typeof branch.$ref === 'string' || isJsonObject(branch.properties) || isJsonObject(branch.items)),
        );
        schema = withRef.length >= 1 ? withRef[0] : candidates[0];
        continue;
      }
      return {schema, name};
    }
    return null;
  };

  const report = (operation: string, schema: string, field: string, message: string) => {
    const key = `${schema}\u0000${field}\u0000${message}`;
    const problem = found.get(key) ?? {operations: [], schema, field, message};
    if (!problem.operations.includes(operation)) problem.operations.push(operation);
    found.set(key, problem);
  };

  /** Holds a documented schema to a shape that names a model. */
  const compareShape = (operation: string, documented: Resolved | null, shape: Shape, where: string, seen: Set<string>) => {
    if (shape.union) {
      const part = modelPart(shape);
      if (part) compareShape(operation, documented, part, where, seen);
      return;
    }
    if (!documented) {
      report(operation, where, '', `documents no schema where the backend answers ${describe(shape)}`);
      return;
    }
    if (shape.list) {
      if (documented.schema.type !== 'array' && !(Array.isArray(documented.schema.type) && documented.schema.type.includes('array'))) {
        report(operation, documented.name, '', `is not an array, but the backend answers ${describe(shape)}`);
        return;
      }
      compareShape(operation, resolve(documented.schema.items, `${documented.name}/items`), shape.list, where, seen);
      return;
    }
    if (shape.dict) {
      compareShape(operation, resolve(documented.schema.additionalProperties, `${documented.name}/additionalProperties`), shape.dict, where, seen);
      return;
    }
    if (shape.model) compareModel(operation, documented, shape.model, seen);
  };

  const compareModel = (operation: string, documented: Resolved, modelName: string, seen: Set<string>) => {
    const key = `${documented.name}\u0000${modelName}`;
    if (seen.has(key)) return;
    seen.add(key);
    const model = data.models[modelName];
    if (!model) {
      report(operation, documented.name, '', `names model ${modelName}, which the data does not hold`);
      return;
    }
    const schemaName = documented.name;
    const properties = asJsonObject(documented.schema.properties);
    if (!isJsonObject(documented.schema.properties)) {
      report(operation, schemaName, '', `lists no properties, but the backend answers model ${modelName} (${model.source})`);
      return;
    }
    const required = new Set(Array.isArray(documented.schema.required) ? (documented.schema.required as string[]) : []);
    const fields = new Map(model.fields.map((field) => [jsonName(field), field]));
    for (const [name, field] of fields) {
      if (!(name in properties)) {
        report(operation, schemaName, name, `field of ${modelName} (${field.source}${field.required ? ', required' : ''}) is not documented`);
        continue;
      }
      if (field.required && !required.has(name)) {
        report(operation, schemaName, name, `${modelName} requires it (${field.source}); the schema's \`required\` leaves it out`);
      }
      if (!field.required && required.has(name)) {
        report(operation, schemaName, name, `the schema lists it as required; ${modelName} gives it a default (${field.source}: \`${field.default ?? ''}\`)`);
      }
      if (modelPart(field.shape)) {
        compareShape(operation, resolve(properties[name], `${schemaName}/properties/${name}`), field.shape, `${schemaName}/properties/${name}`, seen);
      }
    }
    for (const name of Object.keys(properties)) {
      if (!fields.has(name)) {
        const listed = required.has(name) ? ' and listed as required' : '';
        report(operation, schemaName, name, `documented${listed}, but ${modelName} (${model.source}) has no such field`);
      }
    }
    for (const name of required) {
      if (!fields.has(name) && !(name in properties))
        report(operation, schemaName, name, `listed as required, but neither the schema nor ${modelName} (${model.source}) has it`);
    }
  };

  for (const {method, path: p, op} of specOperations(spec)) {
    const documented = `${method.toUpperCase()} ${p}`;
    const operation = `${documented} (${String(op.operationId)})`;
    const route = byRoute.get(documentedAs.get(documented) ?? documented);
    if (!route) {
      result.skipped.push({operation, reason: 'no route in the public backend (Cloud and Enterprise)'});
      continue;
    }
    const part = route.shape ? modelPart(route.shape) : null;
    if (!route.response_model || !part) {
      result.skipped.push({operation, reason: route.response_model ? `declares no Pydantic model (${route.response_model})` : 'declares no response model'});
      continue;
    }
    result.compared.push(operation);
    const responses = asJsonObject(op.responses);
    const statuses = Object.keys(responses).filter((status) => /^2/.test(status));
    let answered = false;
    for (const status of statuses) {
      let response: Json | undefined = responses[status];
      if (isJsonObject(response) && typeof response.$ref === 'string') response = deref(response.$ref);
      const schema = asJsonObject(asJsonObject(asJsonObject(response).content)['application/json']).schema;
      if (schema === undefined) continue;
      answered = true;
      const pointer = `${documented} ${status}`;
      compareShape(operation, resolve(schema, pointer), part, pointer, new Set());
    }
    if (!answered)
      report(operation, `${documented} 2xx`, '', `documents no JSON answer, but the backend answers ${route.response_model} (${route.response_source})`);
  }
  result.problems = [...found.values()];
  return result;
}

function describe(shape: Shape): string {
  if (shape.model) return `model ${shape.model}`;
  if (shape.list) return `a list of ${describe(shape.list)}`;
  if (shape.dict) return `a map of ${describe(shape.dict)}`;
  if (shape.union) return shape.union.map(describe).join(' or ');
  if (shape.enum) return `enum ${shape.enum}`;
  return shape.scalar ?? 'a value';
}

export function formatResponseProblem(problem: ResponseProblem): string {
  const field = problem.field ? `.${problem.field}` : '';
  return `${problem.schema}${field}: ${problem.message}\n    answer of ${problem.operations.join(', ')}`;
}
