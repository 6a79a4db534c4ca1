import fs from 'node:fs/promises';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {formatHeadersFile, type HeaderRule} from '../../lib/build/headers-file';
import type {BuiltPagesConsumer, BuiltPagesProps, ConsumesBuiltPages} from '../built-pages';
import {buildContentSecurityPolicy, inlineScriptHashes, type CspSources} from './content-security-policy';

export type {CspSources};

export type SecurityHeadersOptions = {
  /** Hosts the configured features need (search, analytics, the API request panel), per directive. */
  allow: CspSources[];
};

/**
 * Writes `_headers` (Netlify, Cloudflare Pages) into the build: a strict
 * Content-Security-Policy made for this build (its inline scripts' hashes
 * and the hosts its configured features call) and the usual hardening
 * headers, for every path. The local server applies the same file.
 */
export default function securityHeadersPlugin(_context: LoadContext, rawOptions: unknown): Plugin & ConsumesBuiltPages {
  const options = normalizeOptions(rawOptions);
  return {
    name: 'security-headers',

    // Fed by the built-pages plugin, which reads and parses each built page once for every consumer:
    // every HTML file, since any of them can be served and any inline script must be allowed.
    consumeBuiltPages({outDir}: BuiltPagesProps): BuiltPagesConsumer {
      const hashes = new Set<string>();
      let pages = 0;
      return {
        page({tree}) {
          pages += 1;
          for (const hash of inlineScriptHashes(tree)) hashes.add(hash);
        },
        async finish() {
          const policy = buildContentSecurityPolicy({inlineScriptHashes: hashes, allow: options.allow});
          await fs.writeFile(path.join(outDir, '_headers'), formatHeadersFile(securityHeaderRules(policy)));
          logger.info(`[security-headers] _headers: ${hashes.size} inline script hashes from ${pages} pages`);
        },
      };
    },
  };
}

export function securityHeaderRules(contentSecurityPolicy: string): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        // Features no page uses, refused for the page and anything it embeds.
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
        // For browsers that predate CSP's frame-ancestors.
        ['X-Frame-Options', 'DENY'],
      ],
    },
  ];
}

export function normalizeOptions(raw: unknown): SecurityHeadersOptions {
  const allow = (raw as {allow?: unknown} | undefined)?.allow;
  const valid =
    Array.isArray(allow) &&
    allow.every(
      (sources) =>
        typeof sources === 'object' &&
        sources !== null &&
        Object.values(sources).every(
          (list) => Array.isArray(list) && list.every((source) => typeof source === 'string' && !/[\s;,]/.test(source)),
        ),
    );
  if (!valid) {
    throw new Error(
      'security-headers: option "allow" must be a list of {directive: [source, …]} objects, ' +
        'each source one CSP source expression without spaces, commas or semicolons.',
    );
  }
  return {allow: allow as CspSources[]};
}
