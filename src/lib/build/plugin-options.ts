import type {LoadContext, PluginModule} from '@docusaurus/types';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/utils';
import {z} from 'zod';

/** `a.b[0].c`: an option's place in the object the site's config gives. */
export function optionPath(path: readonly (string | number)[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');
}

/**
 * Zod's wording of a wrong type, as the end of a sentence that starts with the option's name.
 * A parse's own error map runs after the schema's, so it sees a schema's own wording as
 * `defaultError` and keeps it: only zod's default words ("Required", "Expected …") are changed.
 */
const optionErrorMap: z.ZodErrorMap = (issue, context) => {
  if (issue.code === z.ZodIssueCode.invalid_type && issue.received === 'undefined' && context.defaultError === 'Required') {
    return {message: 'is required'};
  }
  if (issue.code === z.ZodIssueCode.invalid_type && context.defaultError.startsWith('Expected ')) {
    return {message: `must be ${issue.expected}, not ${issue.received}`};
  }
  return {message: context.defaultError};
};

/**
 * A union's problems are the one branch's whose shape the value has (each problem is inside the
 * value, not the value's kind), such as `{…}` of `false | {…}`; with no such branch, or several,
 * the union's own.
 */
function branchIssues(issue: z.ZodIssue): z.ZodIssue[] {
  if (issue.code !== z.ZodIssueCode.invalid_union) return [issue];
  const matched = issue.unionErrors.filter((error) => error.issues.every((inner) => inner.path.length > issue.path.length));
  return matched.length === 1 ? matched[0]!.issues.flatMap(branchIssues) : [issue];
}

/**
 * Every problem of a failed parse, one line each, the option named first: `name(path)` names it
 * (by default `option "a.b"`), so a caller whose values come from elsewhere (environment
 * variables) can name their source instead. An unknown key is named by its own path.
 */
export function optionProblems(error: z.ZodError, name: (path: readonly (string | number)[]) => string = (path) => `option "${optionPath(path)}"`): string[] {
  return error.issues
    .flatMap(branchIssues)
    .flatMap((issue) =>
      issue.code === z.ZodIssueCode.unrecognized_keys
        ? issue.keys.map((key) => `${name([...issue.path, key])} is not an option of this plugin`)
        : [`${name(issue.path)} ${issue.message}`],
    );
}

/** Parses with the option wording above, and throws every problem in one error, each line under `prefix`. */
export function parseOptions<S extends z.ZodTypeAny>(
  schema: S,
  raw: unknown,
  prefix: string,
  name?: (path: readonly (string | number)[]) => string,
): z.output<S> {
  const result = schema.safeParse(raw, {errorMap: optionErrorMap});
  if (result.success) return result.data as z.output<S>;
  throw new Error(
    optionProblems(result.error, name)
      .map((problem) => `${prefix}: ${problem}.`)
      .join('\n'),
  );
}

/**
 * A plugin's `validateOptions` from the schema of its options (`options.ts` beside it), which
 * declares each option, its default and a line of doc. Docusaurus calls it while it loads the
 * config, before the plugin, and hands the plugin what it returns, defaults filled in; an invalid
 * option stops the load with the plugin's name and the option's. Docusaurus's own `validate`
 * (Joi) is not used. `id`, which Docusaurus gives every plugin instance, is kept apart from the
 * schema and passed through.
 */
export function optionsValidator<S extends z.ZodTypeAny>(pluginName: string, schema: S): OptionsValidator<z.output<S>> {
  const validate = ({options}: {options?: unknown}) => {
    const {id = DEFAULT_PLUGIN_ID, ...rest} = (options ?? {}) as {id?: string};
    return {...parseOptions(schema, rest, pluginName), id};
  };
  return validate as OptionsValidator<z.output<S>>;
}

/**
 * Called with the options it returns them checked; and, for `docusaurus.config.ts`, it is a
 * `validateOptions` of Docusaurus's type, whose return type is a type parameter no function meets.
 */
export type OptionsValidator<Output> = ((context: {options?: unknown}) => Output & {id: string}) & NonNullable<PluginModule['validateOptions']>;

/**
 * The plugin with its `validateOptions`, as docusaurus.config.ts lists it. Docusaurus types a
 * plugin's options `unknown` (PluginModule) and hands it what `validateOptions` returned, so the
 * plugin is written against the schema's output and takes `unknown` only where the config lists it.
 */
export type PluginWithOptions<Options, Instance> = ((context: LoadContext, options: Options) => Instance) &
  ((context: LoadContext, options: unknown) => Instance) & {validateOptions: OptionsValidator<Options>};

export function pluginWithOptions<Options, Instance>(
  plugin: (context: LoadContext, options: Options) => Instance,
  validateOptions: OptionsValidator<Options>,
): PluginWithOptions<Options, Instance> {
  return Object.assign(plugin, {validateOptions}) as PluginWithOptions<Options, Instance>;
}
