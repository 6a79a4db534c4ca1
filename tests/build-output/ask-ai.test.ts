/**
 * What the builds hold of Ask AI. The site, built with ASK_AI_URL unset, has
 * no trace of it in any page, script, style sheet or its policy. The Ask AI
 * fixture has all of it, outside the bundles a page loads up front (the
 * answer view in a chunk of its own), and a policy that gains exactly the
 * endpoint's origin.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {ASK_AI_FIXTURE} from '../fixtures/ask-ai-site/ask-ai-fixture';
import {headersForPath, parseHeadersFile} from '../../src/plugins/hosting/headers-file';
import {apiReferenceCspSources} from '../../src/plugins/api-reference/csp-sources';

const siteBuild = path.resolve(__dirname, '../../build');
const fixtureBuild = path.resolve(__dirname, '../fixtures/ask-ai-site/build');
for (const dir of [siteBuild, fixtureBuild]) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run "npm test" (or build it with "npx docusaurus build") first.`);
  }
}

/**
 * Strings only Ask AI's code and data hold: its labels, its rules, its
 * entry's marker, its global data (under the plugin's name; the
 * name alone also appears in file paths the build embeds).
 */
const ASK_AI_MARKERS = ['Ask AI', 'askAi', 'Answer only from those sections', 'Ask a follow-up question', 'to ask AI', '"ask-ai":{'];

function files(dir: string, ...extensions: string[]): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .map((file) => path.join(dir, file));
}

function holding(list: string[], marker: string): string[] {
  return list.filter((file) => fs.readFileSync(file, 'utf8').includes(marker));
}

function policyOf(dir: string): Map<string, string[]> {
  const rules = parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
  const csp = headersForPath(rules, '/').find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  return new Map(csp.split(/;\s*/).map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));
}

test('the site built without ASK_AI_URL holds no trace of Ask AI in any page, download or policy', () => {
  // Every page and everything a page can download: scripts, style sheets, the search index.
  const downloads = files(siteBuild, '.html', '.js', '.css', '.json');
  assert.ok(downloads.length > 200);
  for (const marker of ASK_AI_MARKERS) assert.deepEqual(holding(downloads, marker), [], marker);
  // The policy's connect-src is the site and the API reference's servers, nothing more.
  const apiServers = apiReferenceCspSources(path.resolve(__dirname, '../../openapi/agenta.yaml')).flatMap((sources) => sources['connect-src'] ?? []);
  assert.deepEqual(policyOf(siteBuild).get('connect-src'), ["'self'", ...apiServers]);
  assert.doesNotMatch(fs.readFileSync(path.join(siteBuild, '_headers'), 'utf8'), /127\.0\.0\.1|chat/);
});

test('the fixture holds Ask AI, its answer view only in chunks loaded when asked, and the rest not in the page’s first scripts', () => {
  const scripts = files(path.join(fixtureBuild, 'assets'), '.js');
  const upFront = new Set(
    files(fixtureBuild, '.html').flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/<(?:script|link)[^>]*\b(?:src|href)="?([^"\s>]+\.js)/g)].map(([, src]) => path.basename(src!)),
    ),
  );
  assert.ok(upFront.size > 0);
  for (const marker of ['Answer only from those sections', 'Ask a follow-up question', 'to ask AI', 'askAiQuestion']) {
    const holders = holding(scripts, marker);
    assert.notDeepEqual(holders, [], `${marker} is in the fixture build`);
    assert.deepEqual(
      holders.filter((file) => upFront.has(path.basename(file))),
      [],
      `${marker} is not in a script every page loads`,
    );
  }
  // The answer view's code (retrieval, streaming, Markdown) is not in the chunk the modal loads for the entry.
  const [entryChunk] = holding(scripts, 'askAiQuestion');
  const [viewChunk] = holding(scripts, 'Answer only from those sections');
  assert.notEqual(entryChunk, viewChunk);
});

test('the fixture’s policy allows the site and the chat endpoint’s origin for requests, and nothing else', () => {
  const fixture = policyOf(fixtureBuild);
  assert.deepEqual(fixture.get('connect-src'), ["'self'", new URL(ASK_AI_FIXTURE.url).origin]);
  // Every other directive is the site's own, as without Ask AI.
  const site = policyOf(siteBuild);
  for (const directive of ['default-src', 'style-src', 'img-src', 'font-src', 'frame-src', 'worker-src', 'object-src']) {
    assert.deepEqual(fixture.get(directive), site.get(directive), directive);
  }
});
