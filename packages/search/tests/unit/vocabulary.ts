import type {SearchVocabulary} from '../../src/engine/vocabulary';

/**
 * A site's vocabulary for the ranking tests, shaped like a real one: an API
 * reference and a changelog that answer only when asked for, a concepts
 * section for definitions, and a few synonyms of readers' words.
 */
export const testVocabulary = {
  productName: 'agenta',
  pointerHeadings: ['Next steps', 'See also'],
  pointerPages: ['/'],
  referenceSections: [
    {
      section: 'API',
      factor: 0.35,
      questionFactor: 0.2,
      boost: 1.5,
      names: ['api', 'apis', 'endpoint', 'endpoints', 'rest', 'curl', 'openapi', 'operation', 'operations'],
      questionNames: ['api', 'apis', 'rest', 'curl', 'openapi'],
      notNames: ['api key', 'api keys'],
      maybeWords: ['get', 'post', 'put', 'patch', 'delete', 'http', 'request', 'response', 'status', 'json'],
      paths: true,
    },
    {
      section: 'Changelog',
      factor: 0.4,
      questionFactor: 0.4,
      boost: 1.6,
      explicitBoost: 2.5,
      names: ['release', 'releases', 'released', 'changelog'],
      phrases: ["what's new", 'whats new', 'what is new', 'release notes'],
      maybeWords: ['changes', 'version', 'versions', 'new', 'added', 'introduced', 'when', 'since', 'whats'],
      versions: true,
    },
  ],
  conceptsSection: 'Concepts',
  factSections: ['API', 'CLI', 'SDK', 'Changelog'],
  synonyms: {
    dataset: ['testset', 'test', 'set'],
    spreadsheet: ['csv'],
    teammate: ['member', 'workspace'],
    colleague: ['member', 'workspace'],
    changelog: ['release'],
  },
} satisfies SearchVocabulary;
