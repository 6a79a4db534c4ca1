import crypto from 'node:crypto';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {build} from 'esbuild';

import type {SearchVocabulary} from '../engine/vocabulary';
import type {RankingWeights} from '../engine/weights';
import {FIRST_RESULTS_FILE_PREFIX} from '../worker-scripts';

/** The first-results script as built: its text and its file name under the build's `assets/js/`. */
export interface FirstResultsScript {
  code: string;
  /** `assets/js/search-first-results.<hash>.js`: named by its content, so a host may cache it for good. */
  file: string;
}

/**
 * The most the script may weigh, gzip at level 9: it is on the way to the
 * search page's largest paint. The engine is most of it.
 */
export const FIRST_RESULTS_BUDGET = 20_000;

/**
 * Bundles entry.ts into one script for browsers, apart from the site's
 * bundles: the page's head asks for it by a name known before the site's
 * bundler runs (index-preload.ts). It carries the engine, so the same file
 * serves as its worker, and the site's vocabulary and ranking weights.
 */
export async function bundleFirstResults(
  settings: {vocabulary: SearchVocabulary; weights: Partial<RankingWeights>},
  budget = FIRST_RESULTS_BUDGET,
): Promise<FirstResultsScript> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'entry.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    // Optional chaining and `??` as written: every browser with workers and module scripts runs them.
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    define: {FIRST_RESULTS_SETTINGS: JSON.stringify(settings)},
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const gzip = gzipSync(code, {level: 9}).length;
  if (gzip > budget) {
    throw new Error(
      `[search] The search page's first-results script is ${gzip} B gzip, over its budget of ${budget} B ` +
        `(FIRST_RESULTS_BUDGET in first-results/bundle.ts): it delays the search page's first results. ` +
        'Keep what it imports small (a large vocabulary option weighs here too), or raise the budget on purpose.',
    );
  }
  const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 8);
  return {code, file: `${FIRST_RESULTS_FILE_PREFIX}${hash}.js`};
}
