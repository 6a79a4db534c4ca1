import type {SearchVocabulary} from './vocabulary';
import {DEFAULT_RANKING_WEIGHTS, type RankingWeights} from './weights';

/**
 * What kind of answer a query asks for, read from its form rather than its
 * subject: a reference page (the API, a release), a definition, or a guide
 * for a question. The ranking turns this into a score factor per section.
 */
export interface QueryIntent {
  /** Score factor per section (lvl0) for this query; 1 where absent. */
  sectionFactor: Map<string, number>;
  /**
   * Query words that name a section ("api", "changelog"): every page of that
   * section answers them, whether or not its text uses the word.
   */
  sectionWords: Map<string, Set<string>>;
  /** The query is a question ("how do I …", "can I …"), not a name or keywords. */
  question: boolean;
}

const HOW_TO = /^(how|where|can|could|should|do|does|is|are|why|which|what)\b/;
const DEFINITION = /^(what|whats|what's)\s+(is|are|does|do|s)\b|\bdifference between\b|\b(vs|versus)\b|^(define|definition of|meaning of|explain)\b/;
const HTTP_PATH = /^((get|post|put|patch|delete) )?\//;
const VERSION = /^v?\d+\.\d+(\.\d+)?$/;

/**
 * The sections a query asks for or not, by the site's reference-section
 * rules: names ("api", "release notes", a version, a path) count even in a
 * question; everyday words that only may name a section ("get", "json",
 * "new") lift its demotion outside questions.
 */
export function readIntent(
  query: string,
  tokens: readonly string[],
  vocabulary: Pick<SearchVocabulary, 'referenceSections' | 'conceptsSection' | 'factSections'>,
  weights: Pick<RankingWeights, 'definitionBoost' | 'definitionFactFactor'> = DEFAULT_RANKING_WEIGHTS,
): QueryIntent {
  let text = query.trim().toLowerCase().replace(/\s+/g, ' ');
  let words = [...tokens];
  const isQuestion = HOW_TO.test(text);
  const sectionFactor = new Map<string, number>();
  const sectionWords = new Map<string, Set<string>>();
  for (const rule of vocabulary.referenceSections) {
    // A phrase that holds a name but means something else ("api key") names nothing.
    for (const phrase of rule.notNames ?? []) {
      const parts = phrase.toLowerCase().split(/\s+/);
      text = text.replace(new RegExp(`\\b${parts.map(escapeRegExp).join('[ _-]?')}\\b`, 'g'), parts[parts.length - 1]);
      words = words.filter((word, i) => !(parts.length === 2 && word === parts[0] && words[i + 1] === parts[1]));
    }
    const names = new Set((isQuestion && rule.questionNames) || rule.names);
    const naming = words.filter((word) => names.has(word));
    if (naming.length > 0) sectionWords.set(rule.section, new Set(naming));
    const phrased = (rule.phrases ?? []).some((phrase) => new RegExp(`\\b${escapeRegExp(phrase)}\\b`).test(text));
    const asks =
      naming.length > 0 ||
      names.has(text) ||
      phrased ||
      (rule.paths === true && HTTP_PATH.test(text)) ||
      (rule.versions === true && (VERSION.test(text) || words.some((word) => VERSION.test(word))));
    const maybe = !isQuestion && words.some((word) => rule.maybeWords?.includes(word));
    if (asks) sectionFactor.set(rule.section, ((phrased || naming.length > 0) && rule.explicitBoost) || rule.boost);
    else if (!maybe) sectionFactor.set(rule.section, isQuestion ? rule.questionFactor : rule.factor);
  }
  // "what is a variant", "difference between a variant and a version": a
  // definition prefers the concepts section and demotes the sections that state facts.
  if (DEFINITION.test(text) && vocabulary.conceptsSection) {
    sectionFactor.set(vocabulary.conceptsSection, weights.definitionBoost);
    for (const section of vocabulary.factSections) {
      sectionFactor.set(section, (sectionFactor.get(section) ?? 1) * weights.definitionFactFactor);
    }
  }
  return {sectionFactor, sectionWords, question: isQuestion};
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
