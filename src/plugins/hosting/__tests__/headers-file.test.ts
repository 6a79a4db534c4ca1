import assert from 'node:assert/strict';
import {test} from 'node:test';

import {formatHeadersFile, headersForPath, parseHeadersFile} from '../headers-file';

const file = `# Hardening for every page
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/reference/*
  Cache-Control: no-cache

/changelog/:slug
  X-Robots-Tag: noindex
  Cache-Control: max-age=60
`;

test('parses path patterns, indented headers and comments, keeping values with colons and semicolons whole', () => {
  assert.deepEqual(parseHeadersFile(file), [
    {
      pattern: '/*',
      headers: [
        ['X-Frame-Options', 'DENY'],
        ['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"],
      ],
    },
    {pattern: '/reference/*', headers: [['Cache-Control', 'no-cache']]},
    {
      pattern: '/changelog/:slug',
      headers: [
        ['X-Robots-Tag', 'noindex'],
        ['Cache-Control', 'max-age=60'],
      ],
    },
  ]);
});

test('formats what it parses back to the same rules', () => {
  const rules = parseHeadersFile(file);
  assert.deepEqual(parseHeadersFile(formatHeadersFile(rules)), rules);
  assert.match(formatHeadersFile(rules), /^\/\*\n {2}X-Frame-Options: DENY\n/);
});

test('names the line of a malformed file', () => {
  assert.throws(() => parseHeadersFile('  X-Frame-Options: DENY\n'), /line 1: a header line comes before any path pattern/);
  assert.throws(() => parseHeadersFile('/*\n  no colon here\n'), /line 2: expected "Name: value"/);
  assert.throws(() => parseHeadersFile('reference/*\n'), /line 1: a path pattern must start with "\/"/);
});

test('matches "*" across segments and ":name" within one, merging repeated headers', () => {
  const rules = parseHeadersFile(file);
  const names = (pathname: string) => headersForPath(rules, pathname).map(([name]) => name);
  assert.deepEqual(names('/'), ['X-Frame-Options', 'Content-Security-Policy']);
  assert.deepEqual(names('/reference/api/list-apps'), ['X-Frame-Options', 'Content-Security-Policy', 'Cache-Control']);
  assert.deepEqual(names('/reference'), ['X-Frame-Options', 'Content-Security-Policy']);
  assert.deepEqual(names('/changelog/v0-27-0'), ['X-Frame-Options', 'Content-Security-Policy', 'X-Robots-Tag', 'Cache-Control']);
  assert.deepEqual(names('/changelog/page/2'), ['X-Frame-Options', 'Content-Security-Policy']);
  const both = parseHeadersFile('/*\n  Cache-Control: public\n/a\n  cache-control: max-age=1\n');
  assert.deepEqual(headersForPath(both, '/a'), [['Cache-Control', 'public, max-age=1']]);
  assert.deepEqual(headersForPath(parseHeadersFile('/a.b\n  X: 1\n'), '/aXb'), [], 'a dot is literal');
});
