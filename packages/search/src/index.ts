import fs from 'node:fs/promises';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';

import {indexPreloadScript} from './index-preload';
import {bundleFirstResults, type FirstResultsScript} from './first-results/bundle';
import {buildSectionMap, type SectionMap} from './indexing/sections';
import {writeSearchIndex, type WriteCopies} from './indexing/write-index';
import {analysePage} from './indexing/page-analysis';
import {readBuiltPages} from './indexing/built-html';
import type {BuiltPageView, SearchIndexWriter} from './indexing/page-view';
import type {SearchRecord} from './engine/types';
import {SEARCH_PLUGIN_NAME, type AlgoliaSearchOptions, type SearchGlobalData} from './engine/global-data';
import type {SearchVocabulary} from './engine/vocabulary';
import {recordsOfIndexes, versionIndexFileName, type VersionIndex} from './engine/version-index';
import type {RankingWeights} from './engine/weights';
import {validateOptions, withValidateOptions, type ResolvedSearchPluginOptions, type SearchPluginOptions} from './options';

export type {AlgoliaSearchOptions, RankingWeights, SearchVocabulary, WriteCopies};
export {SEARCH_INSIGHTS_SCRIPT, searchCspSources, type SearchCspSources} from './csp-sources';
export {SEARCH_PLUGIN_NAME};
export {EMPTY_VOCABULARY, type ReferenceSectionRule} from './engine/vocabulary';
export {DEFAULT_RANKING_WEIGHTS} from './engine/weights';
export {FIRST_RESULTS_GLOBAL, HANDOVER_GRACE_MS, type FirstResults} from './first-results/handoff';
export {SEARCH_WORKER_CHUNK, SEARCH_WORKER_SCRIPTS} from './worker-scripts';
export {SEARCH_INDEX_PARTS_DIR} from './engine/split-format';
// The manifests' names, for what lists a site's indexes (the site's docs-versions.json).
export {versionIndexFileName} from './engine/version-index';
export {DEFAULT_INDEX_FILE_NAME} from './options';

/** Written with createData: `@generated/search-local/default/search-vocabulary.json`. */
const SEARCH_VOCABULARY_FILE = 'search-vocabulary.json';

/** The module a site's reading threads load to make a page's records (`SearchIndexWriter`). */
const PAGE_ANALYSIS_MODULE = path.join(__dirname, 'indexing', 'page-analysis.ts');

export {validateOptions, type ResolvedSearchPluginOptions, type SearchPluginOptions};

export type {BuiltPageView, SearchIndexWriter};

/**
 * Site search with the DocSearch modal. At build time it makes DocSearch
 * records from the built HTML and writes a compact index beside the pages;
 * in the browser its SearchBar and SearchPage answer from that index, or from
 * Algolia when configured.
 */
