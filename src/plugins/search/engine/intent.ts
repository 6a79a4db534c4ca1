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

/**
 * Sections that answer a reader only when asked for: the API reference (90
 * operation pages whose titles echo everyday words) and the changelog (one
 * post per release). Their pages weigh less unless the query shows that
 * intent; words that name the section outright ("api", "release notes", a
 * version number) count even in a question, everyday words that only may
 * ("get", "json", "new", "when") do not.
 */
const SECTION_RULES: {
  section: string;
  factor: number;
  questionFactor: number;
  strong: RegExp;
  /** What names the section in a question, where it differs from `strong`. */
  questionStrong?: RegExp;
  strongText?: RegExp;
  weak: RegExp;
  /** Factor when the query names the section; `explicitBoost` when it names it in words, not by a number. */
  boost?: number;
  explicitBoost?: number;
}[] = [
  {
    section: 'API',
    factor: 0.35,
    questionFactor: 0.2,
    strong: /^(api|apis|endpoint|endpoints|rest|curl|openapi|operation|operations)$|^\/|^(get|post|put|patch|delete) \//,
    // "where is the app's endpoint": in a question, an endpoint may be the reader's own.
    questionStrong: /^(api|apis|rest|curl|openapi)$|^\/|^(get|post|put|patch|delete) \//,
    weak: /^(get|post|put|patch|delete|http|request|response|status|json)$/,
    boost: 1.5,
  },
  {
    section: 'Changelog',
    factor: 0.4,
    questionFactor: 0.4,
    // "release notes", "changelog", a version number: the reader asks for a release.
    strong: /^(release|releases|released|changelog|v?\d+\.\d+(\.\d+)?)$/,
    strongText: /\bwhat'?s new\b|\bwhat is new\b|\brelease notes\b/,
    weak: /^(changes|version|versions|new|added|introduced|when|since|whats)$/,
    boost: 1.6,
    explicitBoost: 2.5,
  },
];

/** Reference sections, which state facts but do not explain ideas. */
const REFERENCE_SECTIONS = ['API', 'CLI', 'SDK', 'Changelog'];
const DEFINITION_FACTORS = {Concepts: 1.6, reference: 0.5};

const HOW_TO = /^(how|where|can|could|should|do|does|is|are|why|which|what)\b/;
const DEFINITION = /^(what|whats|what's)\s+(is|are|does|do|s)\b|\bdifference between\b|\b(vs|versus)\b|^(define|definition of|meaning of|explain)\b/;

export function readIntent(query: string, words: readonly string[]): QueryIntent {
  // An "API key" is a thing readers create, not a request for the API reference.
  const text = query.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\bapi[ _-]?keys?\b/g, 'key');
  words = words.filter((word, i) => !(word === 'api' && /^keys?$/.test(words[i + 1] ?? '')));
  const isQuestion = HOW_TO.test(text);
  const sectionFactor = new Map<string, number>();
  const sectionWords = new Map<string, Set<string>>();
  for (const rule of SECTION_RULES) {
    const strongWord = (isQuestion && rule.questionStrong) || rule.strong;
    const naming = words.filter((word) => strongWord.test(word) && !/^[\d/v]/.test(word));
    if (naming.length > 0) sectionWords.set(rule.section, new Set(naming));
    const strong =
      strongWord.test(text) || rule.strongText?.test(text) || words.some((word) => strongWord.test(word));
    const weak = !isQuestion && words.some((word) => rule.weak.test(word));
    const explicit = rule.strongText?.test(text) || naming.length > 0;
    if (strong) sectionFactor.set(rule.section, (explicit ? rule.explicitBoost : undefined) ?? rule.boost ?? 1);
    else if (!weak) sectionFactor.set(rule.section, isQuestion ? rule.questionFactor : rule.factor);
  }
  // "what is a variant", "difference between a variant and a version".
  if (DEFINITION.test(text)) {
    sectionFactor.set('Concepts', DEFINITION_FACTORS.Concepts);
    for (const section of REFERENCE_SECTIONS) {
      sectionFactor.set(section, (sectionFactor.get(section) ?? 1) * DEFINITION_FACTORS.reference);
    }
  }
  return {sectionFactor, sectionWords, question: isQuestion};
}
