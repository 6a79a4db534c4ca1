import type {Page} from '@playwright/test';

import {MAX_ANSWER_CHARACTERS} from '../../src/plugins/ask-ai/lib/chat-stream';
import {ASK_AI_FIXTURE_PORT} from '../../playwright.config';
import {ASK_AI_FIXTURE} from '../fixtures/ask-ai-site/ask-ai-fixture';
import {chunkEvent, startChatStandIn, streamAnswer, type ChatStandIn} from '../support/chat-completions-stand-in';
import {axeScan} from './support/axe';
import {cspViolations, recordCspViolations} from './support/csp';
import {expect, gotoHydrated, test} from './support/test';

/**
 * The Ask AI fixture is built with its chat endpoint on loopback, where this
 * file starts an OpenAI-compatible stand-in that records what it receives and
 * answers as each test tells it. Its policy allows the site and that endpoint
 * only, so any other request Ask AI made would be a CSP violation.
 */
const site = `http://localhost:${ASK_AI_FIXTURE_PORT}`;
const QUESTION = 'How do I roll back a deployment?';
const FOLLOW_UP = 'Can I do that from a terminal?';
const ANSWER_PIECES = [
  'To roll back, open the environment’s history, ',
  'choose the version that served before and select **Revert to this version** [1].',
  '\n\nFrom the command line:\n\n',
  '```bash\nfixturectl env revert production --to v3\n```\n',
];

let standIn: ChatStandIn;

// One stand-in on a fixed port (the fixture's ASK_AI_URL) for the whole file, one test at a time.
test.describe.configure({mode: 'default'});
test.use({permissions: ['clipboard-read', 'clipboard-write']});

test.beforeAll(async () => {
  standIn = await startChatStandIn(ASK_AI_FIXTURE.standInPort);
});

test.afterAll(() => standIn.close());

test.beforeEach(async ({page}) => {
  standIn.requests.length = 0;
  standIn.respondWith((_request, response) => streamAnswer(response, ANSWER_PIECES, {delayMs: 20}));
  await recordCspViolations(page);
});

test.afterEach(async ({page, consoleMessages}) => {
  expect(await cspViolations(page, consoleMessages)).toEqual([]);
});

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Ask AI'});
/** The latest question and answer in the dialog (its live region repeats their words for screen readers). */
const latestTurn = (page: Page) => dialog(page).locator('section').last();

async function openModal(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit', {hasText: 'Ask AI: an answer from these docs'})).toBeVisible();
}

test('the modal’s entry asks the typed question: the answer streams in, cites its sources, and the endpoint gets the question, the sections and the model', async ({
  page,
}) => {
  // Pieces of a few characters, as models stream them.
  const pieces = ANSWER_PIECES.join('').match(/[\s\S]{1,6}/g) ?? [];
  standIn.respondWith((_request, response) => streamAnswer(response, pieces, {delayMs: 10}));
  await gotoHydrated(page, `${site}/`);
  await openModal(page, QUESTION);
  // The entry comes after the search results, so Enter still opens the best result.
  await expect(page.locator('.DocSearch-Hit').first()).not.toContainText('Ask AI');
  await page.locator('.DocSearch-Hit', {hasText: 'Ask AI: an answer from these docs'}).click();

  const view = dialog(page);
  await expect(view).toBeVisible();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(view.getByRole('heading', {name: QUESTION})).toBeVisible();
  await expect(latestTurn(page).getByText('choose the version that served before')).toBeVisible();
  await expect(view.locator('strong', {hasText: 'Revert to this version'})).toBeVisible();
  // The code block is highlighted like the site's own.
  await expect(view.locator('pre code .token').first()).toBeVisible();
  await expect(view.locator('pre')).toContainText('fixturectl env revert production --to v3');

  const source = view.getByRole('link', {name: 'Ship a prompt version › Roll back a deployment', exact: true});
  await expect(source).toHaveAttribute('href', '/deploy#roll-back-a-deployment');
  const citation = view.locator('a[data-citation="1"]');
  await expect(citation).toHaveAttribute('href', '/deploy#roll-back-a-deployment');
  await expect(citation).toHaveAccessibleName('Source 1: Ship a prompt version › Roll back a deployment');
  await expect(view.getByText('Answers are written by an AI model')).toBeVisible();

  // What the endpoint received.
  expect(standIn.requests).toHaveLength(1);
  const {body} = standIn.requests[0]!;
  expect(body.model).toBe(ASK_AI_FIXTURE.model);
  expect(body.stream).toBe(true);
  expect(body.messages?.map((message) => message.role)).toEqual(['system', 'user']);
  expect(body.messages?.[0]?.content).toContain('Answer only from those sections.');
  const asked = body.messages?.[1]?.content ?? '';
  expect(asked).toContain(`Question: ${QUESTION}`);
  expect(asked).toContain('[1] Ship a prompt version › Roll back a deployment');
  expect(asked).toContain('Address: http://localhost/deploy#roll-back-a-deployment');
  expect(asked).toContain('select **Revert to this version**');

  // Announced politely, each paragraph once it is finished, not per piece: "Looking in the docs…",
  // the two paragraphs, the code block, and the end.
  const live = view.locator('[aria-live="polite"]');
  await expect(live).toContainText(/Answer complete, with \d+ sources?\./);
  expect(pieces.length).toBeGreaterThan(20);
  await expect(live.locator('p')).toHaveText([
    'Looking in the docs…',
    /^To roll back, open the environment’s history, .* select Revert to this version \[1\]\.$/,
    'From the command line:',
    'Code example.',
    /^Answer complete, with \d+ sources?\.$/,
  ]);

  // A source opens the exact section, and the dialog closes.
  await source.click();
  await expect(page).toHaveURL(`${site}/deploy#roll-back-a-deployment`);
  await expect(view).toHaveCount(0);
});

