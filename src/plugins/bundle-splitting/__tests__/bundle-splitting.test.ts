import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {commonMinChunks, pagesIn} from '..';

test("Docusaurus's common chunk takes a module only when more pages use it than there are pages of one kind", () => {
  assert.equal(commonMinChunks(200, 220), 221, 'two versions of the API reference outnumber half the site');
  assert.equal(commonMinChunks(110, 109), 110, "Docusaurus's own threshold where it is higher");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pages-'));
  for (const name of ['a.api.mdx', 'b.api.mdx', 'agenta-api.info.mdx', 'category.mdx', 'sidebar.ts']) fs.writeFileSync(path.join(dir, name), '');
  assert.equal(pagesIn([dir, path.join(dir, 'missing')]), 3);
});
