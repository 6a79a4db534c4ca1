// Lays out social cards on a thread of its own (satori: text to outlines,
// Yoga's layout in WebAssembly), so that the build's main thread goes on with
// the built pages meanwhile. CommonJS because a worker starts from a file
// Node runs as it is; jiti, the TypeScript loader Docusaurus itself uses,
// loads the drawing code. Messages: {id, content, colours} in, {id, svg} or
// {id, error} out.
const {parentPort} = require('node:worker_threads');
const jiti = require('jiti')(__filename, {interopDefault: true});

const {drawCardSvg, loadCardFonts} = jiti('./render.ts');
const fonts = loadCardFonts();

parentPort.on('message', async ({id, content, colours}) => {
  try {
    parentPort.postMessage({id, svg: await drawCardSvg(content, colours, await fonts)});
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
});
