import {gzipSync} from 'node:zlib';

import {PAGE_BUDGETS} from '../build-output/page-budgets';
import {expect, test, waitForHydration} from './support/test';

/**
 * The JavaScript and CSS each page kind downloads on a cold visit on a phone,
 * counted in bytes (gzip level 9 of each file, whatever the server sends), so
 * the check gives the same answer on every run. Route chunks count, as they
 * load during hydration; link prefetches do not (they are hints, fetched only
 * when the browser is idle). Budgets and the reason for each are in
 * tests/build-output/page-budgets.ts; timed numbers are in BENCHMARKS.md.
 */
test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

for (const budget of PAGE_BUDGETS) {
  test(`${budget.page}: JS and CSS of a cold visit within budget`, async ({page}, testInfo) => {
    const files = new Map<string, {type: 'js' | 'css'; gzip: number}>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') {
        return;
      }
      pending.push(
        response.body().then((body) => {
          files.set(response.url(), {type: type === 'script' ? 'js' : 'css', gzip: gzipSync(body, {level: 9}).length});
        }),
      );
    });
    await page.goto(budget.page);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const total = (type: 'js' | 'css') => [...files.values()].filter((file) => file.type === type).reduce((sum, file) => sum + file.gzip, 0);
    const js = total('js');
    const css = total('css');
    testInfo.annotations.push({type: 'bytes', description: `${budget.page}: JS ${js} B gzip, CSS ${css} B gzip, ${files.size} files`});
    console.log(`[page-budgets] ${budget.page}: JS ${js} B gzip (budget ${budget.jsGzipBytes}), CSS ${css} B gzip (budget ${budget.cssGzipBytes})`);
    expect(js, `JS of ${budget.page} (gzip bytes; budgets in tests/build-output/page-budgets.ts)`).toBeLessThanOrEqual(budget.jsGzipBytes);
    expect(css, `CSS of ${budget.page} (gzip bytes)`).toBeLessThanOrEqual(budget.cssGzipBytes);
  });
}
