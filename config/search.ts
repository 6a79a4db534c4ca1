import type {RankingWeights, SearchPluginOptions, SearchVocabulary} from '@agenta-docs/search';

import {writePrecompressed} from '../src/lib/build/precompress';
import {pageSections} from './sections';

/**
 * The site's words the search ranking needs (the engine itself knows none):
 * the product's name, section names and the synonyms of readers' words.
 * Sections are the top-level sidebar categories (sidebars.ts) and "Changelog".
 */
export const searchVocabulary = {
  productName: 'agenta',
  pointerHeadings: ['Next steps', 'Where to go next', 'Where to start', 'Other starting points', 'See also', 'Related pages', 'Learn more'],
  // The home page tours the product: each of its sections sums up one part of the docs.
  pointerPages: ['/'],
  referenceSections: [
    {
      // 90 operation pages whose titles echo everyday words.
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
      // One post per release.
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
  // Only where readers' words differ from the pages' (a word the pages use for
  // the same thing, or one its stem already finds, needs no synonym). Looked up
  // by stem too: "datasets" finds what "dataset" does.
  synonyms: {
    // Test sets
    dataset: ['testset', 'test', 'set'],
    testcase: ['testset', 'test', 'set'],
    golden: ['testset', 'ground-truth'],
    benchmark: ['evaluation', 'testset'],
    spreadsheet: ['csv'],
    excel: ['csv'],
    // Evaluation and evaluators
    eval: ['evaluation'],
    experiment: ['evaluation'],
    grader: ['evaluator', 'judge'],
    grading: ['evaluation', 'evaluator', 'judge'],
    scorer: ['evaluator'],
    hallucination: ['faithfulness', 'rag'],
    groundedness: ['faithfulness'],
    regexp: ['regular', 'expression', 'pattern'],
    fuzzy: ['levenshtein', 'similarity'],
    cosine: ['semantic', 'similarity'],
    embedding: ['semantic', 'similarity'],
    substring: ['contains'],
    // "edit distance" is the pages' Levenshtein distance.
    distance: ['levenshtein', 'similarity'],
    // The pages call it the correct answer or ground truth.
    expected: ['ground-truth', 'correct_answer'],
    // Human evaluation
    hand: ['human', 'manual'],
    label: ['annotation', 'human'],
    annotate: ['human'],
    annotation: ['human'],
    feedback: ['human', 'annotation'],
    reviewer: ['annotator', 'human'],
    ab: ['a/b', 'comparison'],
    // Observability
    tracking: ['trace', 'observability'],
    tracing: ['observability'],
    logging: ['trace', 'observability'],
    logs: ['trace', 'observability'],
    monitoring: ['observability', 'trace'],
    telemetry: ['opentelemetry', 'otel'],
    otel: ['opentelemetry'],
    debug: ['trace', 'troubleshooting'],
    price: ['cost'],
    pricing: ['cost'],
    spend: ['cost'],
    billing: ['cost'],
    // Prompts, variants and deployments
    sandbox: ['playground'],
    chatbot: ['chat'],
    placeholder: ['variable'],
    // A prompt is published to an environment, in the pages' words.
    deploy: ['publish'],
    promote: ['deploy', 'publish'],
    rollback: ['revert'],
    undo: ['revert'],
    versioning: ['revision', 'history', 'commit'],
    prod: ['production'],
    params: ['parameters'],
    // Self-hosting
    selfhost: ['self-host', 'self-hosted'],
    onprem: ['self-host', 'self-hosted', 'host', 'locally'],
    'on-prem': ['self-host', 'self-hosted', 'host', 'locally'],
    premise: ['self-host', 'host'],
    'on-premise': ['self-host', 'self-hosted', 'host', 'locally'],
    'self-managed': ['self-host', 'self-hosted'],
    vps: ['remote', 'server'],
    ssl: ['https', 'certificate'],
    tls: ['https', 'certificate'],
    cert: ['certificate', 'https'],
    letsencrypt: ['certificate', 'https'],
    k8s: ['kubernetes', 'helm'],
    gcp: ['google', 'cloud'],
    gce: ['google', 'compute'],
    ec2: ['aws'],
    amazon: ['aws'],
    internals: ['architecture', 'components'],
    upgrade: ['update', 'migration'],
    install: ['setup'],
    mongo: ['mongodb'],
    db: ['database'],
    vars: ['variables'],
    env: ['environment'],
    // Keys and access
    token: ['key'],
    secret: ['key'],
    credentials: ['key'],
    apikey: ['api', 'key'],
    auth: ['authorization', 'key'],
    teammate: ['member', 'workspace'],
    user: ['member', 'team'],
    colleague: ['member', 'workspace'],
    coworker: ['member', 'workspace'],
    collaborator: ['member', 'workspace'],
    org: ['organization'],
    admin: ['role'],
    rbac: ['role', 'permission'],
    // SDK, CLI and API
    callback: ['webhook'],
    terminal: ['cli', 'command'],
    py: ['python'],
    // Releases
    changelog: ['release'],
  },
} satisfies SearchVocabulary;

/**
 * The site's overrides of the local ranking's weights (the table in
 * ARCHITECTURE.md, "Search"): none, since the defaults are what the kept
 * query sets were tuned with. A change here is measured with
 * `npm run bench:search` on all three query sets before it is kept.
 */
export const searchRankingWeights = {} satisfies Partial<RankingWeights>;

/**
 * Site search. By default the build's own index answers every query; setting
 * the three ALGOLIA_* variables at build time switches the same UI to Algolia
 * (push the records with `npm run search:push`).
 */
export function searchOptions(env: NodeJS.ProcessEnv = process.env): SearchPluginOptions {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  const configured = [appId, apiKey, indexName].filter(Boolean).length;
  if (configured > 0 && configured < 3) {
    throw new Error(
      'Algolia search needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME together; ' + 'unset all three to use the local index.',
    );
  }
  return {
    indexName: 'agenta-docs',
    // Results are grouped by the top-level sidebar category holding each page (the package's own copy
    // of src/lib/build/sidebar-places.ts, held to it by tests/build-output/sidebar-places.test.ts), else these.
    fallbackSection: pageSections.outsideCategories,
    blogSection: pageSections.changelog,
    vocabulary: searchVocabulary,
    // The index's parts get the same brotli and gzip copies as the scripts.
    writeCopies: writePrecompressed,
    // The built-pages plugin hands it each page, parsed once for search, llms-txt and hosting.
    readBuiltPages: false,
    rankingWeights: searchRankingWeights,
    missingResultsUrl:
      env.SEARCH_FEEDBACK_URL ?? 'https://github.com/Agenta-AI/agenta/issues/new?labels=documentation&title=Docs+search%3A+no+results+for+%22{query}%22',
    ...(appId && apiKey && indexName
      ? {
          algolia: {
            appId,
            apiKey,
            indexName,
            hosts: env.ALGOLIA_HOSTS?.split(',')
              .map((host) => host.trim())
              .filter(Boolean),
            insights: env.ALGOLIA_INSIGHTS === 'true',
          },
        }
      : {}),
  };
}
