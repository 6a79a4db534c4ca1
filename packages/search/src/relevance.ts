/**
 * How well a search answers a site's query sets (YAML files of queries, each
 * with the pages that count as a right answer). The sets are the site's own.
 */
import fs from 'node:fs';

import {parse} from 'yaml';

export interface RelevanceQuery {
  query: string;
  kind: string;
  /** Page paths (no anchor) that count as a right answer. */
  expect: string[];
}

export interface RelevanceReport {
  queries: number;
  successAt1: number;
  successAt5: number;
  mrr: number;
  misses: {query: string; kind: string; expect: string[]; got: string[]}[];
  byKind: Record<string, {queries: number; successAt1: number; successAt5: number}>;
}

export function loadQuerySet(file: string): RelevanceQuery[] {
  const data = parse(fs.readFileSync(file, 'utf8')) as {queries?: RelevanceQuery[]};
  if (!Array.isArray(data?.queries) || data.queries.length === 0) {
    throw new Error(`${file}: expected a "queries" list.`);
  }
  return data.queries.map((q, i) => {
    if (typeof q.query !== 'string' || !Array.isArray(q.expect) || q.expect.length === 0) {
      throw new Error(`${file}: query ${i + 1} needs "query" and a non-empty "expect" list.`);
    }
    return {query: q.query, kind: q.kind ?? 'other', expect: q.expect.map(String)};
  });
}

/**
 * A query as two sets are compared on: lower case, runs of white space as one
 * space, no punctuation at the end ("What is a variant?" is "what is a variant").
 */
export function normalizeQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:!?]+$/, '');
}

/** The distinct pages of a hit list, in the order a reader meets them. */
export function pagesInOrder(urls: readonly string[]): string[] {
  const pages: string[] = [];
  for (const url of urls) {
    const page = url.split('#')[0];
    if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

/**
 * success@k: share of queries whose k first result pages include a right one;
 * MRR: mean of 1 / rank of the first right page (0 when none in the hits).
 */
export function measureRelevance(queries: readonly RelevanceQuery[], searchPages: (query: string) => string[]): RelevanceReport {
  let at1 = 0;
  let at5 = 0;
  let reciprocal = 0;
  const misses: RelevanceReport['misses'] = [];
  // A Map: a set's kinds are its own words, and a plain object already answers "constructor".
  const byKind = new Map<string, RelevanceReport['byKind'][string]>();
  for (const q of queries) {
    const pages = searchPages(q.query);
    const rank = pages.findIndex((page) => q.expect.includes(page)) + 1;
    let kind = byKind.get(q.kind);
    if (!kind) byKind.set(q.kind, (kind = {queries: 0, successAt1: 0, successAt5: 0}));
    kind.queries += 1;
    if (rank === 1) {
      at1 += 1;
      kind.successAt1 += 1;
    } else {
      misses.push({query: q.query, kind: q.kind, expect: q.expect, got: pages.slice(0, 3)});
    }
    if (rank >= 1 && rank <= 5) {
      at5 += 1;
      kind.successAt5 += 1;
    }
    if (rank >= 1) reciprocal += 1 / rank;
  }
  for (const kind of byKind.values()) {
    kind.successAt1 /= kind.queries;
    kind.successAt5 /= kind.queries;
  }
  return {
    queries: queries.length,
    successAt1: at1 / queries.length,
    successAt5: at5 / queries.length,
    mrr: reciprocal / queries.length,
    misses,
    byKind: Object.fromEntries(byKind),
  };
}