function searchPlugin(
  context: LoadContext,
  options: ResolvedSearchPluginOptions,
): Plugin & {consumeBuiltPages(props: {outDir: string}): SearchIndexWriter | undefined} {
  const {indexFileName, searchPagePath} = options;
  let sections: SectionMap = new Map();
  // Whether a plugin asked for the index writer to hand it the built pages (readBuiltPages: false).
  let handedOver = false;
  // The search page's first-results script, where a local index is built (production, no Algolia).
  const localIndexBuilt = !options.algolia && process.env.NODE_ENV === 'production';
  let firstResults: FirstResultsScript | null = null;
  // The older docs versions, each with an index of its own, and the tags of every docs version.
  let versionIndexes: VersionIndex[] = [];
  let docsTags: string[] = [];

  /** The section of a route: its records' lvl0. */
  const sectionOf = (route: string) => sections.get(route) ?? sections.get(`${route}/`) ?? options.fallbackSection;

  /** The index writer of one build: fed every built page's records, then writes the index. */
  function indexWriter(outDir: string): SearchIndexWriter {
    const started = Date.now();
    const recordsByRoute = new Map<string, SearchRecord[]>();
    const asked = new Set<string>();
    return {
      analysis: {
        module: PAGE_ANALYSIS_MODULE,
        input({route}) {
          if (route === undefined || asked.has(route)) return undefined;
          asked.add(route);
          return {url: route, section: sectionOf(route)};
        },
      },
      page({route}, records) {
        if (route !== undefined && records && records.length > 0) recordsByRoute.set(route, records);
      },
      async finish() {
        const {site, versions} = recordsOfIndexes(
          recordsByRoute,
          versionIndexes.map(({tag}) => tag),
          docsTags,
        );
        const indexes = [{fileName: indexFileName, records: site}, ...versionIndexes.map(({tag, fileName}) => ({fileName, records: versions.get(tag)!}))];
        // One after the other: each holds its parts in memory until written.
        for (const {fileName, records} of indexes) {
          const built = await writeSearchIndex({recordsByRoute: records, outDir, fileName, vocabulary: options.vocabulary, writeCopies: options.writeCopies});
          logger.info(
            `[search] ${fileName}: ${built.records.length} records from ${records.size} pages in ${built.files} files, ` +
              `${formatBytes(built.total.raw)} raw, ${formatBytes(built.total.gzip)} gzip; largest parts (gzip): ` +
              `manifest ${formatBytes(built.manifest.gzip)}, shard ${formatBytes(built.largest.shard.gzip)}, ` +
              `fragment ${formatBytes(built.largest.fragment.gzip)}, word list ${formatBytes(built.largest.words.gzip)}; ` +
              `${((Date.now() - started) / 1000).toFixed(1)} s`,
          );
        }
      },
    };
  }

  return {
    name: SEARCH_PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async loadContent() {
      if (localIndexBuilt) {
        firstResults = await bundleFirstResults({vocabulary: options.vocabulary, weights: options.rankingWeights});
      }
    },

    async allContentLoaded({allContent, actions}) {
      sections = buildSectionMap(
        allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined,
        allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined,
        {blogSection: options.blogSection, fallbackSection: options.fallbackSection},
      );
      // Every docs plugin's versions: the latest is in the site's index, each older one has its own.
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
      const versions = Object.entries(docsInstances).flatMap(([pluginId, content]) =>
        (content?.loadedVersions ?? []).map((version) => ({pluginId, name: version.versionName, isLast: version.isLast})),
      );
      docsTags = versions.map(({pluginId, name}) => `docs-${pluginId}-${name}`);
      versionIndexes = options.algolia
        ? []
        : versions
            .filter(({isLast}) => !isLast)
            .map(({pluginId, name}) => ({tag: `docs-${pluginId}-${name}`, fileName: versionIndexFileName(indexFileName, pluginId, name)}));
      const globalData: SearchGlobalData = {
        indexName: options.algolia?.indexName ?? options.indexName,
        indexUrl: normalizeUrl([context.baseUrl, indexFileName]),
        versionIndexes: Object.fromEntries(versionIndexes.map(({tag, fileName}) => [tag, normalizeUrl([context.baseUrl, fileName])])),
        searchPagePath: normalizeUrl([context.baseUrl, searchPagePath]),
        missingResultsUrl: options.missingResultsUrl,
        algolia: options.algolia,
        rankingWeights: options.rankingWeights,
        // `docusaurus build` runs in production mode; `docusaurus start` does not, and writes no index.
        indexBuilt: Boolean(options.algolia) || process.env.NODE_ENV === 'production',
      };
      actions.setGlobalData(globalData);
      // The search client imports it when search is first used (client/search-client.ts), so
      // the site's words reach the engine without weighing on every page's bundle.
      await actions.createData(SEARCH_VOCABULARY_FILE, JSON.stringify(options.vocabulary));
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, searchPagePath]),
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    injectHtmlTags() {
      // Nothing to preload from Algolia, nor where no index is built (the development server).
      if (!localIndexBuilt) return {};
      const script = indexPreloadScript(
        normalizeUrl([context.baseUrl, searchPagePath]),
        normalizeUrl([context.baseUrl, indexFileName]),
        firstResults ? normalizeUrl([context.baseUrl, firstResults.file]) : undefined,
      );
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },

    // The index is made from the built HTML: read here after the build, or handed over page by page
    // by a site that parses every built page once for several plugins (option readBuiltPages: false).
    consumeBuiltPages({outDir}: {outDir: string}): SearchIndexWriter | undefined {
      if (options.readBuiltPages) return undefined;
      handedOver = true;
      return indexWriter(outDir);
    },

    async postBuild(props) {
      if (firstResults) {
        const file = path.join(props.outDir, firstResults.file);
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, firstResults.code);
        await options.writeCopies?.(file, firstResults.code);
      }
      if (!options.readBuiltPages) {
        // Docusaurus starts every plugin's postBuild in one pass, and a plugin that hands pages
        // over asks for the writer before its first await: by the next turn of the event loop
        // it has, or no index will be written.
        await new Promise((resolve) => setImmediate(resolve));
        if (!handedOver) {
          throw new Error(
            `${SEARCH_PLUGIN_NAME}: option "readBuiltPages" is false, but no plugin handed the built pages to ` +
              'consumeBuiltPages, so no search index would be written. Add the plugin that reads the built pages ' +
              'for several plugins, or leave "readBuiltPages" unset to let search read them itself.',
          );
        }
        return;
      }
      // Alone, the plugin reads and parses each page itself, here on the main thread.
      const writer = indexWriter(props.outDir);
      await readBuiltPages(props, ({route, tree}) => {
        const input = writer.analysis.input({route});
        writer.page({route}, input && analysePage(tree, input));
      });
      await writer.finish();
    },
  };
}

function formatBytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export default withValidateOptions(searchPlugin);
