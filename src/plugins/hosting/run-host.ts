/**
 * A build served the way a host serves it, with the file the build wrote for that host (HOST_FILES):
 * - `nginx`: Debian's nginx with the brotli module, `_hosting/nginx.conf` included unchanged;
 * - `caddy`: Debian's Caddy, `_hosting/Caddyfile` imported unchanged;
 * - `cloudflare`: Cloudflare's own runtime, `wrangler pages dev`, which reads `_headers` and
 *   `_redirects` as Cloudflare Pages does;
 * - `bare`: Caddy serving the files with clean URLs and nothing else, as a host that cannot set
 *   headers does (GitHub Pages);
 * - `nginx-broken`, `caddy-broken`, `cloudflare-broken`: the same host with a copy of its file(s)
 *   missing the Content-Security-Policy and the `.html` redirect (as host-files.ts writes them), to
 *   show that the host checks (tests/hosts) catch both.
 * Each server's state lives in a folder of its own, given by the caller; nothing is written to the
 * build. scripts/run-host.ts runs one in the foreground for the host checks.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {HOST_FILES} from '.';

export const HOSTS = ['nginx', 'caddy', 'cloudflare', 'bare', 'nginx-broken', 'caddy-broken', 'cloudflare-broken'] as const;
export type Host = (typeof HOSTS)[number];

export function isHost(name: string): name is Host {
  return (HOSTS as readonly string[]).includes(name);
}

const siteDir = path.resolve(__dirname, '../../..');

type Served = {port: number; dir: string; state: string};

/** Debian's nginx, with its brotli module, in the foreground on loopback. */
function nginx({port, dir, state}: Served, include: string): ChildProcess {
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

function caddy({port, dir, state}: Served, siteBlock: string[]): ChildProcess {
  const conf = path.join(state, 'Caddyfile');
  fs.writeFileSync(
    conf,
    ['{', '\tadmin off', '\tauto_https off', '}', `http://127.0.0.1:${port} {`, `\troot * ${dir}`, ...siteBlock.map((line) => `\t${line}`), '}', ''].join('\n'),
  );
  const env = {...process.env, HOME: state, XDG_DATA_HOME: state, XDG_CONFIG_HOME: state};
  return spawn('caddy', ['run', '--config', conf, '--adapter', 'caddyfile'], {stdio: 'inherit', env});
}

/** Cloudflare's runtime serving `root` as Cloudflare Pages would. */
function cloudflare({port, state}: Served, root: string): ChildProcess {
  return spawn(
    path.join(siteDir, 'node_modules/.bin/wrangler'),
    // The date must not be newer than the runtime's own; nothing of the site depends on it.
    [
      'pages',
      'dev',
      root,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--compatibility-date',
      '2025-01-01',
      '--persist-to',
      path.join(state, 'state'),
      // Each runtime's devtools port beside its own, so that two can run at once.
      '--inspector-port',
      String(port + 1000),
      '--show-interactive-dev-session',
      'false',
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

/** A copy of a file the build wrote, broken, in the state folder. */
function brokenCopy({dir, state}: Served, file: string, breakIt: (text: string) => string): string {
  const copy = path.join(state, `broken-${path.basename(file)}`);
  fs.writeFileSync(copy, breakIt(fs.readFileSync(path.join(dir, file), 'utf8')));
  return copy;
}

/** Starts `host` serving the build in `dir` on loopback, its state in `state` (an empty folder the caller removes). */
export function startHost(host: Host, served: Served): ChildProcess {
  const {dir, state} = served;
  switch (host) {
    case 'nginx':
      return nginx(served, path.join(dir, HOST_FILES.nginx));
    case 'nginx-broken':
      return nginx(
        served,
        brokenCopy(served, HOST_FILES.nginx, (text) =>
          // The `.html` location goes; its body is left as a harmless block for another path.
          withoutPolicy(text).replace(/^location ~ "\^\(\?<page>.*\)\\\.html\$" \{$/m, 'location = /no-such-path {'),
        ),
      );
    case 'caddy':
      return caddy(served, [`import ${path.join(dir, HOST_FILES.caddy)}`]);
    case 'caddy-broken':
      return caddy(served, [`import ${brokenCopy(served, HOST_FILES.caddy, (text) => withoutPolicy(text).replace(/^redir @html(Query)? .*$/gm, ''))}`]);
    case 'bare':
      return caddy(served, ['try_files {path} {path}.html {path}/index.html', 'file_server']);
    case 'cloudflare':
      return cloudflare(served, dir);
    case 'cloudflare-broken': {
      // A copy of the build (the runtime does not follow symbolic links) with broken copies of the
      // two files Cloudflare reads.
      const root = path.join(state, 'site');
      fs.cpSync(dir, root, {recursive: true});
      fs.renameSync(brokenCopy(served, HOST_FILES.headers, withoutPolicy), path.join(root, HOST_FILES.headers));
      fs.renameSync(
        brokenCopy(served, HOST_FILES.redirects, (text) => text.replace(/^\/:p1.*\.html .*$/gm, '')),
        path.join(root, HOST_FILES.redirects),
      );
      return cloudflare(served, root);
    }
  }
}
