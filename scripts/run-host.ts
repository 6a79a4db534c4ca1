/**
 * Serves a build the way a host would, with the host file the build wrote for it, in the
 * foreground (Playwright starts and stops it): `tsx scripts/run-host.ts <host> --port N
 * [--dir build]`, where host is
 * - `nginx`: Debian's nginx with the brotli module, `_hosting/nginx.conf` included unchanged;
 * - `caddy`: Debian's Caddy, `_hosting/Caddyfile` imported unchanged;
 * - `cloudflare`: Cloudflare's own runtime, `wrangler pages dev`, which reads `_headers` and
 *   `_redirects` as Cloudflare Pages does;
 * - `bare`: Caddy serving the files with clean URLs and nothing else, as a host that cannot set
 *   headers does (GitHub Pages);
 * - `nginx-broken`, `caddy-broken`, `cloudflare-broken`: the same host with a copy of its generated
 *   file(s) missing the Content-Security-Policy and the `.html` redirect, to show that the host
 *   checks catch both.
 * Each server's state lives in a temporary folder; nothing is written to the checkout.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

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
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`No build found in "${dir}". Run "npm run build" first.`);
  process.exit(1);
}

const state = fs.mkdtempSync(path.join(os.tmpdir(), `docs-host-${host}-`));
const repoRoot = path.resolve(__dirname, '..');

/** Debian's nginx, with its brotli module, in the foreground on loopback. */
function nginx(include: string): ChildProcess {
  const conf = path.join(state, 'nginx.conf');
  fs.writeFileSync(
    conf,
    [
      'daemon off;',
      // Started by root, nginx would run its workers as an unprivileged user, who may not be able
      // to read a build in a private folder (a checkout under mkdtemp's 0700): they run as the
      // user who started it.
      ...(process.getuid?.() === 0 ? [`user ${os.userInfo().username};`] : []),
      `pid ${state}/nginx.pid;`,
      'error_log stderr warn;',
      'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;',
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${state}/${kind};`),
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${dir};`,
      `    include ${include};`,
      '  }',
      '}',
    ].join('\n'),
  );
  return spawn('nginx', ['-p', state, '-c', conf], {stdio: 'inherit'});
}

function caddy(siteBlock: string[]): ChildProcess {
  const conf = path.join(state, 'Caddyfile');
  fs.writeFileSync(conf, ['{', '\tadmin off', '\tauto_https off', '}', `http://127.0.0.1:${port} {`, `\troot * ${dir}`, ...siteBlock.map((line) => `\t${line}`), '}', ''].join('\n'));
  const env = {...process.env, HOME: state, XDG_DATA_HOME: state, XDG_CONFIG_HOME: state};
  return spawn('caddy', ['run', '--config', conf, '--adapter', 'caddyfile'], {stdio: 'inherit', env});
}

/** Cloudflare's runtime serving `root` as Cloudflare Pages would. */
function cloudflare(root: string): ChildProcess {
  return spawn(
    path.join(repoRoot, 'node_modules/.bin/wrangler'),
    // The date must not be newer than the runtime's own; nothing of the site depends on it.
    [
      'pages', 'dev', root, '--port', String(port), '--ip', '127.0.0.1', '--compatibility-date', '2025-01-01',
      '--persist-to', path.join(state, 'state'),
      // Each runtime's devtools port beside its own, so that two can run at once.
      '--inspector-port', String(port + 1000), '--show-interactive-dev-session', 'false',
    ],
    {stdio: 'inherit', cwd: state, env: {...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: path.join(state, 'logs')}},
  );
}

/** A host file without its Content-Security-Policy lines. */
const withoutPolicy = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.includes('Content-Security-Policy'))
    .join('\n');

/** A copy of a generated file, broken, in the state folder. */
function brokenCopy(file: string, breakIt: (text: string) => string): string {
  const copy = path.join(state, `broken-${path.basename(file)}`);
  fs.writeFileSync(copy, breakIt(fs.readFileSync(path.join(dir, file), 'utf8')));
  return copy;
}

let child: ChildProcess;
switch (host) {
  case 'nginx':
    child = nginx(path.join(dir, '_hosting/nginx.conf'));
    break;
  case 'nginx-broken':
    child = nginx(
      brokenCopy('_hosting/nginx.conf', (text) =>
        // The `.html` location goes; its body is left as a harmless block for another path.
        withoutPolicy(text).replace(/^location ~ "\^\(\?<page>.*\)\\\.html\$" \{$/m, 'location = /no-such-path {'),
      ),
    );
    break;
  case 'caddy':
    child = caddy([`import ${path.join(dir, '_hosting/Caddyfile')}`]);
    break;
  case 'caddy-broken':
    child = caddy([
      `import ${brokenCopy('_hosting/Caddyfile', (text) => withoutPolicy(text).replace(/^redir @html(Query)? .*$/gm, ''))}`,
    ]);
    break;
  case 'bare':
    child = caddy(['try_files {path} {path}.html {path}/index.html', 'file_server']);
    break;
  case 'cloudflare':
    child = cloudflare(dir);
    break;
  case 'cloudflare-broken': {
    // A copy of the build (the runtime does not follow symbolic links) with broken copies of the
    // two files Cloudflare reads.
    const root = path.join(state, 'site');
    fs.cpSync(dir, root, {recursive: true});
    fs.renameSync(brokenCopy('_headers', withoutPolicy), path.join(root, '_headers'));
    fs.renameSync(brokenCopy('_redirects', (text) => text.replace(/^\/:p1.*\.html .*$/gm, '')), path.join(root, '_redirects'));
    child = cloudflare(root);
    break;
  }
  default:
    console.error(`Unknown host "${host}": nginx, caddy, cloudflare, bare, or one of the first three with -broken.`);
    process.exit(2);
}

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
