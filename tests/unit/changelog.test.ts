import assert from 'node:assert/strict';
import {test} from 'node:test';

import {releaseAnchor} from '../../src/plugins/changelog-release-notes/release';
import {changelogPosts, factsReleases} from '../support/changelog';

test('every release in the platform facts has one changelog post, in the same order', () => {
  const facts = factsReleases();
  const posts = changelogPosts();
  assert.equal(posts.length, facts.length);
  assert.deepEqual(
    posts.map((p) => p.version),
    facts.map((f) => f.version),
  );
  for (const [i, post] of posts.entries()) {
    assert.ok(post.date.startsWith(facts[i]!.date), `${post.file}: date ${post.date} ≠ ${facts[i]!.date}`);
    assert.equal(post.slug, releaseAnchor(post.version), `${post.file}: slug`);
  }
});

test('release anchors read like the version', () => {
  assert.equal(releaseAnchor('v0.27.0'), 'v0-27-0');
  assert.equal(releaseAnchor('v0.13.1-5'), 'v0-13-1-5');
  assert.equal(releaseAnchor('  Release 1.0!  '), 'release-1-0');
});
