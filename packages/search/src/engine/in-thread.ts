import {createSearchEngine, type SearchParams, type SearchResponse} from './engine';
import {LoadedIndex, type FetchPart} from './loaded-index';
import type {SplitManifest} from './split-format';
import type {SearchVocabulary} from './vocabulary';
import type {RankingWeights} from './weights';

/** The engine in the thread that calls this, answering a batch of requests at once; parts come from `fetchPart`. */
export function engineInThread(
  manifest: SplitManifest,
  fetchPart: FetchPart,
  vocabulary?: SearchVocabulary,
  weights?: Partial<RankingWeights>,
): {search(params: SearchParams[]): Promise<SearchResponse[]>} {
  const engine = createSearchEngine(new LoadedIndex(manifest, fetchPart), vocabulary, {weights});
  return {search: (params) => Promise.all(params.map((entry) => engine.search(entry)))};
}
