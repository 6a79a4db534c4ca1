/**
 * The events the analytics send besides page views: one per search and one
 * per Ask AI question, built here from what the search and Ask AI hooks
 * report, free of browser globals so unit tests can run them. The names and
 * properties are what the README's PostHog queries read.
 */
import type {AskAiQuestionReport} from '../ask-ai/client/analytics-hook';
import type {SettledSearch} from './search-sessions';

/** The name of the event one search becomes (PostHog, and the Google tag). */
export const SEARCH_EVENT = 'docs_search';
/** The name of the event one Ask AI question becomes. */
export const ASK_AI_EVENT = 'docs_ask_ai';

/** The query is sent as typed, cut to this many characters (code points): as much as the search fields keep. */
export const SEARCH_QUERY_MAX_CHARACTERS = 64;
/** The question is sent cut to this many characters (code points): enough to tell what was asked. */
export const ASK_AI_QUESTION_MAX_CHARACTERS = 200;

export type EventProperties = Record<string, string | number | boolean | null>;
export type AnalyticsEvent = {name: string; properties: EventProperties};

/** The text's first `max` code points: an emoji at the cut is kept whole or left out, never halved. */
export function cutCharacters(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('');
}

export function searchEvent(search: SettledSearch): AnalyticsEvent {
  return {
    name: SEARCH_EVENT,
    properties: {
      query: cutCharacters(search.query, SEARCH_QUERY_MAX_CHARACTERS),
      hits: search.hits,
      opened: search.rank !== null,
      opened_rank: search.rank,
      surface: search.surface,
      version: search.version,
      path: search.path,
      // The page the search was made on, not the one an opened hit led to by the time it is sent.
      $current_url: search.url,
      $pathname: search.path,
    },
  };
}

export function askAiEvent(report: AskAiQuestionReport, page: {path: string; url: string}): AnalyticsEvent {
  return {
    name: ASK_AI_EVENT,
    properties: {
      question: cutCharacters(report.question, ASK_AI_QUESTION_MAX_CHARACTERS),
      sources: report.sources,
      outcome: report.outcome,
      answered: report.outcome === 'answered',
      error: report.error,
      follow_up: report.followUp,
      retry: report.retry,
      path: page.path,
      $current_url: page.url,
      $pathname: page.path,
    },
  };
}

/**
 * The docs version a search was filtered to, read from its facet filters:
 * DocSearch's `docusaurus_tag:docs-<plugin id>-<version>` (`current` for the
 * docs as they are, on a site without versions). The default docs plugin's
 * version is named alone, another plugin's as `<plugin id>/<version>`, several
 * joined with commas; null when the search named no docs version.
 */
export function docsVersionOf(facetFilters: unknown, docsPluginIds: readonly string[]): string | null {
  const filters = Array.isArray(facetFilters) ? facetFilters.flat() : [facetFilters];
  // The longest id first: a plugin "api" must not take the tags of a plugin "api-v2".
  const ids = [...docsPluginIds].sort((a, b) => b.length - a.length);
  const versions = filters.flatMap((filter) => {
    if (typeof filter !== 'string' || !filter.startsWith('docusaurus_tag:docs-')) return [];
    const tag = filter.slice('docusaurus_tag:docs-'.length);
    const id = ids.find((candidate) => tag.startsWith(`${candidate}-`) && tag.length > candidate.length + 1);
    if (id === undefined) return [];
    const version = tag.slice(id.length + 1);
    return [id === 'default' ? version : `${id}/${version}`];
  });
  return versions.length > 0 ? [...new Set(versions)].join(',') : null;
}
