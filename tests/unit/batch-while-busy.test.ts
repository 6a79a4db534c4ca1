import assert from 'node:assert/strict';
import {test} from 'node:test';

import {batchWhileBusy} from '../../src/lib/build/batchWhileBusy';

/** A batch runner that records each batch and finishes when told to. */
function recordingRunner() {
  const batches: string[][] = [];
  const finish: (() => void)[] = [];
  const run = (items: string[]) => {
    batches.push(items);
    return new Promise<PromiseSettledResult<string>[]>((resolve) => {
      finish.push(() =>
        resolve(
          items.map((item) =>
            item.startsWith('bad') ? {status: 'rejected', reason: new Error(`cannot draw ${item}`)} : {status: 'fulfilled', value: item.toUpperCase()},
          ),
        ),
      );
    });
  };
  return {batches, finish, run};
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

test('callers that ask at the same moment share a batch, and those that ask while it runs share the next', async () => {
  const {batches, finish, run} = recordingRunner();
  const draw = batchWhileBusy(run);
  const first = draw(['a', 'b']);
  const second = draw(['c']);
  await turn();
  assert.deepEqual(batches, [['a', 'b', 'c']]);
  // Asked while the first batch runs: they wait, together.
  const third = draw(['d']);
  const fourth = draw(['e', 'f']);
  await turn();
  assert.equal(batches.length, 1);
  finish[0]!();
  assert.deepEqual(await first, ['A', 'B']);
  assert.deepEqual(await second, ['C']);
  await turn();
  assert.deepEqual(batches, [
    ['a', 'b', 'c'],
    ['d', 'e', 'f'],
  ]);
  finish[1]!();
  assert.deepEqual(await third, ['D']);
  assert.deepEqual(await fourth, ['E', 'F']);
  // Idle again: the next caller starts a batch of its own.
  const fifth = draw(['g']);
  await turn();
  assert.deepEqual(batches.at(-1), ['g']);
  finish[2]!();
  assert.deepEqual(await fifth, ['G']);
});

test('an item that fails rejects its own caller only', async () => {
  const {finish, run} = recordingRunner();
  const draw = batchWhileBusy(run);
  const good = draw(['a']);
  const bad = draw(['b', 'bad-c']);
  await turn();
  finish[0]!();
  assert.deepEqual(await good, ['A']);
  await assert.rejects(bad, /cannot draw bad-c/);
});

test('a batch that throws rejects each of its callers, and the next batch still runs', async () => {
  let calls = 0;
  const draw = batchWhileBusy(async (items: string[]) => {
    calls += 1;
    if (calls === 1) throw new Error('the browser did not start');
    return items.map((item) => ({status: 'fulfilled' as const, value: item}));
  });
  const one = draw(['a']);
  const two = draw(['b']);
  await assert.rejects(one, /the browser did not start/);
  await assert.rejects(two, /the browser did not start/);
  assert.deepEqual(await draw(['c']), ['c']);
});

test('a batch that returns too few results rejects the items left without one', async () => {
  const draw = batchWhileBusy(async (items: string[]) => [{status: 'fulfilled' as const, value: items[0]!}]);
  const first = draw(['a']);
  const second = draw(['b']);
  assert.deepEqual(await first, ['a']);
  await assert.rejects(second, /no result for item 1/);
});
