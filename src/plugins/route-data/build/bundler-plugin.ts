/**
 * The browser build's side of route data (Rspack or webpack). Two things:
 *
 * - The chunk map. The bundler's runtime lists the file of every chunk any
 *   page may load, so it grew with every page. Its chunk-file function now
 *   looks a chunk up among the files route data has registered
 *   (`__webpack_require__.rdf`, filled by client/route-table.ts) and, for the
 *   chunks no route loads (lazy components, the search worker), in a map of
 *   those alone, written into the runtime once the files are named.
 * - The route data files: for every path, the routes that match it, the
 *   module and chunks of each of their chunk names, and the chunks' files,
 *   written once the files have their final names.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type {RouteData, ModuleEntry} from '../format';
import {DEV_ROUTE_DATA_VERSION, NOT_FOUND_KEY, ROUTE_DATA_DIR, routeDataKey, routeDataPath} from '../format';
import {branchChunkNames, branchFor, mergeBranches, notFoundBranch, readRouteTable, routePaths} from './route-tree';
import {docsOfPath, readDocsGlobalData} from './global-data';

const NAME = 'route-data';

/** Stands in the runtime for the map of the chunks no route loads, until their files are named. */
export const STATIC_FILES_PLACEHOLDER = '__ROUTE_DATA_STATIC_CHUNK_FILES__';

/** Stands in the runtime for the build's route data version, until the build is known. */
export const VERSION_PLACEHOLDER = '__ROUTE_DATA_VERSION__';

/**
 * The bundler runtime's chunk-file function, replaced; the runtime also
 * says which build's route data to read (`__webpack_require__.rdv`).
 */
export const CHUNK_FILENAME_RUNTIME = [
  `var staticFiles = ${STATIC_FILES_PLACEHOLDER};`,
  `__webpack_require__.rdv = ${VERSION_PLACEHOLDER};`,
  '__webpack_require__.u = function(chunkId) {',
  '  var routeFiles = __webpack_require__.rdf;',
  '  return (routeFiles && routeFiles[chunkId]) || staticFiles[chunkId];',
  '};',
].join('\n');

/**
 * Docusaurus's chunk-name lookup (`gca`), without its map of every chunk's
 * name: it now takes a chunk id. Nothing calls it: Docusaurus's prefetch,
 * its one caller, is replaced, and route data gives files directly.
 */
export const CHUNK_ASSET_RUNTIME = '__webpack_require__.gca = function(chunkId) { return __webpack_require__.p + __webpack_require__.u(chunkId); };';

// The bundler's objects, as far as this plugin reads them (Rspack's JS API, webpack's alike).
type RuntimeModule = {name: string; source?: {source: Buffer | string} | (() => unknown); generate?: () => string};
type Chunk = {
  id: string | number | null;
  name?: string | null;
  files: Iterable<string>;
  hasRuntime(): boolean;
  getAllAsyncChunks(): Iterable<Chunk>;
  getAllInitialChunks(): Iterable<Chunk>;
  getEntryOptions(): unknown;
};
type ChunkGroup = {name?: string | null; chunks: Chunk[]; isInitial(): boolean};
type Block = {dependencies: unknown[]; blocks: Block[]};
type Module = {resource?: string; blocks?: Block[]};
type Compilation = {
  modules: Iterable<Module>;
  chunks: Iterable<Chunk>;
  chunkGroups: ChunkGroup[];
  moduleGraph: {getModule(dependency: unknown): Module | null};
  chunkGraph: {getModuleId(module: Module): string | number | null; getBlockChunkGroup(block: Block): ChunkGroup | null};
  hooks: {
    runtimeModule: {tap(name: string, fn: (module: RuntimeModule, chunk: Chunk) => void): void};
    processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void};
  };
  getAsset(name: string): {source: {source(): string | Buffer}} | undefined;
  updateAsset(name: string, source: unknown): void;
  emitAsset(name: string, source: unknown): void;
  errors: Error[];
};
type Compiler = {
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
  watchMode?: boolean;
  rspack?: BundlerApi;
  webpack?: BundlerApi;
};
type BundlerApi = {
  Compilation: {PROCESS_ASSETS_STAGE_DEV_TOOLING: number; PROCESS_ASSETS_STAGE_ANALYSE: number};
  sources: {RawSource: new (source: string) => unknown};
};

/** Where each chunk name of the registry lives: its module and the chunks to load. */
type RegistryModules = Map<string, {moduleId: string | number; chunks: Chunk[]}>;

