import MiniSearch, {type Query, type SearchResult} from 'minisearch';

import {compileFacetFilters, type FacetFilters} from './facet-filters';
import {highlightAndSnippet, matcherFor, type HighlightResult} from './highlight';
import {SYNONYMS} from './synonyms';
import {
  indexTerms,
  isStopWord,
  MAX_QUERY_WORDS,
  simpleWords,
  tokenize,
} from './text';
import {HIERARCHY_LEVELS, type SearchRecord} from './types';

/** The parameters of one Algolia search request that the local engine honours. */
export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  /** `['content:10', 'hierarchy.lvl1:10', …]`: attribute and snippet length in words. */
  attributesToSnippet?: readonly string[];
  snippetEllipsisText?: string;
}

export type SearchHit = SearchRecord & {
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
  _rankingInfo?: {score: number};
};

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  exhaustiveNbHits: true;
  processingTimeMS: number;
}

export interface SearchEngine {
  search(params: SearchParams): SearchResponse;
  readonly recordCount: number;
}

const DEFAULT_HITS_PER_PAGE = 20;
/**
 * Sections that answer a reader only when asked for: the API reference (90
 * operation pages whose titles echo everyday words) and the changelog (one
 * post per release). Their pages weigh less unless the query shows that intent.
 */
const SECTION_PRIORS: {section: string; factor: number; intent: RegExp; strongIntent?: RegExp; boost?: number}[] = [
  {
    section: 'API',
    factor: 0.35,
    intent: /^(api|apis|endpoint|endpoints|rest|http|https|get|post|put|patch|delete|request|response|status|json|curl|operation|\/.*)$|^(get|post|put|patch|delete) \//i,
  },
  {
    section: 'Changelog',
    factor: 0.4,
    intent: /^(release|releases|released|changelog|changes|version|versions|new|added|introduced|when|since|v?\d+(\.\d+)+)$/i,
    // "release notes", "changelog", a version number: the reader asks for a release.
    strongIntent: /^(release|releases|released|changelog|v?\d+\.\d+(\.\d+)?)$/i,
    boost: 1.6,
  },
];

/** Weight of a synonym next to the word the reader typed, when the site uses that word too. */
const SYNONYM_WEIGHT = 0.5;

/** Score factor for each of: the record holds the query as a phrase, its heading does, its heading is the query. */
const PHRASE_BOOST = 1.5;
/** Score factor of a record holding a compound query word whole. */
const COMPOUND_BOOST = 2;
/** Score factor of a title or heading that the query names whole. */
const NAMED_SECTION_BOOST = 3;
/** Score factor of a page whose title matches every query word. */
const TITLE_MATCH_BONUS = 3;
/** Score factor of a page's first paragraph, which says what the page is for. */
const LEAD_PARAGRAPH_BOOST = 1.3;
/** How many of the best-scoring records are ranked by page; the rest follow in score order. */
const RANKED_LIMIT = 300;
/** How many of the best-scoring records get the exact-phrase and exact-name checks. */
const PHRASE_CHECK_LIMIT = 300;
/** Records of one page shown before the next page gets its turn. */
const RECORDS_PER_PAGE_FIRST = 2;
/** Only `<mark>` is ever added to page text, whatever the request asks for. */
const TAGS = {pre: '<mark>', post: '</mark>'};

/** Field weights: a word in a page title counts most, then headings, then body text. */
const BOOST = {title: 6, heading: 3, content: 1, path: 2, section: 0.6};

interface IndexedDoc {
  id: number;
  title: string;
  heading: string;
  content: string;
  path: string;
  section: string;
}

/**
 * The local query engine behind the search client: MiniSearch (chosen by
 * measurement, see DECISIONS.md) for matching and BM25 scoring, then page-level
 * ranking rules on top:
 *  - records are grouped by page; a page scores by its best records, scaled by
 *    how many of the query's words it answers at all;
 *  - a record holding the query as an exact phrase, or an exact API or SDK
 *    name, ranks first;
 *  - hits come page by page, each page's title record first, so DocSearch can
 *    show deeper hits under their page.
 */
