/**
 * What an upgrade review reads: for each upstream file a patch lists that no
 * longer matches its record, the patch, the file and a unified diff of its
 * baseline (src/patches/baselines, the file as recorded) against the
 * installed file.
 */
import fs from 'node:fs';
import path from 'node:path';

import {createTwoFilesPatch} from 'diff';

import {BASELINES_DIR, baselinePath, installedDifferences, packageDir, type PackageLocator, type Patch} from '../../src/patches/manifest';

export type ReviewOptions = {locate?: PackageLocator; baselines?: string};

/** The differences of one patch, each its problem and, where both files exist, the diff. */
export function reviewPatch(patch: Patch, {locate = packageDir, baselines = BASELINES_DIR}: ReviewOptions = {}): string[] {
  return installedDifferences(patch, locate).map(({file, problem, installed}) => {
    if (!installed) return problem;
    const baseline = baselinePath(file, baselines);
    if (!fs.existsSync(baseline)) return `${problem}\n  no baseline at ${path.relative(process.cwd(), baseline)} to compare it with.`;
    const diff = createTwoFilesPatch(
      `${file.package}@${file.version}/${file.file}`,
      `${file.package}@${installed.version}/${file.file}`,
      fs.readFileSync(baseline, 'utf8'),
      fs.readFileSync(installed.location, 'utf8'),
      'baseline',
      'installed',
    );
    return `${problem}\n${diff}`;
  });
}
