import type {Page} from '@playwright/test';

import {expect, gotoHydrated, test, waitForHydration} from './support/test';

/**
 * What each page type downloads: the OpenAPI theme's page code and
 * styles only on API pages, and its request panel with the code-sample
 * generators only once the panel is on screen or near it.
 */
const markers = {
  // Class names only the theme's ApiItem page code contains.
  apiPage: 'openapi-left-panel__container',
  // A button label and a generator only the request panel's chunk contains.
  requestPanel: 'Send API Request',
  // An option name only the Markdown renderer of the OpenAPI theme (react-markdown) contains.
  markdownRenderer: 'remarkRehypeOptions',
  // A string only Prism's grammars contain (its Bash grammar's list of variables).
  prism: 'BASH_COMPLETION_COMPAT_DIR',
} as const;

type Marker = keyof typeof markers;

/** Records, by content, which of the marked chunks the page has downloaded so far. */
function recordChunks(page: Page): Set<Marker> {
  const seen = new Set<Marker>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') {
      return;
    }
    const body = await response.text().catch(() => '');
    for (const [name, marker] of Object.entries(markers) as [Marker, string][]) {
      if (body.includes(marker)) {
        seen.add(name);
      }
    }
  });
  return seen;
}

test('a docs page downloads none of the API reference code', async ({page}) => {
  const seen = recordChunks(page);
  await gotoHydrated(page, '/evaluation/overview');
  await page.waitForLoadState('networkidle');
  expect([...seen]).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('an API page loads its request panel only when the reader scrolls to it', async ({page}) => {
    const seen = recordChunks(page);
    await gotoHydrated(page, '/reference/api/list-apps');
    await page.waitForLoadState('networkidle');
    expect(seen.has('apiPage')).toBe(true);
    expect(seen.has('requestPanel')).toBe(false);
    // Parameters, schemas and descriptions keep the server's markup: no renderer to download.
    expect(seen.has('markdownRenderer')).toBe(false);
    expect(seen.has('prism')).toBe(false);

    await page.locator('.openapi-right-panel__container').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible();
    await expect(page.locator('.openapi-right-panel__container code').first()).toContainText('import requests');
    expect(seen.has('requestPanel')).toBe(true);
    // The panel's code samples are highlighted.
    await expect(page.locator('.openapi-right-panel__container code .token').first()).toBeVisible();
    expect(seen.has('prism')).toBe(true);
  });
});

test('moving from a plain page to an API page renders the operation without a reload', async ({page}) => {
  await gotoHydrated(page, '/reference/api/category');
  await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''));
  await page.locator('article').getByRole('link', {name: 'List apps', exact: true}).click();
  await expect(page).toHaveURL(/\/reference\/api\/list-apps$/);
  await waitForHydration(page);
  await expect(page.locator('.openapi__method-endpoint').first()).toBeVisible();
  await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible();
  await expect(page.locator('html[data-test-same-document]')).toHaveCount(1);
  // The theme's own style sheet came with its code.
  await expect(page.locator('.openapi__method-endpoint').first()).toHaveCSS('display', 'flex');
});

test('only API pages carry the API reference style sheet, linked in their HTML', async ({page, request, allowConsoleErrors}) => {
  const sheets = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<link rel="?stylesheet"? href="?([^" >]+)/g)].map((match) => match[1]);
  };
  expect((await sheets('/evaluation/overview')).some((href) => href.includes('api-reference'))).toBe(false);
  const apiSheets = await sheets('/reference/api/list-apps');
  expect(apiSheets.filter((href) => href.includes('api-reference'))).toHaveLength(1);

  // Styled before any script runs.
  allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/reference/api/list-apps');
  await expect(page.locator('.openapi__method-endpoint').first()).toHaveCSS('display', 'flex');
});

test('an API page hydrates the markup the server drew instead of drawing it again', async ({page}) => {
  // The page module brings the theme's page component (src/plugins/api-reference/remark/remark-openapi-page.ts): no
  // lazily loaded component for React to wait for, so nothing of the page is thrown away.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const kept = {
        title: document.querySelector('article h1'),
        summary: document.querySelector('article h1 ~ * p, article .markdown p'),
        // The responses' status-code tabs: the theme's tabs no longer remount once the page has loaded.
        tabs: document.querySelector('article .openapi-tabs__container'),
        // Parameters and response schemas, which the theme drew only in the browser, come from the server.
        parameter: document.querySelector('article .openapi-params__list-item'),
        schema: document.querySelector('article .openapi-schema__property'),
      };
      (window as unknown as {serverNodes: typeof kept}).serverNodes = kept;
    });
  });
  await gotoHydrated(page, '/reference/api/list-apps');
  await page.waitForLoadState('networkidle');
  const connected = await page.evaluate(() => {
    const {title, summary, tabs, parameter, schema} = (
      window as unknown as {serverNodes: Record<'title' | 'summary' | 'tabs' | 'parameter' | 'schema', Element | null>}
    ).serverNodes;
    return {
      title: title?.isConnected,
      summary: summary?.isConnected,
      tabs: tabs?.isConnected,
      parameter: parameter?.isConnected,
      schema: schema?.isConnected,
      text: title?.textContent,
    };
  });
  expect(connected).toEqual({title: true, summary: true, tabs: true, parameter: true, schema: true, text: 'List apps'});
});
