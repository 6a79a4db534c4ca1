/**
 * The list of every change this site makes to upstream code (patches.yaml),
 * read, checked against what is installed, and turned into the bundler's
 * module replacements. Used by the patches plugin (src/plugins/patches) when
 * the site loads and by `npm run patches`.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import {parse} from 'yaml';

/** The folder of this file: the stand-ins' paths in patches.yaml are relative to it. */
export const PATCHES_DIR = __dirname;
export const MANIFEST_FILE = path.join(PATCHES_DIR, 'patches.yaml');
/**
 * Copies of the upstream files the patches list, as recorded: an upgrade's review is a diff of
 * each against the installed file (`npm run patches`). Tools leave the folder alone (tsconfig,
 * ESLint, Prettier, knip): it is upstream code, not the site's.
 */
export const BASELINES_DIR = path.join(PATCHES_DIR, 'baselines');

/** One installed file a patch was written against, and its SHA-256 then. */
export type UpstreamFile = {package: string; version: string; file: string; sha256: string};

/** Where the bundler applies a replacement: the client (browser) build, the server (pre-rendering) build. */
export type Build = 'client' | 'server';

type Common = {
  id: string;
  /** Why the change exists, or (internal) why the site relies on the upstream files. */
  why: string;
  /** What it was measured to buy (how, in BENCHMARKS.md); module patches' are written by `npm run bench:patches -- --write`. */
  gain: string;
  /** Why a module patch whose measured gain is within the noise is kept: the test that holds what it does. */
  keptBecause?: string;
};

/** The bundler gives the listed importers a stand-in instead of the module they request. */
export type ModulePatch = Common & {
  kind: 'module';
  /** The requests replaced, exactly as the importers write them; none: the replaced module, requested by its full path. */
  requests: string[];
  /** The module a request resolves to, and each module that makes it: changing any of them needs a review. */
  replaces: UpstreamFile;
  importers: UpstreamFile[];
  /** An importer Docusaurus generates into .docusaurus/ (no package): its file name. */
  generatedImporter?: string;
  builds: Build[];
  /** A file under src/patches, or (standInModule) a module of an installed package. */
  standIn?: string;
  standInModule?: string;
};

/** An installed file edited after `npm install` by scripts/postinstall/apply-install-edits.mjs. */
export type InstallEditPatch = Common & {
  kind: 'install-edit';
  /** The edits, a module under src/patches; the file's hash is the edited file's. */
  edits: string;
  files: UpstreamFile[];
};

/** A theme component this site owns a copy of (in src/theme/ or a local plugin's theme/) rather than wrapping the original. */
export type EjectedComponentPatch = Common & {
  kind: 'ejected-component';
  component: string;
  files: UpstreamFile[];
};

/**
 * Upstream code the site relies on without replacing it: a deep import of a package's files, a
 * bundler runtime hook, a generated file or data shape it reads, a variable or setting it copies.
 * Nothing is applied; the files are held to their record like the other kinds' (no gain: the
 * site's code that uses them says what it buys).
 */
export type InternalPatch = Omit<Common, 'gain'> & {
  kind: 'internal';
  /** The site's files that rely on them, from the site's folder. */
  usedBy: string[];
  files: UpstreamFile[];
};

export type Patch = ModulePatch | InstallEditPatch | EjectedComponentPatch | InternalPatch;

/** Where the baseline of an upstream file is: baselines/<package>/<version>/<file>. */
export function baselinePath(file: Pick<UpstreamFile, 'package' | 'version' | 'file'>, dir = BASELINES_DIR): string {
  return path.join(dir, file.package, file.version, file.file);
}

const requireFromSite = createRequire(path.join(PATCHES_DIR, '..', '..', 'package.json'));

