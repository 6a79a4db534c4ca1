/**
 * "GET /apps/:app_id/variants/" and "get /apps/{app_id}/variants" alike give
 * "/apps/:/variants": the path of an API operation, method and parameter
 * names left out (readers seldom know them). Null for text that is no path.
 */
export function endpointPath(text: string): string | null {
  const match = /^\s*(?:(?:get|post|put|patch|delete)\s+)?(\/\S*)\s*$/i.exec(text);
  if (!match) return null;
  return match[1]
    .toLowerCase()
    .replace(/\{[^}/]*\}|:[^/]+/g, ':')
    .replace(/\/+$/, '');
}

/**
 * The index term of an API operation's method-and-path record: its path as
 * `endpointPath` gives it (a term no word can be, as it starts with "/"), or
 * null when the text is no path.
 */
export function endpointTerm(text: string): string | null {
  return endpointPath(text) || null;
}
