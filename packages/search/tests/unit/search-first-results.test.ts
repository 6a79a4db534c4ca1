import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {test} from 'node:test';
import vm from 'node:vm';

import type {LoadContext, Plugin} from '@docusaurus/types';

import searchPlugin, {validateOptions} from '../../src';
import {bundleFirstResults, FIRST_RESULTS_BUDGET} from '../../src/first-results/bundle';
import {EMPTY_VOCABULARY} from '../../src/engine/vocabulary';
import {testVocabulary} from './vocabulary';
import {FIRST_HITS, HITS_PER_PAGE} from '../../src/client/search-page-request';
import {FIRST_PART_HITS} from '../../src/engine/engine';
import type {EngineHandle} from '../../src/engine/local-client';
import {engineInTime, HANDOVER_GRACE_MS} from '../../src/first-results/handoff';
import {withTrailingSlash} from '../../src/client/urls';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

test('the first-results script is one file for browsers, named by its content, with the vocabulary and weights in it', async () => {
  const plain = await bundleFirstResults({vocabulary: EMPTY_VOCABULARY, weights: {}});
  assert.match(plain.file, /^assets\/js\/search-first-results\.[0-9a-f]{8}\.js$/);
  // A classic script (it is also the worker's script): no import or export is left.
  assert.doesNotMatch(plain.code, /^\s*(import|export)\b/m);
  assert.doesNotThrow(() => new vm.Script(plain.code));
  assert.ok(gzipSync(plain.code, {level: 9}).length <= FIRST_RESULTS_BUDGET);
  const tuned = await bundleFirstResults({vocabulary: testVocabulary, weights: {phraseBoost: 3}});
  assert.notEqual(tuned.file, plain.file);
  assert.match(tuned.code, /productName:"agenta"/);
  assert.match(tuned.code, /phraseBoost:3/);
});

test('a first-results script over its budget stops the build, saying what to do', async () => {
  await assert.rejects(
    bundleFirstResults({vocabulary: EMPTY_VOCABULARY, weights: {}}, 1000),
    /first-results script is \d+ B gzip, over its budget of 1000 B \(FIRST_RESULTS_BUDGET in first-results\/bundle\.ts\)/,
  );
});

test('in a production build with a local index, the head asks for the script and the build writes it, copies too', async (t) => {
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  t.after(() => {
    process.env.NODE_ENV = environment;
  });
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-first-'));
  t.after(() => fs.rmSync(outDir, {recursive: true, force: true}));
  const copies: string[] = [];
  const plugin = searchPlugin(
    {baseUrl: '/docs/'} as LoadContext,
    validateOptions({
      options: {
        indexName: 'docs',
        writeCopies: async (file: string) => {
          copies.push(path.relative(outDir, file));
          return {};
        },
      },
    }),
  );
  await plugin.loadContent?.();
  const tags = plugin.injectHtmlTags?.({content: undefined}) as {headTags: {innerHTML: string}[]};
  const src = /\.src="(\/docs\/assets\/js\/search-first-results\.[0-9a-f]{8}\.js)"/.exec(tags.headTags[0]!.innerHTML)?.[1];
  assert.ok(src, tags.headTags[0]!.innerHTML);
  await plugin.postBuild?.({outDir, routesPaths: [], baseUrl: '/docs/'} as unknown as PostBuildProps);
  const file = src.replace('/docs/', '');
  assert.ok(fs.readFileSync(path.join(outDir, file), 'utf8').length > 1000);
  assert.ok(copies.includes(file), `copies written for ${copies.join(', ')}`);
});

test('with Algolia, or in development, there is no first-results script', async (t) => {
  const environment = process.env.NODE_ENV;
  t.after(() => {
    process.env.NODE_ENV = environment;
  });
  process.env.NODE_ENV = 'production';
  const algolia = searchPlugin(
    {baseUrl: '/'} as LoadContext,
    validateOptions({options: {indexName: 'docs', algolia: {appId: 'A', apiKey: 'k', indexName: 'i'}}}),
  );
  await algolia.loadContent?.();
  assert.deepEqual(algolia.injectHtmlTags?.({content: undefined}), {});
  process.env.NODE_ENV = 'development';
  const development = searchPlugin({baseUrl: '/'} as LoadContext, validateOptions({options: {indexName: 'docs'}}));
  await development.loadContent?.();
  assert.deepEqual(development.injectHtmlTags?.({content: undefined}), {});
});

