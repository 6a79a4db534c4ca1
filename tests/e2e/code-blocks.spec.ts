import type {Locator, Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';

import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {NEAR_SCREEN} from '../../src/lib/browser/useCodeWordWrap';
import {reactCommits, recordReactCommits} from './support/react-commits';
import {expect, gotoHydrated, test} from './support/test';

/**
 * Code blocks keep the highlighted markup the server drew:
 * hydrating a page neither loads Prism nor draws a block again, and the
 * colours of both modes come from the style sheet made from config/prism.ts.
 */
const PAGE_WITH_CODE = '/self-host/host-locally';

/** A string only Prism's grammars contain (its Bash grammar's list of variables). */
const PRISM_MARKER = 'BASH_COMPLETION_COMPAT_DIR';

/**
 * Resolves once an IntersectionObserver with the blocks' margin has reported
 * where `element` is, with whether it is near the screen. Observers are told
 * in the order they were made, so by then the page's own (made as it
 * hydrated) has measured or skipped the block; two frames later React has
 * drawn whatever the measurement changed.
 */
async function nearScreenReported(block: Locator): Promise<boolean> {
  return block.evaluate(
    (element, margin) =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver(
          ([entry]) => {
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(entry!.isIntersecting)));
          },
          {rootMargin: `${margin} 0px`},
        );
        observer.observe(element);
      }),
    NEAR_SCREEN,
  );
}

function recordPrismDownloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(PRISM_MARKER)) urls.push(response.url());
  });
  return urls;
}

