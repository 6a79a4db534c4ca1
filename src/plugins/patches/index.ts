import {createHash} from 'node:crypto';
import fs from 'node:fs';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

import {bundlerRule, checkInstalled, MANIFEST_FILE, readManifest, type Build, type Patch} from '../../patches/manifest';
import {checkedReplacements} from '../../lib/build/checked-replacements';
import {pluginWithOptions} from '../../lib/build/plugin-options';
import {validateOptions, type PatchesOptions, type ResolvedPatchesOptions} from './options';

export {validateOptions, type PatchesOptions};

/** The message for module patches that replaced nothing in a build they apply to. */
export function unmatchedMessage(ids: string[], build: Build): string {
  return (
    `patches: ${ids.map((id) => `"${id}"`).join(', ')} replaced nothing in the ${build} build: ` +
    'no module it lists imports what it replaces any more. Compare the upstream files named in ' +
    'src/patches/patches.yaml with the installed ones, then update or remove the patch.'
  );
}

/** The installed versions and files that differ from the patches', all at once. */
export function installedProblems(patches: Patch[]): string[] {
  return patches.flatMap((patch) => checkInstalled(patch));
}

/**
 * Makes the bundler's persistent cache (Rspack's or webpack's, as Docusaurus
 * configures it) depend on `key`. A cached module keeps how its imports were
 * resolved, so without this a build after a change to the patches, or with
 * some left out, would reuse bundles made with the old replacements.
 */
export function keyCacheTo(config: Configuration, key: string): void {
  const experiments = config.experiments as {cache?: unknown} | undefined;
  for (const cache of [experiments?.cache, config.cache]) {
    if (typeof cache === 'object' && cache !== null && 'version' in cache) {
      (cache as {version: string}).version = `${(cache as {version?: string}).version ?? ''}-patches-${key}`;
    }
  }
}

/**
 * Applies the patches of src/patches/patches.yaml and holds them to what is
 * installed. When the site loads it compares every upstream file a patch was
 * written against (version and SHA-256) and stops with the patch's id on a
 * difference; in each bundle it gives the listed importers their stand-ins,
 * and stops when a patch replaced nothing in a build it applies to, which is
 * what an upstream change that makes a patch silently useless looks like.
 */
function patchesPlugin(_context: LoadContext, options: ResolvedPatchesOptions): Plugin {
  const skip = new Set(options.skip);
  const patches = readManifest();
  const unknown = [...skip].filter((id) => !patches.some((patch) => patch.id === id));
  if (unknown.length > 0) {
    throw new Error(`patches: no patch is named ${unknown.join(', ')} (src/patches/patches.yaml).`);
  }
  const problems = installedProblems(patches);
  if (problems.length > 0) {
    throw new Error(
      `${problems.join('\n')}\n` +
        'Review each patch against the installed package (src/patches/patches.yaml says why it exists): ' +
        '`npm run patches` shows each changed file as a diff of its baseline against the installed one; ' +
        'then record what is installed with `npm run patches -- --record <id>`.',
    );
  }
  if (skip.size > 0) logger.warn(`[patches] left out: ${[...skip].join(', ')}`);
  const rules = patches.flatMap((patch) => (patch.kind === 'module' && !skip.has(patch.id) ? [bundlerRule(patch)] : []));
  const cacheKey = createHash('sha256')
    .update(fs.readFileSync(MANIFEST_FILE))
    .update(JSON.stringify([...skip].sort()))
    .digest('hex')
    .slice(0, 16);

  return {
    name: 'patches',
    configureWebpack(config, isServer, {currentBundler}) {
      keyCacheTo(config, cacheKey);
      const build: Build = isServer ? 'server' : 'client';
      const active = rules.filter((rule) => rule.builds.includes(build));
      return {plugins: checkedReplacements(currentBundler, active, (ids) => unmatchedMessage(ids, build))};
    },
  };
}

export default pluginWithOptions(patchesPlugin, validateOptions);