/** The folder of an installed package, found from its main module where it does not export its package.json. */
export function packageDir(name: string): string {
  try {
    return path.dirname(requireFromSite.resolve(`${name}/package.json`));
  } catch {
    let dir = path.dirname(requireFromSite.resolve(name));
    while (dir !== path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: string}).name === name) return dir;
      dir = path.dirname(dir);
    }
    throw new Error(`${name} is not installed.`);
  }
}

export function installedVersion(name: string, locate: PackageLocator = packageDir): string {
  return (JSON.parse(fs.readFileSync(path.join(locate(name), 'package.json'), 'utf8')) as {version: string}).version;
}

/** Finds an installed package's folder: the site's node_modules, or (in tests) a folder laid out like it. */
export type PackageLocator = (name: string) => string;

export function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every upstream file a patch depends on. */
export function upstreamFiles(patch: Patch): UpstreamFile[] {
  return patch.kind === 'module' ? [patch.replaces, ...patch.importers] : patch.files;
}

const ID = /^[a-z0-9-]+$/;
const HASH = /^[0-9a-f]{64}$/;

function checkFile(id: string, value: unknown): UpstreamFile {
  const file = value as Partial<UpstreamFile> | null;
  if (!file || typeof file.package !== 'string' || typeof file.version !== 'string' || typeof file.file !== 'string' || !HASH.test(String(file.sha256))) {
    throw new Error(`patches.yaml: "${id}" lists an upstream file without package, version, file and a SHA-256: ${JSON.stringify(value)}`);
  }
  return file as UpstreamFile;
}

/** Reads and checks the shape of patches.yaml; a malformed entry stops with its id. */
export function readManifest(text = fs.readFileSync(MANIFEST_FILE, 'utf8')): Patch[] {
  const entries = parse(text) as unknown;
  if (!Array.isArray(entries)) throw new Error('patches.yaml: expected a list of patches.');
  const seen = new Set<string>();
  return entries.map((raw: Record<string, unknown>) => {
    const id = String(raw?.id ?? '');
    if (!ID.test(id) || seen.has(id)) throw new Error(`patches.yaml: missing, malformed or repeated id "${id}".`);
    seen.add(id);
    for (const key of raw.kind === 'internal' ? ['why'] : ['why', 'gain']) {
      if (typeof raw[key] !== 'string' || !(raw[key] as string).trim()) throw new Error(`patches.yaml: "${id}" has no "${key}".`);
    }
    if (raw.kind === 'module') {
      const requests = raw.requests as unknown;
      const builds = raw.builds as unknown;
      if (!Array.isArray(requests) || !requests.every((r) => typeof r === 'string')) {
        throw new Error(`patches.yaml: "${id}" needs "requests", the module names its importers ask for ([] for the replaced module's full path).`);
      }
      if (!Array.isArray(builds) || builds.length === 0 || !builds.every((b) => b === 'client' || b === 'server')) {
        throw new Error(`patches.yaml: "${id}" needs "builds": client, server or both.`);
      }
      if ((typeof raw.standIn === 'string') === (typeof raw.standInModule === 'string')) {
        throw new Error(`patches.yaml: "${id}" needs exactly one of "standIn" (a file under src/patches) and "standInModule".`);
      }
      const importers = (raw.importers ?? []) as unknown[];
      if (importers.length === 0 && typeof raw.generatedImporter !== 'string') {
        throw new Error(`patches.yaml: "${id}" names no importer: a replacement applies to the modules listed, never to every importer.`);
      }
      return {
        ...(raw as object),
        replaces: checkFile(id, raw.replaces),
        importers: importers.map((file) => checkFile(id, file)),
      } as ModulePatch;
    }
    if (raw.kind === 'install-edit' || raw.kind === 'ejected-component') {
      const files = raw.files as unknown[];
      if (!Array.isArray(files) || files.length === 0) throw new Error(`patches.yaml: "${id}" lists no upstream file.`);
      return {...(raw as object), files: files.map((file) => checkFile(id, file))} as Patch;
    }
    if (raw.kind === 'internal') {
      const files = raw.files as unknown[];
      const usedBy = raw.usedBy as unknown;
      if (!Array.isArray(files) || files.length === 0) throw new Error(`patches.yaml: "${id}" lists no upstream file.`);
      if (!Array.isArray(usedBy) || usedBy.length === 0 || !usedBy.every((file) => typeof file === 'string' && file.trim())) {
        throw new Error(`patches.yaml: "${id}" needs "usedBy", the site's files that rely on it.`);
      }
      if ('gain' in raw) throw new Error(`patches.yaml: "${id}" is an internal the site relies on, which buys nothing of itself: no "gain".`);
      return {...(raw as object), files: files.map((file) => checkFile(id, file))} as InternalPatch;
    }
    throw new Error(`patches.yaml: "${id}" has an unknown kind "${String(raw.kind)}" (module, install-edit, ejected-component or internal).`);
  });
}

