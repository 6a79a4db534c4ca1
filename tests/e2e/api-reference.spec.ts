import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';

import {parse as parseYaml} from 'yaml';

import {displayedPath, loadSpec} from '../support/openapi';
import {expect, gotoHydrated, test} from './support/test';

const {tags, operations} = loadSpec();
// The example of the project_id query parameter, which the request panel fills in.
const PROJECT_ID_EXAMPLE = (
  parseYaml(fs.readFileSync(path.join(__dirname, '../../openapi/agenta.yaml'), 'utf8')) as {
    components: {parameters: {ProjectIdQuery: {example: string}}};
  }
).components.parameters.ProjectIdQuery.example;
const languages = ['Python', 'curl', 'C#', 'Go', 'Node.js', 'Ruby', 'PHP', 'Java', 'PowerShell'];
const languageTabs = ['python', 'curl', 'csharp', 'go', 'nodejs', 'ruby', 'php', 'java', 'powershell'];

test('every operation of the spec is in the tests’ view of it', () => {
  expect(operations.length).toBeGreaterThanOrEqual(90);
  expect(languages).toHaveLength(languageTabs.length);
});

// One operation page per group: its method, path, parameters, schemas and all nine samples.
// Of each group, the operation with the most inputs, so parameters and bodies are exercised.
const inputs = (op: (typeof operations)[number]) => op.parameterNames.length + (op.requestExample === undefined ? 0 : 1);
for (const tag of tags) {
  const operation = operations.filter((op) => op.tag === tag).reduce((best, op) => (inputs(op) > inputs(best) ? op : best));
  test(`${tag}: the ${operation.operationId} page shows the operation in full`, async ({page}) => {
    await gotoHydrated(page, `/reference/api/${operation.operationId}`);
    const endpoint = page.locator('.openapi__method-endpoint').first();
    await expect(endpoint.locator('.badge')).toHaveText(operation.method);
    await expect(endpoint.locator('.openapi__method-endpoint-path')).toHaveText(`https://cloud.agenta.ai/api${displayedPath(operation.path)}`);
    if (inputs(operation) > 0) {
      await expect(page.getByRole('heading', {name: 'Request'})).toBeVisible();
    }
    for (const name of operation.parameterNames) {
      await expect(
        page.locator('.openapi-params__list-item strong, .openapi-params__list-item .openapi-schema__property').getByText(name, {exact: true}).first(),
      ).toBeVisible();
    }
    await expect(page.getByRole('heading', {name: 'Responses'})).toBeVisible();
    await expect(page.locator('.openapi-tabs__response-code-item')).not.toHaveCount(0);
    // Every status the description documents has its tab (401 on every operation; 422 where input can fail validation).
    expect(operation.statuses).toContain('401');
    for (const status of operation.statuses) {
      await expect(page.locator('.openapi-tabs__response-code-item', {hasText: status})).toBeVisible();
    }
    if (operation.requestExample !== undefined) {
      await expect(page.locator('.openapi-schema__container').first()).toBeVisible();
    }

    for (const language of languageTabs) {
      const tab = page.locator(`.openapi-tabs__code-item--${language}`);
      await expect(tab).toBeVisible();
      await tab.click();
      const sample = page.locator('.openapi-tabs__code-container .openapi-explorer__code-block').first();
      // Each sample calls the operation's own URL.
      const pathStart = operation.path.split('{')[0]!;
      await expect(sample).toContainText(`/api${pathStart}`);
    }
  });
}

test('the reference sidebar lists every API group, then the CLI and the SDK', async ({page}) => {
  await gotoHydrated(page, '/reference/api/category');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  for (const tag of tags) {
    await expect(sidebar.getByRole('button', {name: tag, exact: true}).first()).toBeAttached();
  }
  for (const label of ['API', 'CLI', 'SDK']) {
    await expect(sidebar.getByText(label, {exact: true}).first()).toBeVisible();
  }
});

test('the category page links every operation', async ({page}) => {
  await gotoHydrated(page, '/reference/api/category');
  const hrefs = await page.locator('article a[href^="/reference/api/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const {operationId} of operations) {
    expect(hrefs).toContain(`/reference/api/${operationId}`);
  }
});

test('the request panel sends the request to the chosen server with the reader’s key', async ({page}) => {
  const received: {method?: string; url?: string; authorization?: string; body?: string}[] = [];
  // A stand-in Agenta instance on loopback; it answers CORS like a real backend behind a proxy.
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, accept');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({method: req.method, url: req.url, authorization: req.headers.authorization, body});
      res.writeHead(200, {'Content-Type': 'application/json'});
      res.end(JSON.stringify({app_id: 'app-from-loopback', app_name: 'support-bot'}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;

  try {
    const createApp = operations.find((op) => op.operationId === 'create-app')!;
    await gotoHydrated(page, '/reference/api/create-app');
    const form = page.locator('.openapi-explorer__request-form');

    // Choose the self-hosted server and point its host variable at the loopback instance.
    await form.locator('.openapi-explorer__floating-btn').first().hover();
    await form.locator('.openapi-explorer__floating-btn button').first().click();
    await form.locator('select.openapi-explorer__select-input').selectOption('{protocol}://{host}/api');
    const host = form.locator('input[placeholder="localhost"], input[value="localhost"]').first();
    await host.fill(`127.0.0.1:${port}`);

    await form.getByLabel('APIKeyHeader').fill('test1234.secret-key');
    await form.getByRole('tab', {name: 'Example', exact: true}).click();
    await page.getByRole('button', {name: /send api request/i}).click();

    await expect(page.locator('.openapi-explorer__response-container')).toContainText('app-from-loopback');
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    // The panel sends the example of each query parameter the operation takes: 0.28's project_id.
    expect(request!.url).toBe(`/api/apps?project_id=${PROJECT_ID_EXAMPLE}`);
    expect(request!.authorization).toBe('test1234.secret-key');
    expect(JSON.parse(request!.body!)).toEqual(createApp.requestExample);
  } finally {
    server.close();
  }
});

test('the request panel’s styles arrive with the panel, not with the page', async ({page}) => {
  // A phone's screen: the panel sits below the operation and loads as the reader nears it.
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/reference/api/create-app');
  const panelRules = () =>
    page.evaluate(() =>
      Array.from(document.styleSheets).reduce((count, sheet) => {
        try {
          return count + Array.from(sheet.cssRules).filter((rule) => rule.cssText.includes('.openapi-tabs__code-item--python')).length;
        } catch {
          return count;
        }
      }, 0),
    );
  expect(await panelRules()).toBe(0);

  await page.locator('.openapi-right-panel__container').scrollIntoViewIfNeeded();
  const python = page.locator('.openapi-tabs__code-item--python').first();
  await expect(python).toBeVisible();
  expect(await panelRules()).toBeGreaterThan(0);
  // The language logo, from the panel's sheet.
  const logo = await python.evaluate((element) => getComputedStyle(element, '::after').backgroundImage);
  expect(logo).toContain('data:image/svg+xml');
});
