// One Lighthouse run in a fresh Chromium, for scripts/bench-pages.ts:
// `node scripts/lib/lighthouse-run.mjs <url>` prints the measures as JSON.
// Plain JavaScript run by plain Node, not through tsx: tsx compiles with
// esbuild's keepNames, which wraps functions in a `__name()` helper, and
// Lighthouse sends its functions' source into the page, where that helper
// does not exist ("__name is not defined").
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--no-first-run',
  '--metrics-recording-only',
  // The site is local: every host but the loopback server fails to resolve,
  // so nothing a page or Chromium asks for can leave the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const url = process.argv[2];
if (!url) throw new Error('usage: node scripts/lib/lighthouse-run.mjs <url>');
const origin = new URL(url).origin;

/**
 * The replay behind Lighthouse's LCP estimate (scripts/lib/lcp-graph.ts says
 * what it is): each request and main-thread task, with its simulated times.
 * Of the two replays Lighthouse averages, the pessimistic one, which holds
 * everything the optimistic one does.
 */
function lcpGraph() {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) throw new Error(`Lighthouse kept no LCP simulation for ${url}`);
  return [...timings].map(([node, {startTime, endTime}]) =>
    node.type === 'network'
      ? {kind: 'request', url: node.request.url, bytes: node.request.transferSize, startMs: startTime, endMs: endTime}
      : {kind: 'task', startMs: startTime, endMs: endTime},
  );
}

// A fresh browser per run: no cache, no service worker, no warm process.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
  logLevel: 'silent',
});
try {
  const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES});
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const {lhr} = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse returned no value for ${id} on ${url}`);
    return value;
  };
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  process.stdout.write(
    JSON.stringify({
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      transferBytes: numeric('total-byte-weight'),
      externalRequests: requests.map((r) => r.url).filter((u) => /^https?:/.test(u) && !u.startsWith(origin)),
      lcpGraph: lcpGraph(),
    }),
  );
} finally {
  chrome.kill();
}
