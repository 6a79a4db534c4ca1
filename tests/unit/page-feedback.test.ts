import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {test} from 'node:test';

import {feedbackOptions} from '../../config/feedback';
import {hostingOptions} from '../../config/hosting';
import pageFeedbackPlugin, {pageFeedbackCspSources} from '../../src/plugins/page-feedback';
import {
  feedbackDestinations,
  feedbackFailureMessage,
  feedbackRequest,
  FEEDBACK_TIMEOUT_MS,
  limitCharacters,
  sendFeedback,
} from '../../src/plugins/page-feedback/send';
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

test("the Content-Security-Policy gains the feedback URL's origin, and only that", () => {
  assert.deepEqual(pageFeedbackCspSources({url: 'https://feedback.example.com:8443/a/b?c=d'}), [{'connect-src': ['https://feedback.example.com:8443']}]);
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
  assert.deepEqual(await sendFeedback(feedback, ['url', 'posthog'], {url: 'https://f.test/ok', posthog}, context, fakeFetch), {
    failed: ['posthog'],
    timedOut: false,
  });
  assert.deepEqual(await sendFeedback(feedback, ['url'], {url: 'https://f.test/down'}, context, fakeFetch), {failed: ['url'], timedOut: false});
  assert.equal(calls.length, 3);
});

/**
 * FEEDBACK_URL servers that misbehave, each a real server on loopback. The
 * send is given a short deadline; the test waits past it (three times as
 * long) and then checks what the reader is told.
 */
test('a FEEDBACK_URL that hangs, answers late, hangs up or fails ends the sending, with a message that says which', async () => {
  const deadlineMs = 200;
  const servers: {name: string; handle: http.RequestListener; timedOut: boolean; failed: boolean}[] = [
    {name: 'never answers', handle: () => {}, timedOut: true, failed: true},
    {
      name: 'answers after the deadline',
      handle: (_request, response) => void setTimeout(() => response.writeHead(204).end(), 3 * deadlineMs),
      timedOut: true,
      failed: true,
    },
    {name: 'sends its status, then never ends the body', handle: (_request, response) => response.writeHead(200).write('{'), timedOut: false, failed: false},
    {name: 'hangs up without answering', handle: (request) => request.socket.destroy(), timedOut: false, failed: true},
    {name: 'answers 503', handle: (_request, response) => response.writeHead(503).end(), timedOut: false, failed: true},
    {name: 'answers 204 in time', handle: (_request, response) => response.writeHead(204).end(), timedOut: false, failed: false},
  ];
  const feedback = {path: '/a', answer: 'no' as const, comment: 'Missing a step.'};
  const context = {distinctId: 'd', pageUrl: 'https://s.test/a'};
  for (const {name, handle, timedOut, failed} of servers) {
    const server = http.createServer(handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feedback`;
    try {
      const started = Date.now();
      const sending = sendFeedback(feedback, ['url'], {url}, context, fetch, deadlineMs);
      const stillSending = new Promise<'still sending'>((resolve) => setTimeout(() => resolve('still sending'), 3 * deadlineMs));
      const outcome = await Promise.race([sending, stillSending]);
      assert.notEqual(outcome, 'still sending', `${name}: still "Sending…" at ${3 * deadlineMs} ms, past its ${deadlineMs} ms deadline`);
      const result = outcome as Exclude<typeof outcome, 'still sending'>;
      assert.deepEqual(result, {failed: failed ? ['url'] : [], timedOut}, name);
      if (timedOut) assert.ok(Date.now() - started >= deadlineMs - 5, `${name}: gave up before its deadline`);
      if (failed) {
        const message = feedbackFailureMessage(result.timedOut, deadlineMs);
        assert.match(message, timedOut ? /did not answer within 0\.2 seconds/ : /could not be sent/, name);
        assert.match(message, /try again/i, name);
      }
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
  assert.equal(
    feedbackFailureMessage(true),
    `Your feedback was not sent: the feedback service did not answer within ${FEEDBACK_TIMEOUT_MS / 1000} seconds. Try again.`,
  );
  assert.equal(feedbackFailureMessage(false), 'Your feedback could not be sent. Check your connection and try again.');
});

test('comments are cut at 500 characters as a reader counts them', () => {
  assert.deepEqual(limitCharacters('abc', 500), {text: 'abc', count: 3});
  const thumbs = '👍🏽'.repeat(600);
  const cut = limitCharacters(thumbs, 500);
  assert.equal(cut.count, 500);
  assert.equal(cut.text, '👍🏽'.repeat(500));
  assert.equal(limitCharacters('x'.repeat(10_000), 500).text.length, 500);
});
