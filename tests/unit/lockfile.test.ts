import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';

import semver from 'semver';

/**
 * The lockfile is what every install follows (`npm ci` in the README's
 * commands and CI): it must describe package.json as it is, and the packages
 * patched in src/patches must stay at the exact versions their patches name.
 */
const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, {version?: string; engines?: {node?: string}; dependencies?: Record<string, string>; devDependencies?: Record<string, string>}>;
};

test("the lockfile records package.json's dependencies exactly", () => {
  const root = lock.packages[''];
  assert.ok(root, 'the lockfile has no root package');
  assert.deepEqual(root.dependencies ?? {}, manifest.dependencies ?? {});
  assert.deepEqual(root.devDependencies ?? {}, manifest.devDependencies ?? {});
});

test('Docusaurus and the OpenAPI plugin and theme are pinned to exact versions, and locked at them', () => {
  const all = {...manifest.dependencies, ...manifest.devDependencies};
  const pinned = Object.entries(all).filter(([name]) => name.startsWith('@docusaurus/') || name.includes('openapi-docs'));
  assert.ok(pinned.length >= 8);
  for (const [name, range] of pinned) {
    assert.match(range, /^\d+\.\d+\.\d+$/, `${name} must be an exact version, not ${range}`);
    assert.equal(lock.packages[`node_modules/${name}`]?.version, range, name);
  }
});

test("every platform's optional binaries of the native packages are in the lockfile", () => {
  const nativePackages = [
    // The build's: SWC, Rspack, Lightning CSS, sharp.
    ...['@swc/core-', '@swc/html-', '@rspack/binding-', 'lightningcss-', '@img/sharp-'],
    // The checks': knip's parser and resolver, ESLint's import resolver.
    ...['@oxc-parser/binding-', '@oxc-resolver/binding-', '@unrs/resolver-binding-'],
  ];
  for (const prefix of nativePackages) {
    const platforms = Object.keys(lock.packages).filter((key) => key.replace(/^.*node_modules\//, '').startsWith(prefix));
    for (const os of ['darwin', 'win32', 'linux']) {
      assert.ok(
        platforms.some((key) => key.includes(`${prefix}${os}`)),
        `${prefix}${os}-* missing from the lockfile`,
      );
    }
  }
});

test('every package the site depends on directly runs on the oldest Node.js package.json admits', () => {
  const oldest = semver.minVersion((manifest.engines as Record<string, string> | undefined)?.node ?? '')?.version;
  assert.ok(oldest, 'package.json names no Node.js version under engines');
  for (const name of Object.keys({...manifest.dependencies, ...manifest.devDependencies})) {
    const range = lock.packages[`node_modules/${name}`]?.engines?.node;
    if (range) assert.ok(semver.satisfies(oldest, range), `${name} needs Node.js ${range}, the site supports ${oldest}`);
  }
});
