// Edits to DocSearch's bundle, applied after every `npm install` by
// scripts/postinstall/apply-install-edits.mjs (patch "docsearch-error-screen-list-ids-query-cut" in
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
// 3. Its field cuts the query at 64 UTF-16 code units (the value a script sets, as a paste helper
//    does, and the page's selection it opens with): a cut inside a surrogate pair leaves half an
//    emoji, which `encodeURIComponent` throws on (the search item crashed). These cut at 64 code
//    points, as the search page does (packages/search/src/client/search-page-request.ts), from
//    the value's first 128 code units only (they hold 64 whole code points, whatever the value).
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
    {
      name: 'query cut by code points (typed or pasted)',
      original: 'query:i.slice(0,l),refresh:r',
      edited: 'query:Array.from(i.slice(0,2*l)).slice(0,l).join(""),refresh:r',
    },
    {
      name: 'query cut by code points (composition)',
      original: 'query:e.currentTarget.value.slice(0,l),refresh:r',
      edited: 'query:Array.from(e.currentTarget.value.slice(0,2*l)).slice(0,l).join(""),refresh:r',
    },
    {
      name: 'query cut by code points (the selection it opens with)',
      original: 'window.getSelection().toString().slice(0,64)',
      edited: 'Array.from(window.getSelection().toString().slice(0,128)).slice(0,64).join("")',
    },
  ],
};
