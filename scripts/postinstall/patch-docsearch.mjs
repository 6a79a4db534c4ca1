// DocSearch 3.9.0 bundles autocomplete-core 1.17.9, whose request chain ends
// with `.finally(() => setStatus('idle'))`. DocSearch sets the status to
// "error" when a search fails with a RetryError, and that `finally` resets it
// at once, so the error screen ("Unable to fetch results") never stays on
// screen. This keeps an "error" status; the next query sets "loading" again.
// Runs after every `npm install`; fails loudly if the bundle is not the one
// it was written for.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
const {version} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const bundle = path.join(packageDir, 'dist/esm/index.js');
const original = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const patched = '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

const source = fs.readFileSync(bundle, 'utf8');
if (source.includes(patched)) {
  console.log(`[postinstall] @docsearch/react ${version}: error-screen fix already applied`);
} else if (version === '3.9.0' && source.split(original).length === 2) {
  // Write a new file rather than in place: node_modules may be hard-linked elsewhere.
  fs.writeFileSync(`${bundle}.tmp`, source.replace(original, patched));
  fs.renameSync(`${bundle}.tmp`, bundle);
  console.log(`[postinstall] @docsearch/react ${version}: error-screen fix applied`);
} else {
  console.error(
    `[postinstall] @docsearch/react ${version} is not the 3.9.0 bundle this fix was written for; ` +
      'check whether the error screen still resets (tests/e2e/search-modal.spec.ts) and update or drop scripts/postinstall/patch-docsearch.mjs.',
  );
  process.exit(1);
}
