/**
 * Compares full-text libraries for the offline site search on the site's own
 * records and relevance query sets (see DECISIONS.md):
 *   npx tsx scripts/bench-search-libraries.ts [--records records.json] [--dir build] [--write]
 * Records come from <dir>/search-index.json (build the site first); `--records`
 * reads a JSON array of DocSearch records instead. Prints a Markdown table;
 * `--write` also saves it to build/search-library-comparison.md. Nothing leaves this machine.
 *
 * Every library gets the same documents, fields, field weights, query words
 * (stop words removed, stemmed forms, prefix on the last word, typo tolerance
 * by word length) and shared tokenizer; each one's hits are taken in its own
 * score order, with no re-ranking. Where a library cannot express part of that
 * setup, its notes say what it does instead.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import {gzipSync} from 'node:zlib';

import {create, insertMultiple, save, search as oramaSearch, type Tokenizer} from '@orama/orama';
import {Document as FlexDocument} from 'flexsearch';
import MiniSearch, {type Query} from 'minisearch';

import {searchVocabulary} from '../config/search';
import {readBuiltRecords} from '../src/plugins/search/indexing/read-index';
import {buildSplitIndex} from '../src/plugins/search/indexing/split-index';
import {indexTerms, isStopWord, MAX_QUERY_WORDS, tokenize} from '../src/plugins/search/engine/text';
import type {SearchRecord} from '../src/plugins/search/engine/types';
import {loadQuerySet, measureRelevance, pagesInOrder, type RelevanceQuery} from './lib/search-relevance';

const ROOT = path.resolve(__dirname, '..');
const OUTPUT_FILE = path.join(ROOT, 'build', 'search-library-comparison.md');
const QUERY_SETS = {
  tuning: path.join(ROOT, 'tests/search/queries.yaml'),
  heldOut: path.join(ROOT, 'tests/search/holdout-queries.yaml'),
};

/** Field weights of the site engine (engine.ts `BOOST`, without its section field). */
const FIELD_WEIGHTS = {title: 6, heading: 3, content: 1, path: 2} as const;
type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];
/** Record hits judged per query: far more pages than success@5 and MRR can reach. */
const HIT_LIMIT = 100;
const BUILD_RUNS = 3;
const TIMED_PASSES = 5;

/** One record as every library indexes it (the site engine's fields, engine.ts `toIndexedDoc`). */
type BenchDoc = {id: number} & Partial<Record<Field, string>>;

/**
 * How a record's absent fields (a content record has no title) reach a
 * library. Both are the same documents, but BM25 averages field lengths over
 * the documents, and libraries count an empty field differently, so each
 * library gets the form it scores better with and the other is reported too.
 */
type DocShape = 'empty strings' | 'absent fields left out';
const DOC_SHAPES: readonly DocShape[] = ['empty strings', 'absent fields left out'];

interface BenchInput {
  records: SearchRecord[];
  docs: BenchDoc[];
}

interface BuiltSearch {
  /** URLs of the matching records, best first. */
  search(query: string): string[];
  /** The index as the library exports it, or null when it has no export. */
  serialize(): string | null;
}

interface Contender {
  name: string;
  /** Undefined when the contender builds its own documents from the records. */
  docShape?: DocShape;
  /** Package whose version is reported (and bundled, with `bundleEntry`). */
  packageName: string;
  /** ES module source bundled to measure what the browser would download. */
  bundleEntry: string;
  notes: string[];
  build(input: BenchInput): BuiltSearch;
}

/** One query word and how every library is asked to match it. */
interface QueryWord {
  /** As typed, normalized. */
  word: string;
  /** Its other index forms: stem, compound parts (see `indexTerms`). */
  forms: string[];
  /** Only the last word may be unfinished. */
  prefix: boolean;
  /** Edit distance allowed: 1 for 4–7 letters, 2 from 8 letters, none below. */
  maxEdits: number;
}

function planQuery(query: string): QueryWord[] {
  const words = tokenize(query).slice(0, MAX_QUERY_WORDS);
  const meaningful = words.filter((word) => !isStopWord(word));
  // A query made only of stop words ("how to") still gets searched as typed.
  const kept = meaningful.length > 0 ? meaningful : words;
  return kept.map((word, i) => ({
    word,
    forms: indexTerms(word).filter((term) => term !== word),
    // A one-letter prefix would match most of the vocabulary (same rule as the site engine).
    prefix: i === kept.length - 1 && word.length >= 2,
    maxEdits: word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0,
  }));
}

