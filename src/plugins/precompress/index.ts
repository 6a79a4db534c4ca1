import CompressionPlugin from 'compression-webpack-plugin';
import type {Plugin} from '@docusaurus/types';

import {PRECOMPRESS_MIN_BYTES, PRECOMPRESSED} from '../../lib/build/precompress';

/** The browser's scripts and style sheets, the bulk of every page's download. */
export const PRECOMPRESSED_ASSETS = /\.(js|css)$/;

/**
 * Writes the brotli and gzip copies of the browser's scripts and style
 * sheets next to them (src/lib/build/precompress.ts says which and why). The
 * search plugin does the same for its index.
 */
export default function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: PRECOMPRESSED.map(
          ({suffix, algorithm, options}) =>
            new CompressionPlugin({
              test: PRECOMPRESSED_ASSETS,
              threshold: PRECOMPRESS_MIN_BYTES,
              filename: `[path][base]${suffix}`,
              algorithm,
              compressionOptions: options as never,
            }) as never,
        ),
      };
    },
  };
}
