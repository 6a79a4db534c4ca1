import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const here = __dirname;

/** Modules of the themes and their dependencies replaced by smaller ones of ours. */
export const replacements = [
  {
    // Every code generator postman-code-generators ships → only the ones the site shows.
    request: /postman-code-generators[\\/]lib[\\/]assets[\\/]languages\.js$/,
    replacement: path.join(here, 'code-generators.cjs'),
  },
  {
    request: /^iconv-lite$/,
    replacement: path.join(here, 'iconv-lite.cjs'),
  },
  {
    // Docusaurus's startup module that loads Prism's extra languages → nothing;
    // src/theme/CodeBlock loads them with the first code block instead.
    request: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
    replacement: path.join(here, 'empty.cjs'),
  },
];

/**
 * No JavaScript file over this size before compression (issue 12): larger
 * lazily loaded chunks (the request panel with its code generators) are cut
 * into parts that download in parallel.
 */
const MAX_ASYNC_CHUNK_BYTES = 450_000;

/**
 * Keeps what the browser downloads small (issue 12): the API reference's
 * request panel without the code generators the site does not offer or
 * iconv-lite's encoding tables, Prism out of the main bundle, and no lazily
 * loaded chunk over MAX_ASYNC_CHUNK_BYTES.
 */
export default function leanBundlesPlugin(): Plugin {
  return {
    name: 'lean-bundles',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        optimization: isServer ? {} : {splitChunks: {maxAsyncSize: MAX_ASYNC_CHUNK_BYTES}},
        plugins: replacements.map(
          ({request, replacement}) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(request, replacement),
        ),
      };
    },
  };
}