/** Index terms of a text: shared tokenizer, then each token's word, stem and parts. */
function indexTermsOf(text: string): string[] {
  return tokenize(text).flatMap(indexTerms);
}

function toBenchDoc(record: SearchRecord, id: number, shape: DocShape): BenchDoc {
  const [pageUrl] = record.url.split('#');
  const ownHeading = record.type === 'content' || record.type === 'lvl1' ? null : record.hierarchy[record.type];
  const doc: Required<BenchDoc> = {
    id,
    title: record.type === 'lvl1' ? (record.hierarchy.lvl1 ?? '') : '',
    heading: ownHeading ?? '',
    content: record.content ?? '',
    // Slug words, so "/self-host/host-on-gcp" is found by "gcp" or "self host".
    path: record.type === 'lvl1' ? pageUrl.split('/').join(' ').replace(/[_-]/g, ' ') : '',
  };
  if (shape === 'empty strings') return doc;
  const sparse: BenchDoc = {id};
  for (const field of FIELDS) if (doc[field] !== '') sparse[field] = doc[field];
  return sparse;
}

// --- Contenders -------------------------------------------------------------

const miniSearch: Contender = {
  name: 'MiniSearch',
  docShape: 'empty strings',
  packageName: 'minisearch',
  bundleEntry: `export {default} from 'minisearch';`,
  notes: [
    'Everything as specified: per word, the typed word (prefix if last, fuzzy by length) OR its stem and parts; ' +
      'field boosts; BM25+. Prefix and fuzzy matches count less than exact ones (MiniSearch defaults 0.375 and 0.45).',
  ],
  build({records, docs}) {
    const index = new MiniSearch<BenchDoc>({
      fields: FIELDS,
      idField: 'id',
      tokenize,
      processTerm: (term) => indexTerms(term),
      // The query is planned already: its words must reach the index untouched.
      searchOptions: {tokenize: (text) => [text], processTerm: (term) => term},
    });
    index.addAll(docs);
    return {
      search(query) {
        const queries = planQuery(query).map(toMiniSearchQuery);
        if (queries.length === 0) return [];
        const results = index.search({queries, combineWith: 'OR'}, {boost: FIELD_WEIGHTS});
        return results.slice(0, HIT_LIMIT).map((result) => records[result.id as number].url);
      },
      serialize: () => JSON.stringify(index),
    };
  },
};

function toMiniSearchQuery({word, forms, prefix, maxEdits}: QueryWord): Query {
  const typed: Query = {queries: [word], prefix, fuzzy: maxEdits > 0 ? maxEdits : false};
  if (forms.length === 0) return typed;
  return {queries: [typed, {queries: forms, prefix: false, fuzzy: false}], combineWith: 'OR'};
}

const ORAMA_SCHEMA = {title: 'string', heading: 'string', content: 'string', path: 'string'} as const;

