import crypto from 'node:crypto';

import type {Element, Root} from 'hast';

/** The directives a feature of the site may widen with the hosts it needs. */
export type CspSourceDirective = 'script-src' | 'connect-src' | 'img-src' | 'font-src' | 'style-src' | 'frame-src';

/** Sources a feature needs, per directive (`https://host`, `https://*.host`, `wss://host`). */
export type CspSources = Partial<Record<CspSourceDirective, readonly string[]>>;

/**
 * What the site itself needs, with nothing configured: every script, style,
 * font, image and request from its own origin.
 */
const basePolicy: [string, string[]][] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  // 'unsafe-inline' for styles only: React renders `style` attributes (the
  // sidebar, DocSearch, the API request panel) and Mermaid writes a <style>
  // element into every diagram it draws in the browser. Neither can carry a
  // hash or a nonce on a static host. Scripts stay strict.
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['frame-src', ["'self'"]],
  ['worker-src', ["'self'", 'blob:']],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

/**
 * The Content-Security-Policy value: the base policy, the hashes of the
 * build's inline scripts, and the sources of each configured feature, without
 * duplicates and in a stable order (so the same build writes the same file).
 */
export function buildContentSecurityPolicy(options: {inlineScriptHashes: Iterable<string>; allow: readonly CspSources[]}): string {
  const hashes = [...new Set(options.inlineScriptHashes)].sort().map((hash) => `'sha256-${hash}'`);
  return basePolicy
    .map(([directive, base]) => {
      const extra = options.allow.flatMap((sources) => sources[directive as CspSourceDirective] ?? []);
      const values = [...base, ...(directive === 'script-src' ? hashes : []), ...new Set(extra)];
      return `${directive} ${[...new Set(values)].join(' ')}`;
    })
    .join('; ');
}

/**
 * sha256 (base64) of every inline script the browser runs in this page, as
 * CSP hash sources need them: the exact text between the tags. Data blocks
 * (`application/ld+json`, any non-JavaScript type) are not run and need none.
 */
export function inlineScriptHashes(tree: Root): string[] {
  return inlineScripts(tree)
    .filter((script) => isJavaScriptType(typeof script.properties.type === 'string' ? script.properties.type : undefined))
    .map((script) => {
      // The script's text exactly as the page holds it: what the browser hashes.
      const text = script.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
      return crypto.createHash('sha256').update(text, 'utf8').digest('base64');
    });
}

/** Every `<script>` without `src`, in document order (a walk: matching a selector on every element of every page costs seconds at scale). */
function inlineScripts(tree: Root): Element[] {
  const found: Element[] = [];
  const visit = (node: Root | Element): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'script' && (child.properties.src === undefined || child.properties.src === null)) found.push(child);
      visit(child);
    }
  };
  visit(tree);
  return found;
}

function isJavaScriptType(type: string | undefined): boolean {
  const normalized = type?.trim().toLowerCase() ?? '';
  return normalized === '' || normalized === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(normalized);
}

/** Origin (`scheme://host[:port]`) of an http(s) URL, as a CSP host source. */
export function originSource(url: string): string {
  return new URL(url).origin;
}
