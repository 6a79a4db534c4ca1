import {createSearchEngine, type SearchParams, type SearchResponse} from './engine';
import {decodeSearchIndex, type SearchIndexFile} from './index-format';

/** The engine built in the thread that calls this, answering a batch of requests at once. */
export function engineInThread(file: SearchIndexFile): {search(params: SearchParams[]): SearchResponse[]} {
  const engine = createSearchEngine(decodeSearchIndex(file));
  return {search: (params) => params.map((entry) => engine.search(entry))};
}
