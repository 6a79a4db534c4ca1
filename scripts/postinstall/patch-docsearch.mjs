// Two fixes to the DocSearch 3.9.0 bundle (@docsearch/react/dist/esm/index.js):
//
// 1. It bundles autocomplete-core 1.17.9, whose request chain ends with
//    `.finally(() => setStatus('idle'))`. DocSearch sets the status to "error"
//    when a search fails with a RetryError, and that `finally` resets it at
//    once, so the error screen ("Unable to fetch results") never stays on
//    screen. This keeps an "error" status; the next query sets "loading" again.
// 2. Its result lists call `getListProps()` without their source, so every
//    list gets the id "docsearch-list" while the input's aria-controls names
//    one id per source ("docsearch-hits0-list"): screen readers are pointed
//    at lists that do not exist (axe: aria-valid-attr-value). This passes the
//    source, so the ids match.
//
// Runs after every `npm install`; fails loudly if the bundle is not the one
// it was written for.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
const {version} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const bundle = path.join(packageDir, 'dist/esm/index.js');
const patches = [
  {
    name: 'error-screen fix',
    original: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    patched: '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
  {
    name: 'result list ids',
    original: 'e.createElement("ul",t.getListProps(),t.collection.items.map(',
    patched: 'e.createElement("ul",t.getListProps({source:t.collection.source}),t.collection.items.map(',
  },
];

let source = fs.readFileSync(bundle, 'utf8');
const applied = [];
for (const {name, original, patched} of patches) {
  if (source.includes(patched)) continue;
  if (version !== '3.9.0' || source.split(original).length !== 2) {
    console.error(
      `[postinstall] @docsearch/react ${version} is not the 3.9.0 bundle the ${name} was written for; ` +
        'check whether it is still needed (tests/e2e/search-modal.spec.ts, tests/e2e/search-page.spec.ts) ' +
        'and update or drop scripts/postinstall/patch-docsearch.mjs.',
    );
    process.exit(1);
  }
  source = source.replace(original, patched);
  applied.push(name);
}
if (applied.length > 0) {
  // Write a new file rather than in place: node_modules may be hard-linked elsewhere.
  fs.writeFileSync(`${bundle}.tmp`, source);
  fs.renameSync(`${bundle}.tmp`, bundle);
  console.log(`[postinstall] @docsearch/react ${version}: ${applied.join(', ')} applied`);
} else {
  console.log(`[postinstall] @docsearch/react ${version}: fixes already applied`);
}
