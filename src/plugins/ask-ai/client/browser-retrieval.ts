import {markdownTwinPath} from '../../../lib/shared/markdownTwinPath';
import {loadSearchClient, searchConfig, toSiteRelativeUrl} from '@agenta-docs/search/client';
import {AskAiError} from '../lib/chat-stream';
import {retrievePassages, searchRequest, type Passage, type RetrievalSettings, type SearchHitLike} from '../lib/retrieval';

/**
 * Retrieval in the browser: the site's own search client (the local index,
 * or Algolia in Algolia mode) through its DocSearch-compatible `search`, and
 * each page's Markdown twin from the site. Pages fetched once per visit.
 */
export function createBrowserRetrieval(options: {siteUrl: string; facetFilters: (string | string[])[]}) {
  const twins = new Map<string, Promise<string | null>>();

  const search = async (query: string): Promise<SearchHitLike[]> => {
    const config = searchConfig();
    const client = await loadSearchClient(config, undefined, undefined, options.facetFilters);
    const {results} = await client.search({requests: [searchRequest(config.indexName, query, options.facetFilters)]});
    const hits = ((results[0] as {hits?: SearchHitLike[]} | undefined)?.hits ?? []) as SearchHitLike[];
    return hits.map((hit) => ({...hit, url: toSiteRelativeUrl(hit.url, options.siteUrl)})).filter((hit) => hit.url.startsWith('/'));
  };

  const fetchMarkdown = (pagePath: string): Promise<string | null> => {
    let twin = twins.get(pagePath);
    if (!twin) {
      twin = fetch(markdownTwinPath(pagePath), {credentials: 'same-origin'})
        .then((response) => (response.ok ? response.text() : null))
        .catch(() => {
          twins.delete(pagePath);
          return null;
        });
      twins.set(pagePath, twin);
    }
    return twin;
  };

  return async function retrieve(question: string, earlierQuestions: readonly string[], settings: RetrievalSettings): Promise<Passage[]> {
    try {
      return await retrievePassages({question, earlierQuestions, settings, search, fetchMarkdown});
    } catch {
      throw new AskAiError('retrieval', 'The docs could not be searched for this question.');
    }
  };
}