test('from the keyboard: Alt+Enter asks, Stop aborts the request, the partial answer can be copied, and Back to search returns to the query', async ({
  page,
}) => {
  standIn.respondWith((_request, response) => streamAnswer(response, ['Open the history, ', 'then revert [1].'], {end: 'hold'}));
  await gotoHydrated(page, `${site}/graders`);
  await openModal(page, QUESTION);
  await expect(page.locator('.DocSearch-Commands')).toContainText('to ask AI');
  await page.keyboard.press('Alt+Enter');

  const view = dialog(page);
  await expect(latestTurn(page).getByText('then revert')).toBeVisible();
  const stop = view.getByRole('button', {name: 'Stop'});
  await stop.focus();
  await page.keyboard.press('Enter');
  await expect(latestTurn(page).getByText('Stopped.')).toBeVisible();
  await expect.poll(() => standIn.requests[0]?.abandoned).toBe(true);
  // Stop's place is taken: focus moves to the follow-up field.
  await expect(view.getByLabel('Ask a follow-up question')).toBeFocused();

  await view.getByRole('button', {name: 'Copy answer'}).click();
  await expect(view.getByRole('status')).toHaveText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Open the history, then revert [1].\n\nSources:\n' +
      '[1] Ship a prompt version › Roll back a deployment: http://localhost/deploy#roll-back-a-deployment\n' +
      (await sourcesAfterFirst(page)),
  );

  await view.getByRole('button', {name: /Back to search/}).click();
  await expect(view).toHaveCount(0);
  await expect(page.locator('.DocSearch-Input')).toHaveValue(QUESTION);
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('Enter on the entry, reached with the arrow keys, asks; Escape closes the answer and focus returns to the search button', async ({page}) => {
  await gotoHydrated(page, `${site}/tracing`);
  await openModal(page, 'install the tracing package');
  // Enter on the first hit would open it; the entry is one arrow key up, the last of the list.
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toContainText('Ask AI: an answer from these docs');
  await page.keyboard.press('Enter');
  const view = dialog(page);
  await expect(view.getByRole('heading', {name: 'install the tracing package'})).toBeVisible();
  await expect(view.getByRole('button', {name: 'Copy answer'})).toBeVisible();
  await expect(page).toHaveURL(`${site}/tracing`);
  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(page.getByRole('button', {name: /^Search/})).toBeFocused();
});

/** The clipboard's source lines after the first, read from the dialog's own list (the fixture may give more than one). */
async function sourcesAfterFirst(page: Page): Promise<string> {
  const links = await dialog(page)
    .locator('ol li a')
    .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, (anchor as HTMLAnchorElement).getAttribute('href')]));
  return links
    .slice(1)
    .map(([label, href], i) => `[${i + 2}] ${label}: http://localhost${href}\n`)
    .join('');
}

