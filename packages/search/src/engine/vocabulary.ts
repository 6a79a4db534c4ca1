import {stem} from './text';

/**
 * A section that answers a reader only when asked for (an API reference whose
 * operation titles echo everyday words, a changelog with one post per
 * release): its pages weigh `factor` unless the query asks for it.
 */
export interface ReferenceSectionRule {
  /** The section's name, as search results group pages under it (hierarchy.lvl0). */
  section: string;
  /** Score factor of its pages for a query that does not ask for it, and for a question that does not. */
  factor: number;
  questionFactor: number;
  /** Score factor when the query asks for it; `explicitBoost` when it names it in words, not by a number or path. */
  boost: number;
  explicitBoost?: number;
  /** Words that ask for the section ("api", "endpoint"); every page of the section answers them. */
  names: string[];
  /** The same in a question, where a name may mean the reader's own thing ("where is my endpoint"). */
  questionNames?: string[];
  /** Phrases that ask for it ("release notes"). */
  phrases?: string[];
  /** Phrases that hold a name but ask for something else ("api key" is a thing readers create). */
  notNames?: string[];
  /** Everyday words that may ask for it ("json", "new"): with one of them, its pages are not demoted. */
  maybeWords?: string[];
  /** An HTTP path, with or without its method, asks for this section. */
  paths?: boolean;
  /** A version number asks for this section, and names the page whose title starts with it. */
  versions?: boolean;
}

/**
 * The words of one site that the ranking needs to know, kept apart from the
 * engine: the product's name, the headings of sections that point elsewhere,
 * the sections, and the words readers use for what the pages call otherwise.
 */
export interface SearchVocabulary {
  /** In many page titles, and says nothing about what a page is for. */
  productName: string;
  /** Headings of sections that describe other pages ("Next steps"): their words count less there. */
  pointerHeadings: string[];
  /**
   * Routes of pages whose every section sums up another part of the docs (a
   * home page that tours the product): the words of those sections count
   * less, as under "Next steps"; the title and lead paragraph count in full.
   */
  pointerPages?: string[];
  referenceSections: ReferenceSectionRule[];
  /** The section that defines things, preferred for "what is …" and "difference between …". */
  conceptsSection: string;
  /** Sections that state facts rather than explain ideas: they weigh less for a definition. */
  factSections: string[];
  /**
   * Words readers type for what the pages call by another name: a query word
   * on the left also searches the words on the right (at a lower weight when
   * the site uses the reader's word too). Lowercase, no diacritics.
   */
  synonyms: Record<string, string[]>;
}

/** No site words at all: plain BM25 with the page-level rules. */
export const EMPTY_VOCABULARY: SearchVocabulary = {
  productName: '',
  pointerHeadings: [],
  referenceSections: [],
  conceptsSection: '',
  factSections: [],
  synonyms: {},
};

/** The vocabulary in the forms the ranking looks things up in. */
export interface CompiledVocabulary {
  vocabulary: SearchVocabulary;
  productName: string;
  isPointerHeading(heading: string | null): boolean;
  /** The record sits in a section of a page that sums up other pages. */
  isPointerSection(url: string, heading: string | null): boolean;
  /** The section whose page titles start with a release version, if any. */
  releaseSection: string | null;
  synonymsOf(word: string): readonly string[];
}

export function compileVocabulary(vocabulary: SearchVocabulary): CompiledVocabulary {
  const pointer = new Set(vocabulary.pointerHeadings.map(normalizeHeading));
  const pointerPages = new Set(vocabulary.pointerPages ?? []);
  // Maps, not the configured object: a query word is looked up as typed, and a
  // plain object answers "constructor" or "__proto__" with what every object inherits.
  const byWord = new Map<string, readonly string[]>(Object.entries(vocabulary.synonyms));
  // Keyed by stem too, so "monitor" finds what "monitoring" does.
  const byStem = new Map<string, string[]>();
  for (const [word, synonyms] of byWord) {
    const key = stem(word);
    byStem.set(key, [...new Set([...(byStem.get(key) ?? []), ...synonyms])]);
  }
  return {
    vocabulary,
    productName: vocabulary.productName.toLowerCase(),
    isPointerHeading: (heading) => heading !== null && pointer.has(normalizeHeading(heading)),
    isPointerSection: (url, heading) => heading !== null && pointerPages.has(url.split('#')[0]),
    releaseSection: vocabulary.referenceSections.find((rule) => rule.versions)?.section ?? null,
    synonymsOf: (word) => byWord.get(word) ?? byStem.get(stem(word)) ?? [],
  };
}

function normalizeHeading(heading: string): string {
  return heading.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Checks a vocabulary given in the site's configuration, with a message that says what to fix. */
export function checkVocabulary(value: unknown, where: string): SearchVocabulary {
  const fail = (message: string): never => {
    throw new Error(`${where}: ${message}`);
  };
  const v = value as Partial<SearchVocabulary> | null;
  if (!v || typeof v !== 'object') fail('must be an object.');
  const strings = (list: unknown, name: string) => {
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) fail(`"${name}" must be a list of strings.`);
  };
  if (typeof v!.productName !== 'string') fail('"productName" must be a string.');
  if (typeof v!.conceptsSection !== 'string') fail('"conceptsSection" must be a string.');
  strings(v!.pointerHeadings, 'pointerHeadings');
  if (v!.pointerPages !== undefined) strings(v!.pointerPages, 'pointerPages');
  strings(v!.factSections, 'factSections');
  if (!Array.isArray(v!.referenceSections)) fail('"referenceSections" must be a list.');
  v!.referenceSections!.forEach((rule, i) => {
    if (typeof rule?.section !== 'string') fail(`referenceSections[${i}].section must be a string.`);
    for (const key of ['factor', 'questionFactor', 'boost'] as const) {
      if (typeof rule[key] !== 'number' || !(rule[key] > 0)) fail(`referenceSections[${i}].${key} must be a positive number.`);
    }
    strings(rule.names, `referenceSections[${i}].names`);
    for (const key of ['questionNames', 'phrases', 'notNames', 'maybeWords'] as const) {
      if (rule[key] !== undefined) strings(rule[key], `referenceSections[${i}].${key}`);
    }
  });
  const synonyms = v!.synonyms as Record<string, unknown> | undefined;
  if (!synonyms || typeof synonyms !== 'object') fail('"synonyms" must be an object of word lists.');
  for (const [word, list] of Object.entries(synonyms!)) {
    if (word !== word.toLowerCase()) fail(`synonym key "${word}" must be lowercase.`);
    strings(list, `synonyms.${word}`);
  }
  return v as SearchVocabulary;
}
