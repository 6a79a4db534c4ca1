// Applies the install-time edits of src/patches (each `edits.mjs` there: one installed file, the
// version it was written for, and exact strings to replace), after every `npm install`/`npm ci`.
// Stops with the patch's file when a package is not the version an edit was written for or the
// text to replace is gone; the build's check of src/patches/patches.yaml then compares the
// edited file's hash.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));

function editModules(dir) {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => path.basename(file) === 'edits.mjs')
    .map((file) => path.join(dir, file));
}

let failed = false;
for (const module of editModules(path.join(root, 'src/patches'))) {
  const {default: patch} = await import(pathToFileURL(module).href);
  const packageDir = path.dirname(require.resolve(`${patch.package}/package.json`));
  const {version} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const target = path.join(packageDir, patch.file);
  let source = fs.readFileSync(target, 'utf8');
  const applied = [];
  for (const {name, original, edited} of patch.edits) {
    if (source.includes(edited)) continue;
    if (version !== patch.version || source.split(original).length !== 2) {
      console.error(
        `[postinstall] ${patch.package} ${version} is not the ${patch.version} the "${name}" edit was written for ` +
          `(${path.relative(root, module)}): check whether it is still needed, then update or drop it.`,
      );
      failed = true;
      continue;
    }
    source = source.replace(original, edited);
    applied.push(name);
  }
  if (applied.length > 0) {
    // A new file rather than writing in place: node_modules may be hard-linked elsewhere.
    fs.writeFileSync(`${target}.tmp`, source);
    fs.renameSync(`${target}.tmp`, target);
  }
  console.log(`[postinstall] ${patch.package} ${version}: ${applied.length ? `${applied.join(', ')} applied` : 'edits already applied'}`);
}
if (failed) process.exit(1);
