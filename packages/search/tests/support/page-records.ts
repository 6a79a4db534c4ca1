import type {RecordType, SearchRecord} from '../../src/engine/types';

/** A page as records: its title, then [heading level, heading] or body text, in order. */
export function pageRecords(url: string, section: string, title: string, blocks: (string | [number, string])[]): SearchRecord[] {
  const hierarchy = {lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null} as SearchRecord['hierarchy'];
  let anchor = '';
  const records: SearchRecord[] = [];
  const push = (type: RecordType, content: string | null) =>
    records.push({
      objectID: `${url}:${records.length}`,
      url: anchor ? `${url}#${anchor}` : url,
      type,
      hierarchy: {...hierarchy},
      content,
      language: 'en',
      docusaurus_tag: 'default',
      weight: {level: type === 'content' ? 0 : 100, position: records.length},
    });
  push('lvl1', null);
  for (const block of blocks) {
    if (typeof block === 'string') {
      push('content', block);
      continue;
    }
    const [level, heading] = block;
    hierarchy[`lvl${level}` as 'lvl2'] = heading;
    anchor = heading.toLowerCase().replace(/\W+/g, '-');
    push(`lvl${level}` as RecordType, null);
  }
  return records;
}
