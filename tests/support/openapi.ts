import fs from 'node:fs';
import path from 'node:path';

import {parse as parseYaml} from 'yaml';

export type SpecOperation = {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  parameterNames: string[];
  /** The documented response statuses (`200`, `401`, `422` …). */
  statuses: string[];
  requestExample?: unknown;
};

type RawParameter = {name?: string; $ref?: string};
type RawOperation = {
  operationId: string;
  tags: string[];
  parameters?: RawParameter[];
  requestBody?: {content?: Record<string, {example?: unknown}>};
  responses?: Record<string, unknown>;
};

const specPath = path.resolve(__dirname, '../../openapi/agenta.yaml');

export function loadSpec(): {tags: string[]; operations: SpecOperation[]} {
  const spec = parseYaml(fs.readFileSync(specPath, 'utf8')) as {
    tags: {name: string}[];
    paths: Record<string, Record<string, RawOperation>>;
    components?: {parameters?: Record<string, RawParameter>};
  };
  const parameterName = (p: RawParameter) => (p.$ref ? spec.components?.parameters?.[p.$ref.split('/').pop()!]?.name : p.name);
  const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);
  const operations = Object.entries(spec.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, op]) => ({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: route,
        tag: op.tags[0]!,
        parameterNames: (op.parameters ?? []).map(parameterName).filter((n): n is string => !!n),
        statuses: Object.keys(op.responses ?? {}),
        requestExample: op.requestBody?.content?.['application/json']?.example,
      })),
  );
  return {tags: spec.tags.map((t) => t.name), operations};
}

/** `/apps/{app_id}` as the API pages show it: `/apps/:app_id`. */
export const displayedPath = (route: string) => route.replace(/\{([^}]+)\}/g, ':$1');