/** What differs between a patch and what is installed: each a sentence naming the patch. */
export function checkInstalled(patch: Patch, locate: PackageLocator = packageDir): string[] {
  return installedDifferences(patch, locate).map(({problem}) => problem);
}

/** An upstream file of a patch that differs from its record, and where the installed one is (if anywhere). */
export type InstalledDifference = {patch: Patch; file: UpstreamFile; problem: string; installed?: {version: string; location: string}};

export function installedDifferences(patch: Patch, locate: PackageLocator = packageDir): InstalledDifference[] {
  const problems: InstalledDifference[] = [];
  const push = (file: UpstreamFile, problem: string, installed?: InstalledDifference['installed']) =>
    problems.push({patch, file, problem, ...(installed ? {installed} : {})});
  for (const file of upstreamFiles(patch)) {
    let version: string;
    let location: string;
    try {
      version = installedVersion(file.package, locate);
      location = path.join(locate(file.package), file.file);
    } catch {
      push(file, `patch "${patch.id}": ${file.package} is not installed.`);
      continue;
    }
    if (version !== file.version) {
      push(file, `patch "${patch.id}": written against ${file.package} ${file.version}, ${version} is installed.`, {version, location});
    } else if (!fs.existsSync(location)) {
      push(file, `patch "${patch.id}": ${file.package} ${version} has no ${file.file}.`);
    } else if (sha256(location) !== file.sha256) {
      push(file, `patch "${patch.id}": ${file.package}/${file.file} is not the file the patch was written against (its SHA-256 changed).`, {version, location});
    }
  }
  return problems;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The path of a file inside a package, as it ends a resolved module path on any system. */
function fileInPackage({package: name, file}: Pick<UpstreamFile, 'package' | 'file'>): string {
  return `${escapeRegExp(`node_modules/${name}/${file}`).replaceAll('\\/', '[\\\\/]')}$`;
}

export type BundlerRule = {
  id: string;
  request: RegExp;
  importers: RegExp;
  replacement: string;
  builds: Build[];
};

/** The bundler's rule for a module patch: which requests, from which modules, become which file. */
export function bundlerRule(patch: ModulePatch): BundlerRule {
  const importers = [
    ...patch.importers.map(fileInPackage),
    ...(patch.generatedImporter ? [`[\\\\/]\\.docusaurus[\\\\/]${escapeRegExp(patch.generatedImporter)}$`] : []),
  ];
  return {
    id: patch.id,
    request:
      patch.requests.length > 0
        ? new RegExp(`^(${patch.requests.map(escapeRegExp).join('|')})$`)
        : new RegExp(fileInPackage({...patch.replaces, file: patch.replaces.file.replace(/\.js$/, '')}).replace(/\$$/, '(\\.js)?$')),
    importers: new RegExp(importers.join('|')),
    replacement: patch.standIn ? path.join(PATCHES_DIR, patch.standIn) : patch.standInModule!,
    builds: patch.builds,
  };
}
