/**
 * Module replacements that say when they replaced nothing: the bundler's
 * NormalModuleReplacementPlugin does nothing, silently, once its pattern no
 * longer meets a request (a renamed upstream file, a moved import), so each
 * rule here counts its matches and the first compilation fails naming the
 * rules that had none. A build from a warm persistent cache restores modules
 * without resolving their requests again, so a rule also counts as matched
 * when its replacement is among the compilation's modules. The patches,
 * bundle-splitting and route-data plugins replace modules through it.
 */
import fs from 'node:fs';
import path from 'node:path';

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

/** The files a package's `exports` map a subpath to, under any condition (e.g. "./dist/x.mjs"). */
function exportTargets(exportsField: unknown, subpath: string): string[] {
  const entry =
    typeof exportsField === 'object' && exportsField !== null && !Array.isArray(exportsField) && `.${subpath}` in exportsField
      ? (exportsField as Record<string, unknown>)[`.${subpath}`]
      : undefined;
  const leaves = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [];
  return leaves(entry).map((target) => target.replace(/^\.\//, ''));
}

const packageExports = new Map<string, unknown>();

/** A package's `exports` field, read once per package folder; undefined when it has none. */
function readExports(packageDir: string): unknown {
  if (!packageExports.has(packageDir)) {
    let exportsField: unknown;
    try {
      exportsField = (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {exports?: unknown}).exports;
    } catch {
      exportsField = undefined;
    }
    packageExports.set(packageDir, exportsField);
  }
  return packageExports.get(packageDir);
}

/**
 * Whether a module's resource is `replacement`: the stand-in file itself (an
 * absolute path), or the file a package request such as `pako/browser/inflate`
 * resolves to (through the package's `exports`, or as a file or folder), in
 * whichever node_modules folder it was found.
 */
export function isReplacement(resource: string, replacement: string, exportsOf: (packageDir: string) => unknown = readExports): boolean {
  const file = resource
    .replace(/[?#].*$/, '')
    .split('\\')
    .join('/');
  const wanted = replacement.split('\\').join('/');
  if (wanted.startsWith('/') || /^[a-zA-Z]:\//.test(wanted)) return file === wanted;
  const [scopeOrName, ...restOfRequest] = wanted.split('/');
  const packageName = scopeOrName!.startsWith('@') ? `${scopeOrName}/${restOfRequest.shift()}` : scopeOrName!;
  const subpath = restOfRequest.length > 0 ? `/${restOfRequest.join('/')}` : '';
  const marker = `/node_modules/${packageName}/`;
  const at = file.lastIndexOf(marker);
  if (at === -1) return false;
  const inPackage = file.slice(at + marker.length);
  const targets = exportTargets(exportsOf(file.slice(0, at + marker.length - 1)), subpath);
  if (targets.length > 0) return targets.includes(inPackage);
  const stem = subpath.slice(1);
  return inPackage.startsWith(stem) && /^(\.[a-z]+|\/index\.[a-z]+)$/.test(inPackage.slice(stem.length));
}

/**
 * The bundler plugins applying `rules`, plus the check: `describeUnmatched`
 * turns the rules that replaced nothing into the compilation's error.
 */
export function checkedReplacements(bundler: Bundler, rules: ReplacementRule[], describeUnmatched: (ids: string[]) => string): WebpackPluginInstance[] {
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
