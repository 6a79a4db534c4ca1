import {KEY_PAGES, visitKeyPage} from './support/key-pages';
import {expect, test} from './support/test';

/**
 * Built with nothing configured, the site asks nothing of any other host:
 * one page of each kind is used with every request off this machine refused
 * and recorded.
 */
test('with nothing configured, no page requests anything outside this machine', async ({page, context}) => {
  test.setTimeout(60_000);
  const offMachine: string[] = [];
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => {
      offMachine.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  for (const keyPage of KEY_PAGES) {
    await visitKeyPage(page, keyPage);
    // Give anything deferred (idle callbacks, lazy chunks) the time to start.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), {timeout: 3000})));
  }
  expect(offMachine).toEqual([]);
});