export function createSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  // Every index term, so a word the site never uses can be treated as a typo.
  const vocabulary = new Set<string>();

  const index = new MiniSearch<IndexedDoc>({
    fields: ['title', 'heading', 'content', 'path', 'section'],
    idField: 'id',
    tokenize,
    processTerm: (term) => {
      const terms = indexTerms(term);
      for (const t of terms) vocabulary.add(t);
      return terms;
    },
    searchOptions: {
      tokenize: (text) => [text],
      processTerm: (term) => term,
    },
  });
  const docs = records.map((record, id) => toIndexedDoc(record, id));
  index.addAll(docs);

  const pageOf = records.map((record) => record.url.split('#')[0]);
  const titleRecordOf = new Map<string, number>();
  records.forEach((record, id) => {
    if (record.type === 'lvl1' && !titleRecordOf.has(pageOf[id])) titleRecordOf.set(pageOf[id], id);
  });
  const isLead = records.map(
    (record, id) => record.type === 'content' && id > 0 && records[id - 1].type === 'lvl1' && pageOf[id - 1] === pageOf[id],
  );
  // Word strings for the exact-phrase checks, made on first use (few records ever need them).
  const phraseCache = new Map<number, string>();
  const nameCache = new Map<number, string>();
  const phraseText = (id: number) => {
    let text = phraseCache.get(id);
    if (text === undefined) {
      text = ` ${simpleWords(`${docs[id].title} ${docs[id].heading} ${docs[id].content}`).join(' ')} `;
      phraseCache.set(id, text);
    }
    return text;
  };
  const nameText = (id: number) => {
    let text = nameCache.get(id);
    if (text === undefined) {
      text = ` ${simpleWords(`${docs[id].title} ${docs[id].heading}`).join(' ')} `;
      nameCache.set(id, text);
    }
    return text;
  };

  function search(params: SearchParams): SearchResponse {
    const started = now();
    const query = (params.query ?? '').slice(0, 512);
    const hitsPerPage = clamp(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 1, 1000);
    const page = Math.max(0, Math.floor(params.page ?? 0));
    const filter = filterFor(params.facetFilters);

    const {head, tail} = rank(query, filter);
    const total = head.length + tail.length;
    const pageHits: {id: number; terms: string[]; score: number}[] = [];
    for (let i = page * hitsPerPage; i < Math.min(total, (page + 1) * hitsPerPage); i += 1) {
      const result = i < head.length ? head[i] : tail[i - head.length];
      pageHits.push({id: result.id as number, terms: result.terms, score: result.score});
    }
    const snippetLengths = parseSnippetAttributes(params.attributesToSnippet);
    // One matcher for the page of hits (Algolia marks the query's words
    // wherever they occur), and each heading marked once however many hits share it.
    const matches = matcherFor(pageHits.flatMap((hit) => hit.terms));
    const marked = new Map<string, ReturnType<typeof highlightAndSnippet>>();
    const mark = (text: string, words: number | undefined) => {
      const key = `${words ?? 0}\u0000${text}`;
      let result = marked.get(key);
      if (!result) {
        result = highlightAndSnippet(text, matches, words, TAGS, params.snippetEllipsisText ?? '…');
        marked.set(key, result);
      }
      return result;
    };
    const hits = pageHits.map(({id, score}) => toHit(records[id], score, snippetLengths, mark));
    return {
      hits,
      nbHits: total,
      page,
      nbPages: Math.ceil(total / hitsPerPage),
      hitsPerPage,
      query,
      params: '',
      exhaustiveNbHits: true,
      processingTimeMS: Math.round(now() - started),
    };
  }

  // Facet filters repeat from query to query: compile each once into a mask.
  const filterCache = new Map<string, Uint8Array>();
  function filterFor(facetFilters: FacetFilters | undefined): Uint8Array {
    const key = JSON.stringify(facetFilters ?? null);
    let mask = filterCache.get(key);
    if (!mask) {
      const test = compileFacetFilters(facetFilters);
      mask = Uint8Array.from(records, (record) => (test(record) ? 1 : 0));
      if (filterCache.size > 16) filterCache.clear();
      filterCache.set(key, mask);
    }
    return mask;
  }

  function rank(query: string, allowed: Uint8Array) {
    const words = tokenize(query).slice(0, MAX_QUERY_WORDS);
    const meaningful = words.filter((word) => !isStopWord(word));
    const queryWords = meaningful.length > 0 ? meaningful : words;
    if (queryWords.length === 0) return {head: [], tail: []};

    // One group of alternatives per query word: the word itself (prefix and
    // typo tolerant), its stem and parts, then its synonyms at a lower weight.
    const groupOfTerm = new Map<string, number>();
    const queries: Query[] = queryWords.map((word, group) => {
      const isLast = group === queryWords.length - 1;
      const own = indexTerms(word).length > 0 ? indexTerms(word) : [word];
      const synonyms = (SYNONYMS[word] ?? []).flatMap(indexTerms).filter((t) => !own.includes(t));
      for (const term of [...own, ...synonyms]) if (!groupOfTerm.has(term)) groupOfTerm.set(term, group);
      const parts: Query[] = [
        {
          // The word as typed: the last one may be unfinished (prefix), and a
          // word the site never uses is probably misspelt (typo tolerance).
          queries: [word],
          prefix: isLast && word.length >= 2,
          fuzzy: !vocabulary.has(word) && !/[._-]/.test(word) && word.length >= 4 ? (word.length >= 8 ? 2 : 1) : false,
        },
      ];
      // A code name's short parts ("ag" of ag.init) occur in every code sample: they do not count on their own.
      const isCompound = /[._-]/.test(word);
      const forms = own.filter((term) => term !== word && !(isCompound && term.length < 3));
      if (forms.length > 0) parts.push({queries: forms, combineWith: 'OR', prefix: false, fuzzy: false});
      if (synonyms.length > 0) {
        // When the site never uses the reader's word, its synonyms are all it can mean.
        const weight = vocabulary.has(word) ? SYNONYM_WEIGHT : 1;
        parts.push({queries: synonyms, combineWith: 'OR', boostTerm: () => weight, prefix: false, fuzzy: false});
      }
      return {queries: parts, combineWith: 'OR'};
    });

    const results = index.search(
      {queries, combineWith: 'OR'},
      {
        boost: BOOST,
        filter: (result) => allowed[result.id as number] === 1,
        weights: {fuzzy: 0.35, prefix: 0.4},
        maxFuzzy: 2,
      },
    );
    if (results.length === 0) return {head: [], tail: []};

    const compounds = queryWords.filter((word) => /[._-]/.test(word));
    const namedPages = new Set<string>();
    const codeNames = compounds
      .filter((word) => word.includes('.'))
      .map((word) => ` ${simpleWords(word.slice(word.lastIndexOf('.') + 1)).join(' ')} `);
    const sectionPrior = new Map<string, number>();
    for (const rule of SECTION_PRIORS) {
      const wanted = words.some((word) => rule.intent.test(word)) || rule.intent.test(query);
      if (!wanted) sectionPrior.set(rule.section, rule.factor);
      else if (rule.strongIntent && (words.some((word) => rule.strongIntent!.test(word)) || rule.strongIntent.test(query))) {
        sectionPrior.set(rule.section, rule.boost ?? 1);
      }
    }
    const phrase = ` ${simpleWords(query).join(' ')} `;
    const isPhrase = phrase.trim().split(' ').length >= 2;
    const looksLikeName = /[._/()-]/.test(query.trim()) || /^[a-z]+_[a-z_]+$/i.test(query.trim());

    type Scored = {id: number; score: number; terms: string[]; groups: number};
    // Phrase and name checks only matter near the top; the long tail keeps its BM25 order.
    const ranked = (results as SearchResult[]).slice(0, RANKED_LIMIT);
    const byPage = new Map<string, Scored[]>();
    for (let rankIndex = 0; rankIndex < ranked.length; rankIndex += 1) {
      const result = ranked[rankIndex];
      const id = result.id as number;
      let score = result.score * (isLead[id] ? LEAD_PARAGRAPH_BOOST : 1);
      if (rankIndex < PHRASE_CHECK_LIMIT && (isPhrase || looksLikeName)) {
        if (isPhrase && phraseText(id).includes(phrase)) score *= PHRASE_BOOST;
        if (nameText(id).includes(phrase)) score *= PHRASE_BOOST;
        if (nameText(id) === phrase) score *= PHRASE_BOOST;
      }
      // A title or heading the query quotes whole ("what is agenta used for" holds
      // "What is Agenta?"), or the name after a code prefix ("ag.MultipleChoiceParam"
      // names the "MultipleChoiceParam" heading): the reader named that section.
      if (rankIndex < PHRASE_CHECK_LIMIT && records[id].type !== 'content') {
        const name = nameText(id);
        if (name.trim().includes(' ') && phrase.includes(name)) {
          score *= NAMED_SECTION_BOOST;
          if (records[id].type === 'lvl1') namedPages.add(pageOf[id]);
        }
        else if (codeNames.some((code) => name === code)) score *= NAMED_SECTION_BOOST;
      }
      // A code name found whole (`ag.config.pull`, `config_pull`) beats its parts found apart.
      for (const compound of compounds) if (result.terms.includes(compound)) score *= COMPOUND_BOOST;
      let groups = 0;
      for (const term of result.queryTerms) {
        const group = groupOfTerm.get(term);
        if (group !== undefined) groups |= 1 << group;
      }
      const entry: Scored = {id, score, terms: result.terms, groups};
      const pageUrl = pageOf[id];
      const list = byPage.get(pageUrl);
      if (list) list.push(entry);
      else byPage.set(pageUrl, [entry]);
    }

    const all = (1 << queryWords.length) - 1;
    const pages = [...byPage.entries()].map(([url, entries]) => {
      entries.sort((a, b) => b.score - a.score || a.id - b.id);
      let covered = 0;
      let titleCovered = 0;
      const titleId = titleRecordOf.get(url);
      for (const entry of entries) {
        covered |= entry.groups;
        if (entry.id === titleId) titleCovered = entry.groups;
      }
      const coverage = bitCount(covered) / queryWords.length;
      // A page whose title (or address) answers every word of the query is what the reader named.
      const titleBonus =
        titleCovered === all || namedPages.has(url) ? TITLE_MATCH_BONUS : 1 + bitCount(titleCovered) / queryWords.length;
      const best = entries[0].score + 0.3 * (entries[1]?.score ?? 0) + 0.1 * (entries[2]?.score ?? 0);
      // A page that comes back to the subject again and again is more about it.
      const depth = 1 + 0.15 * Math.log2(entries.length);
      const prior = sectionPrior.get(records[entries[0].id].hierarchy.lvl0 ?? '') ?? 1;
      const score = best * coverage ** 1.5 * titleBonus * depth * prior;
      return {url, entries, score};
    });
    pages.sort((a, b) => b.score - a.score || a.entries[0].id - b.entries[0].id);

    // Each page's title record leads its hits, so a deeper hit shows under its page.
    const lists = pages.map(({url, entries}) => {
      const titleId = titleRecordOf.get(url);
      if (titleId === undefined || allowed[titleId] !== 1) return entries;
      const titleEntry = entries.find((e) => e.id === titleId) ?? {
        id: titleId,
        score: 0,
        terms: entries[0].terms,
        groups: 0,
      };
      return [titleEntry, ...entries.filter((e) => e.id !== titleId)];
    });
    const first = lists.flatMap((list) => list.slice(0, RECORDS_PER_PAGE_FIRST + 1));
    const rest = lists.flatMap((list) => list.slice(RECORDS_PER_PAGE_FIRST + 1));
    // Records past the ranked head keep MiniSearch's order (the /search page still lists them).
    const listed = new Set<number>();
    for (const entry of first) listed.add(entry.id);
    for (const entry of rest) listed.add(entry.id);
    const tail = (results as SearchResult[])
      .slice(RANKED_LIMIT)
      .filter((result) => !listed.has(result.id as number));
    return {head: [...first, ...rest], tail};
  }

  return {search, recordCount: records.length};
}

