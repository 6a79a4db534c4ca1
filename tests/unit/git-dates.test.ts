import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {gitDatesVcs, parseChangedFiles, parseGitLog, readGitDates} from '../../src/lib/build/git-dates';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

test('the newest commit naming a file dates its last change, the oldest its creation', () => {
  const log = [`commit ${B} 1731400000`, '', 'docs/a.md', 'docs/b.md', `commit ${A} 1700000000`, '', 'docs/a.md', ''].join('\n');
  const dates = parseGitLog(log);
  assert.deepEqual(dates.get('docs/a.md'), {created: 1700000000_000, updated: 1731400000_000});
  assert.deepEqual(dates.get('docs/b.md'), {created: 1731400000_000, updated: 1731400000_000});
});

test("files last changed in a shallow clone's boundary commit, or changed since, have no date", () => {
  const log = [`commit ${B} 1731400000`, '', 'docs/new.md', `commit ${A} 1700000000`, '', 'docs/new.md', 'docs/old.md'].join('\n');
  const dates = parseGitLog(log, {boundaryCommits: new Set([A]), changedFiles: new Set(['docs/edited.md'])});
  assert.deepEqual([...dates.keys()], ['docs/new.md']);
  assert.equal(parseGitLog(`commit ${A} 1700000000\n\ndocs/edited.md\n`, {changedFiles: new Set(['docs/edited.md'])}).size, 0);
});

test('git status entries: changed, staged, untracked, and both sides of a rename', () => {
  const status = [' M docs/a.md', 'M  docs/b.md', '?? docs/new.md', 'R  docs/to.md', 'docs/from.md', ''].join('\0');
  assert.deepEqual([...parseChangedFiles(status)].sort(), ['docs/a.md', 'docs/b.md', 'docs/from.md', 'docs/new.md', 'docs/to.md']);
});

/** A repository with two commits on known dates: a.md changed in both, b.md in the first only. */
function makeRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-'));
  const git = (date: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: dir,
      env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date},
      stdio: 'pipe',
    });
  git('2024-01-01T00:00:00Z', 'init', '--quiet', '--initial-branch=main');
  fs.writeFileSync(path.join(dir, 'a.md'), 'one');
  fs.writeFileSync(path.join(dir, 'b.md'), 'one');
  git('2024-01-01T00:00:00Z', 'add', '.');
  git('2024-01-01T00:00:00Z', 'commit', '--quiet', '-m', 'first');
  fs.writeFileSync(path.join(dir, 'a.md'), 'two');
  git('2024-11-12T10:00:00Z', 'commit', '--quiet', '-am', 'second');
  return dir;
}

test('a full clone dates every file; a shallow clone only the files changed within its depth', async () => {
  const repository = makeRepository();
  const full = await readGitDates(repository);
  assert.equal(full?.dates.get('a.md')?.updated, Date.parse('2024-11-12T10:00:00Z'));
  assert.equal(full?.dates.get('b.md')?.updated, Date.parse('2024-01-01T00:00:00Z'));

  const shallow = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-shallow-'));
  execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repository}`, shallow], {stdio: 'pipe'});
  const fromShallow = await readGitDates(shallow);
  // The clone's one commit looks as if it added b.md on 12 Nov: no date is better than that one.
  assert.equal(fromShallow?.dates.has('b.md'), false);
  assert.equal(fromShallow?.dates.has('a.md'), false);

  const deeper = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-deeper-'));
  execFileSync('git', ['clone', '--quiet', '--depth', '2', `file://${repository}`, deeper], {stdio: 'pipe'});
  assert.equal((await readGitDates(deeper))?.dates.get('a.md')?.updated, Date.parse('2024-11-12T10:00:00Z'));
});

test('a file with uncommitted changes has no date; outside a repository there are none', async () => {
  const repository = makeRepository();
  fs.writeFileSync(path.join(repository, 'b.md'), 'edited');
  const dates = await readGitDates(repository);
  assert.equal(dates?.dates.has('b.md'), false);
  assert.equal(dates?.dates.has('a.md'), true);
  assert.equal(await readGitDates(fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'))), null);
});

test('the VCS answers by absolute path, maps generated files to their source, and never throws', async () => {
  const repository = makeRepository();
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const vcs = gitDatesVcs({sourceOf: (file) => (file.endsWith('generated.mdx') ? path.join(repository, 'a.md') : file)});
    vcs.initialize({siteDir: repository});
    assert.deepEqual(await vcs.getFileLastUpdateInfo(path.join(repository, 'b.md')), {
      timestamp: Date.parse('2024-01-01T00:00:00Z'),
      author: '',
    });
    assert.equal((await vcs.getFileLastUpdateInfo(path.join(repository, 'generated.mdx')))?.timestamp, Date.parse('2024-11-12T10:00:00Z'));
    assert.equal(await vcs.getFileLastUpdateInfo(path.join(repository, 'missing.md')), null);

    const outside = gitDatesVcs();
    outside.initialize({siteDir: fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'))});
    assert.equal(await outside.getFileLastUpdateInfo('/nowhere/a.md'), null);
  } finally {
    process.env.NODE_ENV = previous;
  }
});

test('the development server shows no dates (the default would show made-up ones)', async () => {
  const repository = makeRepository();
  const vcs = gitDatesVcs();
  vcs.initialize({siteDir: repository});
  assert.equal(await vcs.getFileLastUpdateInfo(path.join(repository, 'a.md')), null);
});