/** Gives a runtime module other code: Rspack's carry their source, webpack's generate it. */
function replaceRuntimeModule(module: RuntimeModule, code: string): boolean {
  if (module.source && typeof module.source === 'object') {
    module.source.source = Buffer.from(code);
    return true;
  }
  if (typeof module.generate === 'function') {
    module.generate = () => code;
    return true;
  }
  return false;
}

/**
 * The build's route data version: a hash of every chunk's script as served
 * (their ids, modules and, through their content, their file names) and of
 * the generated tables route data is made from (not modules of the browser
 * build). Same inputs, same version; any change to a file route data names,
 * a new version.
 */
function routeDataVersion(compilation: Compilation, generatedFilesDir: string): string {
  const hash = createHash('sha256');
  const files = [...compilation.chunks]
    .filter((chunk) => !chunk.hasRuntime())
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'))
    .sort();
  for (const file of files) hash.update(file).update(String(compilation.getAsset(file)?.source.source() ?? ''));
  for (const file of ['routes.js', 'routesChunkNames.json', 'globalData.json']) hash.update(fs.readFileSync(path.join(generatedFilesDir, file)));
  return hash.digest('hex').slice(0, 12);
}

function jsFile(chunk: Chunk): string | undefined {
  return [...chunk.files].find((file) => file.endsWith('.js'));
}

function registryModules(compilation: Compilation): RegistryModules {
  const registry = [...compilation.modules].find(
    (module) => /[\\/]registry\.js$/.test(module.resource ?? '') && /[\\/]\.docusaurus[\\/]/.test(module.resource ?? ''),
  );
  if (!registry) throw new Error(`${NAME}: the browser build has no .docusaurus/registry.js module; the route table stand-in must import it.`);
  const modules: RegistryModules = new Map();
  for (const block of registry.blocks ?? []) {
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    const target = block.dependencies.map((dependency) => compilation.moduleGraph.getModule(dependency)).find(Boolean);
    const moduleId = target ? compilation.chunkGraph.getModuleId(target) : null;
    if (!group?.name || moduleId === null || moduleId === undefined) {
      throw new Error(`${NAME}: a lazy import of the route registry has no named chunk group or module id (${group?.name ?? 'unnamed'}).`);
    }
    modules.set(group.name, {moduleId, chunks: group.chunks});
  }
  return modules;
}

/** Ids of the chunks only route data loads: in no chunk group but the registry's. */
function routeOnlyChunks(compilation: Compilation, modules: RegistryModules): Set<string> {
  const routeChunks = new Set([...modules.values()].flatMap(({chunks}) => chunks.map((chunk) => String(chunk.id))));
  for (const group of compilation.chunkGroups) {
    if (group.name && modules.has(group.name)) continue;
    for (const chunk of group.chunks) routeChunks.delete(String(chunk.id));
  }
  return routeChunks;
}

export type RouteDataBundlerOptions = {
  generatedFilesDir: string;
  baseUrl: string;
  /** Called with the number of route data files written and the chunk map's entries left in the runtime. */
  report?: (summary: {files: number; staticChunks: number; routeChunks: number}) => void;
};

export class RouteDataBundlerPlugin {
  constructor(private readonly options: RouteDataBundlerOptions) {}

