/**
 * What Lighthouse's LCP estimate waits for. With simulated throttling,
 * Lighthouse does not time the page's largest paint: it replays, on a
 * simulated slow network and CPU (Lantern), the requests that had finished
 * when the browser painted it (less scripts that had not run by then) and the
 * main-thread tasks that ran those scripts or laid the page out, and the LCP
 * is when that replay ends. Its nodes say where a page's LCP goes: bytes to
 * download or work on the main thread. scripts/lib/lighthouse-run.mjs reads
 * them from Lighthouse; this module sums them up for BENCHMARKS.md.
 */

/** One node of the replay, with its simulated start and end. */
export type LcpGraphNode = {kind: 'request'; url: string; bytes: number; startMs: number; endMs: number} | {kind: 'task'; startMs: number; endMs: number};

export interface LcpGraphSummary {
  requests: number;
  bytes: number;
  /** The largest downloads, by file name, largest first. */
  largest: {name: string; bytes: number}[];
  /** Main-thread work in the replay (already slowed down as Lighthouse slows the CPU). */
  taskMs: number;
}

export function summarizeLcpGraph(nodes: readonly LcpGraphNode[], largestCount = 3): LcpGraphSummary {
  const requests = nodes.filter((node) => node.kind === 'request');
  const tasks = nodes.filter((node) => node.kind === 'task');
  return {
    requests: requests.length,
    bytes: requests.reduce((sum, request) => sum + request.bytes, 0),
    largest: [...requests]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, largestCount)
      .map((request) => ({name: fileName(request.url), bytes: request.bytes})),
    taskMs: tasks.reduce((sum, task) => sum + (task.endMs - task.startMs), 0),
  };
}

/**
 * The last part of a URL's path, without its query or the build's content
 * hash (`main.91b4464d.js` → `main.js`), so tables compare across builds.
 */
export function fileName(url: string): string {
  const {pathname} = new URL(url, 'http://localhost');
  if (pathname.endsWith('/')) return pathname;
  return pathname.slice(pathname.lastIndexOf('/') + 1).replace(/\.[0-9a-f]{8}(?=\.[a-z]+$)/, '');
}

/** A table cell: "9 requests, 273 KB (search-index.json 120 KB, main.js 116 KB, …)". */
export function describeLcpGraph(summary: LcpGraphSummary): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const largest = summary.largest.map((file) => `${file.name} ${kb(file.bytes)}`).join(', ');
  const plural = summary.requests === 1 ? '' : 's';
  return `${summary.requests} request${plural}, ${kb(summary.bytes)}${largest ? ` (${largest})` : ''}`;
}
