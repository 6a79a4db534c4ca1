import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {docsPluginVersions, loadDocsVersions, readReleases} from '../../config/versions';
import {loadReleases} from '../../scripts/lib/releases';

/** A releases file in a folder of its own. */
function releasesFile(yaml: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'releases-')), 'releases.yaml');
  fs.writeFileSync(file, yaml);
  return file;
}

const TWO = `releases:
  - {version: '0.29', ref: v0.29.0, docs: docs, openapi: openapi}
  - {version: '0.28', ref: v0.28.0, docs: versioned_docs/version-0.28, openapi: openapi/0.28}
`;

test("the site's versions and the checks' releases come from one reading of the file", () => {
  const entries = readReleases();
  assert.deepEqual(
    loadReleases().map((release) => [release.version, release.ref, release.latest]),
    entries.map((entry, index) => [entry.version, entry.ref, index === 0]),
  );
  assert.deepEqual(
    loadDocsVersions().map((version) => version.release),
    entries.map((entry) => entry.version),
  );
});

test('the first release is the latest, at the site routes; each older one under its own path with the banner', () => {
  const versions = loadDocsVersions(releasesFile(TWO));
  assert.deepEqual(
    versions.map(({release, name, apiKey, openApiSpec, apiOutputDir, latest}) => ({release, name, apiKey, openApiSpec, apiOutputDir, latest})),
    [
      {release: '0.29', name: 'current', apiKey: 'agenta', openApiSpec: 'openapi/agenta.yaml', apiOutputDir: 'docs/reference/api', latest: true},
      {
        release: '0.28',
        name: '0.28',
        apiKey: 'agenta-0.28',
        openApiSpec: 'openapi/0.28/agenta.yaml',
        apiOutputDir: 'versioned_docs/version-0.28/reference/api',
        latest: false,
      },
    ],
  );
  assert.deepEqual(docsPluginVersions(versions), {
    current: {label: '0.29', path: '', banner: 'none'},
    '0.28': {label: '0.28', path: '0.28', banner: 'unmaintained'},
  });
  assert.deepEqual(
    readReleases(releasesFile(TWO)).map((entry) => entry.ref),
    ['v0.29.0', 'v0.28.0'],
  );
});

test('a releases file that would build the wrong site is refused, saying why', () => {
  assert.throws(() => readReleases(releasesFile('releases: []\n')), /lists no release/);
  assert.throws(() => readReleases(releasesFile(TWO.replace("'0.28'", "'latest'"))), /"latest" .* is not a release such as 0\.28/);
  assert.throws(() => readReleases(releasesFile(TWO.replace('ref: v0.28.0, ', ''))), /release 0\.28 .* names no platform ref/);
  assert.throws(() => readReleases(releasesFile(TWO.replace('versioned_docs/version-0.28', 'old-docs'))), /pages must be in versioned_docs\/version-0\.28/);
});