/** Counts code lines, blocks and tokens taken out of the page from its first byte on. */
async function countRemovedCode(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = {removed: 0};
    (window as unknown as {codeNodesRemoved: typeof counter}).codeNodesRemoved = counter;
    new MutationObserver((records) => {
      for (const record of records) {
        record.removedNodes.forEach((node) => {
          if (node instanceof Element && node.matches('pre, code, .token-line, .token, .theme-code-block')) {
            counter.removed += 1;
          }
        });
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

/** The colour a theme gives a token type in a language. */
function tokenColor(theme: PrismTheme, type: string, language: string): string {
  const entry = theme.styles
    .filter((style) => style.types.includes(type) && (!style.languages || style.languages.includes(language)) && style.style.color)
    .at(-1);
  if (!entry?.style.color) throw new Error(`the theme gives ${type} no colour`);
  return entry.style.color;
}

/** A CSS colour as the browser writes computed colours. */
async function computed(page: Page, color: string): Promise<string> {
  return page.evaluate((color) => {
    const probe = document.createElement('span');
    probe.style.color = color;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, color);
}

for (const [mode, theme] of [
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as const) {
  test(`in ${mode} mode, a page's code blocks are kept as the server drew them, coloured by the ${mode} theme`, async ({page}) => {
    const prismDownloads = recordPrismDownloads(page);
    await countRemovedCode(page);
    await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
    await gotoHydrated(page, PAGE_WITH_CODE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await page.waitForLoadState('networkidle');

    const token = page.locator('article .language-bash .token.function').first();
    await expect(token).toBeVisible();
    // No inline colours: the style sheet colours the tokens in either mode.
    await expect(token).not.toHaveAttribute('style', /color/);
    await expect(token).toHaveCSS('color', await computed(page, tokenColor(theme, 'function', 'bash')));
    const block = page.locator('article .theme-code-block').first();
    await expect(block).toHaveCSS('background-color', await computed(page, theme.plain.backgroundColor!));

    expect(await page.evaluate(() => (window as unknown as {codeNodesRemoved: {removed: number}}).codeNodesRemoved.removed)).toBe(0);
    expect(prismDownloads).toEqual([]);
  });
}

test('the copy button copies the code of a block kept from the server', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, PAGE_WITH_CODE);
  const block = page.locator('article .theme-code-block').first();
  const code = (await block.locator('.token-line').allTextContents()).join('\n').trim();
  expect(code).toContain('docker-compose');
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
});

test("after a client-side navigation, Prism loads and highlights the new page's blocks", async ({page}) => {
  const prismDownloads = recordPrismDownloads(page);
  await gotoHydrated(page, '/changelog/main');
  await page.waitForLoadState('networkidle');
  expect(prismDownloads).toEqual([]);
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, PAGE_WITH_CODE);
  await expect(page.locator('article .language-bash .token.function').first()).toBeVisible();
  // The response listener reads the body asynchronously: wait for it to have counted the download.
  await expect.poll(() => prismDownloads.length).toBe(1);
});

for (const path of [PAGE_WITH_CODE, '/reference/api/list-apps']) {
  test(`hydrating ${path} draws none of its kept blocks again before the page's first effects are done`, async ({page}) => {
    // Code blocks (and the API reference's descriptions) tell hydrating from drawing in the
    // browser by an external store; if the store changed once hydrated, React would render
    // every one of them again, synchronously, inside the hydration's effects.
    await recordReactCommits(page);
    await gotoHydrated(page, path);
    const events = (await reactCommits(page)).map(({event}) => event);
    expect(events.slice(0, 2)).toEqual(['commit', 'effects']);
  });
}

test('a page whose HTML was changed before it hydrated still shows its code', async ({page, allowConsoleErrors}) => {
  // A browser extension or a translator editing the page before React runs: React cannot
  // hydrate it and draws the whole page from scratch, code blocks included.
  allowConsoleErrors(/onRecoverableError|[Hh]ydrat/);
  await page.route(`**${PAGE_WITH_CODE}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<h1>Host Agenta locally</h1>', '<h1>Agenta lokal hosten</h1>');
    await route.fulfill({response, body: html});
  });
  await gotoHydrated(page, PAGE_WITH_CODE);
  await expect(page.locator('article h1')).toHaveText('Host Agenta locally');
  const blocks = page.locator('article pre code');
  expect(await blocks.count()).toBeGreaterThan(5);
  for (const text of await blocks.allTextContents()) expect(text.trim()).not.toBe('');
  await expect(page.locator('article .language-bash .token.function').first()).toBeVisible();
});

test('on a phone, a block gets its word-wrap button when it comes near the screen, if its code is wider than it', async ({page}) => {
  // The blocks are measured from an IntersectionObserver (src/lib/browser/useCodeWordWrap.ts), not all in
  // the page's first effects, which forced the browser to lay out the whole page as it hydrated.
  await page.setViewportSize({width: 412, height: 823});
  await gotoHydrated(page, PAGE_WITH_CODE);
  const blocks = page.locator('article .theme-code-block');
  const wrapButton = (block: typeof blocks) => block.getByRole('button', {name: /word wrap/i});
  const overflows = (block: typeof blocks) => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  const far = blocks.last();
  expect(await far.evaluate((block) => block.getBoundingClientRect().top)).toBeGreaterThan(3000);
  expect(await overflows(far)).toBe(true);
  // Far below the screen: not measured yet.
  expect(await nearScreenReported(far)).toBe(false);
  await expect(wrapButton(far)).toHaveCount(0);
  await far.scrollIntoViewIfNeeded();
  await expect(wrapButton(far)).toHaveCount(1);
  // A block whose code fits gets none: the first one well below the first screen.
  const fittingIndex = await blocks.evaluateAll((elements) =>
    elements.findIndex((block) => {
      const pre = block.querySelector('pre');
      return pre !== null && pre.scrollWidth <= pre.clientWidth && block.getBoundingClientRect().top + window.scrollY > 1500;
    }),
  );
  expect(fittingIndex, 'the page has a block that fits a phone').toBeGreaterThan(-1);
  const fitting = blocks.nth(fittingIndex);
  await fitting.scrollIntoViewIfNeeded();
  expect(await overflows(fitting)).toBe(false);
  expect(await nearScreenReported(fitting)).toBe(true);
  await expect(wrapButton(fitting)).toHaveCount(0);
  // Wrapping keeps the button, to unwrap.
  await far.scrollIntoViewIfNeeded();
  await far.hover();
  await wrapButton(far).click();
  await expect.poll(() => overflows(far)).toBe(false);
  await expect(wrapButton(far)).toHaveCount(1);
  await wrapButton(far).click();
  await expect.poll(() => overflows(far)).toBe(true);
});