test('a follow-up is sent with the conversation so far, and retrieves with it in mind', async ({page}) => {
  await gotoHydrated(page, `${site}/search?q=${encodeURIComponent(QUESTION)}`);
  await page.getByRole('button', {name: `Ask AI: ${QUESTION}`}).click();
  const view = dialog(page);
  await expect(view.getByRole('button', {name: 'Copy answer'})).toBeVisible();

  standIn.respondWith((_request, response) => streamAnswer(response, ['Run `fixturectl env revert` [1].']));
  const followUp = view.getByLabel('Ask a follow-up question');
  await followUp.fill(FOLLOW_UP);
  await followUp.press('Enter');
  await expect(view.getByRole('heading', {name: FOLLOW_UP})).toBeVisible();
  await expect(view.getByRole('button', {name: 'Copy answer'})).toHaveCount(2);

  expect(standIn.requests).toHaveLength(2);
  const messages = standIn.requests[1]!.body.messages ?? [];
  expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
  expect(messages[1]?.content).toBe(QUESTION);
  expect(messages[2]?.content).toContain('select **Revert to this version**.');
  expect(messages[3]?.content).toContain(`Question: ${FOLLOW_UP}`);
  // No page says "terminal": the sections sent were found with the first question's words.
  expect(messages[3]?.content).toMatch(/\[1\] Ship a prompt version/);
  expect(messages[3]?.content).toContain('fixturectl env revert production --to v3');
});

