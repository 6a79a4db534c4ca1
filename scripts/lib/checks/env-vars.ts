/**
 * Checks every environment variable a page names, in prose or in code, that belongs to the
 * platform (`AGENTA_*`, `NEXT_PUBLIC_*` and the other families of
 * facts/0.27/env-vars.yaml): it must be one the platform of release 0.27 reads.
 * A misspelt name (`AGENTA_AUTO_MIGRATION` for `AGENTA_AUTO_MIGRATIONS`) does nothing when set.
 */
import {closestName} from './closest-name';
import type {Release} from '../releases';
import {lineAt, loadFacts, type Page, type SurfaceProblem} from './facts';

export type EnvVarFacts = {families: string[]; variables: Record<string, string>};

export const CHECK_NAME = 'env-vars';

export function loadEnvVarFacts(release?: Release): EnvVarFacts {
  return loadFacts<EnvVarFacts>('env-vars.yaml', release);
}

/** Upper-case names with at least one underscore, the shape of an environment variable. */
const NAME = /(?<![A-Za-z0-9_])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![A-Za-z0-9_])/g;

export function checkEnvVars(pages: Page[], facts: EnvVarFacts = loadEnvVarFacts()): SurfaceProblem[] {
  const families = facts.families.map((pattern) => new RegExp(pattern));
  const known = Object.keys(facts.variables);
  const problems: SurfaceProblem[] = [];
  for (const {file, source} of pages) {
    for (const match of source.matchAll(NAME)) {
      const name = match[0];
      if (facts.variables[name] !== undefined || !families.some((family) => family.test(name))) continue;
      const hint = closestName(name, known);
      problems.push({
        file,
        line: lineAt(source, match.index),
        check: CHECK_NAME,
        message: `\`${name}\` is not an environment variable of Agenta 0.27${hint ? `; did you mean \`${hint}\`?` : ''}`,
      });
    }
  }
  return problems;
}
