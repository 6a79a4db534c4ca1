import fs from 'node:fs';
import {createSearchEngine} from '../src/plugins/search/engine/engine';
import {decodeSearchIndex, type SearchIndexFile} from '../src/plugins/search/engine/index-format';
import {loadQuerySet, measureRelevance, pagesInOrder} from './lib/search-relevance';
const index = decodeSearchIndex(JSON.parse(fs.readFileSync('build/search-index.json', 'utf8')) as SearchIndexFile);
const engine = createSearchEngine(index as never);
for (const file of ['tests/search/queries.yaml', 'tests/search/holdout-queries.yaml', '/work/holdout-queries-2.yaml']) {
  const r = measureRelevance(loadQuerySet(file), (query) => pagesInOrder(engine.search({query, hitsPerPage: 20}).hits.map((h) => h.url)));
  console.log(file, r.queries, 's@1', r.successAt1.toFixed(3), 's@5', r.successAt5.toFixed(3), 'mrr', r.mrr?.toFixed?.(3), JSON.stringify(Object.fromEntries(Object.entries(r.byKind).map(([k, v]) => [k, `${v.successAt1.toFixed(2)}/${v.successAt5.toFixed(2)}`]))));
  if (file.includes('-2')) for (const m of r.misses) console.log('   miss', m.kind, JSON.stringify(m.query), m.expect.join(' '), '→', m.got.join(' '));
}