const orama: Contender = {
  name: 'Orama',
  docShape: 'absent fields left out',
  packageName: '@orama/orama',
  bundleEntry: `export {create, insertMultiple, search, save, load} from '@orama/orama';`,
  notes: [
    'Every query term is prefix-matched: the only switch, `exact`, also drops hits whose stored text lacks the ' +
      'term as a case-sensitive whole word, which stems never pass. Prefix and fuzzy matches score like exact ones.',
    '`tolerance` is one number per search call, so each query word is searched on its own (typed word with its ' +
      'tolerance, stem and parts without) and the BM25 scores are summed per record, which is how Orama adds up ' +
      'the terms of a single call (`threshold: 1`, any word may match).',
    'Custom tokenizer (shared tokenize + indexTerms), with repeated tokens dropped as Orama\'s own tokenizer does: ' +
      'Orama counts a repeated token once per occurrence in its document frequencies.',
    'Absent fields are left out of its documents: its BM25 takes term frequency as a share of the field\'s ' +
      'tokens and divides by an average field length that empty strings pull down, which buries every title ' +
      'match (see the other document form below).',
    'Orama keeps every document in its store: that is part of its heap and of `save()`.',
  ],
  build({records, docs}) {
    const db = create({schema: ORAMA_SCHEMA, components: {tokenizer: oramaTokenizer()}});
    // Orama takes a document's `id` as its key, and only as a string.
    expectSync(insertMultiple(db, docs.map(({id, ...fields}) => ({id: String(id), ...fields}))), 'insertMultiple');
    return {
      search(query) {
        const scores = new Map<string, number>();
        for (const {word, forms, maxEdits} of planQuery(query)) {
          // Words too short for typos take their forms along in the same call.
          if (maxEdits === 0) addOramaScores(db, [word, ...forms], 0, scores);
          else {
            addOramaScores(db, [word], maxEdits, scores);
            if (forms.length > 0) addOramaScores(db, forms, 0, scores);
          }
        }
        return [...scores]
          .sort((a, b) => b[1] - a[1])
          .slice(0, HIT_LIMIT)
          .map(([id]) => records[Number(id)].url);
      },
      serialize: () => JSON.stringify(save(db)),
    };
  },
};

type OramaDb = ReturnType<typeof create<typeof ORAMA_SCHEMA>>;

function addOramaScores(db: OramaDb, terms: string[], tolerance: number, scores: Map<string, number>): void {
  const results = expectSync(
    oramaSearch(db, {
      term: terms.join(' '),
      properties: FIELDS,
      boost: FIELD_WEIGHTS,
      tolerance,
      threshold: 1,
      // Each word's best records only: fetching every match would time Orama's document fetching more than
      // its search, and summing the truncated lists barely moves a ranking (MRR within 0.001 when measured).
      limit: HIT_LIMIT,
    }),
    'search',
  );
  for (const hit of results.hits) scores.set(hit.id, (scores.get(hit.id) ?? 0) + hit.score);
}

function oramaTokenizer(): Tokenizer {
  return {
    language: 'english',
    normalizationCache: new Map(),
    // Orama names the property when indexing and none when searching: a planned
    // query term arrives normalized and is matched as is.
    tokenize: (raw, _language, prop) => (prop ? [...new Set(indexTermsOf(raw))] : raw.split(' ').filter(Boolean)),
  };
}

/** Orama answers synchronously unless a plugin or hook is async; the timings rely on that. */
function expectSync<T>(value: T | Promise<T>, what: string): T {
  if (value instanceof Promise) throw new Error(`Orama ${what} returned a promise; expected a synchronous index.`);
  return value;
}

/** FlexSearch merges fields in declaration order, so the heaviest field comes first. */
const FIELDS_BY_WEIGHT = [...FIELDS].sort((a, b) => FIELD_WEIGHTS[b] - FIELD_WEIGHTS[a]);

const flexSearch: Contender = {
  name: 'FlexSearch',
  docShape: 'empty strings',
  packageName: 'flexsearch',
  bundleEntry: `export {Document} from 'flexsearch';`,
  notes: [
    'No scores and no numeric field boosts: fields are searched in weight order (title, heading, path, content) ' +
      'and merged by first appearance (`merge: true`), so the weights become an order of precedence. Within a ' +
      'field, order is FlexSearch\'s term-position resolution (no term frequency or IDF).',
    'No edit-distance typo tolerance: none applied. Its phonetic charsets are the nearest thing, but an encoder ' +
      'is a single function, so using one would drop the shared stemmer.',
    'Prefix search exists only at index time (`tokenize: "forward"`): every query word is prefix-matched, and the ' +
      'index stores every prefix of every term.',
    'Custom `encode` (shared tokenize + indexTerms) for documents and queries; `suggest: true` keeps records that ' +
      'match only some words, like the OR of the others.',
  ],
  build({records, docs}) {
    const index = new FlexDocument<BenchDoc>({
      document: {
        id: 'id',
        index: FIELDS_BY_WEIGHT.map((field) => ({field, tokenize: 'forward' as const, encode: indexTermsOf})),
      },
    });
    for (const doc of docs) index.add(doc);
    return {
      search(query) {
        const words = planQuery(query).map(({word}) => word);
        if (words.length === 0) return [];
        const merged = index.search(words.join(' '), {limit: HIT_LIMIT, suggest: true, merge: true});
        return merged.slice(0, HIT_LIMIT).map((entry) => records[Number(entry.id)].url);
      },
      serialize() {
        const parts: Record<string, string> = {};
        index.export((key, data) => {
          parts[key] = data;
        });
        return JSON.stringify(parts);
      },
    };
  },
};

