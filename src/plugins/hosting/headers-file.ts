/**
 * The `_headers` file that Netlify and Cloudflare Pages read from the root of
 * a static build: a path pattern on its own line, then the response headers
 * for it, one `Name: value` per indented line. `#` starts a comment line.
 * Written by the hosting plugin from the build's hosting policy (policy.ts, host-files.ts); the tests
 * read it back to check that it gives every path the policy's headers.
 */
export type HeaderRule = {
  /** `/path`, with `*` matching any rest (slashes included) and `:name` one segment. */
  pattern: string;
  headers: [name: string, value: string][];
};

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) => [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const where = `_headers line ${index + 1}`;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) {
        throw new Error(`${where}: a path pattern must start with "/" (got "${trimmed}").`);
      }
      rules.push({pattern: trimmed, headers: []});
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`${where}: a header line comes before any path pattern.`);
    const colon = trimmed.indexOf(':');
    if (colon <= 0) throw new Error(`${where}: expected "Name: value" (got "${trimmed}").`);
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  });
  return rules;
}

/**
 * The headers for a path, from every rule whose pattern matches it. A header
 * named by several matching rules gets their values joined with ", ", as both
 * hosts do.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): [string, string][] {
  const merged = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = merged.get(key);
      merged.set(key, existing ? [existing[0], `${existing[1]}, ${value}`] : [name, value]);
    }
  }
  return [...merged.values()];
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}
