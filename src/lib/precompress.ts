import fs from 'node:fs/promises';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

/**
 * Compressed copies the build writes next to its scripts, style sheets and
 * search index (`main.js.br`, `main.js.gz`), at the highest levels, which
 * are too slow for a server to use on every response: brotli at 11 makes
 * them about a fifth smaller than gzip, or brotli at the level servers
 * compress with on the fly (4). A server that can send such copies (nginx's
 * brotli_static and gzip_static, Caddy's `precompressed`, scripts/serve.ts)
 * sends them; any other host ignores the files and compresses as before.
 */
export const PRECOMPRESSED = [
  {encoding: 'br', suffix: '.br'},
  {encoding: 'gzip', suffix: '.gz'},
] as const;

export type PrecompressedEncoding = (typeof PRECOMPRESSED)[number]['encoding'];

/** Files smaller than this are sent as they are, or compressed by the server. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

export const GZIP_OPTIONS = {level: 9};

export function compressAs(encoding: PrecompressedEncoding, bytes: Buffer | string): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes, GZIP_OPTIONS);
}

/** Writes the compressed copies of a file the build has just written with `bytes`. */
export async function writePrecompressed(file: string, bytes: Buffer | string): Promise<void> {
  if (Buffer.byteLength(bytes) < PRECOMPRESS_MIN_BYTES) return;
  await Promise.all(
    PRECOMPRESSED.map(({encoding, suffix}) => fs.writeFile(`${file}${suffix}`, compressAs(encoding, bytes))),
  );
}
