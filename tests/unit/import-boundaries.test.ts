/**
 * The import boundaries of ARCHITECTURE.md ("Imports run one way") are ESLint rules
 * (eslint.config.mjs), and `npm run lint` holds the tree to them. Here each boundary is crossed
 * once, in a file that is not there, to see that its rule fires, and the imports the boundaries
 * allow pass.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';

import {ESLint} from 'eslint';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({cwd: root});

const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-internal-modules', 'no-restricted-imports', 'no-restricted-syntax']);

/** The boundary rules that fire on `code` as the file `file`. */
async function boundaryRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(root, file)});
  assert.equal(result.messages.filter((m) => m.ruleId === null).length, 0, `${file} is linted: ${result.messages.map((m) => m.message).join('; ')}`);
  // One import may cross two boundaries (out of its package, into another): each rule once.
  return [...new Set(result.messages.filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.ruleId!))];
}

// [where, what, the file, its code, the rule]
const crossings: [string, string, string, string, string][] = [
  [
    'a workspace package',
    'a file of the site',
    'packages/search/src/probe.ts',
    "import {x} from '../../../src/lib/shared/markdownTwinPath';",
    'import-x/no-restricted-paths',
  ],
  ['a workspace package', 'the site config', 'packages/mcp/src/probe.ts', "import config from '../../../docusaurus.config';", 'import-x/no-restricted-paths'],
  [
    'a workspace package',
    "another package's file",
    'packages/mcp/src/probe.ts',
    "import {x} from '../../search/src/engine/text';",
    'import-x/no-restricted-paths',
  ],
  [
    'a workspace package',
    "another package's file, by name",
    'packages/search/src/probe.ts',
    "import {x} from '@agenta-docs/mcp/src/http';",
    'import-x/no-internal-modules',
  ],
  ['the site', "a package's file", 'src/plugins/probe/index.ts', "import {x} from '../../../packages/search/src/engine/text';", 'import-x/no-restricted-paths'],
  [
    'the site',
    "a package's file, as a type",
    'src/plugins/probe/index.ts',
    "import type {X} from '../../../packages/search/src/engine/text';",
    'import-x/no-restricted-paths',
  ],
  [
    'the site',
    "a package's file, re-exported",
    'src/plugins/probe/index.ts',
    "export {x} from '../../../packages/search/src/engine/text';",
    'import-x/no-restricted-paths',
  ],
  [
    'the site',
    "a package's file, loaded lazily",
    'src/plugins/probe/index.ts',
    "export const load = () => import('../../../packages/search/src/engine/text');",
    'import-x/no-restricted-paths',
  ],
  [
    'the site',
    "a package's file, required",
    'scripts/probe.cjs',
    "module.exports = require('../packages/search/src/engine/text');",
    'import-x/no-restricted-paths',
  ],
  [
    'the site',
    'a path its package does not export',
    'scripts/probe.ts',
    "import {x} from '@agenta-docs/search/src/engine/text';",
    'import-x/no-internal-modules',
  ],
  [
    'the site',
    'a path its package does not export, required',
    'scripts/probe.cjs',
    "module.exports = require('@agenta-docs/search/engine');",
    'import-x/no-internal-modules',
  ],
  ['a test', "a package's file", 'tests/unit/probe.test.ts', "import {x} from '../../packages/search/src/engine/text';", 'import-x/no-restricted-paths'],
  ['src/lib', 'a plugin', 'src/lib/build/probe.ts', "import {x} from '../../plugins/hosting/policy';", 'import-x/no-restricted-paths'],
  ['src/lib', 'scripts', 'src/lib/browser/probe.ts', "import {x} from '../../../scripts/lib/api-routes';", 'import-x/no-restricted-paths'],
  ['src/lib/shared', 'src/lib/build', 'src/lib/shared/probe.ts', "import {x} from '../build/git-dates';", 'import-x/no-restricted-paths'],
  ['src/lib/browser', 'src/lib/build', 'src/lib/browser/probe.ts', "import {x} from '../build/git-dates';", 'import-x/no-restricted-paths'],
  ['src/lib/build', 'src/lib/browser', 'src/lib/build/probe.ts', "import {x} from '../browser/useKeepsServerMarkup';", 'import-x/no-restricted-paths'],
  ['a plugin', 'the site config', 'src/plugins/probe/index.ts', "import {x} from '@site/config/hosting';", 'import-x/no-restricted-paths'],
  ['theme code', 'docusaurus.config.ts', 'src/theme/Probe/index.tsx', "import config from '../../../docusaurus.config';", 'import-x/no-restricted-paths'],
  [
    'a local plugin',
    '@theme-original/…',
    'src/plugins/probe/theme/SearchBar/index.tsx',
    "import SearchBar from '@theme-original/SearchBar';",
    'no-restricted-imports',
  ],
  [
    'a package plugin',
    '@theme-original/…, lazily',
    'packages/search/src/theme/Probe/index.tsx',
    "export const load = () => import('@theme-original/SearchBar');",
    'no-restricted-syntax',
  ],
];

for (const [where, what, file, code, rule] of crossings) {
  test(`${where} importing ${what} breaks ${rule}`, async () => {
    assert.deepEqual(await boundaryRules(file, code), [rule], code);
  });
}

// Each one close to a crossing above.
const allowed: [string, string, string][] = [
  ['a package its own files', 'packages/search/src/probe.ts', "import {x} from './engine/text';"],
  ["a package another's entry", 'packages/mcp/src/probe.ts', "import {x} from '@agenta-docs/search/node';"],
  [
    "the site a package's entries",
    'scripts/probe.ts',
    "import {a} from '@agenta-docs/search';\nimport {b} from '@agenta-docs/search/client';\nimport {c} from '@agenta-docs/mcp/http';",
  ],
  ["the site a package's entry by its file", 'src/plugins/probe/index.ts', "import plugin from '../../../packages/search/src/index';"],
  ['a plugin src/lib', 'src/plugins/probe/index.ts', "import {x} from '../../lib/build/git-dates';"],
  ['src/lib/build src/lib/shared', 'src/lib/build/probe.ts', "import {x} from '../shared/markdownTwinPath';"],
  ['a test the site config', 'tests/unit/probe.test.ts', "import config from '../../docusaurus.config';"],
  ['the site config a plugin', 'config/probe.ts', "import {x} from '../src/plugins/hosting/policy';"],
  ['a local plugin the wrapped component', 'src/plugins/probe/theme/SearchBar/index.tsx', "import SearchBar from '@theme-init/SearchBar';"],
  ["the site's theme the wrapped component", 'src/theme/SearchBar/index.tsx', "import SearchBar from '@theme-original/SearchBar';"],
];

for (const [what, file, code] of allowed) {
  test(`${what}: no boundary rule fires`, async () => {
    assert.deepEqual(await boundaryRules(file, code), [], code);
  });
}
