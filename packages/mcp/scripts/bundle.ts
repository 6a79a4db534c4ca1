/**
 * `npm run build -w @agenta-docs/mcp`: bundles the server into dist/cli.js,
 * the file the published package runs. The search package's Node code (the
 * engine, the index format) goes into the bundle, since it is not published;
 * the MCP SDK and zod stay dependencies. The site address of DOCS_SITE_URL
 * and DOCS_BASE_URL (else the public site) becomes `--site`'s default, as the
 * site's own build reads them.
 */
import fs from 'node:fs';
import path from 'node:path';

import {build, type Plugin} from 'esbuild';

import {siteAddressFromEnv} from '../src/site';

const packageDir = path.resolve(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {dependencies: Record<string, string>};
const siteUrl = siteAddressFromEnv(process.env);

/**
 * The search package declares no `sideEffects`, so a bundler keeps every
 * module its Node entry names: the Algolia push (and the Algolia client) would
 * come along unused. Its modules have no effects on import; saying so here
 * lets the bundle keep only what the server calls.
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

async function main(): Promise<void> {
  const outfile = path.join(packageDir, 'dist', 'cli.js');
  const result = await build({
    entryPoints: [path.join(packageDir, 'src', 'cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    banner: {js: '#!/usr/bin/env node'},
    // The SDK's subpaths (`@modelcontextprotocol/sdk/server/mcp.js`) are its own: each dependency and what is under it stays outside.
    external: Object.keys(manifest.dependencies).flatMap((name) => [name, `${name}/*`]),
    define: {__AGENTA_DOCS_SITE_URL__: JSON.stringify(siteUrl)},
    plugins: [searchPackageWithoutSideEffects],
    metafile: true,
    legalComments: 'none',
  });
  fs.chmodSync(outfile, 0o755);
  const inputs = Object.keys(result.metafile.inputs);
  const bytes = fs.statSync(outfile).size;
  console.log(`dist/cli.js: ${(bytes / 1024).toFixed(0)} KB from ${inputs.length} files; --site defaults to ${siteUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
