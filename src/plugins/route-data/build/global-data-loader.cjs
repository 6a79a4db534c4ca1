/**
 * Bundler loader for .docusaurus/globalData.json in the browser build. The
 * docs plugin's global data lists every doc of every version (id, path,
 * sidebar), and Docusaurus puts global data in the scripts of every page: the
 * lists are cut to each version's main doc and the docs named in the
 * `keepDocIds` option (the navbar's doc links). Route data brings the doc of
 * each path the reader goes to (client/route-table.ts adds it to the list).
 * Plain CommonJS: the bundler requires loaders without compiling them.
 */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

function pruneDocsLists(globalData, keepDocIds) {
  const docs = globalData[DOCS_PLUGIN];
  if (!docs) return globalData;
  const keep = new Set(keepDocIds);
  const pruned = {};
  for (const [instance, data] of Object.entries(docs)) {
    pruned[instance] = {
      ...data,
      versions: data.versions.map((version) => ({
        ...version,
        docs: version.docs.filter((doc) => doc.id === version.mainDocId || keep.has(doc.id)),
      })),
    };
  }
  return {...globalData, [DOCS_PLUGIN]: pruned};
}

function globalDataLoader(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch (error) {
    throw new Error(`route-data: ${this.resourcePath} is not JSON: ${error.message}`);
  }
  return JSON.stringify(pruneDocsLists(data, this.getOptions().keepDocIds ?? []));
}

module.exports = globalDataLoader;
module.exports.pruneDocsLists = pruneDocsLists;
