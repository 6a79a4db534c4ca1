import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
// The package's own declarations of its main module (its ambient module declaration has none).
import openApiDocsPlugin from 'docusaurus-plugin-openapi-docs/lib/index';
import type {APIOptions, PluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';

import {parse as parseYaml} from 'yaml';

import {captureCliAction} from './capture-cli-action';
import {publishedSpecPath} from './published-spec';
import {danglingReferences} from './references';

// The feature's other faces in the site's configuration: the themes that draw its pages, and the
// docs' remark step that gives each API page the theme's page component. (What the request panel
// may call, for the hosting policy, is csp-sources.ts, light enough for config/hosting.ts.)
export {apiReferenceThemes} from './openapi-theme';
export {default as remarkOpenApiPage} from './remark/remark-openapi-page';

/** The file beside the generated pages that records what they were generated from. */
export const STAMP_FILE = '.generated-from';

/** What the generator writes into an output folder; everything else there is hand-written. */
export function isGeneratedFile(name: string): boolean {
  return name === 'sidebar.ts' || name === 'schemas' || /\.(api|info|tag|schema)\.mdx$|\.json$/.test(name);
}

/**
 * A fingerprint of everything the generated pages depend on: the spec's text,
 * the generator's version and the options it is given. Pages generated from
 * an older spec, or by another version of the plugin, are out of date.
 */
export function apiDocsFingerprint(specText: string, generatorVersion: string, apiOptions: APIOptions): string {
  return createHash('sha256').update(specText).update('\0').update(generatorVersion).update('\0').update(JSON.stringify(apiOptions)).digest('hex');
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function generatorVersion(): Promise<string> {
  const manifest = require.resolve('docusaurus-plugin-openapi-docs/package.json');
  return (JSON.parse(await fs.readFile(manifest, 'utf8')) as {version: string}).version;
}

/** The API description's text (YAML or JSON, as OpenAPI allows) as JSON. */
export function specAsJson(specText: string): string {
  return `${JSON.stringify(parseYaml(specText))}\n`;
}

/**
 * Brings the pages of one API description up to date: when the fingerprint
 * differs from the one recorded beside them, the generated files are removed
 * and written again. The upstream generator alone never rewrites a file that
 * exists, so a changed spec would otherwise keep serving the old pages and
 * sidebar. Returns whether it generated.
 */
async function ensureApiDocs(siteDir: string, key: string, apiOptions: APIOptions, generate: (key: string) => Promise<void>): Promise<boolean> {
  const specPath = path.resolve(siteDir, apiOptions.specPath);
  const outputDir = path.resolve(siteDir, apiOptions.outputDir);
  const specText = await readIfExists(specPath);
  if (specText === null) {
    throw new Error(`api-reference: the API description "${apiOptions.specPath}" (config "${key}") does not exist.`);
  }
  let spec: unknown;
  try {
    spec = parseYaml(specText);
  } catch (error) {
    throw new Error(`api-reference: "${apiOptions.specPath}" (config "${key}") is not valid YAML: ${(error as Error).message}`);
  }
  // Checked on every load, before the pages are written or found up to date: nothing is written
  // from a broken description, so the next build stops on the same reference again.
  const dangling = danglingReferences(spec);
  if (dangling.length > 0) {
    throw new Error(
      `api-reference: "${apiOptions.specPath}" (config "${key}") has ${dangling.length} reference${dangling.length === 1 ? '' : 's'} that cannot be followed:\n` +
        dangling.map(({at, ref, why}) => `  ${at}: $ref "${ref}" ${why}`).join('\n'),
    );
  }
  const fingerprint = apiDocsFingerprint(specText, await generatorVersion(), apiOptions);
  const stampPath = path.join(outputDir, STAMP_FILE);
  const sidebarPresent = (await readIfExists(path.join(outputDir, 'sidebar.ts'))) !== null;
  if (sidebarPresent && (await readIfExists(stampPath))?.trim() === fingerprint) {
    return false;
  }

  await fs.mkdir(outputDir, {recursive: true});
  for (const name of await fs.readdir(outputDir)) {
    if (isGeneratedFile(name)) await fs.rm(path.join(outputDir, name), {recursive: true, force: true});
  }
  await generate(key);
  await fixVersionedDocIds(outputDir, apiOptions.outputDir);
  // The generator reports a file it failed to write on the console and goes on.
  if ((await readIfExists(path.join(outputDir, 'sidebar.ts'))) === null) {
    throw new Error(`api-reference: generating the pages of "${apiOptions.specPath}" did not write ${apiOptions.outputDir}/sidebar.ts.`);
  }
  await fs.writeFile(stampPath, `${fingerprint}\n`);
  return true;
}

/**
 * The generator names each page's doc id (in sidebar.ts) and the overview it links to
 * (`info_path`) by its output folder less the folder's first segment, taking that segment for
 * `docs/`. For an older version's pages, in `versioned_docs/version-<v>/…`, that leaves
 * `version-<v>/` in front of ids the docs plugin reads from the version's own folder; it is taken
 * out, so the ids are the same in every version.
 */
export function versionedDocIdFix(outputDir: string): {upstream: string; actual: string} | null {
  const posix = outputDir.split(path.sep).join('/').replace(/\/$/, '');
  const match = /^versioned_docs\/(version-[^/]+)\/(.+)$/.exec(posix);
  return match ? {upstream: `${match[1]}/${match[2]}`, actual: match[2]!} : null;
}

async function fixVersionedDocIds(outputDirPath: string, outputDir: string): Promise<void> {
  const fix = versionedDocIdFix(outputDir);
  if (!fix) return;
  const pattern = new RegExp(`(^|["'\\s])${fix.upstream.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`, 'gm');
  for (const name of await fs.readdir(outputDirPath)) {
    if (!(name === 'sidebar.ts' || name.endsWith('.mdx'))) continue;
    const file = path.join(outputDirPath, name);
    const text = await fs.readFile(file, 'utf8');
    const fixed = text.replace(pattern, `$1${fix.actual}/`);
    if (fixed !== text) await fs.writeFile(file, fixed);
  }
}

/**
 * Every API description's options with `disableCompression`: a generated page
 * carries its operation in the front matter (`api`) as an object, not as
 * base64 of deflated JSON. The theme's ApiItem uses an object as it is (its
 * decoding of a string throws first, and it keeps the value), so pages need no
 * inflater (patch `openapi-operation-uncompressed` leaves pako out), and
 * brotli makes the JSON smaller than the base64 it replaces (list-apps: 2.8 KB
 * against 3.3 KB).
 */
export function withUncompressedOperations(options: PluginOptions): PluginOptions {
  const config = Object.fromEntries(
    Object.entries(options.config).map(([key, apiOptions]) => {
      if ((apiOptions as {disableCompression?: boolean}).disableCompression === false) {
        throw new Error(
          `api-reference: config "${key}" sets disableCompression to false; API pages need no inflater ` +
            'because their operation is written uncompressed (src/patches/patches.yaml, openapi-operation-uncompressed): remove the option.',
        );
      }
      return [key, {...apiOptions, disableCompression: true}];
    }),
  );
  return {...options, config};
}

/**
 * docusaurus-plugin-openapi-docs, with its pages and sidebar generated as part
 * of loading the site. Upstream, they exist only after `docusaurus
 * gen-api-docs`, so a fresh checkout's first `docusaurus build` or `start`
 * stops at sidebars.ts importing a file not written yet. Here every command
 * that loads the site (build, start, gen-api-docs) first brings them up to
 * date, before any plugin reads the docs or the sidebars; `start` also
 * regenerates them when the spec changes. Operations are written uncompressed
 * (withUncompressedOperations).
 */
export default async function apiReferencePlugin(context: LoadContext, rawOptions: unknown): Promise<Plugin> {
  // Checked and completed by the upstream validateOptions below.
  const options = withUncompressedOperations(rawOptions as PluginOptions);
  const upstream = openApiDocsPlugin(context, options);
  if (path.resolve(process.cwd()) !== path.resolve(context.siteDir)) {
    // The generator resolves its output folder from the working directory.
    throw new Error(`api-reference: run Docusaurus from the site's folder (${context.siteDir}), not ${process.cwd()}.`);
  }
  const generate = captureCliAction(upstream, 'gen-api-docs');
  const entries = Object.entries(options.config);
  const update = async (): Promise<void> => {
    for (const [key, apiOptions] of entries) {
      const started = Date.now();
      const quietly = async (id: string) => {
        // The generator prints a line per file written.
        const log = console.log;
        console.log = () => {};
        try {
          await generate(id, {opts: () => ({})});
        } finally {
          console.log = log;
        }
      };
      if (await ensureApiDocs(context.siteDir, key, apiOptions, quietly)) {
        logger.info(`[api-reference] pages of ${apiOptions.specPath} generated in ${apiOptions.outputDir} (${Date.now() - started} ms)`);
      }
    }
  };
  await update();
  return {
    ...upstream,
    name: 'api-reference',
    getPathsToWatch() {
      return entries.map(([, apiOptions]) => path.resolve(context.siteDir, apiOptions.specPath));
    },
    async loadContent() {
      // Reached again under `docusaurus start` when the spec changes.
      await update();
      return undefined;
    },
    async postBuild({outDir}) {
      await Promise.all(
        entries.map(async ([key, apiOptions], index) => {
          const specText = await fs.readFile(path.resolve(context.siteDir, apiOptions.specPath), 'utf8');
          await fs.writeFile(path.join(outDir, publishedSpecPath(key, index)), specAsJson(specText));
        }),
      );
    },
  };
}

apiReferencePlugin.validateOptions = openApiDocsPlugin.validateOptions;
