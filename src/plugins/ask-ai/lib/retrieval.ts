import {cutSection} from './sections';
import {estimateTokens, trimToTokens} from './tokens';

/** A DocSearch hit, as the site's search clients (local or Algolia) answer. */
export interface SearchHitLike {
  url: string;
  type?: string;
  hierarchy: Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>>;
  content?: string | null;
}

/** A section of a page that the search pointed at, ranked across the queries. */
export interface SectionRef {
  /** Site-relative path of the page, without anchor. */
  path: string;
  /** The section's anchor on the page; empty for the page's top. */
  anchor: string;
  pageTitle: string;
  /** The section's headings below the page title, outermost first. */
  headings: string[];
  score: number;
  /** The best hit's own text, sent when the page's Markdown lacks the section. */
  hitText: string;
}

/** A section as sent to the model, numbered as the answer cites it. */
export interface Passage {
  n: number;
  /** Site-relative link to the exact section (`/page#anchor`). */
  url: string;
  /** `page › heading`, as the sources list shows it. */
  label: string;
  text: string;
  tokens: number;
}

export interface RetrievalSettings {
  maxSources: number;
  sourceTokenBudget: number;
}

/**
 * Words that carry no topic in a reader's question. The search engine drops
 * some of these itself; Algolia matches every word unless told otherwise, so
 * the keyword query leaves them out for both.
 */
const FILLER_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its ' +
    'me my of on or our should so than that the their them then there these this those to was we were what when ' +
    'where which while who why will with would you your yours want wants need needs able way ways possible ' +
    'please tell explain show get getting make sure just also any some about there here using use used'
  ).split(' '),
);

