import fs from 'node:fs';
import path from 'node:path';

/** Where one file's import breaks a package's boundary, and why. */
export interface BoundaryViolation {
  file: string;
  specifier: string;
  reason: string;
}

interface WorkspacePackage {
  name: string;
  dir: string;
  /** Subpaths of `exports` (".", "./client" …). */
  entries: Set<string>;
}

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP_DIRS = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report']);
// Static imports and re-exports, `import type`, dynamic import(), require() and
// `declare module` blocks' imports; a specifier is the quoted string each names.
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name)) files.push(full);
  }
  return files;
}

function workspacePackages(root: string): WorkspacePackage[] {
  const packagesDir = path.join(root, 'packages');
  if (!fs.existsSync(packagesDir)) return [];
  return fs
    .readdirSync(packagesDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(packagesDir, entry.name, 'package.json')))
    .map((entry) => {
      const dir = path.join(packagesDir, entry.name);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {name: string; exports?: Record<string, string>};
      return {name: manifest.name, dir, entries: new Set(Object.keys(manifest.exports ?? {'.': ''}))};
    });
}

const inside = (dir: string, file: string) => file === dir || file.startsWith(`${dir}${path.sep}`);

/**
 * The imports that cross a workspace package's boundary the wrong way: from
 * outside, anything but an entry its `exports` name (a relative path into
 * the package, or `name/sub` with no `./sub` entry); from inside, a relative
 * path out of the package (a package imports nothing of the site).
 */
export function findBoundaryViolations(root: string): BoundaryViolation[] {
  const packages = workspacePackages(root);
  const violations: BoundaryViolation[] = [];
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const owner = packages.find((pkg) => inside(pkg.dir, file));
    for (const match of text.matchAll(SPECIFIERS)) {
      const specifier = match[2];
      const relativeFile = path.relative(root, file);
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (owner && !inside(owner.dir, target)) {
          violations.push({file: relativeFile, specifier, reason: `${owner.name} imports a file outside its package`});
        }
        const entered = packages.find((pkg) => pkg !== owner && inside(pkg.dir, target));
        if (entered) {
          violations.push({file: relativeFile, specifier, reason: `imports a file of ${entered.name}; import one of its entries (${[...entered.entries].map((e) => (e === '.' ? entered.name : `${entered.name}/${e.slice(2)}`)).join(', ')})`});
        }
        continue;
      }
      for (const pkg of packages) {
        if (specifier !== pkg.name && !specifier.startsWith(`${pkg.name}/`)) continue;
        const subpath = specifier === pkg.name ? '.' : `./${specifier.slice(pkg.name.length + 1)}`;
        if (!pkg.entries.has(subpath)) {
          violations.push({file: relativeFile, specifier, reason: `${pkg.name} exports no "${subpath}"`});
        }
      }
    }
  }
  return violations;
}
