/**
 * The API description the build publishes at a stable address, `/openapi.json`
 * (src/plugins/api-reference), which tools read (the MCP server in
 * packages/mcp): there, equal to openapi/agenta.yaml, and each operation's
 * reference page where the MCP server links it (`/reference/api/<operationId>`).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {parse as parseYaml} from 'yaml';

import {buildDir} from './built-site';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

test('build/openapi.json is the API description, as JSON', () => {
  const file = path.join(buildDir, 'openapi.json');
  assert.ok(fs.existsSync(file), `${file} is missing`);
  const published = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  assert.deepEqual(published, parseYaml(fs.readFileSync(path.resolve(buildDir, '../openapi/agenta.yaml'), 'utf8')));
});

test('every operation has its reference page at /reference/api/<operationId>', () => {
  const spec = JSON.parse(fs.readFileSync(path.join(buildDir, 'openapi.json'), 'utf8')) as {paths: Record<string, Record<string, {operationId?: string}>>};
  const missing: string[] = [];
  let count = 0;
  for (const [apiPath, item] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const operationId = item[method]?.operationId;
      if (!item[method]) continue;
      count += 1;
      assert.match(operationId ?? '', /^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${method.toUpperCase()} ${apiPath}: its operationId in kebab case names its page`);
      if (!fs.existsSync(path.join(buildDir, 'reference/api', `${operationId}.html`))) missing.push(`${operationId} (${method.toUpperCase()} ${apiPath})`);
    }
  }
  assert.ok(count > 50, `${count} operations`);
  assert.deepEqual(missing, []);
});
