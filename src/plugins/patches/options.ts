import {z} from 'zod';

import {optionsValidator} from '../../lib/build/plugin-options';

export const patchesOptionsSchema = z
  .object({
    skip: z
      .array(z.string())
      .default([])
      .describe("Patches to leave out, by id (src/patches/patches.yaml): `npm run bench:patches` measures each one's gain this way. Default: none."),
  })
  .strict();

/** The options as docusaurus.config.ts gives them. */
export type PatchesOptions = z.input<typeof patchesOptionsSchema>;
/** The options the plugin receives, defaults filled in. */
export type ResolvedPatchesOptions = z.output<typeof patchesOptionsSchema>;

export const validateOptions = optionsValidator('patches', patchesOptionsSchema);
