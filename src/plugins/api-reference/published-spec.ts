/**
 * Where the build publishes an API description as JSON, relative to the site's
 * root: `openapi.json` for the first (the site's own API), `openapi-<key>.json`
 * for any other. A stable address that tools read (the MCP server, API clients),
 * whatever the generated pages are called. A module of its own, light enough for
 * the site's configuration (config/assistants.ts lists each version's file).
 */
export function publishedSpecPath(key: string, index: number): string {
  return index === 0 ? 'openapi.json' : `openapi-${key}.json`;
}
