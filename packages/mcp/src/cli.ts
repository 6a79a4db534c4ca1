import fs from 'node:fs';

import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';

import {packageSpec} from './install';
import {createDocsServer, SERVER_VERSION} from './server';
import {directorySiteSource} from './directory-source';
import {httpSiteSource, normalizeSiteUrl, SiteError, siteAddressFromEnv, type SiteSource} from './site';

/**
 * The site address the bundle was built for: `npm run build` in this package
 * sets it from DOCS_SITE_URL and DOCS_BASE_URL (as the site's own build
 * does), so a published server points at the site it was published with.
 */
declare const __AGENTA_DOCS_SITE_URL__: string | undefined;

export const PUBLIC_SITE_URL = 'https://docs.agenta.ai';

/** `--site`'s default: the address baked into the bundle, else (from source) DOCS_SITE_URL joined with DOCS_BASE_URL, else the public site. */
export function defaultSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (typeof __AGENTA_DOCS_SITE_URL__ === 'string' && __AGENTA_DOCS_SITE_URL__) return __AGENTA_DOCS_SITE_URL__;
  return siteAddressFromEnv(env);
}

export const USAGE = `agenta-docs-mcp ${SERVER_VERSION}: an MCP server (stdio) to search and read the Agenta docs.

Usage:
  agenta-docs-mcp [--site <url>]      read the docs site over HTTP (default: ${defaultSiteUrl()})
  agenta-docs-mcp --dir <folder>      read a local build of the site instead (links still name --site)
  agenta-docs-mcp --help              print this

Tools: search_docs, read_page, get_api_operation, search_api.
Only the docs site (or the folder) is ever read. The newest version: npx -y ${packageSpec()}`;

export type CliOptions = {kind: 'help'} | {kind: 'run'; site: string; dir?: string};

/** A command line the server cannot run with: printed on stderr, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  let site: string | undefined;
  let dir: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return {kind: 'help'};
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag !== '--site' && flag !== '--dir') throw new UsageError(`Unknown option "${arg}".`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) throw new UsageError(`${flag} needs a value.`);
    if (flag === '--site') {
      if (site !== undefined) throw new UsageError('--site is given twice.');
      site = value;
    } else {
      if (dir !== undefined) throw new UsageError('--dir is given twice.');
      dir = value;
    }
  }
  let normalized: string;
  try {
    normalized = normalizeSiteUrl(site ?? defaultSiteUrl(env));
  } catch (error) {
    throw new UsageError(`--site: ${(error as Error).message}`);
  }
  if (dir !== undefined) {
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new UsageError(`--dir: "${dir}" is not a folder.`);
    if (!fs.existsSync(`${dir}/search-index.json`))
      throw new UsageError(`--dir: "${dir}" holds no search-index.json: give the site's build folder (run the site's build first).`);
  }
  return {kind: 'run', site: normalized, ...(dir !== undefined ? {dir} : {})};
}

export function sourceFor(options: {site: string; dir?: string}): SiteSource {
  return options.dir !== undefined ? directorySiteSource(options.dir, options.site) : httpSiteSource(options.site);
}

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError || error instanceof SiteError) {
      process.stderr.write(`agenta-docs-mcp: ${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    throw error;
  }
  if (options.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const server = createDocsServer(sourceFor(options));
  await server.connect(new StdioServerTransport());
  // stdout carries the protocol; what a person should see goes to stderr.
  process.stderr.write(`agenta-docs-mcp: serving ${options.dir ?? options.site} on stdio\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`agenta-docs-mcp: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
