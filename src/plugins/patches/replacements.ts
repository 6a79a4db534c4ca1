/**
 * Module replacements that say when they replaced nothing: the bundler's
 * NormalModuleReplacementPlugin does nothing, silently, once its pattern no
 * longer meets a request (a renamed upstream file, a moved import), so each
 * rule here counts its matches and the first compilation fails naming the
 * rules that had none. A build from a warm persistent cache restores modules
 * without resolving their requests again, so a rule also counts as matched
 * when its replacement is among the compilation's modules.
 */
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';

export type ReplacementRule = {
  id: string;
  request: RegExp;
  /** Only requests from modules this matches (by their path); every importer when absent. */
  importers?: RegExp;
  replacement: string;
};

type ResolveData = {request: string; context?: string; contextInfo?: {issuer?: string}};
type Bundler = Parameters<NonNullable<Plugin['configureWebpack']>>[2]['currentBundler'];
type BuiltModule = {resource?: string};
type Compilation = {hooks: {finishModules: {tap(name: string, fn: (modules: Iterable<BuiltModule>) => void): void}}; errors: unknown[]};
type Compiler = {hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}}};

/** Whether a request comes from a module `importers` matches (by its issuer, else its folder). */
export function importedBy(importers: RegExp, {context, contextInfo}: Omit<ResolveData, 'request'>): boolean {
  const issuer = contextInfo?.issuer || (context ? `${context}/index.js` : '');
  return importers.test(issuer);
}

/**
 * Whether a module's resource is `replacement`: the stand-in file itself (an
 * absolute path), or the file a package request such as `pako/browser/inflate`
 * resolves to, in whichever node_modules folder it was found.
 */
export function isReplacement(resource: string, replacement: string): boolean {
  const file = resource.replace(/[?#].*$/, '').split('\\').join('/');
  const wanted = replacement.split('\\').join('/');
  if (wanted.startsWith('/') || /^[a-zA-Z]:\//.test(wanted)) return file === wanted;
  const at = file.lastIndexOf(`/node_modules/${wanted}`);
  return at !== -1 && /^(\.[a-z]+|\/index\.[a-z]+)?$/.test(file.slice(at + `/node_modules/${wanted}`.length));
}

/**
 * The bundler plugins applying `rules`, plus the check: `describeUnmatched`
 * turns the rules that replaced nothing into the compilation's error.
 */
export function checkedReplacements(
  bundler: Bundler,
  rules: ReplacementRule[],
  describeUnmatched: (ids: string[]) => string,
): WebpackPluginInstance[] {
  const matched = new Set<string>();
  let checked = false;
  const check = {
    apply(compiler: Compiler): void {
      compiler.hooks.thisCompilation.tap('checked-replacements', (compilation) => {
        compilation.hooks.finishModules.tap('checked-replacements', (modules) => {
          // The first compilation sees every module; a development server's later ones see the changed ones.
          if (checked) return;
          checked = true;
          const resources = [...modules].flatMap(({resource}) => (resource ? [resource] : []));
          const unmatched = rules
            .filter(({id, replacement}) => !matched.has(id) && !resources.some((resource) => isReplacement(resource, replacement)))
            .map(({id}) => id);
          if (unmatched.length > 0) compilation.errors.push(new bundler.instance.WebpackError(describeUnmatched(unmatched)));
        });
      });
    },
  };
  return [
    ...rules.map(
      (rule) =>
        new bundler.instance.NormalModuleReplacementPlugin(rule.request, (resolveData: ResolveData) => {
          if (rule.importers && !importedBy(rule.importers, resolveData)) return;
          resolveData.request = rule.replacement;
          matched.add(rule.id);
        }),
    ),
    ...(rules.length > 0 ? [check as unknown as WebpackPluginInstance] : []),
  ];
}
