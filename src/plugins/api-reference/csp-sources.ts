import fs from 'node:fs';

import {parse as parseYaml} from 'yaml';

import type {CspSources} from '../hosting/content-security-policy';

type ServerVariable = {default?: string; enum?: string[]};
type OpenApiServer = {url: string; variables?: Record<string, ServerVariable>};

/**
 * What the Content-Security-Policy allows the request panels of the API pages generated from an
 * OpenAPI description (a path from the site's folder): the servers it names.
 */
export function apiReferenceCspSources(specFile: string): CspSources[] {
  return [apiServerCspSources(parseYaml(fs.readFileSync(specFile, 'utf8')) as {servers?: OpenApiServer[]})];
}

/**
 * What the API reference's "Send API request" panel may call: every server
 * of the OpenAPI document, with each variable that has an enum expanded to
 * its values. A variable without an enum in the host part (`{host}`) is
 * whatever the reader types, their own instance, so it yields a scheme
 * source (`https:`, `http:`) rather than one origin. Relative server URLs
 * are the site's own origin and need nothing.
 */
export function apiServerCspSources(spec: {servers?: OpenApiServer[]}): CspSources {
  const sources = (spec.servers ?? []).flatMap((server) => expandServer(server).flatMap(sourceOf));
  return {'connect-src': [...new Set(sources)]};
}

function expandServer({url, variables = {}}: OpenApiServer): string[] {
  const authority = /^[^/]*\/\/([^/]*)/.exec(url)?.[1] ?? '';
  return Object.entries(variables).reduce<string[]>(
    (urls, [name, variable]) => {
      const placeholder = `{${name}}`;
      if (variable.enum?.length) {
        const values = variable.enum;
        return urls.flatMap((partial) => values.map((value) => partial.replaceAll(placeholder, value)));
      }
      // A free host stays a placeholder; elsewhere (a path) only the default can matter.
      if (authority.includes(placeholder)) return urls;
      return urls.map((partial) => partial.replaceAll(placeholder, variable.default ?? ''));
    },
    [url],
  );
}

function sourceOf(url: string): string[] {
  const match = /^(https?):\/\/([^/]*)/.exec(url);
  if (!match) return [];
  const [, scheme = '', authority = ''] = match;
  return authority.includes('{') ? [`${scheme}:`] : [new URL(url).origin];
}
