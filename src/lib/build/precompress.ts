import fs from 'node:fs/promises';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

/**
 * Compressed copies the build writes next to its scripts, style sheets and
 * search index (`main.js.br`, `main.js.gz`), at the highest levels, which
 * are too slow for a server to use on every response: brotli at 11 makes
 * them about a fifth smaller than gzip, or brotli at the level servers
 * compress with on the fly (4). A server that can send such copies (nginx's
 * brotli_static and gzip_static, Caddy's `precompressed`, scripts/serve.ts)
 * sends them; any other host ignores the files and compresses as before.
 * Listed in the order a server should prefer them.
 */
export const PRECOMPRESSED = [
  {
    encoding: 'br',
    suffix: '.br',
    /** The zlib function, by the name compression-webpack-plugin takes. */
    algorithm: 'brotliCompress',
    options: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
  },
  {encoding: 'gzip', suffix: '.gz', algorithm: 'gzip', options: {level: 9}},
] as const;

/** Files smaller than this are sent as they are, or compressed by the server. */
export const PRECOMPRESS_MIN_BYTES = 1024;

// zlib's asynchronous calls compress on libuv's thread pool: the build's own
// thread goes on with other pages (brotli at 11 is the slowest step here).
const compress = {brotliCompress: promisify(brotliCompress), gzip: promisify(gzip)};

/**
 * Writes the compressed copies of a file the build has just written with
 * `bytes`, and returns their sizes by encoding (none for a small file).
 */
export async function writePrecompressed(file: string, bytes: Buffer | string): Promise<Partial<Record<string, number>>> {
  if (Buffer.byteLength(bytes) < PRECOMPRESS_MIN_BYTES) return {};
  const sizes = await Promise.all(
    PRECOMPRESSED.map(async ({encoding, suffix, algorithm, options}) => {
      const copy = await compress[algorithm](bytes, options);
      await fs.writeFile(`${file}${suffix}`, copy);
      return [encoding, copy.length] as const;
    }),
  );
  return Object.fromEntries(sizes);
}