  apply(compiler: Compiler): void {
    const api = compiler.rspack ?? compiler.webpack;
    if (!api) throw new Error(`${NAME}: the bundler gives plugins no API object.`);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let replaced = false;
      compilation.hooks.runtimeModule.tap(NAME, (module) => {
        if (module.name === 'get javascript chunk filename') replaced = replaceRuntimeModule(module, CHUNK_FILENAME_RUNTIME);
        else if (module.name === 'ChunkAssetRuntimeModule') replaceRuntimeModule(module, CHUNK_ASSET_RUNTIME);
      });
      // The development server never rebuilds the runtime for a new version: one folder for all.
      const watching = compiler.watchMode === true;
      let version = DEV_ROUTE_DATA_VERSION;

      let modules: RegistryModules | undefined;
      // After minification (the version hashes the chunks as served) and before the real content
      // hashes (which rename the files the static map names, in the runtime too).
      compilation.hooks.processAssets.tap({name: NAME, stage: api.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING}, () => {
        modules = registryModules(compilation);
        const routeOnly = routeOnlyChunks(compilation, modules);
        version = watching ? DEV_ROUTE_DATA_VERSION : routeDataVersion(compilation, this.options.generatedFilesDir);
        let staticChunks = 0;
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          const file = jsFile(chunk);
          const asset = file && compilation.getAsset(file);
          if (!file || !asset) continue;
          const code = String(asset.source.source());
          if (!code.includes(STATIC_FILES_PLACEHOLDER)) continue;
          const files: Record<string, string> = {};
          // What the runtime may load: its lazy chunks, and the entries it may start (workers).
          const initial = new Set([...chunk.getAllInitialChunks()].map((initialChunk) => String(initialChunk.id)));
          const entries = [...compilation.chunks].filter((other) => other.getEntryOptions() !== undefined && !initial.has(String(other.id)));
          for (const async of [...chunk.getAllAsyncChunks(), ...entries]) {
            const asyncFile = jsFile(async);
            if (!routeOnly.has(String(async.id)) && asyncFile && async.id !== null) files[String(async.id)] = asyncFile;
          }
          staticChunks = Math.max(staticChunks, Object.keys(files).length);
          compilation.updateAsset(
            file,
            new api.sources.RawSource(
              code.split(STATIC_FILES_PLACEHOLDER).join(JSON.stringify(files)).split(VERSION_PLACEHOLDER).join(JSON.stringify(version)),
            ),
          );
        }
        if (!replaced && [...compilation.chunks].some((chunk) => chunk.hasRuntime() && [...chunk.getAllAsyncChunks()].length > 0)) {
          compilation.errors.push(
            new Error(`${NAME}: the bundler's runtime has no "get javascript chunk filename" module to replace; the chunk map would list every route.`),
          );
        }
        this.routeChunkCount = routeOnly.size;
        this.staticChunkCount = staticChunks;
      });

      compilation.hooks.processAssets.tap({name: NAME, stage: api.Compilation.PROCESS_ASSETS_STAGE_ANALYSE}, () => {
        if (!modules) return;
        const written = emitRouteData(compilation, api, modules, this.options.generatedFilesDir, this.options.baseUrl, `${ROUTE_DATA_DIR}/${version}`);
        this.options.report?.({files: written, staticChunks: this.staticChunkCount, routeChunks: this.routeChunkCount});
      });
    });
  }

  private routeChunkCount = 0;
  private staticChunkCount = 0;
}

function routeData(branch: RouteData['routes'], modules: RegistryModules, docs: RouteData['docs']): RouteData {
  const moduleEntries: Record<string, ModuleEntry> = {};
  const files: Record<string, string> = {};
  for (const chunkName of branchChunkNames(branch)) {
    const entry = modules.get(chunkName);
    if (!entry) continue;
    const ids = entry.chunks.flatMap((chunk) => (chunk.id === null ? [] : [chunk.id]));
    moduleEntries[chunkName] = [entry.moduleId, ...ids];
    for (const chunk of entry.chunks) {
      const file = jsFile(chunk);
      if (file && chunk.id !== null) files[String(chunk.id)] = file;
    }
  }
  return {routes: branch, modules: moduleEntries, files, ...(docs && docs.length > 0 ? {docs} : {})};
}

function emitRouteData(compilation: Compilation, api: BundlerApi, modules: RegistryModules, generatedFilesDir: string, baseUrl: string, dir: string): number {
  const {routes, chunkNames} = readRouteTable(generatedFilesDir);
  // The theme's breadcrumbs look for the home page's route on every docs page (useHomePageRoute).
  const home = branchFor(routes, baseUrl, chunkNames);
  const docsData = readDocsGlobalData(generatedFilesDir);
  const keys = new Map<string, string>();
  let written = 0;
  for (const routePath of routePaths(routes)) {
    const key = routeDataKey(routePath);
    const other = keys.get(key);
    // Paths that differ only by case or a trailing slash match the same routes: one file.
    if (other !== undefined && routeDataPath(other) === routeDataPath(routePath)) continue;
    if (other !== undefined) {
      compilation.errors.push(new Error(`${NAME}: the paths ${other} and ${routePath} have the same route data key ${key}.`));
      continue;
    }
    keys.set(key, routePath);
    const data = routeData(mergeBranches(branchFor(routes, routePath, chunkNames), home), modules, docsOfPath(docsData, routePath));
    compilation.emitAsset(`${dir}/${key}.json`, new api.sources.RawSource(JSON.stringify(data)));
    written += 1;
  }
  const notFound = routeData(mergeBranches(notFoundBranch(routes, chunkNames), home), modules, undefined);
  compilation.emitAsset(`${dir}/${NOT_FOUND_KEY}.json`, new api.sources.RawSource(JSON.stringify(notFound)));
  return written + 1;
}
