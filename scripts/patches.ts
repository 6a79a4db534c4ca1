/**
 * The site's patches to upstream code (src/patches/patches.yaml):
 *
 *   npm run patches                      lists them and what differs from what is installed, each
 *                                        changed file as a diff of its baseline against it
 *   npm run patches -- --record <id>…    writes the installed versions, hashes and baselines of those patches
 *   npm run patches -- --record all      … of every patch
 *
 * Record a patch only after reviewing its stand-in against the new upstream
 * files: the record is what says the patch was written for them.
 */
import fs from 'node:fs';
import path from 'node:path';

import {isMap, isSeq, parseDocument, type YAMLMap} from 'yaml';

import {BASELINES_DIR, MANIFEST_FILE, baselinePath, installedVersion, packageDir, readManifest, sha256, upstreamFiles} from '../src/patches/manifest';
import {reviewPatch} from './lib/patch-review';

function list(): number {
  const patches = readManifest();
  let problems = 0;
  for (const patch of patches) {
    const found = reviewPatch(patch);
    problems += found.length;
    const files = upstreamFiles(patch);
    const owner = files[files.length - 1]!;
    console.log(`${found.length ? '✗' : '✓'} ${patch.id} (${patch.kind}, ${owner.package} ${owner.version})`);
    for (const problem of found) console.log(problem.replace(/^/gm, '    '));
  }
  console.log(`${patches.length} patches, ${problems} differences from what is installed.`);
  return problems ? 1 : 0;
}

/** Sets each upstream file node's version and sha256 to the installed package's. */
function recordFile(node: YAMLMap): void {
  const name = String(node.get('package'));
  const file = String(node.get('file'));
  const location = path.join(packageDir(name), file);
  if (!fs.existsSync(location)) throw new Error(`${name} ${installedVersion(name)} has no ${file}: edit the patch by hand.`);
  const version = installedVersion(name);
  node.set('version', version);
  node.set('sha256', sha256(location));
  node.flow = false;
  const baseline = baselinePath({package: name, version, file});
  fs.mkdirSync(path.dirname(baseline), {recursive: true});
  fs.copyFileSync(location, baseline);
}

/** Removes the baselines no patch names any more (an older version's, a file no longer listed). */
function pruneBaselines(): void {
  const named = new Set(readManifest().flatMap((patch) => upstreamFiles(patch).map((file) => baselinePath(file))));
  if (!fs.existsSync(BASELINES_DIR)) return;
  for (const entry of fs.readdirSync(BASELINES_DIR, {recursive: true, withFileTypes: true})) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !named.has(file)) fs.rmSync(file);
  }
  // Folders left empty, deepest first.
  const dirs = fs.readdirSync(BASELINES_DIR, {recursive: true, withFileTypes: true}).filter((entry) => entry.isDirectory());
  for (const dir of dirs.map((entry) => path.join(entry.parentPath, entry.name)).sort((a, b) => b.length - a.length)) {
    if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  }
}

function record(ids: string[]): void {
  const document = parseDocument(fs.readFileSync(MANIFEST_FILE, 'utf8'));
  const entries = document.contents;
  if (!isSeq(entries)) throw new Error('patches.yaml is not a list.');
  const all = ids.includes('all');
  const known = new Set<string>();
  for (const entry of entries.items) {
    if (!isMap(entry)) continue;
    const id = String(entry.get('id'));
    known.add(id);
    if (!all && !ids.includes(id)) continue;
    for (const key of ['replaces', 'importers', 'files']) {
      const value = entry.get(key);
      if (isMap(value)) recordFile(value);
      if (isSeq(value)) for (const item of value.items) if (isMap(item)) recordFile(item);
    }
    console.log(`recorded ${id}`);
  }
  const unknown = ids.filter((id) => id !== 'all' && !known.has(id));
  if (unknown.length) throw new Error(`No patch is named ${unknown.join(', ')}.`);
  fs.writeFileSync(MANIFEST_FILE, document.toString({lineWidth: 100, flowCollectionPadding: false}));
  pruneBaselines();
}

const args = process.argv.slice(2);
try {
  if (args[0] === '--record') {
    if (args.length < 2) throw new Error('Name the patches to record (their ids), or "all".');
    record(args.slice(1));
  } else if (args.length > 0) {
    throw new Error(`Unknown arguments: ${args.join(' ')}. Use no argument to list, or --record <id>… | all.`);
  } else {
    process.exitCode = list();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
