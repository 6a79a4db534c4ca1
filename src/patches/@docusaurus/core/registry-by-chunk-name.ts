/**
 * The route modules' registry (.docusaurus/registry.js) for the server
 * build, each module named by its chunk's name. Rendering a page, the server
 * reports the modules its routes load, and Docusaurus writes a script tag
 * into the page for each chunk its manifest gives for them. The manifest
 * lists route chunks by chunk name, and Docusaurus reports module paths:
 * nothing matched, so pages had the main bundle's scripts alone, and the
 * browser asked for a page's own chunks only once the main bundle had run,
 * a round trip later. Named by chunk, they are listed (and started after the
 * page's first paint, see page-template.ts).
 */
import registry from '@generated/registry';

type Entry = (typeof registry)[string];

const byChunkName: typeof registry = Object.fromEntries(
  Object.entries(registry).map(([chunkName, [load, , weakId]]): [string, Entry] => [chunkName, [load, chunkName, weakId]]),
);

export default byChunkName;
