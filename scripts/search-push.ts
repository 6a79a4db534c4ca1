/**
 * Pushes the records of the last build to an Algolia index:
 *   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:push
 * Build first (`npm run build`); the records come from the build's search index (every fragment).
 * ALGOLIA_HOSTS (comma-separated URLs) replaces Algolia's hosts, e.g. for a proxy.
 */
import {pushSearchRecords, readBuiltRecords, type SearchRecord} from '@agenta-docs/search/node';

async function main(): Promise<void> {
  const buildDir = process.argv.includes('--dir') ? process.argv[process.argv.indexOf('--dir') + 1] : 'build';
  const missing = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'].filter((name) => !process.env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`Set ${missing.join(', ')} to push the search records to Algolia.`);
  }
  let records: SearchRecord[];
  try {
    records = await readBuiltRecords(buildDir);
  } catch (error) {
    throw new Error(`Cannot read the search index in ${buildDir}: build the site first (npm run build).`, {cause: error});
  }
  const started = Date.now();
  const count = await pushSearchRecords(records, {
    appId: process.env.ALGOLIA_APP_ID!.trim(),
    adminApiKey: process.env.ALGOLIA_ADMIN_API_KEY!.trim(),
    indexName: process.env.ALGOLIA_INDEX_NAME!.trim(),
    hosts: process.env.ALGOLIA_HOSTS?.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  });
  console.log(`[search:push] ${count} records sent to index "${process.env.ALGOLIA_INDEX_NAME}" in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: Error) => {
  console.error(`[search:push] ${error.message}`);
  process.exitCode = 1;
});
