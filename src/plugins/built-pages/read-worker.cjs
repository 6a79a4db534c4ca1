// One reading thread of the built-pages pass: reads and parses a built page,
// runs each consumer's analysis module on the tree, and sends back what they
// returned. CommonJS because a worker starts from a file Node runs as it is;
// jiti, the TypeScript loader Docusaurus itself uses, loads the TypeScript
// (and caches each module, so a module loads once per thread). Messages:
// {id, task} in, {id, results} or {id, error} out.
const {parentPort} = require('node:worker_threads');
const jiti = require('jiti')(__filename, {interopDefault: true});

const {analyseBuiltFile} = jiti('./analyse-file.ts');

parentPort.on('message', async ({id, task}) => {
  try {
    parentPort.postMessage({id, results: await analyseBuiltFile(task, (module) => jiti(module))});
  } catch (error) {
    parentPort.postMessage({id, error: `${task.file}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`});
  }
});
