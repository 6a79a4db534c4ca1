import {createSearchEngine, type SearchParams, type SearchResponse} from './engine';
import {decodeSearchIndex, type SearchIndexFile} from './index-format';
import type {SearchVocabulary} from './vocabulary';

/** The engine built in the thread that calls this, answering a batch of requests at once. */
export function engineInThread(
  file: SearchIndexFile,
  vocabulary?: SearchVocabulary,
): {search(params: SearchParams[]): SearchResponse[]} {
  const engine = createSearchEngine(decodeSearchIndex(file), vocabulary);
  return {search: (params) => params.map((entry) => engine.search(entry))};
}
