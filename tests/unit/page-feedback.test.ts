import assert from 'node:assert/strict';
import {test} from 'node:test';

import {feedbackOptions} from '../../config/feedback';
import {hostingOptions} from '../../config/hosting';
import pageFeedbackPlugin, {pageFeedbackCspSources} from '../../src/plugins/page-feedback';
import {feedbackDestinations, feedbackRequest, limitCharacters, sendFeedback} from '../../src/plugins/page-feedback/send';
import type {LoadContext} from '@docusaurus/types';

const posthog = {apiKey: 'phc_key', apiHost: 'https://eu.i.posthog.com'};

test('answers go to FEEDBACK_URL and to PostHog when analytics uses it; with neither the plugin adds nothing', async () => {
  assert.deepEqual(feedbackOptions({}, {}), {});
  assert.deepEqual(feedbackOptions({posthog}, {FEEDBACK_URL: ' https://feedback.example.com/docs '}), {
    url: 'https://feedback.example.com/docs',
    posthog,
  });
  const inactive = pageFeedbackPlugin({} as LoadContext, {});
  assert.equal(inactive.getThemePath, undefined);
  const active = pageFeedbackPlugin({} as LoadContext, {url: 'https://feedback.example.com/docs'});
  assert.match(String(active.getThemePath?.()), /page-feedback[/\\]theme$/);
});

test('a FEEDBACK_URL that is not an http(s) URL stops the build, naming the variable', () => {
  for (const url of ['feedback.example.com', 'javascript:alert(1)', 'ftp://example.com/x']) {
    assert.throws(() => feedbackOptions({}, {FEEDBACK_URL: url}), /FEEDBACK_URL must be an http\(s\) URL/);
  }
});

test('the Content-Security-Policy gains the feedback URL\'s origin, and only that', () => {
  assert.deepEqual(pageFeedbackCspSources({url: 'https://feedback.example.com:8443/a/b?c=d'}), [
    {'connect-src': ['https://feedback.example.com:8443']},
  ]);
  assert.deepEqual(pageFeedbackCspSources({posthog}), []);
  const without = hostingOptions({}).allow;
  const withFeedback = hostingOptions({feedback: {url: 'https://feedback.example.com/docs'}}).allow;
  assert.deepEqual(withFeedback, [...without, {'connect-src': ['https://feedback.example.com']}]);
});

test('PostHog is left out for a reader who refuses tracking', () => {
  assert.deepEqual(feedbackDestinations({url: 'https://f.test/x', posthog}, false), ['url', 'posthog']);
  assert.deepEqual(feedbackDestinations({url: 'https://f.test/x', posthog}, true), ['url']);
  assert.deepEqual(feedbackDestinations({posthog}, true), []);
});

test('the comment is sent as a JSON string, markup and all', () => {
  const feedback = {path: '/a', answer: 'no' as const, comment: '<img src=x onerror=alert(1)> "quoted" \u202Eעברית 👍🏽'};
  const {url, body} = feedbackRequest('url', feedback, {url: 'https://f.test/x'}, {distinctId: 'd', pageUrl: 'https://s.test/a'});
  assert.equal(url, 'https://f.test/x');
  assert.deepEqual(JSON.parse(body), feedback);
  const event = feedbackRequest('posthog', feedback, {posthog}, {distinctId: 'd1', pageUrl: 'https://s.test/a'});
  assert.equal(event.url, 'https://eu.i.posthog.com/i/v0/e/');
  assert.deepEqual(JSON.parse(event.body), {
    api_key: 'phc_key',
    event: 'docs_page_feedback',
    distinct_id: 'd1',
    properties: {...feedback, $current_url: 'https://s.test/a', $process_person_profile: false},
  });
});

test('a destination that fails or answers outside 2xx is returned for a retry', async () => {
  const calls: string[] = [];
  const fakeFetch = (async (url: string) => {
    calls.push(url);
    if (url.includes('posthog')) throw new TypeError('Failed to fetch');
    return new Response(null, {status: url.endsWith('/down') ? 503 : 204});
  }) as typeof fetch;
  const context = {distinctId: 'd', pageUrl: 'https://s.test/a'};
  const feedback = {path: '/a', answer: 'yes' as const, comment: ''};
  assert.deepEqual(await sendFeedback(feedback, ['url', 'posthog'], {url: 'https://f.test/ok', posthog}, context, fakeFetch), ['posthog']);
  assert.deepEqual(await sendFeedback(feedback, ['url'], {url: 'https://f.test/down'}, context, fakeFetch), ['url']);
  assert.equal(calls.length, 3);
});

test('comments are cut at 500 characters as a reader counts them', () => {
  assert.deepEqual(limitCharacters('abc', 500), {text: 'abc', count: 3});
  const thumbs = '👍🏽'.repeat(600);
  const cut = limitCharacters(thumbs, 500);
  assert.equal(cut.count, 500);
  assert.equal(cut.text, '👍🏽'.repeat(500));
  assert.equal(limitCharacters('x'.repeat(10_000), 500).text.length, 500);
});