// The site's own engine is not among them: it reads a split index in parts (DECISIONS.md), and
// `npm run bench:search` measures it on the same query sets.
const CONTENDERS = [miniSearch, orama, flexSearch];

// --- Measurements -----------------------------------------------------------

interface SetScores {
  successAt1: number;
  successAt5: number;
  mrr: number;
}

interface Measurement {
  contender: Contender;
  version: string;
  buildMs: number;
  heapBytes: number;
  serialized: {raw: number; gzip: number} | null;
  latency: {p50: number; p95: number};
  tuning: SetScores;
  heldOut: SetScores;
  /** Relevance with the document form this library does not use. */
  otherShape: {shape: DocShape; tuning: SetScores; heldOut: SetScores} | null;
  bundleGzip: number | null;
}

/**
 * A full collection before each heap reading, so the delta is the index and
 * not garbage left by the build. `--expose-gc` is turned on at run time so the
 * plain `npx tsx scripts/…` command is enough.
 */
const collectGarbage: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();

/** Build time and heap; the indexes built here are dropped, so none is alive when the next is measured. */
function measureBuild(contender: Contender, input: BenchInput): {buildMs: number; heapBytes: number} {
  const times: number[] = [];
  const heapDeltas: number[] = [];
  let built: BuiltSearch | undefined;
  for (let run = 0; run < BUILD_RUNS; run += 1) {
    built = undefined;
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    built = contender.build(input);
    times.push(performance.now() - started);
    collectGarbage();
    heapDeltas.push(process.memoryUsage().heapUsed - heapBefore);
  }
  return {buildMs: median(times), heapBytes: median(heapDeltas)};
}

function measureLatency(built: BuiltSearch, queries: readonly string[]): {p50: number; p95: number} {
  // The first pass warms the JIT and the libraries' caches; only later passes count.
  for (const query of queries) built.search(query);
  const samples: number[] = [];
  for (let pass = 0; pass < TIMED_PASSES; pass += 1) {
    for (const query of queries) {
      const started = performance.now();
      built.search(query);
      samples.push(performance.now() - started);
    }
  }
  return {p50: percentile(samples, 50), p95: percentile(samples, 95)};
}

function measureOtherShape(
  contender: Contender,
  records: SearchRecord[],
  docsByShape: Record<DocShape, BenchDoc[]>,
  sets: {tuning: RelevanceQuery[]; heldOut: RelevanceQuery[]},
): Measurement['otherShape'] {
  if (contender.docShape === undefined) return null;
  const shape = DOC_SHAPES.find((candidate) => candidate !== contender.docShape)!;
  const built = contender.build({records, docs: docsByShape[shape]});
  return {shape, tuning: scoreSet(built, sets.tuning), heldOut: scoreSet(built, sets.heldOut)};
}

function scoreSet(built: BuiltSearch, queries: readonly RelevanceQuery[]): SetScores {
  const {successAt1, successAt5, mrr} = measureRelevance(queries, (query) => pagesInOrder(built.search(query)));
  return {successAt1, successAt5, mrr};
}

function measureSerialized(built: BuiltSearch): {raw: number; gzip: number} | null {
  const text = built.serialize();
  if (text === null) return null;
  const bytes = Buffer.from(text, 'utf8');
  return {raw: bytes.length, gzip: gzipSync(bytes).length};
}

