import fs from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {writePrecompressed} from '../../../lib/build/precompress';
import {encodeSearchIndex} from '../engine/index-format';
import type {SearchRecord} from '../engine/types';
import {dropRepeatedContent} from './records';

export interface BuiltIndex {
  records: SearchRecord[];
  bytes: number;
  gzipBytes: number;
}

/**
 * Writes the compact index file from every page's records, given by route:
 * pages in route order, repeated body text dropped.
 */
export async function writeSearchIndex({
  recordsByRoute,
  outDir,
  fileName,
}: {
  recordsByRoute: ReadonlyMap<string, SearchRecord[]>;
  outDir: string;
  fileName: string;
}): Promise<BuiltIndex> {
  const routes = [...recordsByRoute.keys()].sort();
  const records = dropRepeatedContent(routes.flatMap((route) => recordsByRoute.get(route)!));
  const json = JSON.stringify(encodeSearchIndex(records));
  const file = path.join(outDir, fileName);
  await fs.writeFile(file, json);
  const copies = await writePrecompressed(file, json);
  return {
    records,
    bytes: Buffer.byteLength(json),
    gzipBytes: copies.gzip ?? gzipSync(json, {level: 9}).length,
  };
}
