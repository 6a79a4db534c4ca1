import CompressionPlugin from 'compression-webpack-plugin';
import type {Plugin} from '@docusaurus/types';

import {BROTLI_OPTIONS, GZIP_OPTIONS, PRECOMPRESS_MIN_BYTES} from '../../lib/precompress';

/** The browser's scripts and style sheets, the bulk of every page's download. */
export const PRECOMPRESSED_ASSETS = /\.(js|css)$/;

/**
 * Writes brotli and gzip copies of the browser's scripts and style sheets
 * next to them (`.br`, `.gz`), at the highest levels (src/lib/precompress.ts
 * says why). The search plugin does the same for its index.
 */
export default function precompressPlugin(): Plugin {
  const shared = {test: PRECOMPRESSED_ASSETS, threshold: PRECOMPRESS_MIN_BYTES};
  return {
    name: 'precompress',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          new CompressionPlugin({
            ...shared,
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            compressionOptions: BROTLI_OPTIONS as never,
          }),
          new CompressionPlugin({...shared, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: GZIP_OPTIONS}),
        ] as never[],
      };
    },
  };
}
