/**
 * The search worker's chunk (named where the client starts it), which the
 * bundle-splitting plugin keeps whole: the bundler would otherwise move code
 * the worker shares with the in-page fallback into a chunk of its own, which
 * the worker then fetches after starting, one more round trip before the
 * first results.
 */
export const SEARCH_WORKER_CHUNK = 'search-worker';

/** The first-results script's name in the build, before its content hash (`first-results/bundle.ts`). */
export const FIRST_RESULTS_FILE_PREFIX = 'assets/js/search-first-results.';

/**
 * The scripts search runs as workers, as path prefixes from the site's root:
 * the worker chunk, and the first-results script, which is its own worker. A
 * worker's Content-Security-Policy is the one its script is served with, so a
 * host that leaves the policy off scripts must still send it with these.
 */
export const SEARCH_WORKER_SCRIPTS: readonly string[] = [`/assets/js/${SEARCH_WORKER_CHUNK}.`, `/${FIRST_RESULTS_FILE_PREFIX}`];
