/**
 * The server as it ships, and the bundles a site's build makes of it:
 * - `npm run build -w @agenta-docs/mcp`: dist/cli.js, the file the package runs;
 * - `packServer` (the site's build, through `@agenta-docs/mcp/build`): that
 *   file packed as an npm tarball with no dependencies, which
 *   `npm install <tarball URL>` and `npx -y <tarball URL>` install without a
 *   registry;
 * - `bundleWorker`: a worker script (the site's Cloudflare Pages worker)
 *   with the Streamable HTTP server (src/http.ts) inside.
 * Everything goes into each bundle: the MCP SDK, zod and the search
 * package's engine (which is not published), so installing the tarball asks
 * no registry for anything. The site address of DOCS_SITE_URL and
 * DOCS_BASE_URL (else the public site), or the one a site's build gives,
 * becomes `--site`'s default.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {build, type BuildOptions, type Plugin} from 'esbuild';

import type {PackageSource} from '../src/install';

export type {PackageSource};
import {siteAddressFromEnv} from '../src/site';
// The site's list of its docs versions, which the site's build writes and the server reads: one format for both.
export {DOCS_VERSIONS_FILE, parseDocsVersions, type DocsVersionsFile, type SiteVersion} from '../src/versions';

const packageDir = path.resolve(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  description: string;
  license: string;
  bin: Record<string, string>;
  engines: Record<string, string>;
};

/** The package's version, which names its tarball. */
export const PACKAGE_VERSION = manifest.version;

/**
 * The search package declares no `sideEffects`, so a bundler keeps every
 * module its Node entry names: the Algolia push (and the Algolia client), and
 * the index readers that need Node's file system, would come along unused.
 * Its modules have no effects on import; saying so here lets the bundle keep
 * only what the server calls.
 */
const searchPackageWithoutSideEffects: Plugin = {
  name: 'search-package-without-side-effects',
  setup(bundle) {
    const searchDir = `${path.sep}packages${path.sep}search${path.sep}`;
    bundle.onResolve({filter: /.*/}, async (args) => {
      if (args.pluginData === 'resolving' || !(args.path.startsWith('@agenta-docs/search') || args.importer.includes(searchDir))) return undefined;
      const result = await bundle.resolve(args.path, {kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolving'});
      if (result.errors.length > 0 || result.external || !result.path.includes(searchDir)) return result;
      return {...result, sideEffects: false};
    });
  },
};

export interface BundleOptions {
  /** `--site`'s default: the site the bundle reads when given none. */
  siteUrl: string;
  /** Where the server tells readers to get the newest version; the registry name when not given. */
  install?: PackageSource;
}

/** The values baked into every bundle. */
function defines({siteUrl, install}: BundleOptions): Record<string, string> {
  return {
    __AGENTA_DOCS_SITE_URL__: JSON.stringify(siteUrl),
    __AGENTA_DOCS_MCP_INSTALL__: install ? JSON.stringify(install) : 'undefined',
  };
}

/** dist/cli.js (or `outfile`): the stdio server in one file, every dependency inside, run by Node 20. */
export async function bundleCli(options: BundleOptions & {outfile?: string}): Promise<{outfile: string; bytes: number; inputs: number}> {
  const outfile = options.outfile ?? path.join(packageDir, 'dist', 'cli.js');
  const result = await build({
    entryPoints: [path.join(packageDir, 'src', 'cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    banner: {js: '#!/usr/bin/env node'},
    define: defines(options),
    plugins: [searchPackageWithoutSideEffects],
    metafile: true,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  fs.chmodSync(outfile, 0o755);
  return {outfile, bytes: fs.statSync(outfile).size, inputs: Object.keys(result.metafile.inputs).length};
}

/** The tarball's name for a version: `agenta-docs-mcp-0.2.0.tgz`, as `npm pack` names it. */
export function tarballName(version: string = PACKAGE_VERSION): string {
  return `${manifest.name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
}

/**
 * Packs the server as npm does (`npm pack`, whose entries carry a fixed date,
 * so the same code makes the same bytes) into `outDir`: the bundle, the
 * README and a package.json with the bin and no dependencies. Returns the
 * tarball's path.
 */
export async function packServer(options: BundleOptions & {outDir: string}): Promise<{tarball: string; bytes: number}> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'agenta-docs-mcp-pack-'));
  try {
    await bundleCli({...options, outfile: path.join(staging, 'dist', 'cli.js')});
    fs.copyFileSync(path.join(packageDir, 'README.md'), path.join(staging, 'README.md'));
    const packed = {
      name: manifest.name,
      version: manifest.version,
      description: manifest.description,
      license: manifest.license,
      bin: manifest.bin,
      files: ['dist'],
      engines: manifest.engines,
    };
    fs.writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify(packed, null, 2)}\n`);
    fs.mkdirSync(options.outDir, {recursive: true});
    // The packed folder has no scripts and no dependencies: npm reads only these files, and asks no registry.
    const {stdout} = await promisify(execFile)('npm', ['pack', staging, '--pack-destination', options.outDir, '--json', '--ignore-scripts', '--silent'], {
      env: {...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false'},
    });
    const [{filename}] = JSON.parse(stdout) as [{filename: string}];
    const tarball = path.join(options.outDir, filename);
    return {tarball, bytes: fs.statSync(tarball).size};
  } finally {
    fs.rmSync(staging, {recursive: true, force: true});
  }
}

/**
 * Bundles a worker script whose `entry` imports `@agenta-docs/mcp/http`:
 * one ES module for a runtime with web-standard APIs and none of Node's.
 * `define` adds the entry's own baked-in values.
 */
export async function bundleWorker(
  options: BundleOptions & {entry: string; outfile: string; define?: Record<string, string>; banner?: string},
): Promise<{bytes: number; inputs: number}> {
  const settings: BuildOptions = {
    entryPoints: [options.entry],
    outfile: options.outfile,
    bundle: true,
    platform: 'neutral',
    format: 'esm',
    target: 'es2022',
    mainFields: ['module', 'main'],
    conditions: ['worker', 'browser', 'import', 'default'],
    define: {...defines(options), ...options.define},
    // Resolved, then dropped with the modules that import them (the search package's index readers): checked below.
    external: ['node:*'],
    plugins: [searchPackageWithoutSideEffects],
    metafile: true,
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    ...(options.banner ? {banner: {js: options.banner}} : {}),
  };
  const result = await build(settings);
  const nodeImports = Object.values(result.metafile?.outputs ?? {}).flatMap((output) =>
    output.imports.filter((imported) => imported.external).map((imported) => imported.path),
  );
  if (nodeImports.length > 0)
    throw new Error(`${options.outfile} imports ${nodeImports.join(', ')}, which a worker does not have: a module of the worker's reaches Node's API.`);
  return {bytes: fs.statSync(options.outfile).size, inputs: Object.keys(result.metafile?.inputs ?? {}).length};
}

async function main(): Promise<void> {
  const siteUrl = siteAddressFromEnv(process.env);
  const {bytes, inputs} = await bundleCli({siteUrl});
  console.log(`dist/cli.js: ${(bytes / 1024).toFixed(0)} KB from ${inputs} files; --site defaults to ${siteUrl}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
