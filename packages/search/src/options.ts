import type {LoadContext, PluginModule} from '@docusaurus/types';
import {z} from 'zod';

import {SEARCH_PLUGIN_NAME} from './engine/global-data';
import {checkVocabulary, EMPTY_VOCABULARY, type SearchVocabulary} from './engine/vocabulary';
import {checkRankingWeights, type RankingWeights} from './engine/weights';
import type {WriteCopies} from './indexing/write-index';

/** A check of its own (the vocabulary's, the weights'), whose message (": …") becomes the issue's. */
const checkedBy = <T>(check: (value: unknown, where: string) => unknown) =>
  z.custom<T>().superRefine((value, context) => {
    try {
      check(value, '');
    } catch (error) {
      context.addIssue({code: z.ZodIssueCode.custom, message: (error as Error).message.replace(/\.$/, '')});
    }
  });

const httpUrl = z.string().refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol), 'must be an http(s) URL');

const algoliaSchema = z
  .object({
    appId: z.string().min(1, 'is required when Algolia is configured').describe('The Algolia application id.'),
    apiKey: z.string().min(1, 'is required when Algolia is configured').describe("The search-only key: it ends up in every visitor's browser."),
    indexName: z.string().min(1, 'is required when Algolia is configured').describe('The Algolia index queried.'),
    hosts: z.array(httpUrl).optional().describe("Full URLs of the search hosts. Default: Algolia's own hosts."),
    insights: z.boolean().optional().describe('Send click events to Algolia Insights. Default: false.'),
  })
  .strict();

/** The manifest's name when the site gives none: where the site's index is, for what reads it beside the build (the MCP server's list of versions). */
export const DEFAULT_INDEX_FILE_NAME = 'search-index.json';

export const searchOptionsSchema = z
  .object({
    indexName: z
      .string()
      .regex(/^[\w.-]+$/, 'must be a name of letters, digits, ".", "_" or "-" (e.g. "agenta-docs")')
      .describe('Names the local index and the browser-storage keys of saved searches. Required.'),
    indexFileName: z
      .string()
      .default(DEFAULT_INDEX_FILE_NAME)
      .describe('The manifest\'s file name, at the site\'s base URL; the parts go in the folder `search-index/` beside it. Default: "search-index.json".'),
    searchPagePath: z.string().startsWith('/', 'must start with "/"').default('/search').describe('Route of the search page. Default: "/search".'),
    missingResultsUrl: z.string().nullable().default(null).describe('Link of "Let us know." on the no-results screen; `{query}` is replaced. Default: none.'),
    algolia: algoliaSchema.nullable().default(null).describe('When set, Algolia answers the queries instead of the local index. Default: none.'),
    fallbackSection: z.string().default('Docs').describe('Section of pages that belong to no sidebar category. Default: "Docs".'),
    blogSection: z.string().default('Changelog').describe('Section of changelog posts. Default: "Changelog".'),
    vocabulary: checkedBy<SearchVocabulary>(checkVocabulary)
      .default(EMPTY_VOCABULARY)
      .describe("The site's words the ranking needs (product name, sections, synonyms). Default: EMPTY_VOCABULARY."),
    writeCopies: z
      .custom<WriteCopies>((value) => typeof value === 'function', 'must be a function (file, text) => Promise of sizes by encoding')
      .optional()
      .describe(
        'Called for each file of the index once written, to write compressed copies beside it (a host that serves `.br`/`.gz` copies sends them); returns their sizes by encoding. Default: none.',
      ),
    rankingWeights: checkedBy<Partial<RankingWeights>>(checkRankingWeights)
      .default({})
      .describe(
        "Overrides of the local ranking's weights (engine/weights.ts, each documented there), merged over `DEFAULT_RANKING_WEIGHTS`: an unknown key, or a value that is not a finite number of at least 0, fails the build. Algolia ranks by its own settings, so with `algolia` set these are ignored. Default: none.",
      ),
    readBuiltPages: z
      .boolean()
      .default(true)
      .describe(
        'Whether the plugin reads the built pages itself, after the build. A site whose own plugin parses every built page once for several uses sets it to false and hands each page to `consumeBuiltPages`. Default: true.',
      ),
  })
  .strict();

/** The options as the site's config gives them. */
export type SearchPluginOptions = z.input<typeof searchOptionsSchema>;
/** The options the plugin receives, defaults filled in. */
export type ResolvedSearchPluginOptions = z.output<typeof searchOptionsSchema>;

/** `a.b[0].c`: an option's place in the options object. */
function optionPath(path: readonly (string | number)[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');
}

/**
 * The plugin's `validateOptions`: Docusaurus calls it while it loads the config and hands the
 * plugin what it returns, defaults filled in; an invalid option stops the load with the plugin's
 * name and the option's. `id`, which Docusaurus gives every plugin instance, passes through.
 */
function validateSearchOptions({options}: {options?: unknown}): ResolvedSearchPluginOptions & {id: string} {
  const {id = 'default', ...rest} = (options ?? {}) as {id?: string};
  const result = searchOptionsSchema.safeParse(rest, {
    // Zod's wording of a wrong type as the end of a sentence; a schema's own wording is kept.
    errorMap: (issue, context) =>
      issue.code === z.ZodIssueCode.invalid_type && context.defaultError === 'Required'
        ? {message: 'is required'}
        : issue.code === z.ZodIssueCode.invalid_type && context.defaultError.startsWith('Expected ')
          ? {message: `must be ${issue.expected}, not ${issue.received}`}
          : {message: context.defaultError},
  });
  if (result.success) return {...result.data, id};
  const problems = result.error.issues.flatMap((issue) =>
    issue.code === z.ZodIssueCode.unrecognized_keys
      ? issue.keys.map((key) => `option "${optionPath([...issue.path, key])}" is not an option of this plugin`)
      : [`option "${optionPath(issue.path)}"${issue.message.startsWith(':') ? '' : ' '}${issue.message}`],
  );
  throw new Error(problems.map((problem) => `${SEARCH_PLUGIN_NAME}: ${problem}.`).join('\n'));
}

/**
 * Called with the options it returns them checked; and, for the site's config, it is a
 * `validateOptions` of Docusaurus's type, whose return type is a type parameter no function meets.
 */
export const validateOptions = validateSearchOptions as typeof validateSearchOptions & NonNullable<PluginModule['validateOptions']>;

/**
 * The plugin with its `validateOptions`, as a site's config lists it. Docusaurus types a plugin's
 * options `unknown` (PluginModule) and hands it what `validateOptions` returned, so the plugin is
 * written against the resolved options and takes `unknown` only where the config lists it.
 */
export function withValidateOptions<Instance>(
  plugin: (context: LoadContext, options: ResolvedSearchPluginOptions) => Instance,
): ((context: LoadContext, options: ResolvedSearchPluginOptions) => Instance) &
  ((context: LoadContext, options: unknown) => Instance) & {validateOptions: typeof validateOptions} {
  return Object.assign(plugin, {validateOptions}) as never;
}
