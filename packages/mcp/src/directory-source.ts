import fs from 'node:fs/promises';
import path from 'node:path';

import {normalizeSiteUrl, SiteError, siteUrlFor, type SiteSource} from './site';

/**
 * Reads a local build folder, as the site would serve it; links in answers
 * still point at `siteUrl`. Paths are resolved as on the site, then checked to
 * stay inside the folder.
 */
export function directorySiteSource(dir: string, siteUrl: string): SiteSource {
  const root = path.resolve(dir);
  const base = normalizeSiteUrl(siteUrl);
  const stats = {requests: 0, bytes: 0};
  return {
    siteUrl: base,
    origin: root,
    stats,
    async readText(sitePath, options) {
      const relative = new URL(siteUrlFor(base, sitePath)).pathname.slice(new URL(base).pathname.length);
      const file = path.resolve(root, decodeURIComponent(relative));
      if (file !== root && !file.startsWith(`${root}${path.sep}`)) throw new SiteError(`"${sitePath}" is outside the build folder.`);
      stats.requests += 1;
      let buffer: Buffer;
      try {
        const {size} = await fs.stat(file);
        if (options?.maxBytes !== undefined && size > options.maxBytes) throw new SiteError(`${file} is larger than ${options.maxBytes} bytes; not read.`);
        buffer = await fs.readFile(file);
      } catch (error) {
        if (error instanceof SiteError) throw error;
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR') throw new SiteError(`Not found in ${root}: ${relative}.`, 404);
        throw new SiteError(`${file} could not be read (${code ?? String(error)}).`);
      }
      stats.bytes += buffer.byteLength;
      return buffer.toString('utf8');
    },
  };
}