/** Minified + gzipped ESM bundle of `entry`, or null when esbuild is not installed. */
function bundleGzipBytes(entry: string, name: string, outDir: string | null): number | null {
  if (outDir === null) return null;
  const outfile = path.join(outDir, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.js`);
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/esbuild'),
    ['--bundle', '--minify', '--format=esm', '--platform=browser', '--log-level=error', `--outfile=${outfile}`],
    // The entry comes on stdin and resolves from the repository root, so packages come from node_modules.
    {cwd: ROOT, input: entry},
  );
  return gzipSync(fs.readFileSync(outfile)).length;
}

function packageVersion(name: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

function median(values: number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

// --- Input and output -------------------------------------------------------

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function loadRecords(): Promise<{records: SearchRecord[]; source: string}> {
  const override = argValue('--records');
  if (override) {
    const records = JSON.parse(fs.readFileSync(override, 'utf8')) as SearchRecord[];
    if (!Array.isArray(records) || records.length === 0) throw new Error(`${override}: expected an array of records.`);
    return {records, source: override};
  }
  const dir = path.resolve(ROOT, argValue('--dir') ?? 'build');
  try {
    return {records: await readBuiltRecords(dir), source: path.relative(ROOT, path.join(dir, 'search-index.json'))};
  } catch (error) {
    throw new Error(`Cannot read the search index in ${dir}: build the site first (npm run build) or pass --records.`, {cause: error});
  }
}

/**
 * The shared helpers cache each word's stem and index terms: work out every
 * indexed word once before timing, so the first library built does not pay
 * (in time and heap) for the others.
 */
function warmSharedCaches(docs: readonly BenchDoc[]): void {
  for (const doc of docs) for (const field of FIELDS) indexTermsOf(doc[field] ?? '');
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function setCell(scores: SetScores): string {
  return `${percent(scores.successAt1)} / ${percent(scores.successAt5)} / ${scores.mrr.toFixed(3)}`;
}

function renderTable(rows: readonly Measurement[], bundles: boolean): string {
  const header = [
    'Library',
    'Version',
    'Build (ms, median of 3)',
    'Heap after build',
    'Serialized index (raw / gzip)',
    'Query p50 / p95 (ms)',
    'Tuning s@1 / s@5 / MRR',
    'Held-out s@1 / s@5 / MRR',
    ...(bundles ? ['Bundle (min + gzip)'] : []),
  ];
  const lines = rows.map((row) => [
    row.contender.name,
    row.version,
    row.buildMs.toFixed(0),
    `${(row.heapBytes / 1024 / 1024).toFixed(1)} MB`,
    row.serialized ? `${kb(row.serialized.raw)} / ${kb(row.serialized.gzip)}` : 'n/a',
    `${row.latency.p50.toFixed(2)} / ${row.latency.p95.toFixed(2)}`,
    setCell(row.tuning),
    setCell(row.heldOut),
    ...(bundles ? [row.bundleGzip === null ? 'n/a' : kb(row.bundleGzip)] : []),
  ]);
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

interface ReportContext {
  source: string;
  records: number;
  tuning: number;
  heldOut: number;
  /** Gzipped bundle of the shared text helpers; null when esbuild is missing. */
  sharedBundle: number | null;
  /** The records as the build writes them (search-index.json). */
  shippedRecords: {raw: number; gzip: number};
}

function renderReport(rows: readonly Measurement[], context: ReportContext): string {
  const bundles = context.sharedBundle !== null;
  const cpu = os.cpus();
  return [
    '## Search library comparison',
    '',
    `${context.records} records from \`${context.source}\`; ${context.tuning} tuning and ${context.heldOut} held-out ` +
      `queries. Node ${process.version}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}. ` +
      `Generated by \`scripts/bench-search-libraries.ts\`.`,
    '',
    renderTable(rows, bundles),
    '',
    'How it was measured:',
    '',
    "- Same documents for all: title (lvl1 records), the record's own heading (lvl2–lvl6), content, URL slug " +
      `words; weights ${FIELDS.map((field) => `${field} ${FIELD_WEIGHTS[field]}`).join(', ')}. Queries: shared ` +
      'tokenizer, stop words removed, each word with its stem and parts, prefix on the last word, edit distance 1 ' +
      '(4–7 letters) or 2 (8+).',
    `- Relevance: each library's first ${HIT_LIMIT} record hits in its own order, deduplicated to pages ` +
      '(`pagesInOrder`); s@k is the share of queries with a right page in the first k pages, MRR the mean of ' +
      '1 / rank of the first right page.',
    `- Build: median of ${BUILD_RUNS} builds. Heap: \`heapUsed\` after a forced collection minus before, median ` +
      `of the same builds (rough). Latency: every query of both sets, one warm-up pass, then ${TIMED_PASSES} timed ` +
      'passes.',
    bundles
      ? `- Bundle: \`esbuild --bundle --minify --format=esm\` of an entry importing what the comparison uses, then ` +
        `gzip. The shared tokenizer and stemmer (text.ts) that every library needs add ${kb(context.sharedBundle!)} ` +
        'and are left out of the library rows.'
      : '- Bundle: not measured, esbuild is not installed in node_modules.',
    `- For scale: the site's split index holds these records' text in fragments of ${kb(context.shippedRecords.raw)} ` +
      `(${kb(context.shippedRecords.gzip)} gzip) in all, of which a query fetches those of the hits it shows.`,
    '',
    'What each library could not do as specified, and what it does instead:',
    '',
    ...rows.flatMap((row) => [
      ...row.contender.notes.map((note) => `- ${row.contender.name}: ${note}`),
      ...(row.otherShape
        ? [
            `- ${row.contender.name}: indexed with ${row.contender.docShape}; with ${row.otherShape.shape} instead, ` +
              `tuning ${setCell(row.otherShape.tuning)}, held-out ${setCell(row.otherShape.heldOut)}.`,
          ]
        : []),
    ]),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const {records, source} = await loadRecords();
  const docsByShape = Object.fromEntries(
    DOC_SHAPES.map((shape) => [shape, records.map((record, id) => toBenchDoc(record, id, shape))]),
  ) as Record<DocShape, BenchDoc[]>;
  const tuning = loadQuerySet(QUERY_SETS.tuning);
  const heldOut = loadQuerySet(QUERY_SETS.heldOut);
  const allQueries = [...tuning, ...heldOut].map((q) => q.query);
  warmSharedCaches(docsByShape['empty strings']);

  const hasEsbuild = fs.existsSync(path.join(ROOT, 'node_modules/.bin/esbuild'));
  // One fixed folder, overwritten on each run, so the bundles can be looked at afterwards.
  const bundleDir = hasEsbuild ? path.join(os.tmpdir(), 'bench-search-libraries') : null;
  if (bundleDir) fs.mkdirSync(bundleDir, {recursive: true});

  const inputFor = (contender: Contender): BenchInput => ({
    records,
    docs: docsByShape[contender.docShape ?? 'empty strings'],
  });
  // Every build cost first: an index still referenced by a later step (which V8 may keep
  // alive past its last use) would otherwise count in the next library's heap.
  const buildCosts = CONTENDERS.map((contender) => measureBuild(contender, inputFor(contender)));

  const rows: Measurement[] = [];
  for (const [i, contender] of CONTENDERS.entries()) {
    const built = contender.build(inputFor(contender));
    rows.push({
      contender,
      version: packageVersion(contender.packageName),
      ...buildCosts[i],
      serialized: measureSerialized(built),
      latency: measureLatency(built, allQueries),
      tuning: scoreSet(built, tuning),
      heldOut: scoreSet(built, heldOut),
      otherShape: measureOtherShape(contender, records, docsByShape, {tuning, heldOut}),
      bundleGzip: bundleGzipBytes(contender.bundleEntry, contender.name, bundleDir),
    });
    console.error(`[bench-search-libraries] ${contender.name} done`);
  }

  const fragments = [...buildSplitIndex(records, searchVocabulary).files].filter(([name]) => name.startsWith('f/')).map(([, text]) => text);
  const shipped = {raw: 0, gzip: 0};
  for (const text of fragments) {
    shipped.raw += Buffer.byteLength(text);
    shipped.gzip += gzipSync(text).length;
  }
  const report = renderReport(rows, {
    source,
    records: records.length,
    tuning: tuning.length,
    heldOut: heldOut.length,
    sharedBundle: bundleGzipBytes(`export * from './src/plugins/search/engine/text';`, 'shared-text', bundleDir),
    shippedRecords: shipped,
  });
  console.log(report);
  if (process.argv.includes('--write')) {
    fs.writeFileSync(OUTPUT_FILE, report);
    console.error(`[bench-search-libraries] wrote ${path.relative(ROOT, OUTPUT_FILE)}`);
  }
}

main().catch((error: Error) => {
  console.error(`[bench-search-libraries] ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
