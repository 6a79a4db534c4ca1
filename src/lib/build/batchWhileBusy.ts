/**
 * Runs work in batches, one at a time: items handed in while a batch runs
 * wait, and all of them go into the next. For work whose cost per batch is far
 * above its cost per item, asked for from many places at about the same time
 * (remark-mermaid-images: Mermaid loaded into a browser page, for the diagrams
 * of every page that compiles meanwhile).
 *
 * `runBatch` settles each item on its own: an item that fails rejects the
 * caller that handed it in, and no other. A batch that throws rejects all of
 * its items.
 */
export function batchWhileBusy<Item, Result>(runBatch: (items: Item[]) => Promise<PromiseSettledResult<Result>[]>): (items: Item[]) => Promise<Result[]> {
  type Waiting = {item: Item; settle: (result: PromiseSettledResult<Result>) => void};
  let waiting: Waiting[] = [];
  let busy = false;

  function runNext(): void {
    busy = waiting.length > 0;
    if (!busy) return;
    // One turn of the event loop first, for the callers that ask at the same moment.
    setImmediate(async () => {
      const batch = waiting;
      waiting = [];
      let results: PromiseSettledResult<Result>[];
      try {
        results = await runBatch(batch.map(({item}) => item));
      } catch (reason) {
        results = batch.map(() => ({status: 'rejected', reason}));
      }
      batch.forEach(({settle}, index) => {
        settle(results[index] ?? {status: 'rejected', reason: new Error(`The batch returned no result for item ${index}.`)});
      });
      runNext();
    });
  }

  return (items) => {
    const settled = items.map(
      (item) =>
        new Promise<Result>((resolve, reject) => {
          waiting.push({item, settle: (result) => (result.status === 'fulfilled' ? resolve(result.value) : reject(result.reason))});
        }),
    );
    if (!busy) runNext();
    return Promise.all(settled);
  };
}
