import type {Hierarchy, RecordType, SearchRecord} from './types';

/**
 * The search index as the build writes it and the browser fetches it: the
 * records, without the repetition (each page's URL, section and headings are
 * stored once). Decoding gives back exactly the records the build made.
 */
export interface SearchIndexFile {
  version: 2;
  /** Headings and section names, referred to by position. */
  strings: string[];
  /** [url, section string, language, docusaurus_tag] */
  pages: [string, number, string, string][];
  /**
   * One column per field, one row per record (columns compress better than
   * rows): page, level (0 = content), heading strings lvl1…, anchor string,
   * body text.
   */
  records: {
    page: number[];
    level: number[];
    headings: number[][];
    anchor: number[];
    content: (string | null)[];
  };
}

export const SEARCH_INDEX_VERSION = 2;

export function encodeSearchIndex(records: SearchRecord[]): SearchIndexFile {
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const intern = (value: string) => {
    let id = stringIds.get(value);
    if (id === undefined) {
      id = strings.length;
      strings.push(value);
      stringIds.set(value, id);
    }
    return id;
  };
  const pages: SearchIndexFile['pages'] = [];
  const pageIds = new Map<string, number>();
  const encoded: SearchIndexFile['records'] = {page: [], level: [], headings: [], anchor: [], content: []};
  for (const record of records) {
    const [pageUrl, anchor = ''] = record.url.split('#');
    let page = pageIds.get(pageUrl);
    if (page === undefined) {
      page = pages.length;
      pages.push([pageUrl, intern(record.hierarchy.lvl0 ?? ''), record.language, record.docusaurus_tag]);
      pageIds.set(pageUrl, page);
    }
    const headings: number[] = [];
    for (let level = 1; level <= 6; level += 1) {
      const heading = record.hierarchy[`lvl${level}` as keyof Hierarchy];
      if (heading === null) break;
      headings.push(intern(heading));
    }
    encoded.page.push(page);
    encoded.level.push(levelOf(record.type));
    encoded.headings.push(headings);
    encoded.anchor.push(intern(anchor));
    encoded.content.push(record.content);
  }
  return {version: SEARCH_INDEX_VERSION, strings, pages, records: encoded};
}

export function decodeSearchIndex(file: SearchIndexFile): SearchRecord[] {
  if (!file || file.version !== SEARCH_INDEX_VERSION || !Array.isArray(file.records?.page)) {
    throw new Error(
      `Unsupported search index format (expected version ${SEARCH_INDEX_VERSION}); rebuild the site.`,
    );
  }
  const positions = new Map<number, number>();
  const {records} = file;
  return records.page.map((page, i) => {
    const level = records.level[i];
    const headings = records.headings[i];
    const anchor = file.strings[records.anchor[i]];
    const content = records.content[i];
    const [pageUrl, section, language, tag] = file.pages[page];
    const position = positions.get(page) ?? 0;
    positions.set(page, position + 1);
    const hierarchy: Hierarchy = {
      lvl0: file.strings[section],
      lvl1: null,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    headings.forEach((id, i) => {
      hierarchy[`lvl${i + 1}` as keyof Hierarchy] = file.strings[id];
    });
    return {
      objectID: `${pageUrl}:${position}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      type: level === 0 ? 'content' : (`lvl${level}` as RecordType),
      hierarchy,
      content,
      language,
      docusaurus_tag: tag,
      weight: {level: level === 0 ? 0 : 100 - (level - 1) * 10, position},
    };
  });
}

function levelOf(type: RecordType): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}
