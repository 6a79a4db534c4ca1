/**
 * What the builds hold of analytics, and the _headers they write: the site
 * (built with no analytics variable set) must carry no analytics code at all;
 * the analytics fixture (every service configured) must carry it, outside
 * the bundles a page loads up front. Both policies must cover every inline
 * script of every page.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {headersForPath, parseHeadersFile} from '../../src/plugins/hosting/headers-file';
import {metaContentSecurityPolicy} from '../../src/plugins/hosting/policy';
import {ASK_AI_EVENT, SEARCH_EVENT} from '../../src/plugins/analytics/events';

const siteBuild = path.resolve(__dirname, '../../build');
const fixtureBuild = path.resolve(__dirname, '../fixtures/analytics-site/build');
for (const dir of [siteBuild, fixtureBuild]) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run "npm test" (or build it with "npx docusaurus build") first.`);
  }
}

/**
 * Strings only the analytics code contains: posthog-js, the Google tag and Hotjar loaders, the
 * privacy check, and the events of searches and Ask AI questions (src/plugins/analytics/events.ts).
 */
const ANALYTICS_MARKERS = ['[PostHog.js]', 'googletagmanager.com/gtag/js', 'static.hotjar.com', 'globalPrivacyControl', SEARCH_EVENT, ASK_AI_EVENT];
/** In the client module, which every page loads: it decides whether to track, and listens to search and Ask AI. */
const CLIENT_MODULE_MARKERS = new Set(['globalPrivacyControl', SEARCH_EVENT, ASK_AI_EVENT]);

function files(dir: string, extension: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(dir, file));
}

function filesContaining(dir: string, marker: string): string[] {
  return files(path.join(dir, 'assets'), '.js').filter((file) => fs.readFileSync(file, 'utf8').includes(marker));
}

function policyOf(dir: string): Map<string, string[]> {
  const rules = parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
  const csp = headersForPath(rules, '/').find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  return new Map(csp.split(/;\s*/).map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));
}

/** The hashes of the inline scripts browsers run, found with a plain scan rather than the plugin's parser. */
function inlineScriptHashesOf(html: string): string[] {
  return (
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      // Data blocks (structured data, each page's route data) are not run.
      .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type=["']?application\/(ld\+)?json/.test(attributes))
      .map(([, , body = '']) => crypto.createHash('sha256').update(body).digest('base64'))
  );
}

test('the site built with nothing configured holds no analytics code', () => {
  for (const marker of ANALYTICS_MARKERS) {
    assert.deepEqual(filesContaining(siteBuild, marker), [], marker);
  }
});

test('the configured fixture holds all of it, and PostHog and the loaders only in chunks loaded later', () => {
  const upFront = new Set(
    files(fixtureBuild, '.html').flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/<script[^>]*\bsrc="?([^"\s>]+)/g)].map(([, src]) => path.basename(src!)),
    ),
  );
  for (const marker of ANALYTICS_MARKERS) {
    const holders = filesContaining(fixtureBuild, marker);
    assert.notDeepEqual(holders, [], `${marker} is in the fixture build`);
    if (!CLIENT_MODULE_MARKERS.has(marker)) {
      assert.deepEqual(
        holders.filter((file) => upFront.has(path.basename(file))),
        [],
        `${marker} is not in a bundle every page loads`,
      );
    }
  }
});

for (const [name, dir] of [
  ['site', siteBuild],
  ['analytics fixture', fixtureBuild],
] as const) {
  test(`the ${name}'s policy allows the inline scripts of every page, and no others`, () => {
    const scriptSrc = policyOf(dir).get('script-src') ?? [];
    const needed = new Set(files(dir, '.html').flatMap((file) => inlineScriptHashesOf(fs.readFileSync(file, 'utf8'))));
    assert.ok(needed.size > 0);
    assert.deepEqual(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort(), [...needed].map((hash) => `'sha256-${hash}'`).sort());
    assert.ok(!scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'"), scriptSrc.join(' '));
  });
}

test('the site’s policy names no analytics or Algolia host; the fixture’s names its services’ hosts', () => {
  const site = [...policyOf(siteBuild).values()].flat().join(' ');
  assert.doesNotMatch(site, /posthog|google|hotjar|algolia/);
  const fixture = policyOf(fixtureBuild);
  assert.ok(
    fixture.get('connect-src')?.some((source) => /^http:\/\/127\.0\.0\.1:\d+$/.test(source)),
    'the PostHog collector',
  );
  assert.ok(fixture.get('script-src')?.includes('https://*.googletagmanager.com'));
  assert.ok(fixture.get('script-src')?.includes('https://*.hotjar.com'));
});

test('the 404 page carries the policy in a meta element, for hosts that send headers by path; other pages rely on the header', () => {
  const csp =
    headersForPath(parseHeadersFile(fs.readFileSync(path.join(siteBuild, '_headers'), 'utf8')), '/').find(
      ([name]) => name === 'Content-Security-Policy',
    )?.[1] ?? '';
  const meta = (file: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(fs.readFileSync(path.join(siteBuild, file), 'utf8'))?.[1];
  // A meta policy cannot carry frame-ancestors; everything else is the header's.
  assert.match(csp, /frame-ancestors/);
  assert.equal(meta('404.html'), metaContentSecurityPolicy(csp));
  assert.equal(meta('index.html'), undefined);
  assert.equal(meta('evaluation/overview.html'), undefined);
});
