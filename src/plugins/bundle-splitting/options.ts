import {z} from 'zod';

import {optionsValidator} from '../../lib/build/plugin-options';

export const bundleSplittingOptionsSchema = z
  .object({
    sourceMaps: z.boolean().default(false).describe("Write source maps next to the browser's scripts, to profile the production build. Default: false."),
    wholeChunks: z
      .array(z.string())
      .default([])
      .describe(
        "Named chunks kept whole: splitChunks moves nothing out of them (a worker's chunk, which would fetch its parts after starting). Default: none.",
      ),
    onePageKindDirs: z
      .array(z.string())
      .default([])
      .describe(
        "Folders of pages of one kind (the generated API pages of each docs version): Docusaurus's `common` chunk, which every page loads, takes a module only when more pages use it than these folders hold together, so code only those pages share stays out of the others' scripts. Default: none.",
      ),
  })
  .strict();

/** The options as docusaurus.config.ts gives them. */
export type BundleSplittingOptions = z.input<typeof bundleSplittingOptionsSchema>;
/** The options the plugin receives, defaults filled in. */
export type ResolvedBundleSplittingOptions = z.output<typeof bundleSplittingOptionsSchema>;

export const validateOptions = optionsValidator('bundle-splitting', bundleSplittingOptionsSchema);
