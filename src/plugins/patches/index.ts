import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {bundlerRule, checkInstalled, readManifest, type Build, type Patch} from '../../patches/manifest';
import {checkedReplacements} from './replacements';

export type PatchesOptions = {
  /** Patches to leave out, by id: `npm run bench:patches` measures each one's gain this way. */
  skip?: string[];
};

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
  return patches.flatMap(checkInstalled);
}

/**
 * Applies the patches of src/patches/patches.yaml and holds them to what is
 * installed. When the site loads it compares every upstream file a patch was
 * written against (version and SHA-256) and stops with the patch's id on a
 * difference; in each bundle it gives the listed importers their stand-ins,
 * and stops when a patch replaced nothing in a build it applies to, which is
 * what an upstream change that makes a patch silently useless looks like.
 */
export default function patchesPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const skip = new Set((rawOptions as PatchesOptions | undefined)?.skip ?? []);
  const patches = readManifest();
  const unknown = [...skip].filter((id) => !patches.some((patch) => patch.id === id));
  if (unknown.length > 0) {
    throw new Error(`patches: no patch is named ${unknown.join(', ')} (src/patches/patches.yaml).`);
  }
  const problems = installedProblems(patches);
  if (problems.length > 0) {
    throw new Error(
      `${problems.join('\n')}\n` +
        'Review each patch against the installed package (src/patches/patches.yaml says why it exists), ' +
        'then record what is installed with `npm run patches -- --record <id>`.',
    );
  }
  if (skip.size > 0) logger.warn(`[patches] left out: ${[...skip].join(', ')}`);
  const rules = patches.flatMap((patch) => (patch.kind === 'module' && !skip.has(patch.id) ? [bundlerRule(patch)] : []));

  return {
    name: 'patches',
    configureWebpack(_config, isServer, {currentBundler}) {
      const build: Build = isServer ? 'server' : 'client';
      const active = rules.filter((rule) => rule.builds.includes(build));
      return {plugins: checkedReplacements(currentBundler, active, (ids) => unmatchedMessage(ids, build))};
    },
  };
}
