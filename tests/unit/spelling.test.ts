import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {promisify} from 'node:util';

import {parse as parseYaml} from 'yaml';

/**
 * The spelling check (cspell.config.yaml, `npm run spell`) reads prose only:
 * a misspelt word in a title, a heading, a sentence or the API description
 * fails it, while code, claim markers and addresses are left alone.
 */
const ROOT = path.join(__dirname, '..', '..');
const CONFIG = path.join(ROOT, 'cspell.config.yaml');
const execFileAsync = promisify(execFile);

/** The unknown words cspell reports in the given files, as `file:line word`. */
async function unknownWords(files: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spelling-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), text);
    }
    const cspell = path.join(ROOT, 'node_modules', '.bin', 'cspell');
    const args = ['lint', '--no-progress', '--no-summary', '--config', CONFIG, '--root', dir, ...Object.keys(files)];
    const {stdout} = await execFileAsync(cspell, args, {cwd: dir}).catch((error: {stdout?: string; code?: number}) => {
      // cspell exits 1 when it finds a word it does not know; anything else is a failure to run.
      if (error.code !== 1) throw error;
      return {stdout: error.stdout ?? ''};
    });
    return [...stdout.matchAll(/^(\S+?):(\d+):\d+ - Unknown word \(([^)]+)\)/gm)].map(([, file, line, word]) => `${file}:${line} ${word}`);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const PAGE = `---
title: Evaluaton of an app
description: How to run an evaluation. # src:run-evaluation-recieve
---

## Compare two varients

The run scores each output and Agenta's page shows the results. <!-- src:scores-each-outptu -->

Call \`ag.ConfigManager.aget_from_regstry()\` or \`\` \`slug\` \`\`, see https://exmaple.com/docs and
commit 0f3e9c2a1b4d5e6f, then read the recieved scores.

\`\`\`python
# a coment in code is not prose
print("wrod")
\`\`\`

| Field | Meaning |
| --- | --- |
| \`csvdata\` | The rows of the test set, ocurring once each <!-- src:rows-test-set --> |
`;

const SPEC = `openapi: 3.1.0
info:
  title: Agenta API
  description: Teh backend API the web UI talks too, for every testset.
paths: {}
components:
  schemas:
    ReseendInviteRequest:
      description: Sends an invitaton again.
`;

// One run for both files: most of cspell's time goes to loading its dictionaries.
const found = unknownWords({'docs/page.md': PAGE, 'openapi/agenta.yaml': SPEC});

test('a misspelt word in prose fails the check; code, claim markers, addresses and hashes do not', async () => {
  assert.deepEqual(
    (await found).filter((hit) => hit.startsWith('docs/')),
    ['docs/page.md:2 Evaluaton', 'docs/page.md:6 varients', 'docs/page.md:11 recieved', 'docs/page.md:20 ocurring'],
  );
});

test("the API description's prose is checked, its names as the platform spells them are not flagged", async () => {
  assert.deepEqual(
    (await found).filter((hit) => hit.startsWith('openapi/')),
    ['openapi/agenta.yaml:9 invitaton'],
  );
});

test('the check covers the pages, the release posts and the API description, but not the generated API pages', () => {
  const config = parseYaml(fs.readFileSync(CONFIG, 'utf8')) as {files: string[]; ignorePaths: string[]};
  assert.deepEqual(config.files, ['docs/**/*.{md,mdx}', 'changelog/*.md', 'openapi/agenta.yaml']);
  assert.deepEqual(config.ignorePaths, ['docs/reference/api/**']);
});
