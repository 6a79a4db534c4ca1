import assert from 'node:assert/strict';
import {afterEach, test} from 'node:test';

import type {LoadContext} from '@docusaurus/types';

import {analyticsOptions} from '../../config/analytics';
import analyticsPlugin, {validateOptions} from '../../src/plugins/analytics';
import {isNewPage, visitorRefusesTracking} from '../../src/plugins/analytics/page-views';

test('with no variable set, no service is configured', () => {
  assert.deepEqual(analyticsOptions({}), {});
  assert.deepEqual(analyticsOptions({POSTHOG_API_KEY: ' ', GOOGLE_TAG_ID: '', HOTJAR_SITE_ID: undefined}), {});
});

test('each variable configures its service; PostHog defaults to its US host', () => {
  assert.deepEqual(analyticsOptions({POSTHOG_API_KEY: 'phc_abc123', GOOGLE_TAG_ID: 'G-ABC123XYZ', HOTJAR_SITE_ID: ' 1234567 '}), {
    posthog: {apiKey: 'phc_abc123', apiHost: 'https://us.i.posthog.com'},
    googleTag: {id: 'G-ABC123XYZ'},
    hotjar: {siteId: '1234567'},
  });
  assert.deepEqual(analyticsOptions({POSTHOG_API_KEY: 'phc_abc123', POSTHOG_API_HOST: 'https://eu.i.posthog.com/'}), {
    posthog: {apiKey: 'phc_abc123', apiHost: 'https://eu.i.posthog.com'},
  });
  assert.deepEqual(analyticsOptions({HOTJAR_SITE_ID: '42'}), {hotjar: {siteId: '42'}});
});

test('a malformed value stops the build with a message naming the variable', () => {
  const cases: [NodeJS.ProcessEnv, RegExp][] = [
    [{HOTJAR_SITE_ID: 'hj-123'}, /HOTJAR_SITE_ID must be the numeric Hotjar site ID/],
    [{POSTHOG_API_KEY: 'phc_abc', POSTHOG_API_HOST: 'eu.i.posthog.com'}, /POSTHOG_API_HOST must be an http\(s\) URL/],
    [{POSTHOG_API_KEY: 'phc_abc', POSTHOG_API_HOST: 'ftp://eu.i.posthog.com'}, /POSTHOG_API_HOST must be an http\(s\) URL/],
    [{POSTHOG_API_HOST: 'https://eu.i.posthog.com'}, /POSTHOG_API_HOST is set but POSTHOG_API_KEY is not/],
    [{POSTHOG_API_KEY: 'phc abc'}, /POSTHOG_API_KEY must be a PostHog project API key/],
    [{GOOGLE_TAG_ID: 'GTM-ABC123'}, /GOOGLE_TAG_ID must be a Google tag ID.*container IDs \(GTM-…\) are not supported/],
    [{GOOGLE_TAG_ID: 'g-abc123'}, /GOOGLE_TAG_ID must be a Google tag ID/],
  ];
  for (const [env, message] of cases) {
    assert.throws(() => analyticsOptions(env), message, JSON.stringify(env));
  }
});

test('Global Privacy Control and Do Not Track, in each of their spellings, refuse tracking', () => {
  assert.equal(visitorRefusesTracking({navigator: {}, window: {}}), false);
  assert.equal(visitorRefusesTracking({navigator: {doNotTrack: '0', globalPrivacyControl: false}, window: {}}), false);
  assert.equal(visitorRefusesTracking({navigator: {doNotTrack: 'unspecified'}}), false);
  assert.equal(visitorRefusesTracking({navigator: {globalPrivacyControl: true}}), true);
  assert.equal(visitorRefusesTracking({navigator: {doNotTrack: '1'}}), true);
  assert.equal(visitorRefusesTracking({navigator: {msDoNotTrack: '1'}}), true);
  assert.equal(visitorRefusesTracking({navigator: {doNotTrack: 'yes'}}), true);
  assert.equal(visitorRefusesTracking({navigator: {}, window: {doNotTrack: '1'}}), true);
});

test('a new path or query is a new page; a new hash alone is not', () => {
  const at = (pathname: string, search = '') => ({pathname, search});
  assert.equal(isNewPage(null, at('/')), true);
  assert.equal(isNewPage(at('/'), at('/first')), true);
  assert.equal(isNewPage(at('/search', '?q=a'), at('/search', '?q=b')), true);
  assert.equal(isNewPage(at('/first'), at('/first')), false);
});

// The plugin adds its client module only to production builds with a service configured.
const context = {} as LoadContext;
const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});
const clientModules = (options: unknown) => analyticsPlugin(context, validateOptions({options})).getClientModules?.() ?? [];

test('the client module is added only to a production build with a service configured', () => {
  const posthog = {posthog: {apiKey: 'phc_abc', apiHost: 'https://us.i.posthog.com'}};
  process.env.NODE_ENV = 'production';
  assert.equal(clientModules({}).length, 0, 'nothing configured');
  assert.equal(clientModules(posthog).length, 1);
  assert.match(clientModules({hotjar: {siteId: '1'}})[0] ?? '', /analytics[\\/]client-module\.ts$/);
  process.env.NODE_ENV = 'development';
  assert.equal(clientModules(posthog).length, 0, 'docusaurus start');
});
