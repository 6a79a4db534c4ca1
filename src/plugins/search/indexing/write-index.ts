import fs from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {builtHtmlFile} from '../../../lib/builtHtmlFile';
import {writePrecompressed} from '../../../lib/precompress';
import {encodeSearchIndex} from '../engine/index-format';
import type {SearchRecord} from '../engine/types';
import {buildSearchRecords, dropRepeatedContent} from './records';
import type {SectionMap} from './sections';

export interface BuiltIndex {
  records: SearchRecord[];
  pages: number;
  bytes: number;
  gzipBytes: number;
}

/** Reads every built route, makes its records, and writes the compact index file. */
export async function writeSearchIndex({
  outDir,
  baseUrl,
  routes,
  sections,
  fileName,
  fallbackSection,
}: {
  outDir: string;
  baseUrl: string;
  routes: readonly string[];
  sections: SectionMap;
  fileName: string;
  fallbackSection: string;
}): Promise<BuiltIndex> {
  let records: SearchRecord[] = [];
  let pages = 0;
  const seen = new Set<string>();
  for (const route of [...routes].sort()) {
    const url = route.length > 1 ? route.replace(/\/+$/, '') : route;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = await builtHtmlFile(outDir, url, baseUrl);
    if (!file) continue;
    const html = await fs.readFile(file, 'utf8');
    const pageRecords = buildSearchRecords({
      url,
      html,
      section: sections.get(url) ?? sections.get(`${url}/`) ?? fallbackSection,
    });
    if (pageRecords.length > 0) pages += 1;
    records.push(...pageRecords);
  }
  records = dropRepeatedContent(records);
  const json = JSON.stringify(encodeSearchIndex(records));
  const file = path.join(outDir, fileName);
  await fs.writeFile(file, json);
  const copies = await writePrecompressed(file, json);
  return {
    records,
    pages,
    bytes: Buffer.byteLength(json),
    gzipBytes: copies.gzip ?? gzipSync(json, {level: 9}).length,
  };
}
