/**
 * Runs the README's first command, `npm run preview`, exactly as a reader
 * would, and checks the site it serves: the home page, a docs page, an API
 * operation page, /llms.txt, the release notes and a 404. Then stops it.
 * With `--runs 2` it does it again, as a reader who comes back does: the
 * second build starts from the caches the first one left.
 *
 *   node scripts/smoke-preview.mjs [--port 3999] [--runs 1] [--timeout-minutes 25]
 *
 * Plain Node.js with no dependencies: `npm test` runs it first, on a checkout
 * where nothing is installed or generated yet, which is what a reader has.
 * Exits 1 with the reason when the command fails, prints no URL in time,
 * serves a page wrong, or leaves the checkout modified.
 */
import {spawn, execFileSync} from 'node:child_process';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '3999'},
    runs: {type: 'string', default: '1'},
    'timeout-minutes': {type: 'string', default: '25'},
  },
});

/** What each checked address must answer: its status and a piece of its body. */
const CHECKS = [
  {path: '/', status: 200, contains: '<main'},
  {path: '/evaluation/overview', status: 200, contains: '<article'},
  {path: '/reference/api/create-app', status: 200, contains: 'theme-api-markdown'},
  {path: '/llms.txt', status: 200, contains: '/evaluation/overview.md'},
  {path: '/changelog/main', status: 200, contains: '<article'},
  {path: '/no-such-page-anywhere', status: 404, contains: 'Page Not Found'},
];

/** The URL the preview prints once it is listening (scripts/serve.ts). */
const SERVED_AT = /served at (http:\/\/\S+?)\/?\s*$/m;

function gitStatus() {
  try {
    return execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {encoding: 'utf8'});
  } catch {
    return null;
  }
}

function fail(message) {
  console.error(`smoke-preview: ${message}`);
  process.exitCode = 1;
}

async function checkSite(baseUrl) {
  const problems = [];
  for (const {path, status, contains} of CHECKS) {
    try {
      const response = await fetch(`${baseUrl}${path}`, {redirect: 'manual'});
      const body = await response.text();
      if (response.status !== status) problems.push(`${path}: status ${response.status}, expected ${status}`);
      else if (!body.includes(contains)) problems.push(`${path}: the response does not contain "${contains}"`);
      else console.log(`smoke-preview: ${path} ${response.status} ok`);
    } catch (error) {
      problems.push(`${path}: ${error.message}`);
    }
  }
  return problems;
}

/** One `npm run preview`: waits for its URL, checks the site, stops it. */
async function previewOnce(run) {
  const timeoutMs = Number(values['timeout-minutes']) * 60_000;
  console.log(`smoke-preview: npm run preview, run ${run} (PORT=${values.port})`);
  // Its own process group, so that stopping it stops npm, the shell script and the server.
  const preview = spawn('npm', ['run', 'preview'], {
    env: {...process.env, PORT: values.port},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve({error: `no URL printed within ${values['timeout-minutes']} minutes`}), timeoutMs);
    const onData = (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
      const match = SERVED_AT.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({url: match[1]});
      }
    };
    preview.stdout.on('data', onData);
    preview.stderr.on('data', onData);
    preview.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({error: `npm run preview exited (${signal ?? `code ${code}`}) before serving the site`});
    });
  });

  try {
    if (url.error) {
      fail(url.error);
      return;
    }
    const problems = await checkSite(url.url);
    for (const problem of problems) fail(problem);
  } finally {
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {
      // Already stopped.
    }
    // The next run may listen on the same port only once this one has let it go.
    if (preview.exitCode === null && preview.signalCode === null) await new Promise((resolve) => preview.once('exit', resolve));
  }
}

async function main() {
  const before = gitStatus();
  const runs = Number(values.runs);
  for (let run = 1; run <= runs && !process.exitCode; run += 1) await previewOnce(run);
  const after = gitStatus();
  if (before !== null && after !== null && after !== before) {
    fail(`the command changed the checkout (git status before:\n${before || '(clean)'}\nafter:\n${after})`);
  }
  if (!process.exitCode) console.log("smoke-preview: the README's first command serves the site");
}

await main();
