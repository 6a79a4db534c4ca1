import type {SearchPluginOptions} from '../src/plugins/search';

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
      'Algolia search needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME together; ' +
        'unset all three to use the local index.',
    );
  }
  return {
    indexName: 'agenta-docs',
    missingResultsUrl:
      env.SEARCH_FEEDBACK_URL ??
      'https://github.com/Agenta-AI/agenta/issues/new?labels=documentation&title=Docs+search%3A+no+results+for+%22{query}%22',
    ...(appId && apiKey && indexName
      ? {
          algolia: {
            appId,
            apiKey,
            indexName,
            hosts: env.ALGOLIA_HOSTS?.split(',').map((host) => host.trim()).filter(Boolean),
            insights: env.ALGOLIA_INSIGHTS === 'true',
          },
        }
      : {}),
  };
}