test('each failure has a clear message and Retry, and search keeps working', async ({page, allowConsoleErrors}) => {
  test.setTimeout(60_000);
  // The browser logs each failed request to the endpoint.
  allowConsoleErrors(/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|net::ERR/);
  await gotoHydrated(page, `${site}/search?q=${encodeURIComponent(QUESTION)}`);
  const results = page.locator('main ol li');
  await expect(results.first()).toBeVisible();
  const view = dialog(page);
  const alert = view.getByRole('alert');
  const retry = view.getByRole('button', {name: 'Retry'});

  const failures: [string, () => void, RegExp][] = [
    ['401', () => standIn.respondWith((_q, response) => response.writeHead(401).end('{"error":"no key"}')), /refused the request \(HTTP 401\)/],
    ['403', () => standIn.respondWith((_q, response) => response.writeHead(403).end()), /refused the request \(HTTP 403\)/],
    [
      '429',
      () => standIn.respondWith((_q, response) => response.writeHead(429, {'Retry-After': '30'}).end()),
      /too many questions[\s\S]*Try again in 30 seconds\./,
    ],
    ['500', () => standIn.respondWith((_q, response) => response.writeHead(502).end('<html>bad gateway</html>')), /had a problem \(HTTP 502\)/],
    [
      'malformed',
      () => standIn.respondWith((_q, response) => streamAnswer(response, ['Half'], {extraEvents: ['data: {oops\n\n']})),
      /reply that could not be read/,
    ],
    [
      'cut',
      () => standIn.respondWith((_q, response) => streamAnswer(response, ['Half an answer'], {end: 'cut'})),
      /broke off before the answer was complete[\s\S]*What arrived is shown above/,
    ],
  ];

  await page.getByRole('button', {name: `Ask AI: ${QUESTION}`}).click();
  await expect(view.getByRole('button', {name: 'Copy answer'})).toBeVisible();
  await view.getByRole('button', {name: 'Close'}).click();

  for (const [name, arrange, message] of failures) {
    arrange();
    await page.getByRole('button', {name: `Ask AI: ${QUESTION}`}).click();
    await expect(alert, name).toContainText(message);
    await expect(retry, name).toBeVisible();
    // Retry asks again, and an answer replaces the message.
    standIn.respondWith((_q, response) => streamAnswer(response, ['Recovered answer.']));
    await retry.click();
    await expect(latestTurn(page).getByText('Recovered answer.'), name).toBeVisible();
    await expect(alert).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(view).toHaveCount(0);
  }

  // An endpoint that does not answer at all.
  await standIn.close();
  try {
    await page.getByRole('button', {name: `Ask AI: ${QUESTION}`}).click();
    await expect(alert).toContainText('The AI service could not be reached.');
    await expect(retry).toBeVisible();
  } finally {
    standIn = await startChatStandIn(ASK_AI_FIXTURE.standInPort);
  }
  standIn.respondWith((_q, response) => streamAnswer(response, ['Back again.']));
  await retry.click();
  await expect(latestTurn(page).getByText('Back again.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Search was never held up.
  await expect(results.first()).toBeVisible();
  await openModal(page, 'pattern grader');
  await expect(page.locator('.DocSearch-Hit', {hasText: 'Pattern grader'}).first()).toBeVisible();
});

test('an answer that has not started within 20 seconds is given up, with Retry', async ({page}) => {
  standIn.respondWith((_q, response) => {
    response.writeHead(200, {'Content-Type': 'text/event-stream'});
    response.write(': thinking\n\n');
  });
  await page.clock.install();
  await gotoHydrated(page, `${site}/search?q=${encodeURIComponent(QUESTION)}`);
  await page.getByRole('button', {name: `Ask AI: ${QUESTION}`}).click();
  const view = dialog(page);
  await expect(latestTurn(page).getByText('Writing the answer…')).toBeVisible();
  await expect.poll(() => standIn.requests.length).toBe(1);
  await page.clock.fastForward(19_000);
  await expect(view.getByRole('alert')).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(view.getByRole('alert')).toContainText('No answer started within 20 seconds.');
  await expect(view.getByRole('button', {name: 'Retry'})).toBeVisible();
  await expect.poll(() => standIn.requests[0]?.abandoned).toBe(true);
});

test('model output holding scripts, event handlers, javascript: links, images and 50 KB of text is shown as text', async ({page}) => {
  // As long as an answer may be (MAX_ANSWER_CHARACTERS, in the answer's own cap), short of it.
  const filler = Array.from({length: 250}, (_, i) => `Paragraph ${i}: ${'lorem ipsum '.repeat(16)}`).join('\n\n');
  const hostile = [
    '<script>window.__injected = "script"</script>\n\n',
    '<img src="x" onerror="window.__injected = \'img\'">\n\n',
    '[click me](javascript:window.__injected=%22link%22) and [data](data:text/html,hi) and [far](//evil.example/x)\n\n',
    '![tracker](http://127.0.0.1:1/pixel.png)\n\n',
    '<a href="javascript:alert(1)">raw link</a>\n\n',
    `${filler}\n\nThe last paragraph.`,
  ];
  expect(hostile.join('').length).toBeGreaterThan(50_000);
  expect(hostile.join('').length).toBeLessThan(MAX_ANSWER_CHARACTERS);
  standIn.respondWith((_q, response) =>
    streamAnswer(
      response,
      hostile.flatMap((part) => part.match(/[\s\S]{1,2000}/g) ?? []),
    ),
  );
  await gotoHydrated(page, `${site}/search?q=${encodeURIComponent(QUESTION)}`);
  await page.getByRole('button', {name: `Ask AI: ${QUESTION}`}).click();
  const view = dialog(page);
  await expect(latestTurn(page).getByText('The last paragraph.')).toBeVisible({timeout: 20_000});

  const answer = view.locator('.markdown');
  await expect(answer.getByText('<script>window.__injected = "script"</script>')).toBeVisible();
  await expect(answer.getByText('<img src="x" onerror=')).toBeVisible();
  await expect(answer.locator('script, img, iframe, object, embed')).toHaveCount(0);
  await expect(answer.getByText('click me')).toBeVisible();
  const hrefs = await answer.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  for (const href of hrefs) expect(href ?? '').toMatch(/^(https?:\/\/|\/[^/\\])/);
  await expect(answer.getByText('tracker')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {__injected?: string}).__injected)).toBeUndefined();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the answer view passes axe in ${mode} mode`, async ({page, allowConsoleErrors}) => {
    test.setTimeout(60_000);
    allowConsoleErrors(/status of 503/);
    standIn.respondWith((_q, response) =>
      streamAnswer(response, [
        '## Rolling back\n\nOpen the history and choose **Revert to this version** [1]. ',
        'See [the deployment page](/deploy) or [elsewhere](https://example.com).\n\n',
        '```bash\nfixturectl env revert production --to v3\n```\n\n- one\n- two\n\n`inline code`',
      ]),
    );
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await gotoHydrated(page, `${site}/search?q=${encodeURIComponent(QUESTION)}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await page.getByRole('button', {name: `Ask AI: ${QUESTION}`}).click();
    const view = dialog(page);
    await expect(view.getByRole('button', {name: 'Copy answer'})).toBeVisible();
    // An error box too, from a failed follow-up.
    standIn.respondWith((_q, response) => response.writeHead(503).end());
    await view.getByLabel('Ask a follow-up question').fill('And then?');
    await view.getByRole('button', {name: 'Ask', exact: true}).click();
    await expect(view.getByRole('alert')).toBeVisible();
    const results = await axeScan(page).include('dialog').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

test('the stand-in’s chunks are what an OpenAI-compatible server sends', () => {
  expect(JSON.parse(chunkEvent('x').slice('data: '.length))).toMatchObject({
    object: 'chat.completion.chunk',
    choices: [{index: 0, delta: {content: 'x'}, finish_reason: null}],
  });
});