function toIndexedDoc(record: SearchRecord, id: number): IndexedDoc {
  const deepest = record.type === 'content' || record.type === 'lvl1' ? null : record.hierarchy[record.type];
  const [pageUrl] = record.url.split('#');
  return {
    id,
    title: record.type === 'lvl1' ? (record.hierarchy.lvl1 ?? '') : '',
    heading: deepest ?? '',
    content: record.content ?? '',
    path: record.type === 'lvl1' ? pageUrl.split('/').join(' ').replace(/[_-]/g, ' ') : '',
    section: record.type === 'lvl1' ? (record.hierarchy.lvl0 ?? '') : '',
  };
}

function parseSnippetAttributes(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [attribute, count] = entry.split(':');
    const words = Number(count);
    lengths.set(attribute, Number.isFinite(words) && words > 0 ? Math.min(words, 100) : 10);
  }
  return lengths;
}

function toHit(
  record: SearchRecord,
  score: number,
  snippetLengths: Map<string, number>,
  mark: (text: string, words: number | undefined) => ReturnType<typeof highlightAndSnippet>,
): SearchHit {
  const hierarchyHighlight: Record<string, HighlightResult> = {};
  const hierarchySnippet: Record<string, HighlightResult> = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    if (value === null) continue;
    const marked = mark(value, snippetLengths.get(`hierarchy.${level}`));
    hierarchyHighlight[level] = marked.highlight;
    if (marked.snippet) hierarchySnippet[level] = marked.snippet;
  }
  const hit: SearchHit = {
    ...record,
    hierarchy: {...record.hierarchy},
    _highlightResult: {hierarchy: hierarchyHighlight},
    _snippetResult: {hierarchy: hierarchySnippet},
    _rankingInfo: {score},
  };
  if (record.content !== null) {
    const marked = mark(record.content, snippetLengths.get('content'));
    hit._highlightResult.content = marked.highlight;
    if (marked.snippet) hit._snippetResult.content = marked.snippet;
  }
  return hit;
}

function bitCount(value: number): number {
  let count = 0;
  for (let v = value; v; v &= v - 1) count += 1;
  return count;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.floor(value)));
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
