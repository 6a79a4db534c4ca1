/**
 * Serves the production build locally: `npm run serve -- [--port 3000] [--dir build]
 * [--base-path /] [--no-compress]`. Prints the URL once listening.
 */
import fs from 'node:fs';
import {parseArgs} from 'node:util';

import {createStaticServer, listen} from './lib/static-server';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: process.env.HOST ?? 'localhost'},
    dir: {type: 'string', default: 'build'},
    'base-path': {type: 'string', default: '/'},
    'no-compress': {type: 'boolean', default: false},
  },
});

if (!fs.existsSync(`${values.dir}/index.html`)) {
  console.error(`No build found in "${values.dir}". Run "npm run build" first.`);
  process.exit(1);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port "${values.port}": give a number from 0 to 65535.`);
  process.exit(1);
}

const server = createStaticServer({
  dir: values.dir,
  port,
  basePath: values['base-path'],
  compress: !values['no-compress'],
});

listen(server, port, values.host)
  .then((url) => {
    const base = values['base-path'].replace(/^\/*/, '/');
    console.log(`Agenta docs served at ${url}${base === '/' ? '/' : base}`);
  })
  .catch((error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use: pass another with --port.` : `Could not start the server: ${error.message}`);
    process.exit(1);
  });
