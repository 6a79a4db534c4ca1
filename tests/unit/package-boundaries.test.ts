import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {findBoundaryViolations} from '../../scripts/lib/package-boundaries';

const ROOT = path.join(__dirname, '..', '..');

test('nothing outside a workspace package imports its files, and no package imports the site', () => {
  const violations = findBoundaryViolations(ROOT).map((v) => `${v.file}: "${v.specifier}": ${v.reason}`);
  assert.deepEqual(violations, []);
});

test('each way of crossing a boundary is found', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  };
  write('packages/kit/package.json', JSON.stringify({name: '@x/kit', exports: {'.': './src/index.ts', './client': './src/client.ts'}}));
  write('packages/kit/src/index.ts', "import {helper} from '../../../src/lib/helper';\nexport const a = helper;\n");
  write('packages/kit/src/client.ts', "import {a} from './index';\nexport const b = a;\n");
  write('src/lib/helper.ts', 'export const helper = 1;\n');
  write(
    'src/site.ts',
    [
      "import {a} from '@x/kit';",
      "import {b} from '@x/kit/client';",
      "import {c} from '@x/kit/src/engine';",
      "import type {D} from '../packages/kit/src/index';",
      "const lazy = () => import('../packages/kit/src/client');",
      "const old = require('@x/kit/node');",
    ].join('\n'),
  );
  const found = findBoundaryViolations(root).map((v) => `${v.file} ${v.specifier}`);
  assert.deepEqual(found.sort(), [
    'packages/kit/src/index.ts ../../../src/lib/helper',
    'src/site.ts ../packages/kit/src/client',
    'src/site.ts ../packages/kit/src/index',
    'src/site.ts @x/kit/node',
    'src/site.ts @x/kit/src/engine',
  ]);
  fs.rmSync(root, {recursive: true});
});
