/**
 * Reading openapi/agenta.yaml: its operations, and an Ajv instance that validates values against its
 * schemas (JSON Schema 2020-12, the dialect of OpenAPI 3.1). Shared by the spec's unit test and the
 * check of the HTTP calls in the pages' code blocks.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import YAML from 'yaml';

import {latestRelease, type Release} from './releases';

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** A release's API description (openapi/agenta.yaml for the latest). */
export function specFileOf(release: Release = latestRelease()): string {
  return path.join(release.openapiDir, 'agenta.yaml');
}

export const specFile = specFileOf();

/** The `$id` the document is registered under, so that `${SPEC_ID}#/components/...` resolves. */
export const SPEC_ID = 'https://docs.agenta.ai/openapi/agenta.json';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface SpecOperation {
  method: string;
  path: string;
  /** JSON pointer of the operation object, `#/paths/~1apps/get`. */
  pointer: string;
  op: JsonObject;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asJsonObject(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}

/** Escapes one segment of a JSON pointer (RFC 6901). */
export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function loadSpec(file = specFile): JsonObject {
  return YAML.parse(readFileSync(file, 'utf8')) as JsonObject;
}

/** Every operation of the document, in the order of its paths. */
export function specOperations(spec: JsonObject): SpecOperation[] {
  const result: SpecOperation[] = [];
  for (const [p, item] of Object.entries(asJsonObject(spec.paths))) {
    for (const method of HTTP_METHODS) {
      const op = asJsonObject(item)[method];
      if (isJsonObject(op)) {
        result.push({method, path: p, pointer: `#/paths/${escapePointer(p)}/${method}`, op});
      }
    }
  }
  return result;
}

/**
 * An Ajv instance holding the whole document, so that a schema anywhere in it compiles with
 * `ajv.compile({$ref: `${SPEC_ID}<pointer>`})` and its `$ref`s resolve.
 */
export function makeSpecAjv(spec: JsonObject): Ajv2020 {
  const ajv = new Ajv2020({strict: true, strictTypes: false, allErrors: true});
  addFormats(ajv);
  // OpenAPI's file-upload format carries raw bytes; any string stands for them in an example.
  ajv.addFormat('binary', true);
  // OpenAPI adds these annotation keywords to JSON Schema.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  // Top-level fields of the OpenAPI document, which Ajv sees as the root of the registered schema.
  ajv.addVocabulary(['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags']);
  ajv.addSchema({...(spec as object), $id: SPEC_ID});
  return ajv;
}
