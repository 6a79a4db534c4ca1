// Edits to DocSearch's bundle, applied after every `npm install` by
// scripts/postinstall/apply-install-edits.mjs (patch "docsearch-error-screen-and-list-ids" in
// src/patches/patches.yaml, which also holds the edited file's hash).
//
// 1. It bundles autocomplete-core, whose request chain ends with
//    `.finally(() => setStatus('idle'))`. DocSearch sets the status to "error" when a search
//    fails with a RetryError, and that `finally` resets it at once, so the error screen ("Unable
//    to fetch results") never stays on screen. This keeps an "error" status; the next query sets
//    "loading" again.
// 2. Its result lists call `getListProps()` without their source, so every list gets the id
//    "docsearch-list" while the input's aria-controls names one id per source
//    ("docsearch-hits0-list"): screen readers are pointed at lists that do not exist (axe:
//    aria-valid-attr-value). This passes the source, so the ids match.
export default {
  package: '@docsearch/react',
  version: '3.9.0',
  file: 'dist/esm/index.js',
  edits: [
    {
      name: 'error-screen fix',
      original: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
      edited: '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    },
    {
      name: 'result list ids',
      original: 'e.createElement("ul",t.getListProps(),t.collection.items.map(',
      edited: 'e.createElement("ul",t.getListProps({source:t.collection.source}),t.collection.items.map(',
    },
  ],
};