/** The question's topic words, in order, without repeats or filler. */
export function keywordsOf(text: string): string {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}_.@/-]+/u)) {
    const word = raw.replace(/^[.\-/]+|[.\-/?]+$/g, '');
    if (!word || FILLER_WORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  return words.join(' ');
}

/** Hits asked of the search for each query. */
const HITS_PER_QUERY = 20;

/**
 * One search request, in the DocSearch-compatible shape every site search
 * client takes: the browser and the retrieval benchmark send the same.
 */
export function searchRequest(indexName: string, query: string, facetFilters?: (string | string[])[]) {
  return {
    indexName,
    query,
    hitsPerPage: HITS_PER_QUERY,
    ...(facetFilters ? {facetFilters} : {}),
    // Algolia requires every word by default; a question's words are not all in one section.
    removeWordsIfNoResults: 'allOptional',
    attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
  };
}

/** Longest query sent to the search, in UTF-16 code units (Algolia refuses queries over 512 bytes). */
const MAX_QUERY_LENGTH = 256;

/** `text` cut to at most `max` code units, never between the halves of a surrogate pair (an emoji is kept whole or left out). */
export function cutAtCodePoint(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * The searches made for a question: the question as written, its topic
 * words, and for a follow-up its topic words with the previous question's
 * (a follow-up such as "and in the SDK?" names only half of its topic).
 */
export function searchQueries(question: string, earlierQuestions: readonly string[]): {query: string; weight: number}[] {
  const queries: {query: string; weight: number}[] = [];
  const add = (query: string, weight: number) => {
    const trimmed = cutAtCodePoint(query.trim(), MAX_QUERY_LENGTH).trim();
    if (trimmed && !queries.some((existing) => existing.query === trimmed)) queries.push({query: trimmed, weight});
  };
  add(question, 1);
  add(keywordsOf(question), 1);
  const previous = earlierQuestions[earlierQuestions.length - 1];
  if (previous) add(keywordsOf(`${previous} ${question}`), 0.6);
  return queries;
}

/** Reciprocal rank fusion's constant: small, so the top hits of each query count most. */
const FUSION_K = 10;

/**
 * Merges the hits of several searches into sections (page and anchor),
 * scored by reciprocal rank fusion: each search adds weight / (k + rank) for
 * the best rank at which it found the section.
 */
export function fuseHits(lists: readonly {hits: readonly SearchHitLike[]; weight: number}[]): SectionRef[] {
  const sections = new Map<string, SectionRef & {best: number}>();
  for (const {hits, weight} of lists) {
    const seen = new Set<string>();
    hits.forEach((hit, rank) => {
      const [path = '', anchor = ''] = hit.url.split('#');
      const key = `${path}#${anchor}`;
      if (seen.has(key)) return;
      seen.add(key);
      const contribution = weight / (FUSION_K + rank + 1);
      const existing = sections.get(key);
      if (existing) {
        existing.score += contribution;
        if (contribution > existing.best) Object.assign(existing, describe(hit), {best: contribution});
      } else {
        sections.set(key, {path, anchor, score: contribution, best: contribution, ...describe(hit)});
      }
    });
  }
  return [...sections.values()].sort((a, b) => b.score - a.score).map(({best: _best, ...section}) => section);
}

/**
 * A page's own entry (its top, found by its title) stands aside when some of
 * its sections were found: its score goes to its best section, which says
 * more than the page's first paragraphs. A page found only by its title keeps
 * its entry.
 */
export function preferSections(sections: readonly SectionRef[]): SectionRef[] {
  const copies = sections.map((section) => ({...section}));
  const bestSection = new Map<string, SectionRef>();
  for (const section of copies) {
    if (section.anchor && !bestSection.has(section.path)) bestSection.set(section.path, section);
  }
  return copies
    .filter((section) => {
      const best = bestSection.get(section.path);
      if (!best || section.anchor) return true;
      best.score += section.score;
      return false;
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * The sections reordered so that every page's best section comes before any
 * page's second: the search returns a page's sections together, and a few
 * pages would otherwise fill every place.
 */
export function onePerPageFirst<T extends {path: string}>(sections: readonly T[]): T[] {
  const seen = new Set<string>();
  const first: T[] = [];
  const rest: T[] = [];
  for (const section of sections) {
    (seen.has(section.path) ? rest : first).push(section);
    seen.add(section.path);
  }
  return [...first, ...rest];
}

function describe(hit: SearchHitLike): Pick<SectionRef, 'pageTitle' | 'headings' | 'hitText'> {
  const levels = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
    .map((level) => hit.hierarchy[level])
    .filter((heading): heading is string => Boolean(heading));
  return {
    pageTitle: hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? '',
    headings: levels,
    hitText: hit.content ?? '',
  };
}

/** `page › heading` for a section. */
export function sectionLabel(section: Pick<SectionRef, 'pageTitle' | 'headings'>): string {
  const heading = section.headings[section.headings.length - 1];
  return heading ? `${section.pageTitle} › ${heading}` : section.pageTitle;
}

/** A passage shorter than this is not worth its label. */
const MIN_PASSAGE_TOKENS = 60;

/**
 * The passages sent: sections in rank order, each at most a quarter of the
 * budget (cut at a paragraph), until `maxSources` are chosen or the budget
 * is spent. A section whose text is already inside a chosen one (a
 * subsection of a chosen section), or holds one, is skipped.
 */
export function selectPassages(sections: readonly {section: SectionRef; text: string}[], settings: RetrievalSettings): Passage[] {
  const perPassage = Math.max(MIN_PASSAGE_TOKENS, Math.floor(settings.sourceTokenBudget / 4));
  const chosen: Passage[] = [];
  let spent = 0;
  for (const {section, text} of sections) {
    if (chosen.length >= settings.maxSources) break;
    const left = settings.sourceTokenBudget - spent;
    if (left < MIN_PASSAGE_TOKENS) break;
    const full = text.trim();
    if (!full) continue;
    if (chosen.some((passage) => overlaps(passage.text, full))) continue;
    const kept = trimToTokens(full, Math.min(perPassage, left));
    const tokens = estimateTokens(kept);
    if (tokens < Math.min(MIN_PASSAGE_TOKENS, estimateTokens(full))) continue;
    chosen.push({
      n: chosen.length + 1,
      url: section.anchor ? `${section.path}#${section.anchor}` : section.path,
      label: sectionLabel(section),
      text: kept,
      tokens,
    });
    spent += tokens;
  }
  return chosen;
}

function overlaps(a: string, b: string): boolean {
  const head = (text: string) => text.replace(/…$/, '').slice(0, 400);
  return a.includes(head(b)) || b.includes(head(a));
}

/** How many sections are fetched for each one that may be sent: spares for those that turn out empty or repeated. */
const CANDIDATES_PER_SOURCE = 2;

/**
 * Finds the passages for a question: searches (through the site's search
 * client), merges the hits into sections, fetches each page's Markdown twin
 * once and cuts the sections out of it, then chooses within the budget. The
 * two callbacks are the only contact with the outside world, so the browser
 * and the retrieval benchmark share everything else.
 */
export async function retrievePassages(request: {
  question: string;
  earlierQuestions: readonly string[];
  settings: RetrievalSettings;
  search: (query: string) => Promise<readonly SearchHitLike[]>;
  /** The page's Markdown twin, or null when it has none. */
  fetchMarkdown: (pagePath: string) => Promise<string | null>;
}): Promise<Passage[]> {
  const queries = searchQueries(request.question, request.earlierQuestions);
  const lists = await Promise.all(queries.map(async ({query, weight}) => ({hits: await request.search(query), weight})));
  const candidates = onePerPageFirst(preferSections(fuseHits(lists))).slice(0, request.settings.maxSources * CANDIDATES_PER_SOURCE);
  const pages = new Map<string, Promise<string | null>>();
  const markdownOf = (path: string) => {
    let page = pages.get(path);
    if (!page) {
      page = request.fetchMarkdown(path).catch(() => null);
      pages.set(path, page);
    }
    return page;
  };
  const texts = await Promise.all(
    candidates.map(async (section) => {
      const markdown = await markdownOf(section.path);
      const cut = markdown === null ? null : cutSection(markdown, section.headings);
      return {section, text: cut ?? fallbackText(section)};
    }),
  );
  return selectPassages(texts, request.settings);
}

/** The hit's own words, under its heading, when the page's Markdown cannot be had. */
function fallbackText(section: SectionRef): string {
  if (!section.hitText) return '';
  const heading = section.headings[section.headings.length - 1] ?? section.pageTitle;
  return `## ${heading}\n\n${section.hitText}`;
}