test("the first hits are the start of the page's own: whole pages within the engine's first part", () => {
  // The script asks page p's first hits as page ((p - 1) * HITS_PER_PAGE) / FIRST_HITS of FIRST_HITS.
  assert.equal(HITS_PER_PAGE % FIRST_HITS, 0);
  // Both answers then fall on the same side of the engine's first part of long postings lists.
  assert.equal(FIRST_PART_HITS % HITS_PER_PAGE, 0);
});

test('the search client takes the engine of the first results once it is ready, or gives up on it in time', async (t) => {
  t.mock.timers.enable({apis: ['setTimeout']});
  const settled = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return {promise, resolve, reject};
  };
  const engine = (closed: string[], name: string): EngineHandle => ({search: () => [], close: () => closed.push(name)});
  const closed: string[] = [];

  // Both in when the client takes them (the usual case: the page's scripts start after the
  // first hits are painted): taken, and nothing is stopped after the grace.
  const inAlready = engine(closed, 'in');
  const abandonedNever: string[] = [];
  const takenAtOnce = engineInTime(Promise.resolve(inAlready), Promise.resolve(new ArrayBuffer(1)), 5_000, () => abandonedNever.push('in'));
  assert.equal(await takenAtOnce, inAlready);
  await settled();
  t.mock.timers.tick(60_000);
  await settled();
  assert.deepEqual(abandonedNever, []);
  assert.deepEqual(closed, []);

  // Ready before the manifest has even arrived: taken.
  const early = deferred<EngineHandle | null>();
  const index = deferred<ArrayBuffer>();
  const taken = engineInTime(early.promise, index.promise, 5_000);
  const ready = engine(closed, 'early');
  early.resolve(ready);
  assert.equal(await taken, ready);

  // Slow after the manifest arrived: the grace counts from the manifest, not from the start.
  const slow = deferred<EngineHandle | null>();
  const slowIndex = deferred<ArrayBuffer>();
  let outcome: EngineHandle | null | undefined;
  const abandoned: string[] = [];
  void engineInTime(slow.promise, slowIndex.promise, 5_000, () => abandoned.push('slow')).then((value) => (outcome = value));
  t.mock.timers.tick(60_000);
  await settled();
  assert.equal(outcome, undefined, 'no deadline while the manifest downloads');
  slowIndex.resolve(new ArrayBuffer(1));
  await settled();
  t.mock.timers.tick(4_999);
  await settled();
  assert.equal(outcome, undefined);
  t.mock.timers.tick(1);
  await settled();
  assert.equal(outcome, null);
  assert.deepEqual(abandoned, ['slow']);
  // Ready too late: closed, not left running beside the client's own.
  slow.resolve(engine(closed, 'late'));
  await settled();
  assert.deepEqual(closed, ['late']);

  // An engine that failed, or a manifest that failed and no engine in time: null.
  assert.equal(await engineInTime(Promise.reject(new Error('worker')), Promise.resolve(), 5_000), null);
  const never = new Promise<EngineHandle | null>(() => {});
  const failedIndex = engineInTime(never, Promise.reject(new Error('HTTP 500')), 5_000);
  await settled();
  t.mock.timers.tick(5_000);
  assert.equal(await failedIndex, null);
  assert.equal(HANDOVER_GRACE_MS, 5_000);
});

test("a hit's path gets the site's trailing slash, as Docusaurus's Link gives it, its section and query kept", () => {
  const site = (trailingSlash: boolean | undefined, baseUrl = '/') => ({trailingSlash, baseUrl});
  assert.equal(withTrailingSlash('/a/b#c', site(true)), '/a/b/#c');
  assert.equal(withTrailingSlash('/a/b/?x=1#c', site(false)), '/a/b?x=1#c');
  assert.equal(withTrailingSlash('/a/b#c', site(undefined)), '/a/b#c');
  assert.equal(withTrailingSlash('/a/b/', site(undefined)), '/a/b/');
  // The site's root stays as it is.
  assert.equal(withTrailingSlash('/#top', site(false)), '/#top');
  assert.equal(withTrailingSlash('/docs/', site(false, '/docs/')), '/docs/');
  assert.equal(withTrailingSlash('/docs/a', site(true, '/docs/')), '/docs/a/');
});
