/**
 * Serves a build the way a host would, with the host file the build wrote for it, in the
 * foreground (Playwright starts and stops it): `tsx scripts/run-host.ts <host> --port N
 * [--dir build]`, where host is nginx, caddy, cloudflare, bare, or one of the first three with
 * `-broken` (what each is: src/plugins/hosting/run-host.ts). The server's state lives in a
 * temporary folder, removed when it stops; nothing is written to the checkout.
 */
import {type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {isHost, startHost} from '../src/plugins/hosting/run-host';

const {positionals, values} = parseArgs({
  allowPositionals: true,
  options: {port: {type: 'string'}, dir: {type: 'string', default: 'build'}},
});
const host = positionals[0];
const port = Number(values.port);
const dir = path.resolve(values.dir);
if (!host || !Number.isInteger(port)) {
  console.error('Usage: tsx scripts/run-host.ts <nginx|caddy|cloudflare|bare>[-broken] --port N [--dir build]');
  process.exit(2);
}
if (!isHost(host)) {
  console.error(`Unknown host "${host}": nginx, caddy, cloudflare, bare, or one of the first three with -broken.`);
  process.exit(2);
}
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`No build found in "${dir}". Run "npm run build" first.`);
  process.exit(1);
}

const state = fs.mkdtempSync(path.join(os.tmpdir(), `docs-host-${host}-`));
const child: ChildProcess = startHost(host, {port, dir, state});

const stop = () => {
  child.kill('SIGTERM');
  fs.rmSync(state, {recursive: true, force: true});
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(state, {recursive: true, force: true});
  process.exit(code ?? 0);
});
