/**
 * Bundler loader for the docs plugin's route props (.docusaurus/
 * docusaurus-plugin-content-docs/<instance>/p/*.json) in the browser build.
 * A docs version's props hold every doc of the version (id, title,
 * description, sidebar), and every docs page loads them; the browser reads
 * them only for the cards of sidebar categories (DocCard's useDocById). The
 * map keeps the docs that are in a sidebar, so it grows as the sidebars do,
 * which the same props carry whole, and not with every page of the site.
 * Other props pass unchanged. Plain CommonJS: the bundler requires loaders
 * without compiling them.
 */
function isVersionProps(data) {
  return Boolean(data && data.version && data.version.docsSidebars && data.version.docs && typeof data.version.docs === 'object');
}

/** The ids of the docs a sidebar's items link to, categories' items included. */
function sidebarDocIds(items, ids = new Set()) {
  for (const item of Array.isArray(items) ? items : []) {
    if (item && typeof item.docId === 'string') ids.add(item.docId);
    if (item && Array.isArray(item.items)) sidebarDocIds(item.items, ids);
  }
  return ids;
}

function withSidebarDocsOnly(data) {
  if (!isVersionProps(data)) return data;
  const listed = new Set();
  for (const items of Object.values(data.version.docsSidebars)) sidebarDocIds(items, listed);
  const docs = Object.fromEntries(Object.entries(data.version.docs).filter(([id]) => listed.has(id)));
  return {...data, version: {...data.version, docs}};
}

function versionPropsLoader(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch (error) {
    throw new Error(`route-data: ${this.resourcePath} is not JSON: ${error.message}`);
  }
  return isVersionProps(data) ? JSON.stringify(withSidebarDocsOnly(data)) : source;
}

module.exports = versionPropsLoader;
module.exports.withSidebarDocsOnly = withSidebarDocsOnly;
