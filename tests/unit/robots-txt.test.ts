import assert from 'node:assert/strict';
import {test} from 'node:test';

import robotsParser from 'robots-parser';

import {robotsTxt} from '../../src/plugins/robots-txt';

test('robots.txt names the sitemap and keeps crawlers off search results only', () => {
  const text = robotsTxt({sitemapUrl: 'https://docs.agenta.ai/sitemap.xml', disallow: ['/search?']});
  const robots = robotsParser('https://docs.agenta.ai/robots.txt', text);
  assert.deepEqual(robots.getSitemaps(), ['https://docs.agenta.ai/sitemap.xml']);
  assert.equal(robots.isAllowed('https://docs.agenta.ai/search?q=evaluation', 'Googlebot'), false);
  assert.equal(robots.isAllowed('https://docs.agenta.ai/search?q=', 'Bingbot'), false);
  for (const page of ['/', '/search', '/evaluation/overview', '/searchable-page', '/evaluation/overview.md']) {
    assert.equal(robots.isAllowed(`https://docs.agenta.ai${page}`, 'Googlebot'), true, page);
  }
});

test('with nothing disallowed, everything is allowed', () => {
  const robots = robotsParser('https://x.test/robots.txt', robotsTxt({sitemapUrl: 'https://x.test/sitemap.xml', disallow: []}));
  assert.equal(robots.isAllowed('https://x.test/search?q=a', 'Googlebot'), true);
});
