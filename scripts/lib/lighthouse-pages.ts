/**
 * What the Lighthouse benchmarks share: one page of each kind, and a run of
 * Lighthouse on one URL (in a child process: lighthouse-run.mjs says why).
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';

import type {LcpGraphNode} from './lcp-graph';

const execFileAsync = promisify(execFile);

export const PAGE_KINDS = [
  {kind: 'Home', path: '/'},
  {kind: 'Docs page with images', path: '/prompt-management/using-the-playground'},
  {kind: 'Long docs page, many code blocks', path: '/self-host/host-locally'},
  {kind: 'API operation', path: '/reference/api/list-apps'},
  {kind: 'Changelog', path: '/changelog/main'},
  {kind: 'Search page', path: '/search?q=evaluation'},
] as const;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type RunResult = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  externalRequests: string[];
  lcpGraph: LcpGraphNode[];
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function runLighthouse(url: string): Promise<RunResult> {
  const {stdout} = await execFileAsync(process.execPath, ['scripts/lib/lighthouse-run.mjs', url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as RunResult;
}
