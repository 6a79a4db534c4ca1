import type {Page} from '@playwright/test';

export type CommitEvent = {event: 'commit' | 'effects'; time: number};

/**
 * Records React's commits through the hook React DevTools uses, from the
 * page's first byte: `commit` when React has committed a render (its layout
 * effects run), `effects` once that commit's effects, and any render they
 * caused synchronously, are done. Times are the page's performance.now().
 */
export async function recordReactCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: CommitEvent[] = [];
    (window as unknown as {reactCommits: CommitEvent[]}).reactCommits = events;
    (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberUnmount: () => {},
      onCommitFiberRoot: () => events.push({event: 'commit', time: performance.now()}),
      onPostCommitFiberRoot: () => events.push({event: 'effects', time: performance.now()}),
    };
  });
}

/** What recordReactCommits has recorded so far. */
export function reactCommits(page: Page): Promise<CommitEvent[]> {
  return page.evaluate(() => (window as unknown as {reactCommits: CommitEvent[]}).reactCommits);
}
