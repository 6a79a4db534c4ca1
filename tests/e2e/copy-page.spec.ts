import {axeScan} from './support/axe';
import {expect, gotoHydrated, test} from './support/test';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const copyPage = (page: import('@playwright/test').Page) => page.getByRole('button', {name: 'Copy page', exact: true});
const menuButton = (page: import('@playwright/test').Page) => page.getByRole('button', {name: 'More ways to use this page'});

test('"Copy page" puts the Markdown twin on the clipboard and announces it', async ({page}) => {
  await gotoHydrated(page, '/reference/sdk/core_functions/init');
  const twin = await (await page.request.get('/reference/sdk/core_functions/init.md')).text();
  expect(twin).toMatch(/^# /);

  await copyPage(page).click();
  await expect(page.getByRole('status')).toHaveText('Copied page as Markdown');
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
});

test('the menu opens with the keyboard and links to the Markdown twin', async ({page, allowConsoleErrors}) => {
  // Showing a plain-text file, Chromium asks for /favicon.ico, which the site does not have.
  allowConsoleErrors(/status of 404/);
  await gotoHydrated(page, '/');
  const toggle = menuButton(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menuItem = page.getByRole('link', {name: 'View as Markdown'});
  await expect(menuItem).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menuItem).toBeFocused();
  await expect(menuItem).toHaveAttribute('href', '/index.md');

  await page.keyboard.press('Escape');
  await expect(menuItem).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Space');
  await page.keyboard.press('End');
  await expect(page.getByRole('link', {name: 'Add the docs MCP server to VS Code'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await expect(menuItem).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/index\.md$/);
  expect(await page.locator('body').innerText()).toMatch(/^# What is Agenta\?/);
});

test("the menu adds the site's MCP endpoint to Cursor and VS Code in one click", async ({page}) => {
  await gotoHydrated(page, '/evaluation/overview');
  await menuButton(page).click();
  const endpoint = new URL('/mcp', page.url()).pathname;
  const cursor = new URL((await page.getByRole('link', {name: 'Add the docs MCP server to Cursor'}).getAttribute('href'))!);
  expect(cursor.protocol).toBe('cursor:');
  expect(cursor.searchParams.get('name')).toBe('agenta-docs');
  const cursorEntry = JSON.parse(atob(cursor.searchParams.get('config')!)) as {url: string};
  expect(Object.keys(cursorEntry)).toEqual(['url']);
  expect(new URL(cursorEntry.url).pathname).toBe(endpoint);

  const vscode = (await page.getByRole('link', {name: 'Add the docs MCP server to VS Code'}).getAttribute('href'))!;
  expect(vscode).toMatch(/^vscode:mcp\/install\?/);
  const vscodeEntry = JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length))) as {name: string; type: string; url: string};
  expect(vscodeEntry).toEqual({name: 'agenta-docs', type: 'http', url: cursorEntry.url});
});

test('an API operation page has the control, and the menu closes when focus leaves it', async ({page}) => {
  await gotoHydrated(page, '/reference/api/list-apps');
  await expect(copyPage(page)).toBeVisible();
  await menuButton(page).click();
  const menuItem = page.getByRole('link', {name: 'View as Markdown'});
  await expect(menuItem).toHaveAttribute('href', '/reference/api/list-apps.md');
  await page.locator('article h1').click();
  await expect(menuItem).toBeHidden();

  await copyPage(page).click();
  // The request panel has a status region of its own.
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText('Copied page as Markdown');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# List apps\n\n## GET \/apps\n/);
});

test('the menu copies the page too, and announces it', async ({page}) => {
  await gotoHydrated(page, '/reference/sdk/core_functions/init');
  const twin = await (await page.request.get('/reference/sdk/core_functions/init.md')).text();
  await menuButton(page).click();
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('status')).toHaveText('Copied page as Markdown');
  await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
});

for (const assistant of [
  {name: 'ChatGPT', origin: 'https://chatgpt.com', path: '/'},
  {name: 'Claude', origin: 'https://claude.ai', path: '/new'},
]) {
  test(`"Open in ${assistant.name}" opens a new tab whose prompt names the page's Markdown, and nothing leaves the site before`, async ({page, context}) => {
    // Everything off this machine is answered by a stand-in and recorded: nothing may reach the internet.
    const offSite: string[] = [];
    await context.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (route) => {
        offSite.push(route.request().url());
        return route.fulfill({contentType: 'text/html', body: '<title>Stand-in</title>'});
      },
    );
    await gotoHydrated(page, '/evaluation/overview');
    await menuButton(page).click();
    const link = page.getByRole('link', {name: `Open in ${assistant.name} (opens in a new tab)`});
    await link.hover();
    await link.focus();
    await page.waitForLoadState('networkidle');
    expect(offSite, 'requests before the reader chooses').toEqual([]);

    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    expect(url.origin + url.pathname).toBe(assistant.origin + assistant.path);
    expect(url.searchParams.get('q')).toBe(
      'Read the Agenta documentation page at https://docs.agenta.ai/evaluation/overview.md so that you can answer my questions about it.',
    );
    // A new tab that cannot reach back into the docs page.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(offSite[0]).toBe(tab.url());
    expect(offSite.filter((request) => !request.startsWith(`${assistant.origin}/`))).toEqual([]);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });
}

test('a failed fetch is announced and nothing is copied', async ({page, allowConsoleErrors}) => {
  allowConsoleErrors(/status of 404/);
  await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
  await gotoHydrated(page, '/getting-started/quick-start');
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await copyPage(page).click();
  await expect(page.getByRole('status')).toHaveText(/Could not copy the page/);
  await expect(page.getByRole('button', {name: 'Copy failed'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open menu has no accessibility violations in ${mode} mode`, async ({page}) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await gotoHydrated(page, '/getting-started/quick-start');
    await menuButton(page).click();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
    const results = await axeScan(page).include('article').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
