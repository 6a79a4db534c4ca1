/**
 * The local ranking's tuning weights (ranking.ts, intent.ts), in one object a
 * site can override in part: the search plugin's `rankingWeights` option.
 * Each says what it rewards (a factor above 1, or a weight next to the word
 * as typed, which counts 1) or what it holds back (below 1).
 *
 * Not here, on purpose:
 *  - Limits that bound a query's cost, not what ranks first (`MAX_COMPLETIONS`,
 *    `PHRASE_CHECK_LIMIT`, `MAX_COMPLETION_SHARDS`, `MAX_QUERY_WORDS`,
 *    `FIRST_PART_HITS`, `MAX_LOAD_ROUNDS`) stay constants beside the code they bound.
 *  - The field weights (`FIELD_BOOST`, split-format.ts): the build orders long
 *    postings lists by them to choose the postings a query reads first, so
 *    they belong to the index's format, not to a query-time setting.
 *  - The `FLAG_*` bits of ranking.ts, which are bookkeeping, not weights.
 */
export interface RankingWeights {
  /** Weight of a completion of the last query word ("eval" → "evaluator"), before the per-letter discount. Raised: prefix matches compete with whole words. */
  prefixWeight: number;
  /** How much each letter a completion adds beyond the typed word lowers its weight. Raised: long completions of a short prefix count less. */
  completionLengthPenalty: number;
  /** Weight of a near spelling of a word the site never uses (typo tolerance). Raised: pages that match a corrected spelling climb. */
  fuzzyWeight: number;
  /** Weight of a synonym (the vocabulary's) when the site also uses the reader's word. Raised: synonym-only pages compete with pages using the reader's word; 0 drops them. */
  synonymWeight: number;
  /** Factor for each of: a title or heading holds the query as a phrase, more so for a query of several words, and is exactly it. Raised: exact phrases win over scattered words. */
  phraseBoost: number;
  /** Factor of a record that holds a compound query word whole (`config_schema`, `ag.init`). Raised: exact code names win over their parts. */
  compoundBoost: number;
  /** Factor of a title or heading the query names whole, an API operation by its path, a release by its version (the part for a partial name scales with the share of the query). Raised: named sections win more. */
  namedSectionBoost: number;
  /** Page factor when its title matches every query word and little else (at most, for a title naming the query exactly). Raised: title matches win over pages that only discuss the words. */
  titleMatchBonus: number;
  /** Factor of a page's first paragraph, which says what the page is for. Raised: pages that open with the subject climb. */
  leadParagraphBoost: number;
  /** Weight of records under a heading or on a page that points elsewhere ("Next steps"): their words describe other pages. Raised toward 1: those mentions count as much as any. */
  pointerWeight: number;
  /** How much a page's best evidence for each query word adds to its best record. Raised: pages holding every word somewhere beat pages holding them in one record. */
  wordEvidenceWeight: number;
  /** Weight of a page's second best record next to its best. Raised: pages with several good sections climb. */
  secondRecordWeight: number;
  /** Weight of a page's third best record next to its best. */
  thirdRecordWeight: number;
  /** Page factor per doubling of its matching records (1 + this × log2 of their number). Raised: long pages that return to the subject climb. */
  pageDepthWeight: number;
  /** Exponent of the share of the query (by word rarity) a page answers. Raised: pages missing a query word fall further. */
  coverageExponent: number;
  /** Section factor of the vocabulary's concepts section for a definition query ("what is …"). Raised: definitions win more. */
  definitionBoost: number;
  /** Section factor of the vocabulary's fact sections (API, CLI, …) for a definition query. Raised toward 1: reference pages answer definitions as well. */
  definitionFactFactor: number;
  /** Hits of one page shown, after its title, before the next page gets its turn (a whole number). Raised: fewer pages on the first screen, more of each. */
  recordsPerPageFirst: number;
}

/** The weights the kept query sets were tuned with (BENCHMARKS.md). */
export const DEFAULT_RANKING_WEIGHTS: Readonly<RankingWeights> = Object.freeze({
  prefixWeight: 0.4,
  completionLengthPenalty: 0.3,
  fuzzyWeight: 0.35,
  synonymWeight: 0.5,
  phraseBoost: 1.5,
  compoundBoost: 2,
  namedSectionBoost: 3,
  titleMatchBonus: 3,
  leadParagraphBoost: 2.3,
  pointerWeight: 0.3,
  wordEvidenceWeight: 0.3,
  secondRecordWeight: 0.3,
  thirdRecordWeight: 0.1,
  pageDepthWeight: 0.15,
  coverageExponent: 1.5,
  definitionBoost: 1.6,
  definitionFactFactor: 0.5,
  recordsPerPageFirst: 2,
});

/** The defaults with `overrides` over them: what the engine ranks with. */
export function resolveRankingWeights(overrides: Partial<RankingWeights> = {}): Readonly<RankingWeights> {
  return Object.freeze({...DEFAULT_RANKING_WEIGHTS, ...overrides});
}

/** Checks overrides given in the site's configuration, with a message that names the key to fix. */
export function checkRankingWeights(value: unknown, where: string): Partial<RankingWeights> {
  const fail = (message: string): never => {
    throw new Error(`${where}: ${message}`);
  };
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail('must be an object of weights.');
  const known = Object.keys(DEFAULT_RANKING_WEIGHTS);
  for (const [key, weight] of Object.entries(value as Record<string, unknown>)) {
    if (!known.includes(key)) fail(`"${key}" is not a ranking weight (known: ${known.join(', ')}).`);
    if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0) {
      fail(`"${key}" must be a finite number of at least 0 (got ${typeof weight === 'number' ? String(weight) : (JSON.stringify(weight) ?? String(weight))}).`);
    }
    if (key === 'recordsPerPageFirst' && !Number.isInteger(weight)) fail(`"${key}" must be a whole number (got ${String(weight)}).`);
  }
  return value as Partial<RankingWeights>;
}
